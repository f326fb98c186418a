package dev.tablewright.engine.partiql;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.InMemoryTable;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ValueOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.partiql.lang.domains.PartiqlAst;

/**
 * Binds a parsed statement to its table as DynamoDB Local does: which table and index, whether a
 * SELECT is a Query (the partition key with = or IN in the WHERE's top-level ANDs) or a Scan,
 * the full key an UPDATE or DELETE must name, and Local's messages for what it refuses.
 */
final class StatementPlanner {
    static final String NO_KEY = "Where clause does not contain a mandatory equality on all key attributes";
    private final InMemoryEngine engine;
    private final Literals literals;

    StatementPlanner(InMemoryEngine engine, List<AttributeValue> parameters) {
        this.engine = engine;
        this.literals = new Literals(parameters);
    }

    Plan plan(PartiqlAst.Statement statement) {
        requireSupported(statement);
        if (statement instanceof PartiqlAst.Statement.Dml dml) {
            return dml(dml);
        }
        return select((PartiqlAst.Expr.Select) ((PartiqlAst.Statement.Query) statement).getExpr());
    }

    private Plan.Select select(PartiqlAst.Expr.Select select) {
        if (select.getLimit() != null) {
            throw RequestException.validation("Unsupported clause: LIMIT" + Literals.at(select.getLimit()));
        }
        if (select.getGroup() != null || select.getHaving() != null || select.getFromLet() != null) {
            throw RequestException.validation("Unsupported clause: GROUP BY");
        }
        if (!(select.getFrom() instanceof PartiqlAst.FromSource.Scan scan)) {
            throw RequestException.validation("Unsupported FROM clause");
        }
        String[] source = source(scan.getExpr());
        InMemoryTable table = engine.table(source[0]);
        KeySchema keys = table.view(source[1]).keySchema();
        Projected projected = projection(select);
        List<List<Object>> projection = projected.paths();
        List<String> aliases = projected.aliases();
        List<PartiqlAst.Expr> conjuncts = conjuncts(select.getWhere());
        String pk = keys.partitionKey().name();
        List<AttributeValue> partitionValues = partitionValues(conjuncts, pk);
        if (partitionValues.size() == 1) {
            requireType(keys.partitionKey(), partitionValues.get(0));
        }
        List<Map.Entry<String, Boolean>> order = order(select, keys, partitionValues);
        SelectKeys.Read read = partitionValues.isEmpty() ? SelectKeys.Read.QUERY
                : SelectKeys.read(conjuncts, keys, literals);
        Plan.Expression sortKey = Plan.Expression.NONE;
        if (read.sortKey() != null) {
            ExpressionWriter writer = new ExpressionWriter(literals);
            sortKey = new Plan.Expression(SelectKeys.sortCondition(read.sortKey(), keys.sortKey(), literals, writer),
                    writer.names(), writer.values());
        }
        Plan.Expression where = Plan.Expression.NONE;
        if (select.getWhere() != null) { // Local filters with the rest: the sort-key condition is read, not checked
            ExpressionWriter writer = new ExpressionWriter(literals);
            List<String> parts = new ArrayList<>();
            conjuncts.stream().filter(c -> c != read.sortKey()).forEach(c -> parts.add("(" + writer.condition(c) + ")"));
            where = parts.isEmpty() ? Plan.Expression.NONE
                    : new Plan.Expression(String.join(" AND ", parts), writer.names(), writer.values());
        }
        Item key = fullKey(conjuncts, table.keySchema(), source[1] == null);
        boolean keyOnly = key != null && conjuncts.stream().allMatch(c -> table.keySchema().attributeNames().stream()
                .anyMatch(k -> equality(c, k) != null));
        return new Plan.Select(table.name(), source[1], projection, aliases, pk,
                read.scan() ? List.of() : partitionValues, sortKey, where, order, key, keyOnly);
    }

    /** The paths a SELECT projects and their names (both null for {@code *}), checked as Local checks them. */
    record Projected(List<List<Object>> paths, List<String> aliases) {
    }

