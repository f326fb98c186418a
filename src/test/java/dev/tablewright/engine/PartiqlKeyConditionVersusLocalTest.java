package dev.tablewright.engine;

import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * SELECTs with {@code Limit} whose WHERE gives the partition key, page by page on the engine and on
 * DynamoDB Local 3.3.1: the same items on each page and a NextToken on the same pages. Local reads one
 * sort-key conjunct as the Query's key condition (so Limit counts that range), scans when the key's
 * conjuncts are of other forms, counts Limit across the partitions of an IN, and answers a NextToken
 * when a read by the whole key of a hash-only table stops at Limit (docs/partiql.md).
 * Pages are shown as {@code [items]+T} (a NextToken) or {@code [items]} (none, the last).
 */
class PartiqlKeyConditionVersusLocalTest {
    private static LocalOracle local;
    private static PartiqlEngine engine;

    @BeforeAll
    static void start() {
        List<Item> items = new ArrayList<>();
        for (int p = 1; p <= 2; p++) {
            for (int i = 1; i <= 9; i++) {
                Map<String, AttributeValue> a = new LinkedHashMap<>();
                a.put("PK", AttributeValue.s("c" + p));
                a.put("SK", AttributeValue.s("k" + i));
                a.put("a", AttributeValue.n(i % 3));
                a.put("gs", AttributeValue.s("g" + p));
                a.put("gr", AttributeValue.n(i));
                a.put("h", AttributeValue.s("h" + p + (i == 5 ? "x" : "")));
                a.put("l", AttributeValue.n(10 - i));
                items.add(Item.of(a));
            }
        }
        Table lim = new Table("Lim", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)),
                List.of(), List.of(SecondaryIndex.gsi("ByG", KeySchema.of(KeyAttribute.of("gs", ScalarType.S),
                        KeyAttribute.of("gr", ScalarType.N)), Projection.all()),
                SecondaryIndex.gsi("ByH", KeySchema.of(KeyAttribute.of("h", ScalarType.S)), Projection.all())),
                List.of(SecondaryIndex.lsi("ByL", KeySchema.of(KeyAttribute.of("PK", ScalarType.S),
                        KeyAttribute.of("l", ScalarType.N)), Projection.all())),
                List.of(), items, null, null, Extras.none());
        List<Item> users = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            users.add(Item.of(Map.of("Id", AttributeValue.s("u" + i), "Name", AttributeValue.s("n" + i % 2))));
        }
        Table hash = new Table("Hash", KeySchema.of(KeyAttribute.of("Id", ScalarType.S)), List.of(),
                List.of(SecondaryIndex.gsi("ByName", KeySchema.of(KeyAttribute.of("Name", ScalarType.S)),
                        Projection.all())), List.of(), List.of(), users, null, null, Extras.none());
        local = new LocalOracle();
        InMemoryEngine memory = new InMemoryEngine();
        local.create(lim);
        local.create(hash);
        memory.add(lim);
        memory.add(hash);
        engine = new PartiqlEngine(memory);
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    @Test
    void select_whenSortKeyConditionAndLimit_readsTheConditionAsTheKeyConditionAsLocalDoes() {
        // the range k6..k9 read two by two, filtered by a = 1 after: Limit counts the range, not the partition
        assertThat(localPages("SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK >= 'k6' AND a = 1", 2))
                .isEqualTo("[c1/k7]+T []+T [] ");
        assertAlike(2, "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK >= 'k6' AND a = 1",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND a = 1 AND SK >= 'k6'",
                "SELECT * FROM \"Lim\" WHERE SK >= 'k6' AND PK = 'c1'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK > 'k6'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK < 'k3'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK <= 'k3'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK BETWEEN 'k4' AND 'k6'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK BETWEEN 'k4' AND 'k7'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND begins_with(SK, 'k5')",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND begins_with('k5', SK)",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND (SK >= 'k8' AND a = 2)",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK >= 'k6' ORDER BY SK DESC",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK > 'k9'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND (SK = 'k2' OR SK = 'k7')",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK >= a");
        assertAlike(3, "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK >= 'k7'");
        assertAlike(4, "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK >= 'k7'");
    }

    @Test
    void select_whenSortKeyComparedTheOtherWayRound_readsTheOperatorUnturnedAsLocalDoes() {
        assertThat(localPages("SELECT * FROM \"Lim\" WHERE PK = 'c1' AND 'k6' < SK", 9)).isEqualTo(
                "[c1/k1, c1/k2, c1/k3, c1/k4, c1/k5] ");
        assertAlike(2, "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND 'k6' <= SK",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND 'k6' < SK",
                "SELECT * FROM \"Lim\" WHERE 'c1' = PK AND 'k6' > SK");
    }

    @Test
    void select_whenWholeKeyAndLimit_readsItAsAQueryAsLocalDoes() {
        assertThat(localPages("SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK = 'k5'", 1)).isEqualTo("[c1/k5]+T [] ");
        assertAlike(1, "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK = 'k5'",
                "SELECT * FROM \"Lim\" WHERE SK = 'k5' AND PK = 'c1'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK = 'k0'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK = 'k5' AND a = 0");
        assertAlike(2, "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK = 'k5'");
    }

    @Test
    void select_whenKeyConjunctsOfOtherForms_scansAsLocalDoes() {
        assertAlike(2, "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK >= 'k2' AND SK <= 'k5'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK >= 'k2' AND SK = 'k5'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND NOT SK < 'k6'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK <> 'k1'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK IN ('k7', 'k8')",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND size(SK) > 1",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND contains(SK, 'k')",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND attribute_type(SK, 'S') AND SK >= 'k8'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND PK <> 'c2'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND PK = 'c2'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK <> 'k1' ORDER BY SK",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND NOT (SK = 'k2' OR SK = 'k7')",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND a = 1 AND PK = 'c1'");
    }

    @Test
    void select_whenKeyConditionOnAnIndex_readsTheIndexSortKeyAsLocalDoes() {
        assertAlike(2, "SELECT * FROM \"Lim\".\"ByG\" WHERE gs = 'g1' AND gr >= 6",
                "SELECT * FROM \"Lim\".\"ByG\" WHERE gs = 'g1' AND PK = 'c1' AND gr >= 8",
                "SELECT * FROM \"Lim\".\"ByG\" WHERE gs = 'g1' AND gr >= 6 AND gr <= 8",
                "SELECT * FROM \"Lim\".\"ByG\" WHERE gs = 'g1' AND SK >= 'k6'",
                "SELECT * FROM \"Lim\".\"ByL\" WHERE PK = 'c1' AND l >= 6",
                "SELECT * FROM \"Lim\".\"ByL\" WHERE PK = 'c1' AND SK >= 'k6'",
                "SELECT * FROM \"Lim\".\"ByL\" WHERE PK = 'c1' AND l >= 6 AND SK >= 'k1'",
                "SELECT * FROM \"Hash\".\"ByName\" WHERE Name = 'n1'",
                "SELECT * FROM \"Lim\".\"ByH\" WHERE h = 'h1x'");
        assertAlike(1, "SELECT * FROM \"Lim\".\"ByG\" WHERE gs = 'g1' AND gr = 6",
                "SELECT * FROM \"Lim\".\"ByL\" WHERE PK = 'c1' AND l = 6 AND SK = 'k4'",
                "SELECT * FROM \"Hash\".\"ByName\" WHERE Name = 'n1' AND Id = 'u1'",
                "SELECT * FROM \"Lim\".\"ByH\" WHERE h = 'h1x'");
        assertAlike(3, "SELECT * FROM \"Lim\".\"ByG\" WHERE gs = 'g1' AND gr = 6");
    }

    @Test
    void select_whenWholeKeyOfHashOnlyTableAndLimit_answersANextTokenAsLocalDoes() {
        assertThat(localPages("SELECT * FROM \"Hash\" WHERE Id = 'u1'", 1)).isEqualTo("[u1/]+T [] ");
        assertAlike(1, "SELECT * FROM \"Hash\" WHERE Id = 'u1'", "SELECT * FROM \"Hash\" WHERE Id = 'u9'",
                "SELECT * FROM \"Hash\" WHERE Id = 'u1' AND Name = 'n0'", "SELECT Id FROM \"Hash\" WHERE Id = 'u1'",
                "SELECT * FROM \"Hash\" WHERE Id = 'u1' AND Id = 'u1'", "SELECT * FROM \"Hash\" WHERE Id = 'u1' OR Id = 'u2'");
        assertAlike(2, "SELECT * FROM \"Hash\" WHERE Id = 'u1'");
    }

    @Test
    void select_whenInAndLimit_countsLimitAcrossThePartitionsAsLocalDoes() {
        assertAlike(1, "SELECT * FROM \"Hash\" WHERE Id IN ('u1', 'u2')",
                "SELECT * FROM \"Lim\" WHERE PK IN ('c1', 'c3') AND SK >= 'k8'");
        assertAlike(2, "SELECT * FROM \"Lim\" WHERE PK IN ('c1', 'c2')",
                "SELECT * FROM \"Lim\" WHERE PK IN ('c1', 'c2') AND SK >= 'k8'",
                "SELECT * FROM \"Lim\" WHERE PK IN ('c1') AND SK >= 'k8'",
                "SELECT * FROM \"Lim\" WHERE PK IN ('c1', 'c2') AND SK <> 'k8'");
        assertAlike(3, "SELECT * FROM \"Lim\" WHERE PK IN ('c1', 'c2') AND SK >= 'k8'");
    }

    @Test
    void select_whenSortKeyConditionRefused_answersLocalsError() {
        assertAlike(2, "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK >= 5",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK BETWEEN 6 AND 7",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK BETWEEN 'k6' AND 'k4'",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK BETWEEN 'k4' AND 6",
                "SELECT * FROM \"Lim\" WHERE PK = 'c1' AND begins_with(SK, 5)",
                "SELECT * FROM \"Lim\".\"ByG\" WHERE gs = 'g1' AND gr = 'x'");
        assertThat(localPages("SELECT * FROM \"Lim\" WHERE PK = 'c1' AND SK >= 5", 2)).startsWith("error ");
    }

    private static void assertAlike(int limit, String... statements) {
        for (String statement : statements) {
            assertThat(memoryPages(statement, limit)).as("Limit %d: %s", limit, statement)
                    .isEqualTo(localPages(statement, limit));
        }
    }

    /** Each item as partition/sort key ({@code c1/k5}, or {@code u1/} on the hash-only table). */
    private static String show(List<Item> items) {
        List<String> out = new ArrayList<>();
        for (Item i : items) {
            out.add(text(i.get("PK") == null ? i.get("Id") : i.get("PK")) + "/" + text(i.get("SK")));
        }
        return out.toString();
    }

    private static String text(AttributeValue value) {
        return value == null ? "" : value instanceof AttributeValue.S s ? s.value() : value.toString();
    }

    private static String localPages(String st, int limit) {
        return PartiqlPages.local(local.client(), st, limit, PartiqlKeyConditionVersusLocalTest::show);
    }

    private static String memoryPages(String st, int limit) {
        return PartiqlPages.memory(engine, st, limit, PartiqlKeyConditionVersusLocalTest::show);
    }
}
