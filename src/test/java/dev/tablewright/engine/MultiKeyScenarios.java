package dev.tablewright.engine;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Tables with multi-attribute GSI keys (1-4 HASH and 1-4 RANGE attributes of S, N and B) for the
 * differential test: few values per attribute, so partitions are full and ties are common, values
 * chosen where byte order and tuple order could part (prefixes, 0x00 and 0xFF bytes, signs), and
 * some items lacking a key attribute, so the indexes are sparse (Local refuses an item whose index
 * key attribute has another type: "Type mismatch for Index Key").
 */
final class MultiKeyScenarios {
    static final Map<String, ScalarType> TYPES = Map.of("a1", ScalarType.S, "a2", ScalarType.N, "a3", ScalarType.B,
            "g", ScalarType.S, "r1", ScalarType.S, "r2", ScalarType.N, "r3", ScalarType.B, "r4", ScalarType.S);
    private static final List<String> STRINGS = List.of("a", "a!", "ab", "b", "a~", "\u00e9");
    private static final List<String> NUMBERS = List.of("-10", "-1.5", "0", "1", "2", "10", "100");

    private MultiKeyScenarios() {
    }

    static List<Table> all(long seed) {
        return List.of(composite(seed), hashOnly(seed + 1));
    }

    static KeySchema keys(List<String> hash, List<String> range) {
        return KeySchema.of(hash.stream().map(MultiKeyScenarios::key).toList(),
                range.stream().map(MultiKeyScenarios::key).toList());
    }

    private static KeyAttribute key(String name) {
        return KeyAttribute.of(name, TYPES.getOrDefault(name, name.equals("k") ? ScalarType.B : ScalarType.N));
    }

    static Table composite(long seed) {
        Table t = Table.of("MultiSN", KeySchema.of(KeyAttribute.of("pk", ScalarType.S), KeyAttribute.of("sk", ScalarType.N)))
                .withIndexes(List.of(
                        SecondaryIndex.gsi("H2R3", keys(List.of("a1", "a2"), List.of("r1", "r2", "r3")), Projection.all()),
                        SecondaryIndex.gsi("H1R4", keys(List.of("g"), List.of("r1", "r2", "r3", "r4")),
                                Projection.keysOnly()),
                        SecondaryIndex.gsi("H4R1", keys(List.of("a1", "a2", "a3", "g"), List.of("r2")),
                                Projection.include(List.of("f"))),
                        SecondaryIndex.gsi("H3R2", keys(List.of("a1", "a2", "a3"), List.of("sk", "r1")),
                                Projection.include(List.of("f", "c"))),
                        SecondaryIndex.gsi("H2R0", keys(List.of("g", "a2"), List.of()), Projection.all())), List.of());
        return t.withItems(items(seed, 500, true));
    }

    static Table hashOnly(long seed) {
        Table t = Table.of("MultiB", KeySchema.of(KeyAttribute.of("k", ScalarType.B)))
                .withIndexes(List.of(
                        SecondaryIndex.gsi("H2R2", keys(List.of("a1", "a2"), List.of("r2", "k")), Projection.keysOnly()),
                        SecondaryIndex.gsi("H1R3", keys(List.of("a3"), List.of("r3", "r1", "r2")), Projection.all())),
                List.of());
        return t.withItems(items(seed, 300, false));
    }

    private static List<Item> items(long seed, int count, boolean composite) {
        Random random = new Random(seed);
        List<Item> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            Map<String, AttributeValue> item = new LinkedHashMap<>();
            if (composite) {
                item.put("pk", AttributeValue.s("p" + (i % 97)));
                item.put("sk", AttributeValue.n(Integer.toString(i)));
            } else {
                item.put("k", AttributeValue.b(Binary.of(new byte[] {(byte) (i >> 8), (byte) i})));
            }
            for (String name : List.of("a1", "a2", "a3", "g", "r1", "r2", "r3", "r4")) {
                int roll = random.nextInt(100);
                if (roll < 8) {
                    continue;
                }
                item.put(name, value(TYPES.get(name), random, name.startsWith("a") || name.equals("g")));
            }
            item.put("f", AttributeValue.n(Integer.toString(random.nextInt(100))));
            if (random.nextBoolean()) {
                item.put("c", AttributeValue.s("c" + random.nextInt(5)));
            }
            out.add(Item.of(item));
        }
        return out;
    }

    /** A value of the type from a small domain; fewer values for HASH attributes so partitions fill. */
    static AttributeValue value(ScalarType type, Random random, boolean hash) {
        return switch (type) {
            case S -> AttributeValue.s(hash ? List.of("x", "y").get(random.nextInt(2)) : STRINGS.get(random.nextInt(STRINGS.size())));
            case N -> AttributeValue.n(hash ? List.of("1", "-2").get(random.nextInt(2)) : NUMBERS.get(random.nextInt(NUMBERS.size())));
            case B -> AttributeValue.b(Binary.of(hash ? new byte[] {(byte) random.nextInt(2)} : bytes(random)));
        };
    }

    private static byte[] bytes(Random random) {
        List<byte[]> domain = List.of(new byte[] {0}, new byte[] {0, 1}, new byte[] {1}, new byte[] {(byte) 0xFF},
                new byte[] {0, (byte) 0xFF}, new byte[] {1, 0});
        return domain.get(random.nextInt(domain.size()));
    }
}
