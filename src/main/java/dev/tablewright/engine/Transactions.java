package dev.tablewright.engine;

import dev.tablewright.engine.request.CancellationReason;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.engine.request.TransactGetItemsResult;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsResult;
import dev.tablewright.engine.request.TransactionCanceledException;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.LinkedHashMap;
import java.util.function.Function;

/**
 * TransactGetItems and TransactWriteItems as DynamoDB Local runs them: every action is checked
 * first (its table, expressions and key; no two on one item), then each condition is tested
 * against the items as they are, and each update whose condition holds is worked out on its item;
 * an update refused for that item (a missing or mistyped operand) answers ValidationException even
 * when another action's condition failed. If any fails, nothing is written and the cancellation
 * reasons come back one per action in order, else every write is applied.
 */
final class Transactions {
    static final int MAX_ACTIONS = 100;
    private static final String ONE_ITEM = "Transaction request cannot include multiple operations on one item";

    private final Function<String, InMemoryTable> tables;
    private final Writes writes;
    private final Capacities capacities;

    Transactions(Function<String, InMemoryTable> tables, Writes writes, Capacities capacities) {
        this.tables = tables;
        this.writes = writes;
        this.capacities = capacities;
    }

    TransactGetItemsResult get(TransactGetItemsRequest request) {
        if (request.gets().isEmpty()) {
            throw RequestException.validation(
                    "Value null at 'transactItems' failed to satisfy constraint: Member must not be null");
        }
        if (request.gets().size() > MAX_ACTIONS) {
            throw RequestException.validation("Member must have length less than or equal to 100");
        }
        List<PreparedExpressions> prepared = new ArrayList<>();
        Set<Map.Entry<String, Item>> seen = new HashSet<>();
        for (GetItemRequest g : request.gets()) {
            InMemoryTable table = tables.apply(g.tableName());
            prepared.add(ExprExpressions.prepare(ExpressionInput.of(g, table.keySchema())));
            try {
                table.validateKey(g.key());
            } catch (RequestException e) {
                // Local answers a malformed key in a TransactGetItems as a cancellation without reasons
                throw new TransactionCanceledException(e.getMessage(), List.of());
            }
            if (!seen.add(Map.entry(table.name(), dev.tablewright.model.StoredForm.written(g.key())))) {
                throw RequestException.validation(ONE_ITEM);
            }
        }
        List<Item> items = new ArrayList<>();
        Map<String, ConsumedCapacity> capacity = new LinkedHashMap<>();
        for (int i = 0; i < request.gets().size(); i++) {
            GetItemRequest g = request.gets().get(i);
            InMemoryTable table = tables.apply(g.tableName());
            Item item = table.get(g.key());
            PreparedExpressions ex = prepared.get(i);
            items.add(item == null || ex.projection() == null ? item : ex.projection().apply(item));
            double units = CapacityUnits.transactionalGet(capacities.size(item));
            ConsumedCapacity cc = Capacities.read(request.returnConsumedCapacity(), table.name(), null, units, 0);
            if (cc != null) {
                capacity.merge(table.name(), cc, Batches::sum);
            }
        }
        return new TransactGetItemsResult(items, Batches.wanted(request.returnConsumedCapacity())
                ? Batches.localOrder(capacity) : null);
    }

