package dev.tablewright.engine.request;

/** How much capacity detail a response carries: none, the total, or the total per table and index. */
public enum ReturnConsumedCapacity {
    INDEXES, TOTAL, NONE
}
