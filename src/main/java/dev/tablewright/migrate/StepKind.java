package dev.tablewright.migrate;

/** What one step of a migration does on a live table; the words are those {@code migrate --json} prints. */
public enum StepKind {
    /** An in-place change: UpdateTable, UpdateTimeToLive, UpdateContinuousBackups or tags. */
    UPDATE_TABLE("update-table"),
    /** One UpdateTable deleting one GSI. */
    DELETE_INDEX("delete-index"),
    /** One UpdateTable creating one GSI, then its backfill. */
    CREATE_INDEX("create-index"),
    /** CreateTable with the new model's definition (keys, indexes, settings). */
    CREATE_TABLE("create-table"),
    /** Scan the old table, transform each item to the new keys, batch write it; resumable page by page. */
    COPY_ITEMS("copy-items"),
    /** Count (and checksum) the items of both tables: the copy is done only when they agree. */
    VERIFY_COUNTS("verify-counts"),
    /** Nothing is sent: the old table stays, with its items, until a person deletes it. */
    KEEP_OLD_TABLE("keep-old-table"),
    /** DeleteTable of a table the new model lacks (refused while it holds items, unless allowed). */
    DELETE_TABLE("delete-table");

    private final String word;

    StepKind(String word) {
        this.word = word;
    }

    public String word() {
        return word;
    }
}
