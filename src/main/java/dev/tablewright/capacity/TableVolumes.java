package dev.tablewright.capacity;

import dev.tablewright.engine.IndexMembership;
import dev.tablewright.engine.IndexView;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.Retention;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableWorkload;
import dev.tablewright.model.Volume;
import dev.tablewright.model.Workload;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A table's items in production, group by group (each facet, and the items outside every facet):
 * what the sample holds of each (one pass over the items: count, bytes, and per index the entries
 * and their projected bytes; per partition key value the item collection's bytes), and what the
 * workload says it holds now, adds a day and keeps. Counts the workload leaves out come from the
 * sample, a table-level figure is shared among the groups that give none in proportion to their
 * sample items, and a table with a workload but no ItemsPerDay grows by its PutItem patterns' rate
 * (each call a new item, unless every parameter of its key is drawn from a bounded set of values).
 */
final class TableVolumes {
    final Table table;
    final List<Group> groups = new ArrayList<>();
    /** Bytes of each partition key value's item collection in the sample: table items and LSI entries. */
    final Map<String, Long> collectionBytes = new HashMap<>();
    /** The same, per group: a collection grows as the groups its items belong to grow. */
    private final Map<Group, Map<String, Long>> groupCollections = new HashMap<>();
    /** How the sample's items spread over the partition key values of the table ("") and each index. */
    private final Map<String, KeyDistribution.Counter> counters = new HashMap<>();
    private final Map<String, KeyDistribution> distributions = new HashMap<>();
    long sampleItems;
    long sampleBytes;
    long sampleCollectionBytes;

    private TableVolumes(Table table) {
        this.table = table;
    }

    /** One group of items: its sample figures and its volume in production. */
    static final class Group {
        final String facet;
        long sampleItems;
        long sampleBytes;
        final Map<String, long[]> indexEntries = new LinkedHashMap<>();
        double itemsNow;
        double perDay;
        Integer keptDays;
        double itemBytes;

        Group(String facet) {
            this.facet = facet;
        }

        double itemsAt(double day) {
            double grown = itemsNow + perDay * day;
            return keptDays == null ? grown : Math.min(grown, Math.max(itemsNow, perDay * keptDays));
        }

        /** The share of the group's sample items in the index. */
        double inIndex(String index) {
            long[] e = indexEntries.get(index);
            return e == null || sampleItems == 0 ? 0 : (double) e[0] / sampleItems;
        }

        /** The average bytes of the group's entries in the index, as projected; ALL grows with the item. */
        double entryBytes(SecondaryIndex index) {
            long[] e = indexEntries.get(index.name());
            if (e == null || e[0] == 0) {
                return 0;
            }
            double sampleAverage = (double) e[1] / e[0];
            return index.projection().type() == ProjectionType.ALL && sampleBytes > 0
                    ? sampleAverage * itemBytes / ((double) sampleBytes / sampleItems) : sampleAverage;
        }
    }

    static TableVolumes of(Model model, Table table, Instant now) {
        TableVolumes v = new TableVolumes(table);
        v.read(table.items(), new Group(null));
        for (Facet facet : table.facets()) {
            v.read(facet.items(), new Group(facet.name()));
        }
        v.project(model, now);
        return v;
    }

    /** One pass over a group's sample items. */
    private void read(List<Item> items, Group group) {
        if (items.isEmpty() && group.facet == null && !table.facets().isEmpty()) {
            return;
        }
        String pk = table.keySchema().partitionKey().name();
        List<SecondaryIndex> indexes = table.indexes();
        List<Set<String>> projected = new ArrayList<>();
        for (SecondaryIndex index : indexes) {
            projected.add(projectedNames(index));
        }
        KeyDistribution.Counter tableCounter = counters.computeIfAbsent("", k -> new KeyDistribution.Counter());
        List<KeyDistribution.Counter> indexCounters = new ArrayList<>();
        for (SecondaryIndex index : indexes) {
            indexCounters.add(counters.computeIfAbsent(index.name(), k -> new KeyDistribution.Counter()));
        }
        for (Item item : items) {
            long size = ItemSize.of(item);
            group.sampleItems++;
            group.sampleBytes += size;
            if (IndexMembership.holds(table.keySchema(), item)) {
                tableCounter.add(KeyDistribution.value(table.keySchema(), item), size);
            }
            AttributeValue pkValue = item.get(pk);
            String collection = pkValue == null ? null : KeyDistribution.text(pkValue);
            long collectionSize = size;
            for (int i = 0; i < indexes.size(); i++) {
                SecondaryIndex index = indexes.get(i);
                if (!IndexMembership.holds(index.keySchema(), item)) {
                    continue;
                }
                Set<String> names = projected.get(i);
                long entry = names == null ? size : ItemSize.of(IndexView.only(item, names));
                long[] e = group.indexEntries.computeIfAbsent(index.name(), k -> new long[2]);
                e[0]++;
                e[1] += entry;
                indexCounters.get(i).add(KeyDistribution.value(index.keySchema(), item), entry);
                if (!index.isGlobal()) {
                    collectionSize += entry;
                }
            }
            if (collection != null) {
                collectionBytes.merge(collection, collectionSize, Long::sum);
                groupCollections.computeIfAbsent(group, g -> new HashMap<>()).merge(collection, collectionSize, Long::sum);
            }
            sampleCollectionBytes += collectionSize;
        }
        sampleItems += group.sampleItems;
        sampleBytes += group.sampleBytes;
        groups.add(group);
    }

    /** The attributes an index entry holds, or null for ALL. */
    private Set<String> projectedNames(SecondaryIndex index) {
        if (index.projection().type() == ProjectionType.ALL) {
            return null;
        }
        Set<String> names = new LinkedHashSet<>(table.keySchema().attributeNames());
        names.addAll(index.keySchema().attributeNames());
        if (index.projection().type() == ProjectionType.INCLUDE) {
            names.addAll(index.projection().nonKeyAttributes());
        }
        return names;
    }

    /** Each group's volume from the workload, the table's share of it, or the sample. */
    private void project(Model model, Instant now) {
        Workload workload = model.workload();
        TableWorkload tw = workload.table(table.name());
        Volume tableVolume = tw.volume();
        share(tableVolume.itemsNow() == null ? null : tableVolume.itemsNow().doubleValue(),
                g -> tw.facet(g.facet).itemsNow() == null ? null : tw.facet(g.facet).itemsNow().doubleValue(),
                (g, value) -> g.itemsNow = value, g -> g.sampleItems, g -> g.sampleItems);
        Double perDay = tableVolume.itemsPerDay();
        boolean anyPerDay = perDay != null || groups.stream().anyMatch(g -> tw.facet(g.facet).itemsPerDay() != null);
        if (!anyPerDay && !tw.isEmpty()) {
            perDay = GrowthInputs.putsPerDay(model, table);
        }
        Double tablePerDay = perDay;
        share(tablePerDay, g -> tw.facet(g.facet).itemsPerDay(), (g, value) -> g.perDay = value, g -> g.sampleItems,
                g -> 0);
        Integer ttlDays = null;
        for (Group g : groups) {
            Volume fv = g.facet == null ? Volume.NONE : tw.facet(g.facet);
            Retention retention = fv.retention() != null ? fv.retention() : tableVolume.retention();
            if (retention instanceof Retention.Ttl ttl && ttl.days() == null) {
                if (ttlDays == null) {
                    ttlDays = GrowthInputs.sampleTtlDays(table, now);
                }
                g.keptDays = ttlDays < 0 ? null : ttlDays;
            } else {
                g.keptDays = retention == null ? null : retention.keptDays();
            }
            Double bytes = fv.itemBytes() != null ? fv.itemBytes() : tableVolume.itemBytes();
            g.itemBytes = bytes != null ? bytes : g.sampleItems == 0 ? 0 : (double) g.sampleBytes / g.sampleItems;
        }
    }

    private interface Explicit {
        Double of(Group g);
    }

    private interface Setter {
        void set(Group g, double value);
    }

    private interface Weight {
        double of(Group g);
    }

    /**
     * Sets a figure on every group: its own when the workload gives one, else its part of the table's
     * figure less the groups' own (in proportion to {@code weight}, evenly when the weights are all 0),
     * else {@code fallback} (the sample's count, or no growth).
     */
    private void share(Double tableFigure, Explicit explicit, Setter setter, Weight weight, Weight fallback) {
        double given = 0;
        double weights = 0;
        int open = 0;
        for (Group g : groups) {
            Double own = g.facet == null ? null : explicit.of(g);
            if (own != null) {
                given += own;
            } else {
                weights += Math.max(0, weight.of(g));
                open++;
            }
        }
        for (Group g : groups) {
            Double own = g.facet == null ? null : explicit.of(g);
            if (own != null) {
                setter.set(g, own);
            } else if (tableFigure != null) {
                double rest = Math.max(0, tableFigure - given);
                setter.set(g, weights > 0 ? rest * Math.max(0, weight.of(g)) / weights : rest / Math.max(1, open));
            } else {
                setter.set(g, fallback.of(g));
            }
        }
    }

    /**
     * The largest item collection now, each group's part of it grown to the group's items now (and
     * its bytes an item): the value and its bytes, or null when the table has none.
     */
    Map.Entry<String, Double> largestCollectionNow() {
        Map<String, Double> scaled = new HashMap<>();
        for (Group g : groups) {
            Map<String, Long> bytes = groupCollections.get(g);
            if (bytes == null || g.sampleItems == 0) {
                continue;
            }
            double scale = g.itemsNow / g.sampleItems * (g.sampleBytes == 0 ? 1
                    : g.itemBytes / ((double) g.sampleBytes / g.sampleItems));
            bytes.forEach((value, b) -> scaled.merge(value, b * scale, Double::sum));
        }
        Map.Entry<String, Double> best = null;
        for (Map.Entry<String, Double> e : scaled.entrySet()) {
            if (best == null || e.getValue() > best.getValue()) {
                best = e;
            }
        }
        return best;
    }

    /** How the sample's items spread over the key values of the table (index null) or an index. */
    KeyDistribution distribution(String index) {
        String key = index == null ? "" : index;
        return distributions.computeIfAbsent(key, k -> {
            KeyDistribution.Counter c = counters.get(k);
            return c == null ? new KeyDistribution.Counter().distribution() : c.distribution();
        });
    }

    double itemsAt(double day) {
        return groups.stream().mapToDouble(g -> g.itemsAt(day)).sum();
    }

    double itemsNow() {
        return itemsAt(0);
    }

    double perDay() {
        return groups.stream().mapToDouble(g -> g.perDay).sum();
    }

    Integer keptDays() {
        return groups.stream().map(g -> g.keptDays).filter(d -> d != null).findFirst().orElse(null);
    }

    double bytesAt(double day) {
        return groups.stream().mapToDouble(g -> g.itemsAt(day) * g.itemBytes).sum();
    }

    /** Items and their index entries, each with DynamoDB's 100 bytes, at a day. */
    double billableBytesAt(double day) {
        double bytes = 0;
        for (Group g : groups) {
            double items = g.itemsAt(day);
            bytes += items * (g.itemBytes + CostSheet.ITEM_OVERHEAD_BYTES);
            for (SecondaryIndex index : table.indexes()) {
                bytes += items * g.inIndex(index.name()) * (g.entryBytes(index) + CostSheet.ITEM_OVERHEAD_BYTES);
            }
        }
        return bytes;
    }

    /** The index's entries at a day. */
    double indexItemsAt(String index, double day) {
        return groups.stream().mapToDouble(g -> g.itemsAt(day) * g.inIndex(index)).sum();
    }

    /** The average bytes of the index's entries at a day (0 when it has none). */
    double indexEntryBytesAt(SecondaryIndex index, double day) {
        double items = 0;
        double bytes = 0;
        for (Group g : groups) {
            double n = g.itemsAt(day) * g.inIndex(index.name());
            items += n;
            bytes += n * g.entryBytes(index);
        }
        return items == 0 ? 0 : bytes / items;
    }

    /** Production bytes of an item over the sample's (1 when nothing says otherwise). */
    double byteScale() {
        if (sampleItems == 0 || sampleBytes == 0) {
            return 1;
        }
        double items = itemsNow();
        return items == 0 ? 1 : bytesAt(0) / items / ((double) sampleBytes / sampleItems);
    }

    /** Where the volumes came from, in words: the table's figure, and each facet the workload names. */
    String source(Model model) {
        TableWorkload tw = model.workload().table(table.name());
        if (tw.isEmpty()) {
            return "the sample (" + sampleItems + " items)";
        }
        List<String> parts = new ArrayList<>();
        if (tw.volume().itemsNow() != null || tw.volume().itemsPerDay() != null) {
            parts.add(table.name() + " " + WriteShardPlanner.num(Math.round(itemsNow()))
                    + (perDay() > 0 ? " + " + WriteShardPlanner.num(Math.round(perDay() * 100) / 100.0) + "/day" : "")
                    + (table.facets().isEmpty() ? "" : ", spread over the facets as the sample is"));
        }
        for (Group g : groups) {
            if (g.facet != null && !tw.facet(g.facet).isEmpty()) {
                parts.add(g.facet + " " + WriteShardPlanner.num(Math.round(g.itemsNow))
                        + (g.perDay > 0 ? " + " + WriteShardPlanner.num(Math.round(g.perDay * 100) / 100.0) + "/day" : ""));
            }
        }
        return "the workload" + (parts.isEmpty() ? "" : " (" + String.join(", ", parts) + ")");
    }
}
