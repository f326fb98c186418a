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
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * TransactGetItems and TransactWriteItems as DynamoDB Local runs them: every action is checked
 * first (its table, expressions and key; no two on one item), then each condition is tested
 * against the items as they are; if any fails, nothing is written and the cancellation reasons
 * come back one per action in order, else every write is applied.
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
            double units = 2 * capacities.random(java.util.Collections.singletonList(item), false);
            ConsumedCapacity cc = Capacities.read(request.returnConsumedCapacity(), table.name(), null, units, 0);
            if (cc != null) {
                capacity.merge(table.name(), cc, Batches::sum);
            }
        }
        return new TransactGetItemsResult(items, Batches.wanted(request.returnConsumedCapacity())
                ? List.copyOf(capacity.values()) : null);
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
        List<Writes.Step> steps = new ArrayList<>();
        Set<Map.Entry<String, Item>> seen = new HashSet<>();
        for (int i = 0; i < actions.size(); i++) {
            Writes.Step step = step(actions.get(i), i + 1);
            if (!seen.add(step.identity())) {
                throw RequestException.validation(ONE_ITEM);
            }
            steps.add(step);
        }
        List<CancellationReason> reasons = new ArrayList<>();
        List<Item> olds = new ArrayList<>();
        List<Item> nexts = new ArrayList<>();
        boolean failed = false;
        for (Writes.Step step : steps) {
            Item old = Writes.old(step);
            olds.add(old);
            if (Writes.holds(step, old)) {
                nexts.add(Writes.next(step, old));
                reasons.add(CancellationReason.NONE);
            } else {
                nexts.add(null);
                failed = true;
                // Local ends a ConditionCheck's message with a full stop, the other actions' without
                reasons.add(new CancellationReason("ConditionalCheckFailed", "The conditional request failed"
                        + (step.kind() == Writes.Kind.CHECK ? "." : ""), step.oldOnFailure() ? old : null));
            }
        }
        if (failed) {
            throw TransactionCanceledException.of(reasons);
        }
        Map<String, ConsumedCapacity> capacity = new LinkedHashMap<>();
        for (int i = 0; i < steps.size(); i++) {
            Writes.Step step = steps.get(i);
            Writes.apply(step, nexts.get(i));
            ConsumedCapacity cc = writes.capacity(step, olds.get(i), nexts.get(i), request.returnConsumedCapacity());
            if (cc != null) {
                capacity.merge(step.table().name(), cc, Batches::sum);
            }
        }
        return new TransactWriteItemsResult(Batches.wanted(request.returnConsumedCapacity())
                ? List.copyOf(capacity.values()) : null);
    }

    private Writes.Step step(TransactWriteItemsRequest.Action a, int position) {
        if (a.kinds() == 0) {
            throw RequestException.validation(
                    "Invalid Request: TransactWriteRequest should contain Delete or Put or Update request");
        }
        if (a.kinds() > 1) {
            throw RequestException.validation("TransactItems can only contain one of Check, Put, Update or Delete");
        }
        if (a.kind() == TransactWriteItemsRequest.Kind.CONDITION_CHECK && a.conditionExpression() == null) {
            throw RequestException.validation("Value null at 'transactItems." + position
                    + ".member.conditionCheck.conditionExpression' failed to satisfy constraint: Member must not be null");
        }
        if (a.kind() == TransactWriteItemsRequest.Kind.UPDATE && a.updateExpression() == null) {
            throw RequestException.validation("Value null at 'transactItems." + position
                    + ".member.update.updateExpression' failed to satisfy constraint: Member must not be null");
        }
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
