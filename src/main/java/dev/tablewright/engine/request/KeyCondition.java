package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import java.util.Objects;
import java.util.Optional;

/** A bound key condition of a Query: the partition key equals a value; optionally a sort key condition. */
public record KeyCondition(String partitionKeyName, AttributeValue partitionValue, SortCondition sort) {
    public KeyCondition {
        Objects.requireNonNull(partitionKeyName, "partitionKeyName");
        Objects.requireNonNull(partitionValue, "partitionValue");
    }

    public static KeyCondition of(String partitionKeyName, AttributeValue partitionValue) {
        return new KeyCondition(partitionKeyName, partitionValue, null);
    }

    public Optional<SortCondition> findSort() {
        return Optional.ofNullable(sort);
    }
}
