package dev.tablewright.engine;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.testing.RandomValues;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Tables for the differential tests: S, N and B keys, hash-only and composite, GSIs and LSIs with
 * every projection and every tie-breaking case, sparse index keys, and one table of large items
 * for the 1 MB page. Items are generated from fixed seeds.
 */
public final class Scenarios {
    private Scenarios() {
    }

    static KeyAttribute key(String name, ScalarType type) {
        return KeyAttribute.of(name, type);
    }

    static KeySchema keys(String pk, ScalarType pkType, String sk, ScalarType skType) {
        return sk == null ? KeySchema.of(key(pk, pkType)) : KeySchema.of(key(pk, pkType), key(sk, skType));
    }

    public static List<Table> all(long seed) {
        return List.of(stringKeys(seed), numberKeys(seed + 1), binaryKeys(seed + 2), hashOnly(seed + 3),
                bigItems(seed + 4));
    }

    static Table stringKeys(long seed) {
        Table t = Table.of("SSTable", keys("pk", ScalarType.S, "sk", ScalarType.S)).withIndexes(
                List.of(SecondaryIndex.gsi("ByStatus", keys("status", ScalarType.S, "score", ScalarType.N), Projection.all()),
                        SecondaryIndex.gsi("ByBlob", keys("blob", ScalarType.B, null, null), Projection.keysOnly()),
                        SecondaryIndex.gsi("Inverted", keys("sk", ScalarType.S, "pk", ScalarType.S),
                                Projection.include(List.of("a"))),
                        SecondaryIndex.gsi("SamePk", keys("pk", ScalarType.S, "score", ScalarType.N),
                                Projection.keysOnly())),
                List.of(SecondaryIndex.lsi("ByScore", keys("pk", ScalarType.S, "score", ScalarType.N), Projection.keysOnly()),
                        SecondaryIndex.lsi("ByTag", keys("pk", ScalarType.S, "tag", ScalarType.S),
                                Projection.include(List.of("a", "b")))));
        return t.withItems(items(t, seed, 400, 6, 0));
    }

    static Table numberKeys(long seed) {
        Table t = Table.of("NNTable", keys("id", ScalarType.N, "ts", ScalarType.N)).withIndexes(
                List.of(SecondaryIndex.gsi("ByKind", keys("kind", ScalarType.S, "ts", ScalarType.N),
                                Projection.include(List.of("a"))),
                        SecondaryIndex.gsi("ByNum", keys("num", ScalarType.N, null, null), Projection.all())),
                List.of(SecondaryIndex.lsi("ByBin", keys("id", ScalarType.N, "bin", ScalarType.B), Projection.all())));
        return t.withItems(items(t, seed, 300, 5, 0));
    }

    static Table binaryKeys(long seed) {
        Table t = Table.of("BBTable", keys("h", ScalarType.B, "r", ScalarType.B)).withIndexes(
                List.of(SecondaryIndex.gsi("ByS", keys("s", ScalarType.S, "r2", ScalarType.B), Projection.keysOnly())),
                List.of());
        return t.withItems(items(t, seed, 200, 4, 0));
    }

    static Table hashOnly(long seed) {
        Table t = Table.of("HashOnly", keys("k", ScalarType.S, null, null)).withIndexes(
                List.of(SecondaryIndex.gsi("ByG", keys("g", ScalarType.S, "gs", ScalarType.S), Projection.all()),
                        SecondaryIndex.gsi("ByN", keys("n", ScalarType.N, null, null), Projection.keysOnly())),
                List.of());
        return t.withItems(items(t, seed, 200, 200, 0));
    }

    static Table bigItems(long seed) {
        Table t = Table.of("BigItems", keys("p", ScalarType.S, "n", ScalarType.N)).withIndexes(
                List.of(SecondaryIndex.gsi("BigByG", keys("g", ScalarType.S, "n", ScalarType.N), Projection.keysOnly())),
                List.of());
        return t.withItems(items(t, seed, 90, 3, 45_000));
    }

    /**
     * Items with partition keys from a pool of {@code partitions} values, sort keys random (with
     * repeats across partitions), index key attributes drawn from small pools so that equal index
     * keys occur, each present with probability 0.7 (sparse indexes).
     */
    static List<Item> items(Table table, long seed, int count, int partitions, int padding) {
        RandomValues values = new RandomValues(seed);
        var random = values.random();
        KeySchema keys = table.keySchema();
        List<AttributeValue> partitionPool = new ArrayList<>();
        for (int i = 0; i < partitions; i++) {
            partitionPool.add(scalar(values, keys.partitionKey().type()));
        }
        Map<String, List<AttributeValue>> indexPools = new LinkedHashMap<>();
        for (SecondaryIndex index : table.indexes()) {
            for (KeyAttribute a : index.keySchema().attributes()) {
                if (keys.attributeNames().contains(a.name()) || indexPools.containsKey(a.name())) {
                    continue;
                }
                List<AttributeValue> pool = new ArrayList<>();
                for (int i = 0; i < 6; i++) {
                    pool.add(scalar(values, a.type()));
                }
                indexPools.put(a.name(), pool);
            }
        }
        Set<Item> seenKeys = new HashSet<>();
        List<Item> items = new ArrayList<>();
        while (items.size() < count) {
            Map<String, AttributeValue> attributes = new LinkedHashMap<>();
            attributes.put(keys.partitionKey().name(), partitionPool.get(random.nextInt(partitionPool.size())));
            if (keys.hasSortKey()) {
                attributes.put(keys.sortKey().name(), random.nextInt(4) == 0 && !items.isEmpty()
                        ? items.get(random.nextInt(items.size())).get(keys.sortKey().name())
                        : scalar(values, keys.sortKey().type()));
            }
            if (!keys.hasSortKey()) {
                attributes.put(keys.partitionKey().name(), scalar(values, keys.partitionKey().type()));
            }
            Item key = LocalOracle.normalized(Item.of(new LinkedHashMap<>(attributes)));
            if (!seenKeys.add(key)) {
                continue;
            }
            indexPools.forEach((name, pool) -> {
                if (random.nextInt(10) < 7) {
                    attributes.put(name, pool.get(random.nextInt(pool.size())));
                }
            });
            if (random.nextBoolean()) {
                attributes.put("a", AttributeValue.s(values.string(1 + random.nextInt(6))));
            }
            if (random.nextBoolean()) {
                attributes.put("b", AttributeValue.n(Integer.toString(random.nextInt(10))));
            }
            if (random.nextInt(3) == 0) {
                AttributeType[] types = AttributeType.values();
                attributes.put("c", values.of(types[random.nextInt(types.length)], 0));
            }
            if (random.nextInt(3) == 0) {
                attributes.put("f", AttributeValue.bool(random.nextBoolean()));
            }
            if (padding > 0) {
                attributes.put("pad", AttributeValue.s("x".repeat(padding + random.nextInt(padding / 2))));
            }
            items.add(Item.of(attributes));
        }
        return items;
    }

    static AttributeValue scalar(RandomValues values, ScalarType type) {
        return switch (type) {
            case S -> AttributeValue.s(values.string(1 + values.random().nextInt(8)));
            case N -> AttributeValue.n(values.number());
            case B -> AttributeValue.b(values.binary(1 + values.random().nextInt(6)));
        };
    }
}
