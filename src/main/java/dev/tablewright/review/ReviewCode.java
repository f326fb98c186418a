package dev.tablewright.review;

/** The stable code of each kind of design finding; docs/review.md describes each with its numbers and thresholds. */
public enum ReviewCode {
    SCAN_PATTERN,
    FILTER_AMPLIFICATION,
    UNUSED_INDEX,
    HOT_PARTITION,
    WRITE_SHARDING,
    PROJECTION_COST,
    ITEM_SIZE,
    LSI_COLLECTION,
    PATTERN_BROKEN,
    SYNTHETIC_KEY,
    TYPE_MISMATCH,
    /** A transaction whose actions' items pass (or near) the 4 MB a transaction may carry. */
    TRANSACTION_SIZE,
    /** The model does not validate (review --json): a validation error not about a pattern or an index key type. */
    INVALID_MODEL,
    TABLE_REPLACED,
    INDEX_DROPPED_IN_USE
}
