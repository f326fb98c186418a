package dev.tablewright.capacity;

import java.util.List;

/**
 * What a model's access patterns cost at their frequencies: per pattern, per table and index, the
 * partitions that would exceed their limits, and a month on demand versus provisioned.
 */
public record CapacityPlan(List<PatternCost> patterns, List<TargetLoad> targets, List<String> warnings,
                           MonthlyCost cost, Prices prices) {
    public CapacityPlan {
        patterns = List.copyOf(patterns);
        targets = List.copyOf(targets);
        warnings = List.copyOf(warnings);
    }

    /**
     * One pattern. {@code unitsPerCall} is what real DynamoDB charges (at least one read block per
     * request, even an empty one); {@code localUnitsPerCall} what DynamoDB Local reports (0 for an
     * empty Query). {@code hottestPartitionUnitsPerSecond} is the load on the busiest partition key
     * value it touches, against {@code partitionLimit} (3,000 RCU or 1,000 WCU).
     */
    public record PatternCost(String name, String table, String index, String operation, boolean write,
                              double frequencyPerSecond, int requests, int itemsRead, long bytesRead,
                              double unitsPerCall, double localUnitsPerCall, double unitsPerSecond,
                              double hottestPartitionUnitsPerSecond, double partitionLimit) {
        public double partitionUtilization() {
            return hottestPartitionUnitsPerSecond / partitionLimit;
        }
    }

    /** A table or index ({@code index} null for the base table) and the units per second it serves. */
    public record TargetLoad(String table, String index, double rcuPerSecond, double wcuPerSecond) {
    }

    public record MonthlyCost(double onDemandRead, double onDemandWrite, double provisionedRead,
                              double provisionedWrite, long provisionedRcu, long provisionedWcu) {
        public double onDemand() {
            return onDemandRead + onDemandWrite;
        }

        public double provisioned() {
            return provisionedRead + provisionedWrite;
        }
    }
}
