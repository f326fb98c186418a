package dev.tablewright.capacity;

import java.util.List;
import java.util.Optional;

/**
 * A model's load and growth in production, as {@link LoadProjector} works them out from the model,
 * its workload and its sample: per table and index the hottest partition key value at peak; per
 * table its items and bytes over time; per table its largest item collection and when it reaches
 * 10 GB; a year of monthly cost; and per GSI the shard planner's inputs with where each came from.
 */
public record LoadProjection(int horizonDays, List<KeyLoad> hottest, List<TableGrowth> tables,
                             List<CollectionGrowth> collections, List<MonthCost> months, List<IndexFigures> indexes) {
    /** The days the sizes are given at: now, a day, a month, a year (and the horizon, when it is another). */
    public static final List<Integer> DAYS = List.of(0, 1, 30, 365);
    public static final double COLLECTION_LIMIT_BYTES = 10.0 * 1024 * 1024 * 1024;

    public LoadProjection {
        hottest = List.copyOf(hottest);
        tables = List.copyOf(tables);
        collections = List.copyOf(collections);
        months = List.copyOf(months);
        indexes = List.copyOf(indexes);
    }

    public Optional<KeyLoad> hottest(String table, String index) {
        return hottest.stream().filter(k -> k.table().equals(table) && java.util.Objects.equals(k.index(), index))
                .findFirst();
    }

    public Optional<IndexFigures> index(String table, String index) {
        return indexes.stream().filter(i -> i.table().equals(table) && i.index().equals(index)).findFirst();
    }

    public Optional<TableGrowth> table(String table) {
        return tables.stream().filter(t -> t.table().equals(table)).findFirst();
    }

    public Optional<CollectionGrowth> collection(String table) {
        return collections.stream().filter(c -> c.table().equals(table)).findFirst();
    }

    public List<MonthCost> months(String table) {
        return months.stream().filter(m -> m.table().equals(table)).toList();
    }

    /**
     * The busiest partition key value of a table ({@code index} null) or index at peak: its read and
     * write units a second, its share of all the units the table or index serves, the patterns that
     * put them there, and its shard count when the key is write-sharded (else null).
     */
    public record KeyLoad(String table, String index, String value, double rcuPerSecond, double wcuPerSecond,
                          double readShare, double writeShare, List<String> patterns, Integer shards) {
        public KeyLoad {
            patterns = List.copyOf(patterns);
        }

        /** Units over what one partition serves, reads and writes apart (each 1 at the limit). */
        public double partitionUse() {
            return Math.max(rcuPerSecond / WriteShardPlanner.PARTITION_RCU, wcuPerSecond / WriteShardPlanner.PARTITION_WCU);
        }

        /** Whether one partition serves it: at most 3,000 RCU and 1,000 WCU a second. */
        public boolean passes() {
            return partitionUse() <= 1;
        }

        public boolean writeBound() {
            return wcuPerSecond / WriteShardPlanner.PARTITION_WCU >= rcuPerSecond / WriteShardPlanner.PARTITION_RCU;
        }
    }

    /** A table's size at a day from now: items, their bytes, and the bytes billed (items and index entries, +100 each). */
    public record SizeAt(int day, double items, double bytes, double billableBytes) {
    }

    /**
     * A table's sizes at {@link #DAYS} (and the horizon), with what its volumes came from, and its
     * items' production bytes over the sample's ({@code itemBytesScale}, 1 when the workload gives no size).
     */
    public record TableGrowth(String table, double itemsPerDay, Integer keptDays, List<SizeAt> sizes, String source,
                              double itemBytesScale) {
        public TableGrowth {
            sizes = List.copyOf(sizes);
        }

        public Optional<SizeAt> at(int day) {
            return sizes.stream().filter(s -> s.day() == day).findFirst();
        }
    }

    /**
     * A table's largest item collection (the items under one partition key value, with their LSI
     * entries): its bytes now, a day's growth, the bytes after 1, 30 and 365 days, and the days until
     * it holds 10 GB (null: never, at this growth and retention). The limit binds only with an LSI.
     * {@code sampleValue} is the partition key value of the sample's largest collection when the busiest
     * one is it (null when the busiest is a value the workload draws, such as the current day).
     */
    public record CollectionGrowth(String table, String value, String sampleValue, boolean hasLsi, double bytesNow,
                                   double bytesPerDay, double bytesAt1, double bytesAt30, double bytesAt365,
                                   double bytesAtHorizon, Double daysToLimit, String why) {
    }

    /** One month of a table: storage at the month's middle and its requests on demand; amounts null when a price is unknown. */
    public record MonthCost(String table, int month, double storageGb, Double storage, Double reads, Double writes,
                            Double total) {
    }

    /**
     * What the shard planner needs for a GSI, each with where it came from: its items at the horizon,
     * the share under its busiest key value (and that value, and why it counts), the average entry
     * size, the reads a second of its readers and the writes a second landing on the busiest value,
     * both at peak, its shards when it is sharded already, and the plan.
     */
    public record IndexFigures(String table, String index, long items, String itemsSource, double hotFraction,
                               String hotSource, String hotValue, String hotValueWhy, double itemBytes,
                               String bytesSource, double readsPerSecond, double writesPerSecond, Integer existingShards,
                               WriteShardPlan plan) {
    }
}
