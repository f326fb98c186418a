package dev.tablewright.model;

/** Read consistency of a read pattern. */
public enum ReadConsistency {
    EVENTUAL, STRONG
}
