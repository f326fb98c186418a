package dev.tablewright.engine.partiql;

import dev.tablewright.engine.InMemoryTable;
import dev.tablewright.engine.expr.RequestExpressions;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.partiql.lang.domains.PartiqlAst;

/**
 * BatchExecuteStatement and ExecuteTransaction on a {@link PartiqlEngine}, as DynamoDB Local
 * answers them: reads and writes never mixed, no item named twice; a batch answers each statement
 * on its own, a transaction changes everything or nothing and says why per statement.
 */
public final class PartiqlBatches {
    private final PartiqlEngine partiql;

    public PartiqlBatches(PartiqlEngine partiql) {
        this.partiql = partiql;
    }

    /** Each statement's answer in order; a whole-request error (mixed or duplicate) as a RequestException. */
    public List<BatchOutcome> batchExecuteStatement(List<StatementRequest> statements) {
        List<Object> parsed = new ArrayList<>();
        for (StatementRequest s : statements) {
            try {
                parsed.add(partiql.parse(s.statement(), s.parameters()));
            } catch (RequestException e) {
                parsed.add(new BatchOutcome(null, null, code(e), e.getMessage()));
            }
        }
        List<PartiqlAst.Statement> asts = parsed.stream().filter(p -> p instanceof PartiqlAst.Statement)
                .map(p -> (PartiqlAst.Statement) p).toList();
        if (asts.stream().anyMatch(PartiqlEngine::reads) && !asts.stream().allMatch(PartiqlEngine::reads)) {
            throw RequestException.validation("Read and write requests together in the same batch is not supported.");
        }
        List<Object> planned = new ArrayList<>();
        for (int i = 0; i < parsed.size(); i++) {
            if (!(parsed.get(i) instanceof PartiqlAst.Statement ast)) {
                planned.add(parsed.get(i));
                continue;
            }
            try {
                Plan plan = partiql.plan(ast, statements.get(i).parameters());
                if (plan instanceof Plan.Select select && !select.keyOnly()) {
                    throw RequestException.validation("Only single item select is supported");
                }
                planned.add(plan);
            } catch (RequestException e) {
                String message = e.getMessage().startsWith("Unsupported operation: ")
                        ? "Invalid operation. Only select, insert, update and delete operations are valid"
                        : e.getMessage();
                if (!namesOneItem(ast, statements.get(i).parameters(), e)) { // Local looks at that before the index
                    message = "Only single item select is supported"; // or the key's types
                }
                planned.add(new BatchOutcome(null, null, code(e), message));
            }
        }
        List<Plan> plans = planned.stream().filter(p -> p instanceof Plan).map(p -> (Plan) p).toList();
        boolean reads = plans.stream().allMatch(p -> p instanceof Plan.Select);
        if (reads && duplicates(plans)) {
            throw RequestException.validation("Provided list of item keys contains duplicates");
        }
        List<BatchOutcome> out = new ArrayList<>();
        List<Plan> done = new ArrayList<>();
        for (Object p : planned) {
            if (p instanceof BatchOutcome failed) {
                out.add(failed);
                continue;
            }
            Plan plan = (Plan) p;
            boolean refused = false;
            try {
                Item item;
                if (plan instanceof Plan.Select select) {
                    item = get(select);
                } else {
                    List<Item> returned = partiql.write(plan);
                    item = returned.isEmpty() ? null : returned.get(0);
                }
                out.add(new BatchOutcome(plan.tableName(), item, null, null));
            } catch (RequestException e) {
                out.add(new BatchOutcome(plan.tableName(), null, code(e), e.getMessage()));
                // a statement refused as written (an operand's type, a key of the wrong type, overlapping
                // paths) names no key for Local; one refused for what it would make of the item (a key
                // attribute updated, a set for an index key, an operand the item lacks or holds of
                // another type) has named its key already
                refused = e.errorType().equals("ValidationException")
                        && !e.getMessage().startsWith("One or more parameter values were invalid:")
                        && !e.getMessage().equals(PartiqlEngine.SET_FOR_INDEX_KEY)
                        && !RequestExpressions.refusedForItem(e);
            }
            if (!refused) { // an item Local refuses does not count as naming its key
                done.add(plan);
            }
            if (duplicates(done)) { // Local runs the write that names a key again, then stops the batch
                throw RequestException.validation("Provided list of item keys contains duplicates");
            }
        }
        return out;
    }

