package dev.tablewright.engine.request;

/** What a write returns of the item, as DynamoDB's {@code ReturnValues} names it. */
public enum ReturnValues {
    NONE, ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATED_NEW
}
