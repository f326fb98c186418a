package dev.tablewright.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/** A primary key or index key: a partition key and an optional sort key. */
public record KeySchema(KeyAttribute partitionKey, KeyAttribute sortKey) {
    public KeySchema {
        Objects.requireNonNull(partitionKey, "partitionKey");
    }

    public static KeySchema of(KeyAttribute partitionKey) {
        return new KeySchema(partitionKey, null);
    }

    public static KeySchema of(KeyAttribute partitionKey, KeyAttribute sortKey) {
        return new KeySchema(partitionKey, sortKey);
    }

    public Optional<KeyAttribute> findSortKey() {
        return Optional.ofNullable(sortKey);
    }

    public boolean hasSortKey() {
        return sortKey != null;
    }

    /** The key attributes, partition key first. */
    public List<KeyAttribute> attributes() {
        List<KeyAttribute> all = new ArrayList<>(2);
        all.add(partitionKey);
        if (sortKey != null) {
            all.add(sortKey);
        }
        return List.copyOf(all);
    }

    public List<String> attributeNames() {
        return attributes().stream().map(KeyAttribute::name).toList();
    }
}
