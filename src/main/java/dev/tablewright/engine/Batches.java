package dev.tablewright.engine;

import dev.tablewright.engine.request.BatchGetItemRequest;
import dev.tablewright.engine.request.BatchGetItemResult;
import dev.tablewright.engine.request.BatchWriteItemRequest;
import dev.tablewright.engine.request.BatchWriteItemResult;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.model.Item;
import dev.tablewright.model.StoredForm;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.HashMap;
import java.util.function.Function;

/**
 * BatchGetItem and BatchWriteItem as DynamoDB Local runs them: the whole request is checked before
 * anything is read or written (sizes, tables, keys, duplicates), then every key is read or every
 * write applied; nothing is left unprocessed in memory.
 */
final class Batches {
    static final int MAX_GETS = 100;
    static final int MAX_WRITES = 25;
    private static final String DUPLICATES = "Provided list of item keys contains duplicates";

    private final Function<String, InMemoryTable> tables;
    private final Writes writes;
    private final Capacities capacities;

    /** @param tables a table by name, refusing unknown ones */
    Batches(Function<String, InMemoryTable> tables, Writes writes, Capacities capacities) {
        this.tables = tables;
        this.writes = writes;
        this.capacities = capacities;
    }

    BatchGetItemResult get(BatchGetItemRequest request) {
        if (request.requestItems().isEmpty()) {
            throw RequestException.validation("BatchGetItem must have some requests set");
        }
        // Local's order: table by table in the request's order an empty list of keys and repeated
        // keys, then the count, then table by table the table and the number of attributes of its
        // keys, then the keys' names and types, then the projections
        int total = 0;
        for (var e : request.requestItems().entrySet()) {
            if (e.getValue().keys().isEmpty()) {
                throw RequestException.validation("The list of keys in RequestItems for BatchGetItem is required: "
                        + e.getKey() + " has empty list");
            }
            total += e.getValue().keys().size();
            Set<Item> seen = new HashSet<>();
            for (Item key : e.getValue().keys()) {
                if (!seen.add(StoredForm.written(key))) {
                    throw RequestException.validation(DUPLICATES);
                }
            }
        }
        if (total > MAX_GETS) {
            throw RequestException.validation("Too many items requested for the BatchGetItem call");
        }
        for (var e : request.requestItems().entrySet()) {
            InMemoryTable table = tables.apply(e.getKey());
            e.getValue().keys().forEach(table::validateKeySize);
        }
        for (var e : request.requestItems().entrySet()) {
            InMemoryTable table = tables.apply(e.getKey());
            e.getValue().keys().forEach(table::validateKey);
        }
        Map<String, PreparedExpressions> prepared = new LinkedHashMap<>();
        for (var e : inLocalOrder(request.requestItems()).entrySet()) {
            InMemoryTable table = tables.apply(e.getKey());
            BatchGetItemRequest.KeysAndAttributes part = e.getValue();
            prepared.put(e.getKey(), ExprExpressions.prepare(new ExpressionInput(null, null,
                    part.projectionExpression(), null, null, part.expressionAttributeNames(), Map.of(), false,
                    table.keySchema(), table.keySchema())));
        }
        Map<String, List<Item>> responses = new LinkedHashMap<>();
        Map<String, ConsumedCapacity> capacity = new LinkedHashMap<>();
        for (var e : inLocalOrder(request.requestItems()).entrySet()) {
            InMemoryTable table = tables.apply(e.getKey());
            PreparedExpressions ex = prepared.get(e.getKey());
            List<Item> found = new ArrayList<>();
            List<Item> charged = new ArrayList<>();
            for (Item key : e.getValue().keys()) {
                Item item = table.get(key);
                if (item != null) {
                    charged.add(item);
                    found.add(ex.projection() == null ? item : ex.projection().apply(item));
                }
            }
            responses.put(table.name(), found);
            double units = capacities.random(charged, Boolean.TRUE.equals(e.getValue().consistentRead()));
            ConsumedCapacity cc = Capacities.read(request.returnConsumedCapacity(), table.name(), null, units, 0);
            if (cc != null) {
                capacity.put(table.name(), cc);
            }
        }
        return new BatchGetItemResult(responses, wanted(request.returnConsumedCapacity())
                ? localOrder(capacity) : null);
    }

