package dev.tablewright.model;

/** Target-tracking auto scaling for one capacity dimension. */
public record AutoScaling(long minCapacity, long maxCapacity, double targetUtilization, String serviceRole) {
}
