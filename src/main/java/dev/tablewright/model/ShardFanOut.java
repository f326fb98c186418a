package dev.tablewright.model;

import java.util.Objects;
import java.util.stream.IntStream;

/**
 * A pattern fans out over shard values: the parameter {@code parameter} takes every value from
 * {@code first} to {@code last} (inclusive), one request per value, results merged in key order.
 */
public record ShardFanOut(String parameter, int first, int last) {
    public ShardFanOut {
        Objects.requireNonNull(parameter, "parameter");
        if (last < first) {
            throw new IllegalArgumentException("shard range " + first + ".." + last + " is empty");
        }
    }

    public int count() {
        return last - first + 1;
    }

    public IntStream values() {
        return IntStream.rangeClosed(first, last);
    }
}
