package dev.tablewright.engine;

import dev.tablewright.engine.CapacityUnits.ReadKind;
import dev.tablewright.engine.request.Capacity;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.ReturnConsumedCapacity;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ProjectionType;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.ToLongFunction;
import dev.tablewright.model.ValueEquality;

/**
 * Capacity units as DynamoDB Local reports them for reads and writes: which items and index writes
 * are charged; the rounding to 4 KB and 1 KB blocks is {@link CapacityUnits}'.
 */
final class Capacities {
    private static final long LSI_WRITE_OVERHEAD = 100;

    private final ToLongFunction<Item> sizer;

    Capacities(ToLongFunction<Item> sizer) {
        this.sizer = sizer;
    }

    long size(Item item) {
        return item == null ? 0 : sizer.applyAsLong(item);
    }

    /** Bytes read one after another (a Query or Scan page), in units rounded by {@link CapacityUnits}. */
    static double contiguous(long bytes, boolean strong, Fidelity fidelity) {
        return CapacityUnits.pageReadBlocks(bytes, fidelity) * ReadKind.of(strong).unitsPerBlock();
    }

    /** Items read each on its own (GetItem, LSI fetches): each rounded up, at least one unit. */
    double random(List<Item> items, boolean strong) {
        long[] sizes = new long[items.size()];
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = size(items.get(i));
        }
        return random(sizes, strong);
    }

    static double random(long[] sizes, boolean strong) {
        double units = 0;
        for (long size : sizes) {
            units += CapacityUnits.getItem(size, ReadKind.of(strong));
        }
        return units;
    }

    /** A read's ConsumedCapacity for the table or one index, as asked; null for NONE. */
    static ConsumedCapacity read(ReturnConsumedCapacity rcc, String table, IndexView view, double units,
                                 double baseTableExtra) {
        if (rcc == null || rcc == ReturnConsumedCapacity.NONE) {
            return null;
        }
        double total = units + baseTableExtra;
        if (rcc == ReturnConsumedCapacity.TOTAL) {
            return ConsumedCapacity.total(table, total);
        }
        if (view == null || view.isTable()) {
            return new ConsumedCapacity(table, total, Capacity.of(units), Map.of(), Map.of());
        }
        Map<String, Capacity> one = Map.of(view.name(), Capacity.of(units));
        return new ConsumedCapacity(table, total, Capacity.of(baseTableExtra), view.isLocal() ? one : Map.of(),
                view.isGlobal() ? one : Map.of());
    }

    /** A write's ConsumedCapacity: the table, and each index the change touches. */
    ConsumedCapacity write(ReturnConsumedCapacity rcc, InMemoryTable table, Item pre, Item post) {
        if (rcc == null || rcc == ReturnConsumedCapacity.NONE) {
            return null;
        }
        if (pre == null && post == null) {
            return withTable(rcc, table.name(), 1.0, Map.of(), Map.of());
        }
        Map<String, Transition> transitions = transitions(pre, post);
        Map<String, Capacity> lsis = new LinkedHashMap<>();
        Map<String, Capacity> gsis = new LinkedHashMap<>();
        if (transitions.containsValue(Transition.ADDED) || transitions.containsValue(Transition.DELETED)
                || transitions.containsValue(Transition.CHANGED)) {
            for (IndexView view : table.indexes()) {
                Double units = indexWrite(view, pre, post, transitions, view.isLocal() ? LSI_WRITE_OVERHEAD : 0);
                if (units != null) {
                    (view.isLocal() ? lsis : gsis).put(view.name(), Capacity.of(units));
                }
            }
        }
        double base = Math.max(wcu(pre), wcu(post));
        return withTable(rcc, table.name(), base, lsis, gsis);
    }

    private static ConsumedCapacity withTable(ReturnConsumedCapacity rcc, String table, double base,
                                              Map<String, Capacity> lsis, Map<String, Capacity> gsis) {
        double total = base;
        for (Capacity c : lsis.values()) {
            total += c.capacityUnits();
        }
        for (Capacity c : gsis.values()) {
            total += c.capacityUnits();
        }
        if (rcc == ReturnConsumedCapacity.TOTAL) {
            return ConsumedCapacity.total(table, total);
        }
        return new ConsumedCapacity(table, total, Capacity.of(base), lsis, gsis);
    }

    private Double indexWrite(IndexView view, Item pre, Item post, Map<String, Transition> transitions, long overhead) {
        List<String> indexKeys = view.keySchema().attributeNames();
        if (!transitions.keySet().containsAll(indexKeys)) {
            return null;
        }
        Map<String, Transition> projected;
        if (view.projection().type() == ProjectionType.ALL) {
            projected = transitions;
        } else {
            projected = new LinkedHashMap<>();
            if (view.projection().type() == ProjectionType.INCLUDE) {
                for (String name : view.projection().nonKeyAttributes()) {
                    if (transitions.containsKey(name)) {
                        projected.put(name, transitions.get(name));
                    }
                }
            }
            for (String name : view.tableKeySchema().attributeNames()) {
                projected.put(name, transitions.get(name));
            }
            for (String name : indexKeys) {
                projected.put(name, transitions.get(name));
            }
        }
        Set<String> names = new LinkedHashSet<>(projected.keySet());
        Item preImage = pre == null ? null : IndexView.only(pre, names);
        Item postImage = post == null ? null : IndexView.only(post, names);
        Set<Transition> keyTransitions = new HashSet<>();
        indexKeys.forEach(k -> keyTransitions.add(projected.get(k)));
        if (keyTransitions.contains(Transition.DELETED)) {
            return wcu(size(preImage) + overhead);
        }
        if (keyTransitions.contains(Transition.ADDED)) {
            return wcu(size(postImage) + overhead);
        }
        if (keyTransitions.contains(Transition.CHANGED)) {
            return wcu(size(preImage) + overhead) + wcu(size(postImage) + overhead);
        }
        for (Transition t : projected.values()) {
            if (t != null && t != Transition.NONE) {
                return Math.max(wcu(size(preImage) + overhead), wcu(size(postImage) + overhead));
            }
        }
        return null;
    }

    private double wcu(Item item) {
        return item == null ? 0.0 : wcu(size(item));
    }

    private static double wcu(long bytes) {
        return CapacityUnits.writeBlocks(bytes);
    }

    enum Transition { ADDED, DELETED, CHANGED, NONE }

    private static Map<String, Transition> transitions(Item pre, Item post) {
        Map<String, Transition> out = new LinkedHashMap<>();
        Set<String> names = new LinkedHashSet<>();
        if (pre != null) {
            names.addAll(pre.names());
        }
        if (post != null) {
            names.addAll(post.names());
        }
        for (String name : names) {
            AttributeValue a = pre == null ? null : pre.get(name);
            AttributeValue b = post == null ? null : post.get(name);
            if (a != null && b == null) {
                out.put(name, Transition.DELETED);
            } else if (a == null) {
                out.put(name, Transition.ADDED);
            } else {
                out.put(name, same(a, b) ? Transition.NONE : Transition.CHANGED);
            }
        }
        return out;
    }

    static boolean same(AttributeValue a, AttributeValue b) {
        return ValueEquality.equal(a, b);
    }
}
