package dev.tablewright.model;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A primary key or index key. A base table or LSI has one partition-key (HASH) attribute and at
 * most one sort-key (RANGE) attribute; since November 2025 a GSI may have up to four of each
 * (a multi-attribute key), each typed S, N or B. The lists hold the attributes in schema order;
 * {@link #partitionKey()} and {@link #sortKey()} are the first of each, the whole key when the key
 * has one attribute of each kind. How many a key may have is validation's concern, not the model's.
 */
public record KeySchema(List<KeyAttribute> partitionKeys, List<KeyAttribute> sortKeys) {
    public KeySchema {
        partitionKeys = List.copyOf(partitionKeys);
        sortKeys = List.copyOf(sortKeys);
        if (partitionKeys.isEmpty()) {
            throw new IllegalArgumentException("a key needs a partition key attribute");
        }
    }

    public static KeySchema of(KeyAttribute partitionKey) {
        return new KeySchema(List.of(Objects.requireNonNull(partitionKey, "partitionKey")), List.of());
    }

    /** A key of one partition-key attribute and one sort-key attribute, or none when null. */
    public static KeySchema of(KeyAttribute partitionKey, KeyAttribute sortKey) {
        return new KeySchema(List.of(Objects.requireNonNull(partitionKey, "partitionKey")),
                sortKey == null ? List.of() : List.of(sortKey));
    }

    /** A key of several partition-key and sort-key attributes, each list in schema order. */
    public static KeySchema of(List<KeyAttribute> partitionKeys, List<KeyAttribute> sortKeys) {
        return new KeySchema(partitionKeys, sortKeys);
    }

    /** The first partition-key attribute: the partition key itself unless the key is multi-attribute. */
    public KeyAttribute partitionKey() {
        return partitionKeys.get(0);
    }

    /** The first sort-key attribute, or null when the key has none. */
    public KeyAttribute sortKey() {
        return sortKeys.isEmpty() ? null : sortKeys.get(0);
    }

    public Optional<KeyAttribute> findSortKey() {
        return Optional.ofNullable(sortKey());
    }

    public boolean hasSortKey() {
        return !sortKeys.isEmpty();
    }

    /** Whether either part of the key has more than one attribute (only a GSI may). */
    public boolean isMultiAttribute() {
        return partitionKeys.size() > 1 || sortKeys.size() > 1;
    }

    /** The key attributes, partition-key attributes first, each part in schema order. */
    public List<KeyAttribute> attributes() {
        List<KeyAttribute> all = new ArrayList<>(partitionKeys.size() + sortKeys.size());
        all.addAll(partitionKeys);
        all.addAll(sortKeys);
        return List.copyOf(all);
    }

    public List<String> attributeNames() {
        return attributes().stream().map(KeyAttribute::name).toList();
    }
}
