package dev.tablewright.capacity;

import dev.tablewright.engine.CapacityUnits;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.BoundTransaction;
import dev.tablewright.patterns.SampleRuns;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A transaction pattern's cost: each action's own, on its own table and the indexes it writes, in
 * transactional units ({@link CapacityUnits#transactional}, {@link CapacityUnits#transactionalGet}; a
 * ConditionCheck {@link CapacityUnits#conditionCheck}, read units on its table:
 * what DynamoDB charges, at least {@link CapacityUnits#transactionalMinimum()} an action, where
 * DynamoDB Local reports 1 for a Delete of no item), and the transaction's as their sums. Actions
 * on one partition key value of one table add up on that partition.
 */
final class TransactionCosts {
    private TransactionCosts() {
    }

    static CapacityPlan.PatternCost of(Model model, AccessPattern tx, SampleRuns.Run run) {
        boolean write = !tx.operation().isRead();
        double frequency = tx.frequencyPerSecond();
        double limit = write ? CapacityPlanner.PARTITION_WCU : CapacityPlanner.PARTITION_RCU;
        BoundTransaction bound = run.bound().transaction();
        List<CapacityPlan.PatternCost> actions = new ArrayList<>();
        Map<String, Double> onPartition = new LinkedHashMap<>();
        double perCall = 0;
        double local = 0;
        for (int i = 0; i < tx.actions().size(); i++) {
            AccessPattern action = tx.actions().get(i);
            boolean writes = write && action.operation() != Operation.ConditionCheck; // a check reads its item
            ConsumedCapacity consumed = i < run.actions().size() ? run.actions().get(i) : null;
            double reported = consumed == null ? 0 : consumed.capacityUnits();
            double charged = Math.max(reported, CapacityUnits.transactionalMinimum());
            Map<String, Double> byTarget = new LinkedHashMap<>();
            CapacityPlanner.addTargets(byTarget, action, consumed, charged, reported, writes);
            double onOne = byTarget.getOrDefault("", charged);
            if (writes == write) { // the transaction's partition figure counts its own kind of units
                String partition = action.table() + "\u0000" + partitionOf(model, action.table(), key(bound, i));
                onPartition.merge(partition, onOne, Double::sum);
            }
            perCall += charged;
            local += reported;
            double actionLimit = writes ? CapacityPlanner.PARTITION_WCU : CapacityPlanner.PARTITION_RCU;
            actions.add(new CapacityPlan.PatternCost(action.name(), action.table(), null, action.operation().name(),
                    writes, frequency, 1, 0, 0, charged, reported, charged * frequency, onOne * frequency, actionLimit,
                    onOne, byTarget));
        }
        double hottest = onPartition.values().stream().mapToDouble(Double::doubleValue).max().orElse(0);
        long bytes = run.result().items().stream().mapToLong(ItemSize::of).sum();
        return new CapacityPlan.PatternCost(tx.name(), tx.table(), null, tx.operation().name(), write, frequency, 1,
                run.result().count(), bytes, perCall, local, perCall * frequency, hottest * frequency, limit, hottest,
                Map.of(), actions);
    }

    /**
     * An action as a pattern of its own that loads its table: at its transaction's frequency, with
     * the transaction's parameters (their defaults win, as the transaction's values do when it binds)
     * and its own beside them.
     */
    static AccessPattern asLoad(AccessPattern tx, AccessPattern a) {
        List<Parameter> parameters = new ArrayList<>(tx.parameters());
        a.parameters().stream().filter(p -> tx.findParameter(p.name()).isEmpty()).forEach(parameters::add);
        return new AccessPattern(a.name(), a.description(), a.table(), a.index(), a.operation(), a.partitionKeys(),
                a.sortKeys(), parameters, a.filterExpression(), a.updateExpression(), a.conditionExpression(),
                a.expressionAttributeNames(), a.expressionAttributeValues(), a.item(), a.projection(),
                a.scanIndexForward(), a.limit(), a.consistency(), null, tx.frequencyPerSecond());
    }

    /** The item or key the bound action {@code i} names. */
    private static Item key(BoundTransaction bound, int i) {
        if (bound.write() != null) {
            TransactWriteItemsRequest.Action a = bound.write().actions().get(i);
            return a.item() != null ? a.item() : a.key();
        }
        GetItemRequest g = bound.get().gets().get(i);
        return g.key();
    }

    /** The partition key values of {@code item} in the table's key schema, as text (the item's whole text when unknown). */
    private static String partitionOf(Model model, String tableName, Item item) {
        Table table = model.findTable(tableName).orElse(null);
        if (table == null || item == null) {
            return String.valueOf(item);
        }
        List<String> values = new ArrayList<>();
        table.keySchema().partitionKeys().forEach(k -> values.add(String.valueOf(item.get(k.name()))));
        return String.join("\u0000", values);
    }
}