    /**
     * Runs the statements as one transaction: for reads, the item of each (null when absent); for writes,
     * nothing (an empty list, as Local answers no Responses).
     *
     * @throws TransactionCanceledException when an item is refused or a condition fails, with each statement's
     *                                      reason
     * @throws RequestException             when Local refuses the request as a whole
     */
    public List<Item> executeTransaction(List<StatementRequest> statements) {
        List<Plan> plans = new TransactionChecks(partiql).plans(statements);
        Set<Map.Entry<String, Item>> seen = new HashSet<>();
        Map<Plan, String> indexTypes = new java.util.IdentityHashMap<>();
        for (Plan plan : plans) { // in turn: an item named again, then the item an INSERT puts against the indexes
            Item key = plan instanceof Plan.Insert insert ? insert.key() : plan.key();
            if (!seen.add(Map.entry(plan.tableName(), key))) {
                throw RequestException.validation("Transaction request cannot include multiple operations on one "
                        + "item");
            }
            if (plan instanceof Plan.Insert insert) {
                try {
                    partiql.engine().table(insert.tableName()).validateForPut(insert.item());
                } catch (RequestException e) {
                    RequestException local = PartiqlEngine.local(e);
                    if (!PartiqlEngine.INDEX_TYPE.equals(local.getMessage())) {
                        throw local;
                    }
                    indexTypes.put(plan, local.getMessage()); // Local cancels for it, with the other reasons
                }
            }
        }
        if (!plans.isEmpty() && plans.get(0) instanceof Plan.Select) {
            List<Item> items = new ArrayList<>();
            for (Plan plan : plans) {
                items.add(get((Plan.Select) plan));
            }
            return items;
        }
        List<CancellationReason> reasons = new ArrayList<>();
        for (int i = 0; i < plans.size(); i++) {
            String indexType = indexTypes.get(plans.get(i));
            reasons.add(indexType != null ? new CancellationReason("ValidationError", indexType)
                    : check(plans.get(i), i));
        }
        // every write whose check passed is made, so that an update refused for the item it meets wins
        // over the condition failures, as in Local; a cancellation then puts everything back
        List<Plan> passed = new ArrayList<>();
        for (int i = 0; i < plans.size(); i++) {
            if (reasons.get(i) == CancellationReason.NONE) {
                passed.add(plans.get(i));
            }
        }
        List<Saved> before = new ArrayList<>();
        try {
            for (Plan plan : passed) {
                try {
                    write(plan, before);
                } catch (RequestException e) {
                    if (!PartiqlEngine.INDEX_TYPE.equals(e.getMessage())) {
                        throw e;
                    }
                    reasons.set(plans.indexOf(plan), new CancellationReason("ValidationError", e.getMessage()));
                }
            }
        } catch (RequestException e) {
            restore(before);
            throw e;
        }
        if (reasons.stream().anyMatch(r -> r != CancellationReason.NONE)) {
            restore(before);
            throw new TransactionCanceledException(reasons);
        }
        return List.of();
    }

    /** An item a transaction's write replaced (null: there was none), kept to put it back. */
    private record Saved(InMemoryTable table, Item key, Item item) {
    }

    /** Makes one write of a transaction, first keeping the item it replaces. */
    private void write(Plan plan, List<Saved> before) {
        InMemoryTable table = partiql.engine().table(plan.tableName());
        Item key = plan.key() != null ? plan.key() : ((Plan.Insert) plan).key();
        before.add(new Saved(table, key, table.get(key)));
        partiql.write(plan);
    }

    /** Puts back, last first, what the transaction's writes so far replaced. */
    private static void restore(List<Saved> before) {
        for (int i = before.size() - 1; i >= 0; i--) {
            Saved saved = before.get(i);
            if (saved.item() == null) {
                saved.table().delete(saved.key());
            } else {
                saved.table().put(saved.item());
            }
        }
    }

    private Item get(Plan.Select select) {
        InMemoryTable table = partiql.engine().table(select.tableName());
        Item item = table.get(select.key());
        RequestExpressions where = PartiqlEngine.prepare(select.where(), null, table.keySchema(), table.keySchema());
        if (item == null || where != null && !where.condition(item)) {
            return null;
        }
        return PartiqlEngine.project(select, item);
    }

    /** Why a write of a transaction would fail now, or {@link CancellationReason#NONE}. */
    private CancellationReason check(Plan plan, int index) {
        InMemoryTable table = partiql.engine().table(plan.tableName());
        if (plan instanceof Plan.Insert insert) {
            return table.get(insert.key()) == null ? CancellationReason.NONE
                    : new CancellationReason("ValidationError", PartiqlEngine.DUPLICATE);
        }
        Item current = table.get(plan.key());
        RequestExpressions conditions;
        try {
            conditions = plan instanceof Plan.Update u
                    ? PartiqlEngine.prepare(new Plan.Expression(u.condition(), u.update().names(), u.update().values()),
                    u.update().text(), table.keySchema(), table.keySchema())
                    : PartiqlEngine.prepare(((Plan.Delete) plan).condition(), null, table.keySchema(), table.keySchema());
        } catch (RequestException e) {
            throw TransactionChecks.failedAt(index, e.getMessage());
        }
        boolean holds = conditions == null || conditions.condition(current == null ? Item.empty() : current);
        return holds ? CancellationReason.NONE
                : new CancellationReason("ConditionalCheckFailed", "The conditional request failed");
    }

    private static boolean duplicates(List<Plan> plans) {
        Set<Map.Entry<String, Item>> seen = new HashSet<>();
        for (Plan plan : plans) {
            Item key = plan instanceof Plan.Insert insert ? insert.key() : plan.key();
            if (key != null && !seen.add(Map.entry(plan.tableName(), key))) {
                return true;
            }
        }
        return false;
    }

    /** False for a SELECT whose plan failed on its index or key type and that names no one item anyway. */
    private boolean namesOneItem(PartiqlAst.Statement ast, List<dev.tablewright.model.AttributeValue> parameters,
                                 RequestException e) {
        String message = e.getMessage();
        if (!(ast instanceof PartiqlAst.Statement.Query query && query.getExpr() instanceof PartiqlAst.Expr.Select select)
                || !(message.startsWith("The table does not have the specified index")
                || message.startsWith("Key attribute's data type should match"))) {
            return true;
        }
        try {
            String table = StatementPlanner.source(((PartiqlAst.FromSource.Scan) select.getFrom()).getExpr())[0];
            return TransactionChecks.namesOneItem(select, partiql.engine().table(table).keySchema(),
                    parameters == null ? List.of() : parameters);
        } catch (RequestException notFound) {
            return true;
        }
    }

    /** A batch statement's error code, as Local names it for BatchStatementError. */
    static String code(RequestException e) {
        return switch (e.errorType()) {
            case "ValidationException" -> "ValidationError";
            case "ConditionalCheckFailedException" -> "ConditionalCheckFailed";
            case "ResourceNotFoundException" -> "ResourceNotFound";
            default -> e.errorType();
        };
    }
}
