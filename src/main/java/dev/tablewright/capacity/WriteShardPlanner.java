package dev.tablewright.capacity;

import dev.tablewright.engine.CapacityUnits;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * How many write shards a hot index key needs, by the formula of AWS's "modeling relational data"
 * example: ItemsPerRCU = floor(4096 / item size) (for items over 4 KB, 1 / ceil(size / 4096));
 * PartitionMaxReadRate = partition RCU (3,000) x ItemsPerRCU; RequiredReads = items x hot fraction;
 * raw shards = RequiredReads / PartitionMaxReadRate; shards = ceil(raw); padded =
 * ceil(shards x (1 + padding)). With 3,000,000 orders, 20% OPEN and 250-byte items that gives 16,
 * 48,000, 600,000, 12.5, 13 and 15. A write side check compares the peak write rate on one key
 * with the 1,000 WCU a partition serves.
 */
public final class WriteShardPlanner {
    public static final double PARTITION_RCU = 3000;
    public static final double PARTITION_WCU = 1000;
    public static final double DEFAULT_PADDING = 0.15;

    private WriteShardPlanner() {
    }

    public static WriteShardPlan plan(WriteShardPlan.Inputs in) {
        require(in.items() >= 0, "the item count must not be negative");
        require(in.hotFraction() >= 0 && in.hotFraction() <= 1, "the hot fraction must be between 0 and 1");
        require(in.itemSizeBytes() > 0, "the item size must be positive");
        require(in.partitionRcu() > 0, "the partition read limit must be positive");
        require(in.padding() >= 0, "the padding must not be negative");
        List<String> steps = new ArrayList<>();
        double itemsPerRcu;
        if (in.itemSizeBytes() <= CapacityUnits.READ_UNIT_BYTES) {
            itemsPerRcu = Math.floor(CapacityUnits.READ_UNIT_BYTES / in.itemSizeBytes());
            steps.add(String.format(Locale.ROOT, "ItemsPerRCU = floor(4096 / %s) = %s",
                    num(in.itemSizeBytes()), num(itemsPerRcu)));
        } else {
            double units = Math.ceil(in.itemSizeBytes() / CapacityUnits.READ_UNIT_BYTES);
            itemsPerRcu = 1 / units;
            steps.add(String.format(Locale.ROOT, "ItemsPerRCU = 1 / ceil(%s / 4096) = 1 / %s = %s",
                    num(in.itemSizeBytes()), num(units), num(itemsPerRcu)));
        }
        double maxReadRate = in.partitionRcu() * itemsPerRcu;
        steps.add(String.format(Locale.ROOT, "PartitionMaxReadRate = %s x %s = %s items/s",
                num(in.partitionRcu()), num(itemsPerRcu), num(maxReadRate)));
        double requiredReads = in.items() * in.hotFraction();
        steps.add(String.format(Locale.ROOT, "RequiredReads = %s x %s = %s items",
                num(in.items()), num(in.hotFraction()), num(requiredReads)));
        double raw = requiredReads / maxReadRate;
        steps.add(String.format(Locale.ROOT, "RawShards = %s / %s = %s", num(requiredReads), num(maxReadRate), num(raw)));
        long shards = Math.max(1, (long) Math.ceil(raw));
        steps.add(String.format(Locale.ROOT, "Shards = ceil(%s) = %d", num(raw), shards));
        long padded = (long) Math.ceil(roundTiny(shards * (1 + in.padding())));
        steps.add(String.format(Locale.ROOT, "PaddedShards = ceil(%d x %s) = %d", shards, num(1 + in.padding()), padded));
        WriteShardPlan.WriteSide writeSide = null;
        if (in.writesPerSecond() != null) {
            long wcuPerItem = CapacityUnits.writeBlocks((long) Math.ceil(in.itemSizeBytes()));
            double wcuPerSecond = in.writesPerSecond() * wcuPerItem;
            long forWrites = Math.max(1, (long) Math.ceil(wcuPerSecond / in.partitionWcu()));
            long paddedForWrites = forWrites > 1 ? (long) Math.ceil(roundTiny(forWrites * (1 + in.padding()))) : 1;
            writeSide = new WriteShardPlan.WriteSide(in.writesPerSecond(), wcuPerItem, wcuPerSecond, in.partitionWcu(),
                    forWrites, wcuPerSecond > in.partitionWcu(), paddedForWrites);
            steps.add(String.format(Locale.ROOT, "Writes: %s/s x %d WCU = %s WCU/s against %s per partition: %s",
                    num(in.writesPerSecond()), wcuPerItem, num(wcuPerSecond), num(in.partitionWcu()),
                    forWrites > 1 ? "needs at least " + forWrites + " shards, padded ceil(" + forWrites + " x "
                            + num(1 + in.padding()) + ") = " + paddedForWrites : "fits one partition"));
        }
        return new WriteShardPlan(in, itemsPerRcu, maxReadRate, requiredReads, raw, shards, padded, writeSide, steps,
                suffixAdvice());
    }

    /** The seed's advice on choosing a suffix. */
    static String suffixAdvice() {
        return "Random suffixes (0..N-1) spread writes evenly but a reader must query every shard; a suffix "
                + "calculated from an attribute the reader knows (a hash of the order ID) lets it read one item "
                + "with one request, while reads of the whole set still fan out over all N shards.";
    }

    /** Guards against 13 x 1.15 = 14.949999... or 14.95000001 flipping a ceiling. */
    private static double roundTiny(double value) {
        return Math.round(value * 1e9) / 1e9;
    }

    private static void require(boolean ok, String message) {
        if (!ok) {
            throw new IllegalArgumentException(message);
        }
    }

    public static String num(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return String.format(Locale.ROOT, "%,d", (long) value);
        }
        return String.format(Locale.ROOT, "%,.4f", value).replaceAll("0+$", "").replaceAll("\\.$", "");
    }
}