    static Projected projection(PartiqlAst.Expr.Select select) {
        List<List<Object>> projection = null;
        List<String> aliases = null;
        if (select.getProject() instanceof PartiqlAst.Projection.ProjectList list) {
            projection = new ArrayList<>();
            aliases = new ArrayList<>();
            for (PartiqlAst.ProjectItem item : list.getProjectItems()) {
                if (item instanceof PartiqlAst.ProjectItem.ProjectAll) {
                    throw RequestException.validation("Unsupported projection: .*");
                }
                PartiqlAst.ProjectItem.ProjectExpr expr = (PartiqlAst.ProjectItem.ProjectExpr) item;
                List<Object> steps = Paths.steps(expr.getExpr());
                if (expr.getExpr() instanceof PartiqlAst.Expr.CallAgg || expr.getExpr() instanceof PartiqlAst.Expr.Call) {
                    throw RequestException.validation("Unexpected path component" + Literals.at(expr.getExpr()));
                }
                if (steps == null) {
                    throw RequestException.validation("Unsupported projection: only attribute paths can be selected");
                }
                if (expr.getAsAlias() != null) {
                    throw RequestException.validation("Aliasing is not supported");
                }
                String alias = Paths.alias(steps);
                if (aliases.contains(alias)) {
                    throw RequestException.validation("Duplicate identifiers in select clause: " + alias);
                }
                projection.add(steps);
                aliases.add(alias);
            }
        } else if (!(select.getProject() instanceof PartiqlAst.Projection.ProjectStar)) {
            throw RequestException.validation("Unsupported projection: SELECT VALUE");
        }
        return new Projected(projection, aliases);
    }

    /** Refuses, as Local does before anything else, a statement that is no SELECT, INSERT, UPDATE or DELETE. */
    static void requireSupported(PartiqlAst.Statement statement) {
        if (statement instanceof PartiqlAst.Statement.Query query
                && query.getExpr() instanceof PartiqlAst.Expr.Select) {
            return;
        }
        if (statement instanceof PartiqlAst.Statement.Dml dml) {
            List<PartiqlAst.DmlOp> ops = dml.getOperations().getOps();
            if (ops.size() == 1 && (ops.get(0) instanceof PartiqlAst.DmlOp.InsertValue
                    || ops.get(0) instanceof PartiqlAst.DmlOp.Delete)
                    || ops.stream().allMatch(o -> o instanceof PartiqlAst.DmlOp.Set || o instanceof PartiqlAst.DmlOp.Remove)) {
                return;
            }
            throw RequestException.validation("Unsupported operation: " + ops.get(0).getClass().getSimpleName());
        }
        String kind = statement instanceof PartiqlAst.Statement.Query q ? q.getExpr().getClass().getSimpleName()
                : statement.getClass().getSimpleName();
        throw RequestException.validation("Unsupported operation: " + (kind.equals("Id") ? "VariableReference" : kind));
    }

    private List<Map.Entry<String, Boolean>> order(PartiqlAst.Expr.Select select, KeySchema keys,
                                                   List<AttributeValue> partitionValues) {
        if (select.getOrder() == null) {
            return List.of();
        }
        if (select.getWhere() == null) {
            throw RequestException.validation("Must have WHERE clause in the statement when using ORDER BY clause.");
        }
        if (partitionValues.isEmpty()) {
            throw RequestException.validation("Must have at least one non-optional hash key condition in WHERE clause"
                    + " when using ORDER BY clause.");
        }
        List<Map.Entry<String, Boolean>> order = new ArrayList<>();
        for (PartiqlAst.SortSpec spec : select.getOrder().getSortSpecs()) {
            List<Object> steps = Paths.steps(spec.getExpr());
            String name = steps != null && steps.size() == 1 ? (String) steps.get(0) : String.valueOf(steps);
            if (!keys.attributeNames().contains(name)) {
                throw RequestException.validation("Variable reference " + name
                        + " in ORDER BY clause must be part of the primary key");
            }
            order.add(Map.entry(name, spec.getOrderingSpec() instanceof PartiqlAst.OrderingSpec.Desc));
        }
        return order;
    }

