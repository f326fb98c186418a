package dev.tablewright.engine;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.ToLongFunction;

/**
 * One view of a table's items: the table itself, or a secondary index holding exactly the items
 * that carry all of its key attributes with the declared types (a sparse index), projected.
 * Partitions are found by key in O(1); within a partition entries are kept sorted (a TreeMap), so
 * a Query costs O(log n + k).
 *
 * <p>The order is DynamoDB Local's: within a partition by the sort key's bytes, items with equal
 * index keys by a hash of their table key; partitions of the table and of an LSI in the order of
 * the SHA-1 of the partition key (what a Scan walks), GSI partitions in key order.
 */
public final class IndexView {
    /** Which hash of the table key breaks ties between equal index keys (Local's trailing column). */
    enum Tie { NONE, TABLE_SORT_HASH, TABLE_HASH, TABLE_KEY_HASH }

    private final SecondaryIndex index;
    private final KeySchema tableKeys;
    private final KeySchema keys;
    private final Tie tie;
    private final List<String> keyAttributeNames;
    private final ToLongFunction<Item> sizer;
    private final Map<KeyBytes, Partition> partitions = new HashMap<>();
    private final TreeMap<KeyBytes, Partition> scanOrder = new TreeMap<>();
    private int size;

    IndexView(KeySchema tableKeys, SecondaryIndex index, ToLongFunction<Item> sizer) {
        this.sizer = sizer;
        this.index = index;
        this.tableKeys = tableKeys;
        this.keys = index == null ? tableKeys : index.keySchema();
        this.tie = tieFor(tableKeys, index);
        Set<String> names = new LinkedHashSet<>(tableKeys.attributeNames());
        names.addAll(keys.attributeNames());
        this.keyAttributeNames = List.copyOf(names);
    }

    private static Tie tieFor(KeySchema table, SecondaryIndex index) {
        if (index == null) {
            return Tie.NONE;
        }
        if (index.kind() == IndexKind.LSI) {
            return Tie.TABLE_SORT_HASH;
        }
        List<String> indexNames = index.keySchema().attributeNames();
        boolean hasTableHash = indexNames.contains(table.partitionKey().name());
        boolean tableHasSort = table.hasSortKey();
        boolean hasTableSort = tableHasSort && indexNames.contains(table.sortKey().name());
        if (hasTableHash) {
            return tableHasSort && !hasTableSort ? Tie.TABLE_SORT_HASH : Tie.NONE;
        }
        if (tableHasSort && !hasTableSort) {
            return Tie.TABLE_KEY_HASH;
        }
        return Tie.TABLE_HASH;
    }

    /** The index name, or null for the table itself. */
    public String name() {
        return index == null ? null : index.name();
    }

    public boolean isTable() {
        return index == null;
    }

    public boolean isGlobal() {
        return index != null && index.isGlobal();
    }

    public boolean isLocal() {
        return index != null && !index.isGlobal();
    }

    public KeySchema keySchema() {
        return keys;
    }

    public KeySchema tableKeySchema() {
        return tableKeys;
    }

    public Projection projection() {
        return index == null ? Projection.all() : index.projection();
    }

    /** Table keys, then the index keys not among them: the attributes of a LastEvaluatedKey. */
    public List<String> keyAttributeNames() {
        return keyAttributeNames;
    }

    public int size() {
        return size;
    }

    public int partitionCount() {
        return partitions.size();
    }

    /** Why an item is not in this view, or null when it is: the rule is {@link IndexMembership}'s. */
    public String exclusionReason(Item item) {
        return IndexMembership.exclusion(keys, item).map(this::sentence).orElse(null);
    }

    private String sentence(IndexMembership.Exclusion why) {
        String name = why.key().name();
        if (why.isAbsent()) {
            return "it has no " + name + " (a key attribute of " + label() + "), so it is not in " + label();
        }
        return "its " + name + " is of type " + why.found().type() + " but " + label() + " wants "
                + why.key().type() + ", so it is not in " + label();
    }

    /** Whether this view holds the item ({@link IndexMembership}'s rule). */
    boolean holds(Item item) {
        return IndexMembership.holds(keys, item);
    }

