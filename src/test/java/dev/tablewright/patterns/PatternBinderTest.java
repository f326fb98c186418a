package dev.tablewright.patterns;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ValueOrder;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

class PatternBinderTest {
    private static Model hrOe;

    @BeforeAll
    static void load() throws Exception {
        hrOe = ModelFiles.read(Path.of("models/hr-oe.json")).model();
    }

    private static AccessPattern pattern(String prefix) {
        return hrOe.accessPatterns().stream().filter(p -> p.name().startsWith(prefix)).findFirst().orElseThrow();
    }

    @Test
    void bind_whenNoValuesGiven_usesTheDefaults() {
        BoundPattern bound = PatternBinder.bind(hrOe, pattern("1."), Map.of());
        QueryRequest q = (QueryRequest) bound.requests().get(0).request();
        assertThat(q.keyCondition().partitionValue()).isEqualTo(AttributeValue.s("HR-E02"));
        assertThat(q.keyConditionExpression()).isEqualTo("#kp = :kp");
        assertThat(q.expressionAttributeValues()).containsEntry(":kp", AttributeValue.s("HR-E02"));
    }

    @Test
    void bind_whenAValueIsGiven_overridesTheDefault() {
        BoundPattern bound = PatternBinder.bind(hrOe, pattern("1."), Map.of("employeeId", "E07"));
        assertThat(((QueryRequest) bound.requests().get(0).request()).keyCondition().partitionValue())
                .isEqualTo(AttributeValue.s("HR-E07"));
    }

