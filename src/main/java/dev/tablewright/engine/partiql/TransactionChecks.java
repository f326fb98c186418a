package dev.tablewright.engine.partiql;

import dev.tablewright.engine.InMemoryTable;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.partiql.lang.domains.PartiqlAst;

/**
 * ExecuteTransaction's statements checked and planned in the order DynamoDB Local 3.3.1 checks
 * them. First the request: each statement parsed and of a supported kind, in turn, reads and
 * writes never mixed (the first statement of the other kind stops it). Then statement by
 * statement, the first problem ending the request: a SELECT's projection, too few parameters,
 * a read of an index, the table, a WHERE that is a condition and nothing but the full key; a write's RETURNING, its
 * key. Local's checks say "Validation failed in TransactStatements[i]: "; a key of the wrong type
 * cancels the transaction with that statement's reason; a write without its full key cancels it
 * with no reasons.
 */
final class TransactionChecks {
    private static final String NO_PRIMARY_KEY = "Select statements within ExecuteTransaction must specify the "
            + "primary key in the where clause.";
    private final PartiqlEngine partiql;

    TransactionChecks(PartiqlEngine partiql) {
        this.partiql = partiql;
    }

    /** The statements' plans, or the error or cancellation Local answers first. */
    List<Plan> plans(List<StatementRequest> statements) {
        List<PartiqlAst.Statement> asts = new ArrayList<>();
        for (StatementRequest s : statements) {
            PartiqlAst.Statement ast = partiql.syntax(s.statement());
            StatementPlanner.requireSupported(ast);
            if (!asts.isEmpty() && PartiqlEngine.reads(ast) != PartiqlEngine.reads(asts.get(0))) {
                throw RequestException.validation("ExecuteTransaction API does not support both read and write "
                        + "operations in the same request.");
            }
            asts.add(ast);
        }
        List<Plan> plans = new ArrayList<>();
        for (int i = 0; i < asts.size(); i++) {
            List<AttributeValue> parameters = statements.get(i).parameters() == null ? List.of()
                    : statements.get(i).parameters();
            plans.add(asts.get(i) instanceof PartiqlAst.Statement.Dml dml
                    ? write(dml, parameters, i, asts.size())
                    : select((PartiqlAst.Expr.Select) ((PartiqlAst.Statement.Query) asts.get(i)).getExpr(),
                    asts.get(i), parameters, i, asts.size()));
        }
        return plans;
    }

    private Plan.Select select(PartiqlAst.Expr.Select select, PartiqlAst.Statement ast, List<AttributeValue> parameters,
                               int index, int count) {
        StatementPlanner.Projected projected = failingAt(index, () -> StatementPlanner.projection(select));
        requireParameters(ast, parameters, index);
        if (!(select.getFrom() instanceof PartiqlAst.FromSource.Scan scan)) {
            throw failedAt(index, "Unsupported FROM clause");
        }
        String[] source = failingAt(index, () -> StatementPlanner.source(scan.getExpr()));
        if (source[1] != null) {
            throw failedAt(index, "Reads on indices are not supported within transactions.");
        }
        InMemoryTable table = table(source[0]);
        KeySchema keys = table.keySchema();
        Literals literals = new Literals(parameters);
        if (select.getWhere() != null) { // Local writes the WHERE as a condition before it looks for the key
            failingAt(index, () -> new ExpressionWriter(literals).condition(select.getWhere()));
        }
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (PartiqlAst.Expr c : StatementPlanner.conjuncts(select.getWhere())) {
            String name = keys.attributeNames().stream().filter(k -> SelectKeys.equality(c, k, literals) != null)
                    .findFirst().orElse(null);
            AttributeValue value = name == null ? null : SelectKeys.equality(c, name, literals);
            if (value == null || !value.type().isScalarKeyType()) {
                throw failedAt(index, NO_PRIMARY_KEY);
            }
            key.putIfAbsent(name, value);
        }
        if (!key.keySet().containsAll(keys.attributeNames())) {
            throw failedAt(index, NO_PRIMARY_KEY);
        }
        requireTypes(keys, key, index, count);
        String pk = keys.partitionKey().name();
        return new Plan.Select(table.name(), null, projected.paths(), projected.aliases(), pk,
                List.of(key.get(pk)), Plan.Expression.NONE, Plan.Expression.NONE, List.of(), Item.of(key), true);
    }