    String label() {
        return index == null ? "the table" : index.name();
    }

    /** The attributes of an item as the view holds it: ALL, KEYS_ONLY or INCLUDE. */
    public Item project(Item item) {
        Projection p = projection();
        if (p.type() == ProjectionType.ALL) {
            return item;
        }
        Set<String> keep = new LinkedHashSet<>(keyAttributeNames);
        if (p.type() == ProjectionType.INCLUDE) {
            keep.addAll(p.nonKeyAttributes());
        }
        return only(item, keep);
    }

    /** The projected attribute names, or null when the projection is ALL. */
    List<String> projectedNames() {
        Projection p = projection();
        if (p.type() == ProjectionType.ALL) {
            return null;
        }
        List<String> names = new ArrayList<>(keyAttributeNames);
        if (p.type() == ProjectionType.INCLUDE) {
            names.addAll(p.nonKeyAttributes());
        }
        return names;
    }

    public static Item only(Item item, Collection<String> names) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        item.attributes().forEach((k, v) -> {
            if (names.contains(k)) {
                out.put(k, v);
            }
        });
        return Item.of(out);
    }

    /** Adds an item that {@link #exclusionReason} accepts; returns its entry. */
    Entry add(Item item) {
        KeyBytes pkBytes = partitionBytes(item);
        Partition partition = partitions.get(pkBytes);
        if (partition == null) {
            AttributeValue pk = item.get(keys.partitionKey().name());
            partition = new Partition(pk, pkBytes, isGlobal() ? pkBytes : KeyCodec.hash(pk));
            partitions.put(pkBytes, partition);
            scanOrder.put(partition.scanKey, partition);
        }
        Item projected = project(item);
        long itemSize = sizer.applyAsLong(item);
        Entry entry = new Entry(item, projected, position(item), KeyCodec.hash(item.get(tableKeys.partitionKey().name())),
                scanTie(item), itemSize, projected == item ? itemSize : sizer.applyAsLong(projected));
        if (partition.entries.put(entry.position, entry) == null) {
            size++;
        }
        return entry;
    }

    /** Removes the entry of an item added before; returns it, or null when it was not here. */
    Entry remove(Item item) {
        if (!holds(item)) {
            return null;
        }
        KeyBytes pkBytes = partitionBytes(item);
        Partition partition = partitions.get(pkBytes);
        if (partition == null) {
            return null;
        }
        Entry removed = partition.entries.remove(position(item));
        if (removed != null) {
            size--;
            if (partition.entries.isEmpty()) {
                partitions.remove(pkBytes);
                scanOrder.remove(partition.scanKey);
            }
        }
        return removed;
    }

    /** The partition of an item or key: its partition-key value, or the tuple of them for a multi-attribute key. */
    private KeyBytes partitionBytes(Item key) {
        return keyBytes(keys.partitionKeys().stream().map(a -> key.get(a.name())).toList());
    }

    /** The sortable bytes of one key value, or of a tuple of them (each by its own type, left to right). */
    private static KeyBytes keyBytes(List<AttributeValue> values) {
        return values.size() == 1 ? KeyCodec.sortable(values.get(0)) : KeyCodec.tuple(values);
    }

    /** Whether the sort key has several attributes, so positions are tuples ({@link KeyCodec#tuple}). */
    boolean hasTupleSortKey() {
        return keys.sortKeys().size() > 1;
    }

    /** Where an item (or a start key holding the key attributes) sits within its partition. */
    Position position(Item key) {
        KeyBytes sort = keys.hasSortKey()
                ? keyBytes(keys.sortKeys().stream().map(a -> key.get(a.name())).toList()) : KeyBytes.MIN;
        return new Position(sort, tieBytes(key));
    }

    private KeyBytes tieBytes(Item key) {
        return switch (tie) {
            case NONE -> KeyBytes.MIN;
            case TABLE_SORT_HASH -> KeyCodec.hash(key.get(tableKeys.sortKey().name()));
            case TABLE_HASH -> KeyCodec.hash(key.get(tableKeys.partitionKey().name()));
            case TABLE_KEY_HASH -> KeyCodec.hash(key.get(tableKeys.partitionKey().name()),
                    key.get(tableKeys.sortKey().name()));
        };
    }

    /** Within a partition a Scan of an LSI orders equal index keys by the table sort key itself. */
    private KeyBytes scanTie(Item key) {
        return isLocal() ? KeyCodec.sortable(key.get(tableKeys.sortKey().name())) : null;
    }

    Partition partition(AttributeValue partitionValue) {
        return partitions.get(KeyCodec.sortable(partitionValue));
    }

    /** The partition of these partition-key values, in schema order, or null when it holds nothing. */
    Partition partition(List<AttributeValue> partitionValues) {
        return partitions.get(keyBytes(partitionValues));
    }

    /** Partitions in Scan order. */
    Collection<Partition> partitionsInScanOrder() {
        return Collections.unmodifiableCollection(scanOrder.values());
    }

    /** Partitions in Scan order from the one with this scan key on (inclusive). */
    Collection<Partition> partitionsFrom(KeyBytes scanKey) {
        return Collections.unmodifiableCollection(scanOrder.tailMap(scanKey, true).values());
    }

    KeyBytes scanKeyOf(Item key) {
        return isGlobal() ? partitionBytes(key) : KeyCodec.hash(key.get(keys.partitionKey().name()));
    }

    /** Comparable scan position of an entry or start key within its partition. */
    ScanPosition scanPosition(Item key) {
        Position p = position(key);
        return isLocal() ? new ScanPosition(p.sort(), scanTie(key)) : new ScanPosition(p.sort(), p.tie());
    }

    ScanPosition scanPosition(Entry e) {
        return isLocal() ? new ScanPosition(e.position.sort(), e.scanTie) : new ScanPosition(e.position.sort(),
                e.position.tie());
    }

    /** Every entry of the view in Scan order. */
    public List<Item> itemsInScanOrder() {
        List<Item> out = new ArrayList<>(size);
        for (Partition p : scanOrder.values()) {
            p.inScanOrder(this).forEach(e -> out.add(e.projected()));
        }
        return out;
    }

    /** A position inside a partition: the sort key bytes, then the tie-breaking hash. */
    record Position(KeyBytes sort, KeyBytes tie) implements Comparable<Position> {
        static Position lowest(KeyBytes sort) {
            return new Position(sort, KeyBytes.MIN);
        }

        static Position highest(KeyBytes sort) {
            return new Position(sort, KeyBytes.MAX);
        }

        @Override
        public int compareTo(Position o) {
            int c = sort.compareTo(o.sort);
            return c != 0 ? c : tie.compareTo(o.tie);
        }
    }

    /** A position in Scan order inside a partition. */
    record ScanPosition(KeyBytes sort, KeyBytes tie) implements Comparable<ScanPosition> {
        @Override
        public int compareTo(ScanPosition o) {
            int c = sort.compareTo(o.sort);
            return c != 0 ? c : tie.compareTo(o.tie);
        }
    }

    /**
     * An item in a view: the full table item, its projection, its place, and the sizes of both
     * (what reading it costs on the table, {@code itemSize}, and in the index, {@code projectedSize}).
     */
    record Entry(Item item, Item projected, Position position, KeyBytes tableHash, KeyBytes scanTie, long itemSize,
                 long projectedSize) {
    }

    /** The items of one partition key value (or tuple of values), sorted; {@code key} is the first value. */
    static final class Partition {
        final AttributeValue key;
        final KeyBytes keyBytes;
        final KeyBytes scanKey;
        final TreeMap<Position, Entry> entries = new TreeMap<>();

        Partition(AttributeValue key, KeyBytes keyBytes, KeyBytes scanKey) {
            this.key = Objects.requireNonNull(key);
            this.keyBytes = keyBytes;
            this.scanKey = scanKey;
        }

        NavigableMap<Position, Entry> entries() {
            return entries;
        }

        List<Entry> inScanOrder(IndexView view) {
            List<Entry> list = new ArrayList<>(entries.values());
            if (view.isLocal()) {
                list.sort(Comparator.comparing(view::scanPosition));
            }
            return list;
        }
    }
}
