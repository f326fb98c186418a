package dev.tablewright.patterns;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.request.TransactGetItemsResult;
import dev.tablewright.model.ValueOrder;
import dev.tablewright.engine.request.Capacity;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.GetItemResult;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.Response;
import dev.tablewright.engine.request.WriteResult;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Runs a bound access pattern: each request (each shard), then the merge. */
public final class PatternRunner {
    private PatternRunner() {
    }

    /** Runs on the in-memory engine; a transaction as one TransactWriteItems or TransactGetItems. */
    public static PatternResult run(InMemoryEngine engine, BoundPattern bound) {
        BoundTransaction transaction = bound.transaction();
        if (transaction == null) {
            return run(engine::execute, bound);
        }
        if (transaction.write() != null) {
            return transactionResult(bound, List.of(), engine.transactWriteItems(transaction.write()).consumedCapacity());
        }
        TransactGetItemsResult got = engine.transactGetItems(transaction.get());
        return transactionResult(bound, got.items(), got.consumedCapacity());
    }

    /**
     * A transaction's result wherever it ran: the items a TransactGetItems found, in its actions'
     * order (an item it did not find left out), none for a TransactWriteItems; its capacity summed
     * over the tables it touched.
     */
    public static PatternResult transactionResult(BoundPattern bound, List<Item> items, List<ConsumedCapacity> capacity) {
        List<Item> found = items.stream().filter(java.util.Objects::nonNull).toList();
        return new PatternResult(bound, found, found.size(), found.size(),
                sum(capacity == null ? List.of() : capacity), List.of());
    }

    /**
     * Runs with any executor (the in-memory engine, or DynamoDB through the dynamo package); a
     * fan-out's results are merged by the sort key of the key schema the pattern reads.
     */
    public static PatternResult run(Function<Request, Response> executor, BoundPattern bound) {
        if (bound.isTransaction()) {
            throw new IllegalArgumentException("pattern '" + bound.pattern().name() + "' is a transaction: it runs as one "
                    + bound.transaction().operation() + ", not request by request");
        }
        List<ShardResult> shards = new ArrayList<>();
        for (BoundRequest r : bound.requests()) {
            shards.add(new ShardResult(r.shard(), r.request(), executor.apply(r.request())));
        }
        List<String> sortKeys = List.of();
        boolean forward = true;
        if (bound.requests().get(0).request() instanceof QueryRequest q && bound.keys().hasSortKey()) {
            sortKeys = bound.keys().sortKeys().stream().map(KeyAttribute::name).toList();
            forward = q.forward();
        }
        List<List<Item>> lists = new ArrayList<>();
        int count = 0;
        int scanned = 0;
        List<ConsumedCapacity> capacities = new ArrayList<>();
        for (ShardResult s : shards) {
            Response response = s.response();
            if (response instanceof ReadResult r) {
                lists.add(r.itemsOrEmpty());
                count += r.count();
                scanned += r.scannedCount();
            } else if (response instanceof GetItemResult g) {
                lists.add(g.item() == null ? List.of() : List.of(g.item()));
                count += g.item() == null ? 0 : 1;
                scanned += g.item() == null ? 0 : 1;
            } else if (response instanceof WriteResult w) {
                lists.add(w.newItem() == null ? List.of() : List.of(w.newItem()));
            }
            if (response.consumedCapacity() != null) {
                capacities.add(response.consumedCapacity());
            }
        }
        List<Item> items = bound.fannedOut() && !sortKeys.isEmpty() ? merge(lists, sortKeys, forward) : concat(lists);
        return new PatternResult(bound, items, count, scanned, sum(capacities), shards);
    }

    private static List<Item> concat(List<List<Item>> lists) {
        List<Item> out = new ArrayList<>();
        lists.forEach(out::addAll);
        return out;
    }

    static List<Item> merge(List<List<Item>> lists, String sortKey, boolean forward) {
        return merge(lists, List.of(sortKey), forward);
    }

    /**
     * A k-way merge of per-shard lists, each already in sort key order: the smallest head first
     * (largest when reading backwards), compared by each sort-key attribute in schema order as
     * DynamoDB orders a multi-attribute key; equal keys, or items without a sort key, keep shard order.
     * Each head's sort-key values are looked up once, not at every comparison: a fan-out's merge runs
     * after its last shard answers, so it is all on the pattern's wall time.
     */
    static List<Item> merge(List<List<Item>> lists, List<String> sortKeys, boolean forward) {
        int total = 0;
        for (List<Item> list : lists) {
            total += list.size();
        }
        List<Item> out = new ArrayList<>(total);
        int[] next = new int[lists.size()];
        AttributeValue[][] heads = new AttributeValue[lists.size()][];
        for (int i = 0; i < lists.size(); i++) {
            heads[i] = keysOf(lists.get(i), next[i]++, sortKeys);
        }
        while (true) {
            int best = -1;
            for (int i = 0; i < heads.length; i++) {
                if (heads[i] != null && (best < 0 || before(heads[i], heads[best], forward))) {
                    best = i;
                }
            }
            if (best < 0) {
                return out;
            }
            List<Item> list = lists.get(best);
            out.add(list.get(next[best] - 1));
            heads[best] = keysOf(list, next[best]++, sortKeys);
        }
    }

    /** The sort-key values of the item at {@code index} (an attribute it lacks as null), or null past the end. */
    private static AttributeValue[] keysOf(List<Item> list, int index, List<String> sortKeys) {
        if (index >= list.size()) {
            return null;
        }
        Item item = list.get(index);
        AttributeValue[] keys = new AttributeValue[sortKeys.size()];
        for (int k = 0; k < keys.length; k++) {
            keys[k] = item.get(sortKeys.get(k));
        }
        return keys;
    }

    private static boolean before(AttributeValue[] a, AttributeValue[] b, boolean forward) {
        for (int k = 0; k < a.length; k++) {
            AttributeValue x = a[k];
            AttributeValue y = b[k];
            if (x == null || y == null || x.type() != y.type()) {
                return false;
            }
            int c = ValueOrder.compare(x, y);
            if (c != 0) {
                return forward ? c < 0 : c > 0;
            }
        }
        return false;
    }

    static ConsumedCapacity sum(List<ConsumedCapacity> capacities) {
        if (capacities.isEmpty()) {
            return null;
        }
        double total = 0;
        Double table = null;
        Map<String, Capacity> lsis = new LinkedHashMap<>();
        Map<String, Capacity> gsis = new LinkedHashMap<>();
        for (ConsumedCapacity c : capacities) {
            total += c.capacityUnits();
            if (c.table() != null) {
                table = (table == null ? 0 : table) + c.table().capacityUnits();
            }
            c.localSecondaryIndexes().forEach((k, v) -> lsis.merge(k, v, (p, q) -> Capacity.of(p.capacityUnits()
                    + q.capacityUnits())));
            c.globalSecondaryIndexes().forEach((k, v) -> gsis.merge(k, v, (p, q) -> Capacity.of(p.capacityUnits()
                    + q.capacityUnits())));
        }
        return new ConsumedCapacity(capacities.get(0).tableName(), total, table == null ? null : Capacity.of(table),
                lsis, gsis);
    }
}
