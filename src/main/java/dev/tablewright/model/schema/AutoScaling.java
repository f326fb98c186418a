package dev.tablewright.model.schema;

/** Target-tracking auto scaling for one capacity dimension. */
public record AutoScaling(long minCapacity, long maxCapacity, double targetUtilization, String serviceRole) {
}