    BatchWriteItemResult write(BatchWriteItemRequest request) {
        if (request.requestItems().isEmpty()) {
            throw RequestException.validation("BatchWriteItem cannot have a null or no requests set");
        }
        int total = 0;
        for (var e : inLocalOrder(request.requestItems()).entrySet()) {
            if (e.getValue().isEmpty()) {
                throw RequestException.validation(
                        "The batch write request list for a table cannot be null or empty: " + e.getKey());
            }
            total += e.getValue().size();
        }
        if (total > MAX_WRITES) {
            throw RequestException.validation("Too many items requested for the BatchWriteItem call");
        }
        List<Writes.Step> steps = new ArrayList<>();
        for (var e : inLocalOrder(request.requestItems()).entrySet()) {
            for (BatchWriteItemRequest.Write w : e.getValue()) {
                if ((w.putItem() == null) == (w.deleteKey() == null)) {
                    throw RequestException.validation("Supplied AttributeValue has more than one datatypes set, must"
                            + " contain exactly one of the supported datatypes");
                }
            }
        }
        // Local's order: the same PutRequest twice in a table's list; then table by table (in its order) the table,
        // each item and a second write of one key
        for (List<BatchWriteItemRequest.Write> part : request.requestItems().values()) {
            Set<Map.Entry<Boolean, Item>> identical = new HashSet<>();
            for (BatchWriteItemRequest.Write w : part) {
                if (w.putItem() != null && !identical.add(Map.entry(true, StoredForm.written(w.putItem())))) {
                    throw RequestException.validation(DUPLICATES);
                }
            }
        }
        for (var e : inLocalOrder(request.requestItems()).entrySet()) {
            InMemoryTable table = tables.apply(e.getKey());
            Set<Map.Entry<String, Item>> seen = new HashSet<>();
            for (BatchWriteItemRequest.Write w : e.getValue()) {
                Writes.Step step = w.putItem() != null
                        ? writes.put(table, w.putItem(), null, Map.of(), Map.of(), null, true)
                        : writes.delete(table, w.deleteKey(), null, Map.of(), Map.of(), null);
                if (!seen.add(step.identity())) {
                    throw RequestException.validation(DUPLICATES);
                }
                steps.add(step);
            }
        }
        Map<String, ConsumedCapacity> capacity = new LinkedHashMap<>();
        for (Writes.Step step : steps) {
            Item old = Writes.old(step);
            Item next = Writes.next(step, old);
            Writes.apply(step, next);
            ConsumedCapacity cc = writes.batchCapacity(step, old, next, request.returnConsumedCapacity());
            if (cc != null) {
                capacity.merge(step.table().name(), cc, Batches::sum);
            }
        }
        return new BatchWriteItemResult(wanted(request.returnConsumedCapacity())
                ? localOrder(capacity) : null);
    }

    /**
     * Table names in the order Local 3.3.1 goes through them: a {@link HashMap}'s (its request
     * parser keeps no order), which decides which table's problem is reported and the order of
     * ConsumedCapacity.
     */
    static List<String> localOrder(java.util.Collection<String> names) {
        Map<String, Boolean> map = new HashMap<>();
        names.forEach(n -> map.put(n, true));
        return new ArrayList<>(map.keySet());
    }

    static List<ConsumedCapacity> localOrder(Map<String, ConsumedCapacity> byTable) {
        return localOrder(byTable.keySet()).stream().map(byTable::get).toList();
    }

    private static <V> Map<String, V> inLocalOrder(Map<String, V> map) {
        Map<String, V> out = new LinkedHashMap<>();
        localOrder(map.keySet()).forEach(k -> out.put(k, map.get(k)));
        return out;
    }

    static boolean wanted(ReturnConsumedCapacity rcc) {
        return rcc != null && rcc != ReturnConsumedCapacity.NONE;
    }

    /** Two capacities of one table added up, part by part. */
    static ConsumedCapacity sum(ConsumedCapacity a, ConsumedCapacity b) {
        return new ConsumedCapacity(a.tableName(), a.capacityUnits() + b.capacityUnits(),
                a.table() == null ? b.table() : b.table() == null ? a.table()
                        : dev.tablewright.engine.request.Capacity.of(a.table().capacityUnits() + b.table().capacityUnits()),
                combine(a.localSecondaryIndexes(), b.localSecondaryIndexes(), Double::sum),
                combine(a.globalSecondaryIndexes(), b.globalSecondaryIndexes(), Double::sum));
    }

    private static Map<String, dev.tablewright.engine.request.Capacity> combine(
            Map<String, dev.tablewright.engine.request.Capacity> a, Map<String, dev.tablewright.engine.request.Capacity> b,
            java.util.function.DoubleBinaryOperator how) {
        Map<String, dev.tablewright.engine.request.Capacity> out = new LinkedHashMap<>(a);
        b.forEach((k, v) -> out.merge(k, v, (x, y) -> dev.tablewright.engine.request.Capacity.of(
                how.applyAsDouble(x.capacityUnits(), y.capacityUnits()))));
        return out;
    }
}