    TransactWriteItemsResult write(TransactWriteItemsRequest request) {
        List<TransactWriteItemsRequest.Action> actions = request.actions();
        if (actions.isEmpty()) {
            throw RequestException.validation("Value [] at 'transactItems' failed to satisfy constraint: Member must"
                    + " have length greater than or equal to 1");
        }
        if (actions.size() > MAX_ACTIONS) {
            throw RequestException.validation("Member must have length less than or equal to 100");
        }
        // Local's order: each action's shape, then each action's expressions
        for (int i = 0; i < actions.size(); i++) {
            checkShape(actions.get(i), i + 1);
        }
        for (TransactWriteItemsRequest.Action a : actions) {
            if (a.kinds() > 1) {
                throw RequestException.validation("TransactItems can only contain one of Check, Put, Update or Delete");
            }
            ExprExpressions.prepare(ExpressionInput.write(a.conditionExpression(), a.updateExpression(),
                    a.expressionAttributeNames(), a.expressionAttributeValues(), null));
        }
        // then action by action: its table, parameters and key (a key of the wrong type is the action's
        // reason), its condition (a failure is its reason), a second action on one item, and the
        // item it leaves (an update of a key attribute cancels at once, with that reason alone)
        List<Writes.Step> steps = new ArrayList<>();
        List<Item> olds = new ArrayList<>();
        List<Item> nexts = new ArrayList<>();
        List<CancellationReason> reasons = new ArrayList<>();
        Set<Map.Entry<String, Item>> seen = new HashSet<>();
        boolean failed = false;
        for (int i = 0; i < actions.size(); i++) {
            tables.apply(actions.get(i).tableName());
            Writes.Step step;
            try {
                step = step(actions.get(i));
                checkParameters(actions.get(i), i + 1);
            } catch (RequestException e) {
                if (!InMemoryTable.TYPE_MISMATCH.equals(e.getMessage())) {
                    throw e;
                }
                steps.add(null);
                olds.add(null);
                nexts.add(null);
                reasons.add(new CancellationReason("ValidationError", e.getMessage(), null));
                failed = true;
                continue;
            }
            Item old = Writes.old(step);
            steps.add(step);
            olds.add(old);
            if (!Writes.holds(step, old)) {
                nexts.add(null);
                failed = true;
                // Local ends a ConditionCheck's message with a full stop, the other actions' without
                reasons.add(new CancellationReason("ConditionalCheckFailed", "The conditional request failed"
                        + (step.kind() == Writes.Kind.CHECK ? "." : ""), step.oldOnFailure() ? old : null));
                continue;
            }
            try {
                nexts.add(Writes.next(step, old));
            } catch (RequestException e) {
                if (Writes.isKeyUpdate(e)) {
                    throw TransactionCanceledException.of(
                            List.of(new CancellationReason("ValidationError", e.getMessage(), null)));
                }
                if (step.kind() == Writes.Kind.UPDATE && e.getMessage() != null
                        && e.getMessage().startsWith(InMemoryTable.INDEX_TYPE_MISMATCH)) {
                    // an update that leaves an index key of the wrong type is the action's reason, in
                    // Local's shorter words; any other refusal of the item it leaves ends the request
                    nexts.add(null);
                    failed = true;
                    reasons.add(new CancellationReason("ValidationError", InMemoryTable.INDEX_TYPE_MISMATCH, null));
                    continue;
                }
                throw e; // a validation error wins over every condition failure, before or after it
            }
            // Local compares an action's item with those of the earlier actions whose conditions held
            if (!seen.add(step.identity())) {
                throw RequestException.validation(ONE_ITEM);
            }
            reasons.add(CancellationReason.NONE);
        }
        if (failed) {
            throw TransactionCanceledException.of(itemsAsLocalReturnsThem(reasons, steps, nexts));
        }

        // Each action is charged twice a write, a Delete of no item once (as Local charges a transaction
        // of one action); Local's sums over several actions of one table follow no rule found here
        // (docs/requests.md), so these are added up as DynamoDB documents it
        Map<String, ConsumedCapacity> capacity = new LinkedHashMap<>();
        for (int i = 0; i < steps.size(); i++) {
            Writes.Step step = steps.get(i);
            Writes.apply(step, nexts.get(i));
            String table = step.table().name();
            ConsumedCapacity cc = step.kind() == Writes.Kind.DELETE && olds.get(i) == null
                    ? writes.capacity(step, null, null, request.returnConsumedCapacity())
                    : writes.transactionCapacity(step, olds.get(i), nexts.get(i), request.returnConsumedCapacity());
            if (cc != null) {
                capacity.merge(table, cc, Batches::sum);
            }
        }
        return new TransactWriteItemsResult(Batches.wanted(request.returnConsumedCapacity())
                ? Batches.localOrder(capacity) : null);
    }

    /**
     * Local 3.3.1 returns, for a failed action with ALL_OLD, the item as the last action on the same
     * item whose condition held (before or after it) leaves it, else as it was.
     */
    private static List<CancellationReason> itemsAsLocalReturnsThem(List<CancellationReason> reasons,
                                                                   List<Writes.Step> steps, List<Item> nexts) {
        List<CancellationReason> out = new ArrayList<>(reasons);
        for (int i = 0; i < out.size(); i++) {
            CancellationReason r = out.get(i);
            if (steps.get(i) == null || !r.code().equals("ConditionalCheckFailed") || !steps.get(i).oldOnFailure()) {
                continue;
            }
            for (int j = 0; j < steps.size(); j++) {
                if (j != i && steps.get(j) != null && reasons.get(j) == CancellationReason.NONE
                        && steps.get(j).identity().equals(steps.get(i).identity())) {
                    out.set(i, new CancellationReason(r.code(), r.message(), nexts.get(j)));
                }
            }
        }
        return out;
    }

    private static void checkShape(TransactWriteItemsRequest.Action a, int position) {
        if (a.kinds() == 0) {
            throw RequestException.validation(
                    "Invalid Request: TransactWriteRequest should contain Delete or Put or Update request");
        }
    }

    private static void checkParameters(TransactWriteItemsRequest.Action a, int position) {
        if (a.kind() == TransactWriteItemsRequest.Kind.CONDITION_CHECK && a.conditionExpression() == null) {
            throw RequestException.validation("Value null at 'transactItems." + position
                    + ".member.conditionCheck.conditionExpression' failed to satisfy constraint: Member must not be null");
        }
        if (a.kind() == TransactWriteItemsRequest.Kind.UPDATE && a.updateExpression() == null) {
            throw RequestException.validation("Value null at 'transactItems." + position
                    + ".member.update.updateExpression' failed to satisfy constraint: Member must not be null");
        }
    }

    private Writes.Step step(TransactWriteItemsRequest.Action a) {
        InMemoryTable table = tables.apply(a.tableName());
        return switch (a.kind()) {
            case PUT -> writes.put(table, a.item(), a.conditionExpression(), a.expressionAttributeNames(),
                    a.expressionAttributeValues(), a.returnValuesOnConditionCheckFailure(), true);
            case DELETE -> writes.delete(table, a.key(), a.conditionExpression(), a.expressionAttributeNames(),
                    a.expressionAttributeValues(), a.returnValuesOnConditionCheckFailure());
            case UPDATE -> writes.update(table, a.key(), a.updateExpression(), a.conditionExpression(),
                    a.expressionAttributeNames(), a.expressionAttributeValues(),
                    a.returnValuesOnConditionCheckFailure());
            case CONDITION_CHECK -> writes.check(table, a.key(), a.conditionExpression(), a.expressionAttributeNames(),
                    a.expressionAttributeValues(), a.returnValuesOnConditionCheckFailure());
            case NONE -> throw new IllegalStateException("an action without a kind has kinds == 0");
        };
    }
}