    /** The partition-key values the WHERE's top-level ANDs give with = or IN, sorted; empty for a Scan. */
    private List<AttributeValue> partitionValues(List<PartiqlAst.Expr> conjuncts, String pk) {
        for (PartiqlAst.Expr c : conjuncts) {
            AttributeValue equal = equality(c, pk);
            if (equal != null) {
                return List.of(equal);
            }
            if (c instanceof PartiqlAst.Expr.InCollection in && isPath(in.getOperands().get(0), pk)
                    && in.getOperands().get(1) instanceof PartiqlAst.Expr.List list
                    && list.getValues().stream().allMatch(Literals::isValue)) {
                List<AttributeValue> values = new ArrayList<>();
                for (PartiqlAst.Expr v : list.getValues()) {
                    AttributeValue value = literals.value(v);
                    if (values.stream().noneMatch(x -> x.equals(value))) {
                        values.add(value);
                    }
                }
                if (values.stream().allMatch(v -> v.type().isScalarKeyType() && v.type() == values.get(0).type())) {
                    values.sort(ValueOrder::compare);
                    return values;
                }
            }
        }
        return List.of();
    }

    private Plan dml(PartiqlAst.Statement.Dml dml) {
        List<PartiqlAst.DmlOp> ops = dml.getOperations().getOps();
        if (ops.size() == 1 && ops.get(0) instanceof PartiqlAst.DmlOp.InsertValue insert) {
            return insert(insert, dml);
        }
        if (ops.size() == 1 && ops.get(0) instanceof PartiqlAst.DmlOp.Delete) {
            return delete(dml);
        }
        return UpdatePlanner.plan(dml, tableOf(dml.getFrom()), literals, this); // requireSupported let only SET/REMOVE by
    }

    private Plan.Insert insert(PartiqlAst.DmlOp.InsertValue insert, PartiqlAst.Statement.Dml dml) {
        if (dml.getWhere() != null || dml.getReturning() != null || insert.getOnConflict() != null
                || insert.getIndex() != null) {
            throw RequestException.validation("Unsupported clause in an INSERT statement");
        }
        InMemoryTable table = engine.table(source(insert.getTarget())[0]);
        if (!(insert.getValue() instanceof PartiqlAst.Expr.Struct) && !(insert.getValue()
                instanceof PartiqlAst.Expr.Parameter)) {
            throw RequestException.validation("Unsupported format in item expression. Please use struct format {...} "
                    + "to express item values for insert statement." + Literals.at(insert.getValue()));
        }
        AttributeValue value = literals.value(insert.getValue());
        if (!(value instanceof AttributeValue.M map)) {
            throw RequestException.validation("Unsupported format in item expression. Please use struct format {...} "
                    + "to express item values for insert statement.");
        }
        Item item = Item.of(map.values());
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (KeyAttribute k : table.keySchema().attributes()) {
            AttributeValue v = item.get(k.name());
            if (v == null) {
                return new Plan.Insert(table.name(), item, null, "Key attribute should be present in the item: Key "
                        + k.name());
            }
            if (v.type() != k.type().attributeType()) {
                return new Plan.Insert(table.name(), item, null, "Key attribute's data type should match its data "
                        + "type in table's schema: Key " + k.name());
            }
            key.put(k.name(), v);
        }
        return new Plan.Insert(table.name(), item, Item.of(key), null);
    }

    private Plan.Delete delete(PartiqlAst.Statement.Dml dml) {
        InMemoryTable table = tableOf(dml.getFrom());
        Plan.Returning returning = returning(dml.getReturning());
        if (returning != Plan.Returning.NONE && returning != Plan.Returning.ALL_OLD) {
            throw RequestException.validation("Invalid returning clause: RETURNING " + returning.name()
                    .replace('_', ' ') + " *. Only RETURNING ALL OLD * is allowed in DELETE statements.");
        }
        List<PartiqlAst.Expr> conjuncts = conjuncts(dml.getWhere());
        Item key = requireKey(conjuncts, table.keySchema());
        ExpressionWriter writer = new ExpressionWriter(literals);
        String rest = rest(conjuncts, table.keySchema(), writer);
        // Local deletes nothing, and succeeds, when the item is missing whatever the rest of the WHERE says
        String condition = rest == null ? null
                : "attribute_not_exists(" + writer.name(table.keySchema().partitionKey().name()) + ") OR (" + rest + ")";
        return new Plan.Delete(table.name(), key,
                new Plan.Expression(condition, writer.names(), writer.values()), returning);
    }

    InMemoryTable tableOf(PartiqlAst.FromSource from) {
        if (!(from instanceof PartiqlAst.FromSource.Scan scan)) {
            throw RequestException.validation("Unsupported FROM clause");
        }
        String[] source = source(scan.getExpr());
        if (source[1] != null) {
            throw RequestException.validation("Unsupported operation on an index: " + source[1]);
        }
        return engine.table(source[0]);
    }