    @Test
    void bind_whenParameterIsUnknown_namesIt() {
        assertThatThrownBy(() -> PatternBinder.bind(hrOe, pattern("1."), Map.of("nope", "x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("'nope'");
    }

    @Test
    void bind_whenSortKeyIsBetween_bindsBothBounds() {
        QueryRequest q = (QueryRequest) PatternBinder.bind(hrOe, pattern("5."), Map.of()).requests().get(3).request();
        assertThat(q.keyCondition().sort().value()).isEqualTo(AttributeValue.s("OPEN#2024-05-01"));
        assertThat(q.keyCondition().sort().upper()).isEqualTo(AttributeValue.s("OPEN#2024-05-31"));
        assertThat(q.keyConditionExpression()).isEqualTo("#kp = :kp AND #ks BETWEEN :ks AND :ks2");
    }

    @Test
    void bind_whenPatternFansOut_givesOneRequestPerShard() {
        BoundPattern bound = PatternBinder.bind(hrOe, pattern("5."), Map.of());
        assertThat(bound.requests()).hasSize(15);
        assertThat(bound.requests()).extracting(BoundRequest::shard).containsExactly(0, 1, 2, 3, 4, 5, 6, 7, 8, 9,
                10, 11, 12, 13, 14);
        assertThat(((QueryRequest) bound.requests().get(14).request()).keyCondition().partitionValue())
                .isEqualTo(AttributeValue.n("14"));
    }

    @Test
    void bind_whenPatternReadsAnIndex_recordsThatIndexsKeySchemaForTheMerge() {
        BoundPattern bound = PatternBinder.bind(hrOe, pattern("5."), Map.of());
        KeySchema gsi2 = hrOe.tables().get(0).findIndex("GSI2").orElseThrow().keySchema();
        assertThat(bound.keys()).isEqualTo(gsi2).isNotEqualTo(hrOe.tables().get(0).keySchema());
        assertThat(PatternBinder.bind(hrOe, pattern("12."), Map.of()).keys()).isEqualTo(hrOe.tables().get(0).keySchema());
    }

    @Test
    void run_whenPatternFansOut_mergesShardsInSortKeyOrderAndKeepsEachShard() {
        InMemoryEngine engine = InMemoryEngine.of(hrOe);
        PatternResult result = PatternRunner.run(engine, PatternBinder.bind(hrOe, pattern("5."),
                Map.of("from", "2000-01-01", "to", "2099-12-31")));
        assertThat(result.shards()).hasSize(15);
        int perShard = result.shards().stream().mapToInt(s -> ((ReadResult) s.response()).count()).sum();
        assertThat(result.items()).hasSize(perShard).hasSizeGreaterThan(1);
        assertSorted(result.items(), true);
        assertThat(result.consumedCapacity().globalSecondaryIndexes()).containsKey("GSI2");
    }

    @Test
    void merge_whenReadingBackwards_putsTheLargestSortKeyFirst() {
        Item a = Item.of(Map.of("sk", AttributeValue.s("a")));
        Item b = Item.of(Map.of("sk", AttributeValue.s("b")));
        Item c = Item.of(Map.of("sk", AttributeValue.s("c")));
        Item d = Item.of(Map.of("sk", AttributeValue.s("d")));
        assertThat(PatternRunner.merge(List.of(List.of(d, b), List.of(c, a)), "sk", false)).containsExactly(d, c, b, a);
        assertThat(PatternRunner.merge(List.of(List.of(b, d), List.of(a, c)), "sk", true)).containsExactly(a, b, c, d);
    }

    @Test
    void merge_whenTheFirstSortKeyAttributeTies_ordersByTheNextOneEachByItsType() {
        Item r1s10 = Item.of(Map.of("round", AttributeValue.n("1"), "seat", AttributeValue.n("10")));
        Item r1s9 = Item.of(Map.of("round", AttributeValue.n("1"), "seat", AttributeValue.n("9")));
        Item r2s1 = Item.of(Map.of("round", AttributeValue.n("2"), "seat", AttributeValue.n("1")));
        List<String> keys = List.of("round", "seat");

        assertThat(PatternRunner.merge(List.of(List.of(r1s10, r2s1), List.of(r1s9)), keys, true))
                .containsExactly(r1s9, r1s10, r2s1);
        assertThat(PatternRunner.merge(List.of(List.of(r2s1, r1s10), List.of(r1s9)), keys, false))
                .containsExactly(r2s1, r1s10, r1s9);
    }

    @Test
    void merge_whenSortKeysTieOrAreMissing_keepsShardOrder() {
        Item first = Item.of(Map.of("sk", AttributeValue.s("b"), "shard", AttributeValue.n("0")));
        Item second = Item.of(Map.of("sk", AttributeValue.s("b"), "shard", AttributeValue.n("1")));
        Item keyless = Item.of(Map.of("shard", AttributeValue.n("2")));
        Item a = Item.of(Map.of("sk", AttributeValue.s("a")));

        assertThat(PatternRunner.merge(List.of(List.of(first), List.of(second), List.of(keyless, a)), "sk", true))
                .containsExactly(first, second, keyless, a);
        assertThat(PatternRunner.merge(List.of(List.of(), List.of(second), List.of(), List.of(first)), "sk", false))
                .containsExactly(second, first);
    }

    @Test
    void bind_whenGetItemPattern_bindsTheTableKey() {
        GetItemRequest g = (GetItemRequest) PatternBinder.bind(hrOe, pattern("12."), Map.of()).requests().get(0)
                .request();
        assertThat(g.key().names()).containsExactly("PK", "SK");
        assertThat(g.key().get("PK")).isEqualTo(AttributeValue.s("OE-P02"));
    }

    private static void assertSorted(List<Item> items, boolean ascending) {
        for (int i = 1; i < items.size(); i++) {
            int c = ValueOrder.compare(items.get(i - 1).get("Data"), items.get(i).get("Data"));
            assertThat(ascending ? c <= 0 : c >= 0).as("items %d and %d in order", i - 1, i).isTrue();
        }
    }

    @Test
    void bind_whenFanOutIsOverTenThousandShards_refusesWithValidatesWords() throws Exception {
        Model huge = ModelFiles.read(java.nio.file.Files.readString(Path.of("models/hr-oe.json"))
                .replace("\"Last\": 14", "\"Last\": 100000000"), Path.of("fan-out.json")).model();
        AccessPattern sharded = huge.accessPatterns().get(4);

        assertThatThrownBy(() -> PatternBinder.bind(huge, sharded, Map.of()))
                .as("binding 100,000,001 shards would exhaust memory")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("pattern '" + sharded.name() + "': FanOut over 0..100000000 is 100000001 shards, "
                        + "one request each; use at most 10000 shards");
        assertThat(PatternBinder.bind(huge, sharded, Map.of("bucket", "3")).requests())
                .as("one shard named by its parameter is one request").hasSize(1);
    }
}
