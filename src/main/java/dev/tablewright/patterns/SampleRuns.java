package dev.tablewright.patterns;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.request.CancellationReason;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.engine.request.TransactionCanceledException;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.Operation;
import dev.tablewright.model.ValueEquality;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every access pattern of a model run once with its default parameters on the sample items, as the
 * capacity plan, the load projection and the design review all need them: a Query or GetItem on a
 * scratch engine holding only the partitions it reads, a Scan on one engine over the whole model
 * (built once, and then used by every later read), each write on a scratch engine holding only the
 * items it writes to: the same answers as the whole model gives, without indexing all of it. Runs are made on first ask
 * and kept. Not thread-safe: one caller at a time.
 */
public final class SampleRuns {
    private final Model model;
    private InMemoryEngine engine;
    private final Map<String, Run> runs = new HashMap<>();

    private SampleRuns(Model model) {
        this.model = model;
    }

    public static SampleRuns of(Model model) {
        return new SampleRuns(model);
    }

    public Model model() {
        return model;
    }

    /** The engine over every sample item, built on first use. */
    public InMemoryEngine engine() {
        if (engine == null) {
            engine = InMemoryEngine.of(model);
        }
        return engine;
    }

    /** The pattern's run with its defaults, or why it cannot run. */
    public Run run(AccessPattern pattern) {
        return runs.computeIfAbsent(pattern.name(), name -> {
            BoundPattern bound;
            try {
                bound = PatternBinder.bind(model, pattern, Map.of());
            } catch (RuntimeException e) {
                return new Run(null, null, message(e));
            }
            try {
                if (bound.isTransaction()) {
                    return transaction(bound);
                }
                InMemoryEngine target = !pattern.operation().isRead() ? scratch(bound)
                        : pattern.operation() == Operation.Scan || engine != null ? engine() : partitions(bound);
                return new Run(bound, PatternRunner.run(target, bound), null);
            } catch (RuntimeException e) {
                return new Run(bound, null, message(e));
            }
        });
    }

    /**
     * A transaction run whole on a scratch engine holding each action's table with the items its
     * actions name, then each action alone on another (no two actions touch one item, so each is
     * charged alone what it is charged in the transaction): the capacity of every action, in order.
     */
    private Run transaction(BoundPattern bound) {
        BoundTransaction tx = bound.transaction();
        Map<String, List<Item>> keys = new LinkedHashMap<>();
        if (tx.write() != null) {
            for (TransactWriteItemsRequest.Action a : tx.write().actions()) {
                keys.computeIfAbsent(a.tableName(), t -> new ArrayList<>()).add(a.item() != null ? a.item() : a.key());
            }
        } else {
            for (GetItemRequest g : tx.get().gets()) {
                keys.computeIfAbsent(g.tableName(), t -> new ArrayList<>()).add(g.key());
            }
        }
        Map<String, Table> touched = new LinkedHashMap<>();
        keys.forEach((name, written) -> model.findTable(name).ifPresent(t -> touched.put(name, touchedItems(t, written))));
        PatternResult result = PatternRunner.run(scratchOf(touched), bound);
        List<ConsumedCapacity> actions = new ArrayList<>();
        for (int i = 0; i < tx.size(); i++) {
            List<ConsumedCapacity> capacity = tx.write() != null
                    ? scratchOf(touched).transactWriteItems(new TransactWriteItemsRequest(
                            List.of(tx.write().actions().get(i)), ReturnConsumedCapacity.INDEXES, null)).consumedCapacity()
                    : scratchOf(touched).transactGetItems(new TransactGetItemsRequest(
                            List.of(tx.get().gets().get(i)), ReturnConsumedCapacity.INDEXES)).consumedCapacity();
            actions.add(capacity == null || capacity.isEmpty() ? null : capacity.get(0));
        }
        return new Run(bound, result, null, actions);
    }

    private static InMemoryEngine scratchOf(Map<String, Table> tables) {
        InMemoryEngine scratch = new InMemoryEngine();
        tables.values().forEach(scratch::add);
        return scratch;
    }