    private Plan write(PartiqlAst.Statement.Dml dml, List<AttributeValue> parameters, int index, int count) {
        requireParameters(dml, parameters, index);
        Plan plan;
        try {
            if (dml.getReturning() != null && dml.getFrom() instanceof PartiqlAst.FromSource.Scan scan) {
                table(StatementPlanner.source(scan.getExpr())[0]);
                throw failedAt(index, "RETURNING clause is not supported in ExecuteTransaction.");
            }
            requireKeyValues(dml, parameters, index);
            plan = partiql.plan(dml, parameters);
        } catch (RequestException e) {
            if (StatementPlanner.NO_KEY.equals(e.getMessage())) {
                throw new TransactionCanceledException(List.of()); // so Local answers, with no reasons
            }
            if (e.getMessage() != null && e.getMessage().startsWith("Key attribute's data type should match")) {
                throw cancelledAt(index, count, e.getMessage());
            }
            if (e.getMessage() != null && e.getMessage().endsWith(UpdatePlanner.SET_FUNCTION_TARGET)) {
                throw failedAt(index, e.getMessage()); // Local names the statement of a set function's misuse
            }
            throw e.errorType().equals("ResourceNotFoundException")
                    ? RequestException.notFound("Requested resource not found") : e;
        }
        if (plan instanceof Plan.Insert insert && insert.keyProblem() != null) {
            throw cancelledAt(index, count, insert.keyProblem());
        }
        return plan;
    }

    /** An UPDATE's or DELETE's key equalities: a value no key can have is refused before the key is looked at. */
    private void requireKeyValues(PartiqlAst.Statement.Dml dml, List<AttributeValue> parameters, int index) {
        if (dml.getWhere() == null || !(dml.getFrom() instanceof PartiqlAst.FromSource.Scan scan)) {
            return;
        }
        KeySchema keys = table(StatementPlanner.source(scan.getExpr())[0]).keySchema();
        Literals literals = new Literals(parameters);
        for (KeyAttribute k : keys.attributes()) {
            for (PartiqlAst.Expr c : StatementPlanner.conjuncts(dml.getWhere())) {
                AttributeValue value = SelectKeys.equality(c, k.name(), literals);
                if (value != null && !value.type().isScalarKeyType()) {
                    throw failedAt(index, "Key value must be of type S, N, or B. Key name: " + k.name()
                            + ", Key type: " + value.type());
                }
            }
        }
    }

    private void requireTypes(KeySchema keys, Map<String, AttributeValue> key, int index, int count) {
        for (KeyAttribute k : keys.attributes()) {
            if (key.get(k.name()).type() != k.type().attributeType()) {
                throw cancelledAt(index, count, "Key attribute's data type should match its data type in table's "
                        + "schema: Key " + k.name());
            }
        }
    }

    /**
     * Whether a SELECT names one item of a table: no index, a WHERE of nothing but = on each key
     * attribute (the values' types not looked at), as a batch's SELECT must.
     */
    static boolean namesOneItem(PartiqlAst.Expr.Select select, KeySchema keys, List<AttributeValue> parameters) {
        if (!(select.getFrom() instanceof PartiqlAst.FromSource.Scan scan)
                || StatementPlanner.source(scan.getExpr())[1] != null) {
            return false;
        }
        Literals literals = new Literals(parameters);
        java.util.Set<String> named = new java.util.HashSet<>();
        for (PartiqlAst.Expr c : StatementPlanner.conjuncts(select.getWhere())) {
            String name = keys.attributeNames().stream().filter(k -> SelectKeys.equality(c, k, literals) != null)
                    .findFirst().orElse(null);
            if (name == null) {
                return false;
            }
            named.add(name);
        }
        return named.containsAll(keys.attributeNames());
    }

    private static void requireParameters(PartiqlAst.Statement ast, List<AttributeValue> parameters, int index) {
        if (StatementParser.parameterCount(ast) > parameters.size()) { // Local ignores parameters left over
            throw failedAt(index, "Number of parameters in request and statement don't match.");
        }
    }

    private InMemoryTable table(String name) {
        try {
            return partiql.engine().table(name);
        } catch (RequestException e) {
            throw e.errorType().equals("ResourceNotFoundException")
                    ? RequestException.notFound("Requested resource not found") : e;
        }
    }

    private static <T> T failingAt(int index, java.util.function.Supplier<T> check) {
        try {
            return check.get();
        } catch (RequestException e) {
            throw failedAt(index, e.getMessage());
        }
    }

    private static TransactionCanceledException cancelledAt(int index, int count, String message) {
        List<CancellationReason> reasons = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            reasons.add(i == index ? new CancellationReason("ValidationError", message) : CancellationReason.NONE);
        }
        return new TransactionCanceledException(reasons);
    }

    static RequestException failedAt(int index, String message) {
        return RequestException.validation("Validation failed in TransactStatements[" + index + "]: " + message);
    }
}
