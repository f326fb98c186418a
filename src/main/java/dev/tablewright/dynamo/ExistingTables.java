package dev.tablewright.dynamo;

/** What a deploy does with a table that already exists. */
public enum ExistingTables {
    /** Report the differences and stop before changing anything (the default). */
    REFUSE,
    /** Keep the table and load the model's items into it (puts are idempotent per key). */
    LOAD_ITEMS_ONLY,
    /** Delete the table with its items and create it again from the model. */
    REPLACE
}
