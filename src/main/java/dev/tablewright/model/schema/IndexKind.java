package dev.tablewright.model.schema;

/** Global or local secondary index. */
public enum IndexKind {
    GSI, LSI
}
