package dev.tablewright.capacity;

import java.util.List;

/**
 * The result of {@link WriteShardPlanner}: every step of the calculation with its numbers, so a
 * person can follow it as the AWS example writes it out. Write-side fields are null when no write
 * rate was given.
 */
public record WriteShardPlan(Inputs inputs, double itemsPerRcu, double partitionMaxReadRate, double requiredReads,
                             double rawShards, long shards, long paddedShards, WriteSide writeSide,
                             List<String> steps, String suffixAdvice) {
    public WriteShardPlan {
        steps = List.copyOf(steps);
    }

    /** What the plan was made from. */
    public record Inputs(long items, double hotFraction, double itemSizeBytes, double partitionRcu, double padding,
                         Double writesPerSecond, double partitionWcu) {
    }

    /**
     * Whether one partition key takes the peak write rate: writes/s x WCU per item against the limit;
     * the shards the writes need, and with the plan's padding.
     */
    public record WriteSide(double writesPerSecond, long wcuPerItem, double wcuPerSecond, double partitionWcu,
                            long shardsForWrites, boolean exceedsOnePartition, long paddedShardsForWrites) {
    }

    /** The shards the key needs: the read side's padded count, or the write side's when it wants more. */
    public long neededShards(boolean readSide) {
        long read = readSide ? paddedShards : 1;
        return writeSide == null || !writeSide.exceedsOnePartition() ? read
                : Math.max(read, writeSide.paddedShardsForWrites());
    }
}
