package dev.tablewright.engine;

import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.SortCondition;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class InMemoryTableTest {
    private static final Table SCHEMA = Table.of("Orders", Scenarios.keys("PK", ScalarType.S, "SK", ScalarType.S))
            .withIndexes(List.of(
                    SecondaryIndex.gsi("All", Scenarios.keys("G", ScalarType.S, "GS", ScalarType.N), Projection.all()),
                    SecondaryIndex.gsi("Keys", Scenarios.keys("G", ScalarType.S, null, null), Projection.keysOnly()),
                    SecondaryIndex.gsi("Some", Scenarios.keys("G", ScalarType.S, null, null),
                            Projection.include(List.of("x")))),
                    List.of());

    private static Item item(String pk, String sk, Object... pairs) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        m.put("PK", AttributeValue.s(pk));
        m.put("SK", AttributeValue.s(sk));
        for (int i = 0; i < pairs.length; i += 2) {
            Object v = pairs[i + 1];
            m.put((String) pairs[i], v instanceof Integer n ? AttributeValue.n(n) : AttributeValue.s((String) v));
        }
        return Item.of(m);
    }

    @Test
    void put_whenItemLacksAnIndexKey_leavesItOutOfThatIndexOnly() {
        InMemoryTable table = new InMemoryTable(SCHEMA);
        table.put(item("a", "1", "G", "g"));
        assertThat(table.view("All").size()).isZero();
        assertThat(table.view("Keys").size()).isEqualTo(1);
        assertThat(table.view("All").exclusionReason(item("a", "1", "G", "g"))).contains("GS").contains("All");
    }

    @Test
    void project_whenKeysOnlyOrInclude_keepsTableKeysIndexKeysAndNamedAttributes() {
        InMemoryTable table = new InMemoryTable(SCHEMA);
        table.put(item("a", "1", "G", "g", "GS", 5, "x", "kept", "y", "dropped"));
        assertThat(table.view("Keys").itemsInScanOrder().get(0).names()).containsExactlyInAnyOrder("PK", "SK", "G");
        assertThat(table.view("Some").itemsInScanOrder().get(0).names()).containsExactlyInAnyOrder("PK", "SK", "G", "x");
        assertThat(table.view("All").itemsInScanOrder().get(0).names()).contains("y");
    }

    @Test
    void put_whenIndexKeyHasTheWrongType_isRefusedAsDynamoDbDoes() {
        InMemoryTable table = new InMemoryTable(SCHEMA);
        assertThatThrownBy(() -> table.put(item("a", "1", "G", "g", "GS", "not a number")))
                .isInstanceOf(RequestException.class)
                .hasMessageContaining("Type mismatch for Index Key GS Expected: N Actual: S IndexName: All");
        assertThat(table.size()).isZero();
    }

    @Test
    void put_whenIndexKeyChanges_movesTheItemAndTellsListeners() {
        InMemoryTable table = new InMemoryTable(SCHEMA);
        List<ItemChange> changes = new ArrayList<>();
        table.addListener(changes::add);
        table.put(item("a", "1", "G", "g", "GS", 1));
        table.put(item("a", "1", "G", "h", "GS", 1));
        table.delete(Item.of(Map.of("PK", AttributeValue.s("a"), "SK", AttributeValue.s("1"))));
        List<ItemChange> onAll = changes.stream().filter(c -> "All".equals(c.indexName())).toList();
        assertThat(onAll).hasSize(3);
        assertThat(onAll.get(0).before()).isNull();
        assertThat(onAll.get(1).before().get("G")).isEqualTo(AttributeValue.s("g"));
        assertThat(onAll.get(1).after().get("G")).isEqualTo(AttributeValue.s("h"));
        assertThat(onAll.get(2).after()).isNull();
        assertThat(table.view("All").size()).isZero();
        assertThat(table.view("All").partitionCount()).isZero();
    }

    @Test
    void query_whenPartitionHasManyItems_returnsTheRangeInSortKeyOrderBothWays() {
        InMemoryEngine engine = new InMemoryEngine();
        InMemoryTable table = engine.add(Table.of("Orders", SCHEMA.keySchema()));
        for (int i = 0; i < 100; i++) {
            table.put(item("p", String.format("%03d", (i * 37) % 100)));
        }
        QueryRequest.Builder q = QueryRequest.builder("Orders").keyCondition(new KeyCondition("PK", AttributeValue.s("p"),
                SortCondition.between("SK", AttributeValue.s("010"), AttributeValue.s("014"))));
        assertThat(engine.query(q.build()).items()).extracting(i -> i.get("SK"))
                .containsExactly(AttributeValue.s("010"), AttributeValue.s("011"), AttributeValue.s("012"),
                        AttributeValue.s("013"), AttributeValue.s("014"));
        ReadResult backwards = engine.query(q.scanIndexForward(false).limit(2).build());
        assertThat(backwards.items()).extracting(i -> i.get("SK"))
                .containsExactly(AttributeValue.s("014"), AttributeValue.s("013"));
        assertThat(backwards.lastEvaluatedKey().get("SK")).isEqualTo(AttributeValue.s("013"));
    }

    @Test
    void query_whenSortKeysDifferBeyondTheBmp_ordersByUtf8Bytes() {
        InMemoryEngine engine = new InMemoryEngine();
        InMemoryTable table = engine.add(Table.of("Orders", SCHEMA.keySchema()));
        table.put(item("p", "\uFFFD"));
        table.put(item("p", "😀"));
        ReadResult r = engine.query(QueryRequest.builder("Orders")
                .keyCondition(new KeyCondition("PK", AttributeValue.s("p"), null)).build());
        // UTF-16 puts the surrogate pair first; UTF-8 (EF BF BD < F0 9F 98 80) does not
        assertThat(r.items()).extracting(i -> i.get("SK")).containsExactly(AttributeValue.s("\uFFFD"),
                AttributeValue.s("😀"));
    }

    @Test
    void query_whenBeginsWithOnANumber_isRefused() {
        InMemoryEngine engine = new InMemoryEngine();
        engine.add(SCHEMA);
        QueryRequest q = QueryRequest.builder("Orders").indexName("All").keyCondition(new KeyCondition("G",
                AttributeValue.s("g"), SortCondition.of("GS", KeyOperator.BEGINS_WITH, AttributeValue.n(1)))).build();
        assertThatThrownBy(() -> engine.query(q)).isInstanceOf(RequestException.class).hasMessageContaining("begins_with");
    }

    @Test
    void query_whenNothingMatches_costsZeroOnLocalAndTheMinimumOnDynamoDb() {
        QueryRequest q = QueryRequest.builder("Orders").keyCondition(new KeyCondition("PK", AttributeValue.s("none"),
                null)).returnConsumedCapacity(ReturnConsumedCapacity.TOTAL).build();
        InMemoryEngine local = new InMemoryEngine();
        local.add(SCHEMA);
        InMemoryEngine real = new InMemoryEngine(ItemSize::of, Fidelity.DYNAMODB);
        real.add(SCHEMA);
        assertThat(local.query(q).consumedCapacity().capacityUnits()).isZero();
        assertThat(real.query(q).consumedCapacity().capacityUnits()).isEqualTo(0.5);
    }
}
