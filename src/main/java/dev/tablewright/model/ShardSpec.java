package dev.tablewright.model;

import java.util.Objects;

/**
 * Write sharding of an index partition key: items carry {@code attribute} with a value in
 * {@code 0..count-1}, chosen at random or as a hash of {@code hashSource} when it is set.
 */
public record ShardSpec(String attribute, int count, String hashSource) {
    public ShardSpec {
        Objects.requireNonNull(attribute, "attribute");
        if (count < 1) {
            throw new IllegalArgumentException("a shard count must be at least 1, was " + count);
        }
    }
}
