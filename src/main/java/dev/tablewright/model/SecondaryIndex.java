package dev.tablewright.model;

import java.util.Objects;

/**
 * A global or local secondary index. {@code capacity} is null unless the index has its own
 * provisioned throughput; {@code shards} is null unless the index partition key is write-sharded.
 */
public record SecondaryIndex(String name, IndexKind kind, KeySchema keySchema, Projection projection,
                             ProvisionedCapacity capacity, ShardSpec shards, Extras extras) {
    public SecondaryIndex {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(keySchema, "keySchema");
        Objects.requireNonNull(projection, "projection");
        extras = extras == null ? Extras.none() : extras;
    }

    public static SecondaryIndex gsi(String name, KeySchema keySchema, Projection projection) {
        return new SecondaryIndex(name, IndexKind.GSI, keySchema, projection, null, null, Extras.none());
    }

    public static SecondaryIndex lsi(String name, KeySchema keySchema, Projection projection) {
        return new SecondaryIndex(name, IndexKind.LSI, keySchema, projection, null, null, Extras.none());
    }

    public boolean isGlobal() {
        return kind == IndexKind.GSI;
    }

    public SecondaryIndex withShards(ShardSpec newShards) {
        return new SecondaryIndex(name, kind, keySchema, projection, capacity, newShards, extras);
    }
}
