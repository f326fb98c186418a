package dev.tablewright.model;

/**
 * What an index's sample cannot say: the share of its items under its busiest partition key value
 * ({@code hotFraction}, 0..1; for a write-sharded key, the share under the key before sharding that
 * its readers read at once, such as the 20% of orders that are OPEN). Null: the sample's share.
 */
public record IndexWorkload(Double hotFraction) {
    public static final IndexWorkload NONE = new IndexWorkload(null);

    public boolean isEmpty() {
        return hotFraction == null;
    }
}
