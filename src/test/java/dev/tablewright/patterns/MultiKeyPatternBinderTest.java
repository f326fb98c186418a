package dev.tablewright.patterns;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Binding Query patterns on a multi-attribute GSI key: one placeholder pair per key attribute. */
class MultiKeyPatternBinderTest {
    private static final KeySchema ORDERS_KEYS = KeySchema.of(
            List.of(KeyAttribute.of("tenant", ScalarType.S), KeyAttribute.of("region", ScalarType.S)),
            List.of(KeyAttribute.of("year", ScalarType.N), KeyAttribute.of("day", ScalarType.N)));

    private static Table table() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            items.add(Item.of(Map.of("id", AttributeValue.s("o" + i), "tenant", AttributeValue.s("t" + (i % 2)),
                    "region", AttributeValue.s("eu#" + (i % 3)), "year", AttributeValue.n(Integer.toString(2020 + i % 4)),
                    "day", AttributeValue.n(Integer.toString(i)))));
        }
        return Table.of("Orders", KeySchema.of(KeyAttribute.of("id", ScalarType.S)))
                .withIndexes(List.of(SecondaryIndex.gsi("ByTenantRegion", ORDERS_KEYS, Projection.all())), List.of())
                .withItems(items);
    }

    private static AccessPattern.Builder pattern() {
        return AccessPattern.builder("orders of a tenant's region by day", "Orders", Operation.Query)
                .index("ByTenantRegion")
                .partitionKeys(List.of(KeyTemplate.of("${tenant}"), KeyTemplate.of("eu#${shard}")))
                .parameters(List.of(Parameter.of("tenant", "t1"), Parameter.of("shard", "0"), Parameter.of("from", "5")));
    }

    @Test
    void bind_whenKeyIsMultiAttribute_writesOnePlaceholderPairPerAttribute() {
        AccessPattern p = pattern().sortKeys(List.of(SortKeyCondition.of(KeyOperator.EQ, "2021"),
                SortKeyCondition.of(KeyOperator.GE, "${from}"))).build();
        QueryRequest q = (QueryRequest) PatternBinder.bind(table(), p, Map.of()).requests().get(0).request();
        assertThat(q.keyConditionExpression()).isEqualTo("#kp0 = :kp0 AND #kp1 = :kp1 AND #ks0 = :ks0 AND #ks1 >= :ks1");
        assertThat(q.expressionAttributeNames()).containsEntry("#kp1", "region").containsEntry("#ks1", "day");
        assertThat(q.expressionAttributeValues()).containsEntry(":kp1", AttributeValue.s("eu#0"))
                .containsEntry(":ks0", AttributeValue.n("2021")).containsEntry(":ks1", AttributeValue.n("5"));
        assertThat(q.keyCondition().partitionKeys()).hasSize(2);
        assertThat(q.keyCondition().sortConditions()).hasSize(2);
    }

    @Test
    void bind_whenRunOnTheEngine_boundAndTextConditionsReadTheSameItems() {
        InMemoryEngine engine = new InMemoryEngine();
        engine.add(table());
        AccessPattern p = pattern().sortKeys(List.of(SortKeyCondition.of(KeyOperator.EQ, "2021"),
                SortKeyCondition.between("${from}", "40"))).build();
        QueryRequest q = (QueryRequest) PatternBinder.bind(table(), p, Map.of()).requests().get(0).request();
        ReadResult bound = (ReadResult) engine.execute(q);
        ReadResult text = (ReadResult) engine.execute(q.toBuilder().keyCondition(null).build());
        assertThat(bound.items()).as("items of tenant t1 in eu#0 in 2021 from day 5").isNotEmpty()
                .isEqualTo(text.items())
                .allSatisfy(item -> assertThat(item.get("year")).isEqualTo(AttributeValue.n("2021")));
        assertThat(bound.items()).extracting(item -> item.get("day")).containsExactly(AttributeValue.n("9"), AttributeValue.n("21"),
                AttributeValue.n("33"));
    }

    @Test
    void bind_whenWriteSharded_bindsOneQueryPerShard() {
        InMemoryEngine engine = new InMemoryEngine();
        engine.add(table());
        AccessPattern p = pattern().fanOut(new ShardFanOut("shard", 0, 2)).build();
        BoundPattern bound = PatternBinder.bind(table(), p, Map.of());
        assertThat(bound.requests()).hasSize(3);
        assertThat(PatternRunner.run(engine, bound).items()).hasSize(20);
    }

    @Test
    void bind_whenALeadingSortConditionIsNotEquality_saysWhich() {
        AccessPattern p = pattern().sortKeys(List.of(SortKeyCondition.of(KeyOperator.GT, "2021"),
                SortKeyCondition.of(KeyOperator.EQ, "3"))).build();
        assertThatThrownBy(() -> PatternBinder.bind(table(), p, Map.of()))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("year needs =");
    }
}
