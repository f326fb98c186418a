package dev.tablewright.engine;

/** Why an item is in or out of a request's result, in categories a view can colour by. */
public enum Verdict {
    /** In the result. */
    RETURNED,
    /** No item with its key is in the table. */
    NOT_IN_TABLE,
    /** The index does not hold it: a key attribute is missing or of another type. */
    NOT_IN_INDEX,
    /** GetItem asked for another key. */
    OTHER_KEY,
    /** The Query reads another partition. */
    OTHER_PARTITION,
    /** Its sort key fails the sort key condition. */
    SORT_KEY_OUT_OF_RANGE,
    /** It lies before the ExclusiveStartKey: an earlier page returned it. */
    BEFORE_START_KEY,
    /** Its partition key hashes into another Scan segment. */
    OTHER_SEGMENT,
    /** The Limit was reached before it. */
    BEYOND_LIMIT,
    /** The 1 MB page ended before it. */
    BEYOND_PAGE,
    /** Read, then removed by the FilterExpression. */
    FILTERED_OUT;

    public boolean included() {
        return this == RETURNED;
    }
}