    /**
     * An engine holding the read table with only the items of the partitions {@code bound} reads
     * (a Query's or GetItem's answer comes from its partition alone: the same items, counts, pages
     * and units as over the whole table), so a model of a million items is not indexed whole to
     * answer a few key lookups. Null-safe: a pattern whose key cannot be rendered reads the whole engine.
     */
    private InMemoryEngine partitions(BoundPattern bound) {
        AccessPattern p = bound.pattern();
        Table table = model.findTable(p.table()).orElse(null);
        List<KeyAttribute> keys = bound.keys().partitionKeys();
        if (table == null || keys.size() != p.partitionKeys().size()) {
            return engine();
        }
        List<List<AttributeValue>> wanted = new ArrayList<>();
        for (BoundRequest r : bound.requests()) {
            List<AttributeValue> values = new ArrayList<>();
            for (int i = 0; i < keys.size(); i++) {
                values.add(PatternBinder.keyValue(keys.get(i), p.partitionKeys().get(i), r.parameters(), p));
            }
            wanted.add(values);
        }
        List<Item> touched = table.itemStream().filter(item -> {
            for (List<AttributeValue> values : wanted) {
                boolean all = true;
                for (int i = 0; i < keys.size() && all; i++) {
                    AttributeValue v = item.get(keys.get(i).name());
                    all = v != null && ValueEquality.equal(v, values.get(i));
                }
                if (all) {
                    return true;
                }
            }
            return false;
        }).toList();
        InMemoryEngine scratch = new InMemoryEngine();
        scratch.add(table.withFacets(List.of()).withItems(touched));
        return scratch;
    }

    /** An engine holding the written table with only the items whose key a request of {@code bound} writes. */
    private InMemoryEngine scratch(BoundPattern bound) {
        InMemoryEngine scratch = new InMemoryEngine();
        Table table = model.findTable(bound.pattern().table()).orElse(null);
        if (table == null) {
            return engine();
        }
        List<Item> written = new ArrayList<>();
        for (BoundRequest r : bound.requests()) {
            Item key = written(r.request());
            if (key != null) {
                written.add(key);
            }
        }
        scratch.add(touchedItems(table, written));
        return scratch;
    }

    /** The table, without facets, holding only its items whose key one of {@code written} (items or keys) has. */
    private static Table touchedItems(Table table, List<Item> written) {
        List<String> keyNames = table.keySchema().attributeNames();
        List<Item> keys = written.stream().map(w -> keyOf(w, keyNames)).toList();
        String first = keyNames.get(0);
        List<Item> touched = table.itemStream().filter(i -> {
            AttributeValue v = i.get(first);
            return v != null && keys.stream().anyMatch(k -> ValueEquality.equal(v, k.get(first))
                    && keys.contains(keyOf(i, keyNames)));
        }).toList();
        return table.withFacets(List.of()).withItems(touched);
    }

    private static Item written(Request request) {
        if (request instanceof PutItemRequest p) {
            return p.item();
        }
        if (request instanceof UpdateItemRequest u) {
            return u.key();
        }
        if (request instanceof DeleteItemRequest d) {
            return d.key();
        }
        return null;
    }

    /** Why a run failed; a cancelled transaction with each failed action's reason, so rules can tell them apart. */
    private static String message(RuntimeException e) {
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        if (e instanceof TransactionCanceledException cancelled) {
            List<String> failed = new ArrayList<>();
            for (int i = 0; i < cancelled.reasons().size(); i++) {
                CancellationReason r = cancelled.reasons().get(i);
                if (!r.code().equals(CancellationReason.NONE.code())) {
                    failed.add("action " + (i + 1) + " " + r.code() + (r.message() == null ? "" : " (" + r.message() + ")"));
                }
            }
            return failed.isEmpty() ? message : message + ": " + String.join(", ", failed);
        }
        return message;
    }

    /**
     * A run: the bound pattern (null when it could not be bound), its result, or the reason it failed;
     * for a transaction, what each action consumed (in the actions' order, each run alone on the
     * same items), else empty.
     */
    public record Run(BoundPattern bound, PatternResult result, String error, List<ConsumedCapacity> actions) {
        public Run {
            actions = actions == null ? List.of() : java.util.Collections.unmodifiableList(new ArrayList<>(actions));
        }

        public Run(BoundPattern bound, PatternResult result, String error) {
            this(bound, result, error, List.of());
        }

        public boolean ok() {
            return result != null;
        }
    }

    /** The key attributes of an item, for matching items by key. */
    private static Item keyOf(Item item, List<String> names) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (String n : names) {
            AttributeValue v = item.get(n);
            if (v != null) {
                out.put(n, v);
            }
        }
        return Item.of(out);
    }
}
