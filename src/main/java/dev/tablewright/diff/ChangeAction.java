package dev.tablewright.diff;

/**
 * What a change of a model needs on a live table. The words are those {@code diff --json} prints.
 * {@code create-table} and {@code delete-table} are a whole table added to or removed from the model:
 * nothing of an existing table is changed in place or copied.
 */
public enum ChangeAction {
    /** Model-only: access patterns, facets, sample items, attribute lists. */
    NONE("none"),
    /** In place by UpdateTable (or UpdateTimeToLive, UpdateContinuousBackups, TagResource). */
    UPDATE_TABLE("update-table"),
    /** One UpdateTable creating a GSI, with a backfill of every item that has its key. */
    CREATE_INDEX("create-index"),
    /** One UpdateTable deleting a GSI. */
    DELETE_INDEX("delete-index"),
    /** A GSI's key schema or projection: delete it, then create it again (two UpdateTable calls). */
    RECREATE_INDEX("recreate-index"),
    /** Key schema, LSIs or the table's name: a new table and a copy of every item. */
    REPLACE_TABLE("replace-table"),
    /** A table the old model lacks: CreateTable, nothing to copy. */
    CREATE_TABLE("create-table"),
    /** A table the new model lacks: DeleteTable, with every item it holds. */
    DELETE_TABLE("delete-table");

    private final String word;

    ChangeAction(String word) {
        this.word = word;
    }

    /** The word {@code diff --json} prints, such as {@code recreate-index}. */
    public String word() {
        return word;
    }

    /** Whether the change leaves a live table as it is. */
    public boolean isModelOnly() {
        return this == NONE;
    }
}
