package dev.tablewright.model;

import java.util.Objects;
import java.util.Optional;
import java.util.stream.IntStream;

/**
 * A pattern fans out over shard values: the parameter {@code parameter} takes every value from
 * {@code first} to {@code last} (inclusive), one request per value, results merged in key order.
 * At most {@link #MAX_SHARDS} shards: validation reports a wider range and binding refuses it, with
 * the same words ({@link #refusal()}), so no verb or tab can exhaust memory or the table on it.
 */
public record ShardFanOut(String parameter, int first, int last) {
    public static final int MAX_SHARDS = 10_000;

    public ShardFanOut {
        Objects.requireNonNull(parameter, "parameter");
        if (last < first) {
            throw new IllegalArgumentException("shard range " + first + ".." + last + " is empty");
        }
    }

    public int count() {
        return last - first + 1;
    }

    /** The number of shards, without overflow for any range of ints. */
    public long shardCount() {
        return (long) last - first + 1;
    }

    /** Why this fan-out is refused (over {@link #MAX_SHARDS} shards), or empty when it is not. */
    public Optional<String> refusal() {
        long shards = shardCount();
        return shards <= MAX_SHARDS ? Optional.empty() : Optional.of("FanOut over " + first + ".." + last + " is "
                + shards + " shards, one request each; use at most " + MAX_SHARDS + " shards");
    }

    public IntStream values() {
        return IntStream.rangeClosed(first, last);
    }
}
