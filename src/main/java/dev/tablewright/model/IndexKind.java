package dev.tablewright.model;

/** Global or local secondary index. */
public enum IndexKind {
    GSI, LSI
}
