package dev.tablewright.model;

/**
 * Provisioned throughput of a table or index, with optional auto scaling (null when absent).
 */
public record ProvisionedCapacity(long readCapacityUnits, long writeCapacityUnits,
                                  AutoScaling readScaling, AutoScaling writeScaling) {

    public static ProvisionedCapacity of(long read, long write) {
        return new ProvisionedCapacity(read, write, null, null);
    }
}
