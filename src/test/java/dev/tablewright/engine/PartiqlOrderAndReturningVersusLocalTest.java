package dev.tablewright.engine;

import dev.tablewright.dynamo.AttributeValues;
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
 * SELECT with ORDER BY across the partitions of an IN, and UPDATE's RETURNING MODIFIED OLD and NEW,
 * on the engine and on DynamoDB Local 3.3.1 (docs/partiql.md): Local sorts each page partition by
 * partition, and answers each changed top-level attribute whole.
 */
class PartiqlOrderAndReturningVersusLocalTest {
    private static LocalOracle local;
    private static PartiqlEngine engine;

    @BeforeAll
    static void start() {
        List<Item> items = new ArrayList<>();
        items.add(item("a", 1, "ab", "7"));
        items.add(item("a", 2, "abc", "12"));
        items.add(item("a", 3, "abc", "-4.5"));
        items.add(item("b", 0, "abd", "3"));
        items.add(item("b", 5, "ab", "1"));
        items.add(item("c", 4, "abc", "0"));
        for (int i = 10; i < 31; i++) {
            Map<String, AttributeValue> a = new LinkedHashMap<>();
            a.put("PK", AttributeValue.s("u"));
            a.put("SK", AttributeValue.n(i));
            a.put("m", AttributeValue.m(Map.of("b", AttributeValue.l(List.of(AttributeValue.n(1), AttributeValue.n(2))),
                    "c", AttributeValue.s("q"))));
            a.put("n", AttributeValue.n(3));
            a.put("o", AttributeValue.s("keep"));
            items.add(Item.of(a));
        }
        KeySchema key = KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.N));
        SecondaryIndex byS = SecondaryIndex.gsi("ByS", KeySchema.of(KeyAttribute.of("s", ScalarType.S),
                KeyAttribute.of("x", ScalarType.N)), Projection.all());
        Table t = new Table("Ord", key, List.of(), List.of(byS), List.of(), List.of(), items, null, null,
                Extras.none());
        local = new LocalOracle();
        InMemoryEngine memory = new InMemoryEngine();
        local.create(t);
        memory.add(t);
        engine = new PartiqlEngine(memory);
    }

    private static Item item(String pk, int sk, String s, String x) {
        Map<String, AttributeValue> a = new LinkedHashMap<>();
        a.put("PK", AttributeValue.s(pk));
        a.put("SK", AttributeValue.n(sk));
        a.put("s", AttributeValue.s(s));
        a.put("x", AttributeValue.n(x));
        return Item.of(a);
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    @Test
    void select_whenInAndOrderBy_answersPartitionByPartitionAsLocalDoes() {
        // each partition of the IN in key order, its items in the ORDER BY direction: not 12, 7, 1, 0, -4.5
        assertThat(localPages("SELECT * FROM \"Ord\".\"ByS\" WHERE s IN ['abc', 'ab'] ORDER BY x DESC", null))
                .isEqualTo("[a/1/ab/7, b/5/ab/1, a/2/abc/12, c/4/abc/0, a/3/abc/-4.5] ");
        assertAlike("SELECT * FROM \"Ord\".\"ByS\" WHERE s IN ['ab', 'abc'] ORDER BY x DESC",
                "SELECT * FROM \"Ord\".\"ByS\" WHERE s IN ['abc', 'ab', 'abd'] ORDER BY x DESC",
                "SELECT * FROM \"Ord\".\"ByS\" WHERE s IN ['abc', 'ab'] ORDER BY x",
                "SELECT * FROM \"Ord\".\"ByS\" WHERE s IN ['abc', 'ab'] AND x > -9 ORDER BY x DESC",
                "SELECT * FROM \"Ord\" WHERE PK IN ['b', 'a'] ORDER BY SK DESC",
                "SELECT * FROM \"Ord\" WHERE PK IN ['a', 'b', 'c'] ORDER BY SK");
    }

    @Test
    void select_whenOrderByGivesThePartitionKey_ordersThePartitionsByItFirstAsLocalDoes() {
        // s DESC orders the partitions wherever it stands in ORDER BY, x DESC the items within each
        assertThat(localPages("SELECT * FROM \"Ord\".\"ByS\" WHERE s IN ['ab', 'abc'] ORDER BY x DESC, s DESC", null))
                .isEqualTo("[a/2/abc/12, c/4/abc/0, a/3/abc/-4.5, a/1/ab/7, b/5/ab/1] ");
        assertAlike("SELECT * FROM \"Ord\".\"ByS\" WHERE s IN ['abc', 'ab'] ORDER BY s DESC",
                "SELECT * FROM \"Ord\".\"ByS\" WHERE s IN ['abc', 'ab'] ORDER BY s DESC, x DESC",
                "SELECT * FROM \"Ord\".\"ByS\" WHERE s IN ['abc', 'ab'] ORDER BY s, x DESC",
                "SELECT * FROM \"Ord\" WHERE PK IN ['a', 'b', 'c'] ORDER BY PK DESC",
                "SELECT * FROM \"Ord\" WHERE PK IN ['a', 'b', 'c'] ORDER BY PK DESC, SK DESC",
                "SELECT * FROM \"Ord\" WHERE PK IN ['a', 'b', 'c'] ORDER BY SK DESC, PK DESC");
    }

    @Test
    void update_whenReturningModified_answersEachChangedTopLevelAttributeWholeAsLocalDoes() {
        assertThat(localItems(update("SET m.b[0] = 5", 10, "MODIFIED NEW"))).containsExactly(Item.of(Map.of("m",
                AttributeValue.m(Map.of("b", AttributeValue.l(List.of(AttributeValue.n(5), AttributeValue.n(2))),
                        "c", AttributeValue.s("q"))))));
        int sk = 11;
        for (String change : List.of("SET m.b[0] = 5", "REMOVE m.c", "REMOVE m.b[0]", "SET m.d = 1",
                "SET n = 4, m.c = 'r'")) {
            for (String returning : List.of("MODIFIED NEW", "MODIFIED OLD", "ALL NEW", "ALL OLD")) {
                String statement = update(change, sk++, returning);
                assertThat(memoryItems(statement)).as(statement).isEqualTo(localItems(statement));
            }
        }
    }

    private static String update(String change, int sk, String returning) {
        return "UPDATE \"Ord\" " + change + " WHERE PK = 'u' AND SK = " + sk + " RETURNING " + returning + " *";
    }

    private static List<Item> localItems(String statement) {
        return local.client().executeStatement(b -> b.statement(statement)).items().stream()
                .map(AttributeValues::fromSdkItem).map(LocalOracle::normalized).toList();
    }

    private static List<Item> memoryItems(String statement) {
        return engine.executeStatement(statement, List.of(), false, null, null).items().stream()
                .map(LocalOracle::normalized).toList();
    }

    /** Each statement read whole and two by two: the same pages on the engine and on Local. */
    private static void assertAlike(String... statements) {
        for (String statement : statements) {
            for (Integer limit : new Integer[] {null, 2}) {
                assertThat(memoryPages(statement, limit)).as("Limit %s: %s", limit, statement)
                        .isEqualTo(localPages(statement, limit));
            }
        }
    }

    /** Each item as PK/SK/s/x. */
    private static String show(List<Item> items) {
        List<String> out = new ArrayList<>();
        for (Item i : items) {
            out.add(text(i.get("PK")) + "/" + text(i.get("SK")) + "/" + text(i.get("s")) + "/" + text(i.get("x")));
        }
        return out.toString();
    }

    private static String text(AttributeValue value) {
        if (value instanceof AttributeValue.N n) {
            return ((AttributeValue.N) LocalOracle.normalized(n)).value();
        }
        return value instanceof AttributeValue.S s ? s.value() : String.valueOf(value);
    }

    private static String localPages(String st, Integer limit) {
        return PartiqlPages.local(local.client(), st, limit, PartiqlOrderAndReturningVersusLocalTest::show);
    }

    private static String memoryPages(String st, Integer limit) {
        return PartiqlPages.memory(engine, st, limit, PartiqlOrderAndReturningVersusLocalTest::show);
    }
}
