package dev.tablewright.model.schema;

/** Read consistency of a read pattern. */
public enum ReadConsistency {
    EVENTUAL, STRONG
}
