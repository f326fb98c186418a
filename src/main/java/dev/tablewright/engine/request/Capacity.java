package dev.tablewright.engine.request;

/** Capacity units consumed on one table or index ({@code Capacity} in the DynamoDB API). */
public record Capacity(double capacityUnits) {
    public static Capacity of(double units) {
        return new Capacity(units);
    }
}