    /** The table and index (or null) a FROM or INTO names: {@code "t"} or {@code "t"."index"}. */
    static String[] source(PartiqlAst.Expr e) {
        List<Object> steps = Paths.steps(e);
        if (steps == null || steps.size() > 2 || steps.stream().anyMatch(s -> !(s instanceof String))) {
            throw RequestException.validation("Unsupported table reference: the FROM clause names a table or "
                    + "\"table\".\"index\"");
        }
        return new String[] {(String) steps.get(0), steps.size() == 2 ? (String) steps.get(1) : null};
    }

    static Plan.Returning returning(PartiqlAst.ReturningExpr returning) {
        if (returning == null) {
            return Plan.Returning.NONE;
        }
        if (returning.getElems().size() != 1
                || !(returning.getElems().get(0).getColumn() instanceof PartiqlAst.ColumnComponent.ReturningWildcard)) {
            throw RequestException.validation("Expected '*' after ( MODIFIED | ALL ) ( NEW | OLD ) in RETURNING "
                    + "clause");
        }
        PartiqlAst.ReturningMapping mapping = returning.getElems().get(0).getMapping();
        if (mapping instanceof PartiqlAst.ReturningMapping.AllOld) {
            return Plan.Returning.ALL_OLD;
        } else if (mapping instanceof PartiqlAst.ReturningMapping.AllNew) {
            return Plan.Returning.ALL_NEW;
        } else if (mapping instanceof PartiqlAst.ReturningMapping.ModifiedOld) {
            return Plan.Returning.MODIFIED_OLD;
        }
        return Plan.Returning.MODIFIED_NEW;
    }

    static List<PartiqlAst.Expr> conjuncts(PartiqlAst.Expr where) {
        List<PartiqlAst.Expr> out = new ArrayList<>();
        if (where instanceof PartiqlAst.Expr.And and) {
            and.getOperands().forEach(o -> out.addAll(conjuncts(o)));
        } else if (where != null) {
            out.add(where);
        }
        return out;
    }

    /** The full key the conjuncts name with =, or the ValidationException Local gives when one is missing. */
    Item requireKey(List<PartiqlAst.Expr> conjuncts, KeySchema keys) {
        Item key = fullKey(conjuncts, keys, true);
        if (key == null) {
            throw RequestException.validation(NO_KEY);
        }
        keys.attributes().forEach(k -> requireType(k, key.get(k.name())));
        return key;
    }

    static void requireType(KeyAttribute key, AttributeValue value) {
        if (value.type() != key.type().attributeType()) {
            throw RequestException.validation("Key attribute's data type should match its data type in table's schema:"
                    + " Key " + key.name());
        }
    }

    private Item fullKey(List<PartiqlAst.Expr> conjuncts, KeySchema keys, boolean onTable) {
        if (!onTable) {
            return null;
        }
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (KeyAttribute k : keys.attributes()) {
            for (PartiqlAst.Expr c : conjuncts) {
                AttributeValue v = equality(c, k.name());
                if (v != null) {
                    key.putIfAbsent(k.name(), v);
                }
            }
            if (!key.containsKey(k.name())) {
                return null;
            }
        }
        return Item.of(key);
    }

    /** The conjuncts that are not key equalities, as one condition text (null when none is left). */
    String rest(List<PartiqlAst.Expr> conjuncts, KeySchema keys, ExpressionWriter writer) {
        Set<String> keyNames = new LinkedHashSet<>(keys.attributeNames());
        List<String> parts = new ArrayList<>();
        for (PartiqlAst.Expr c : conjuncts) {
            boolean keyEquality = keyNames.stream().anyMatch(k -> equality(c, k) != null);
            if (!keyEquality) {
                parts.add("(" + writer.condition(c) + ")");
            }
        }
        return parts.isEmpty() ? null : String.join(" AND ", parts);
    }

    private AttributeValue equality(PartiqlAst.Expr c, String attribute) {
        return SelectKeys.equality(c, attribute, literals);
    }

    private static boolean isPath(PartiqlAst.Expr e, String attribute) {
        return SelectKeys.isPath(e, attribute);
    }
}
