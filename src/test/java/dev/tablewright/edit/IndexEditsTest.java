package dev.tablewright.edit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.ShardSpec;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternRunner;
import dev.tablewright.validate.ModelValidator;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The edits a design review's fixes make: projection, write shards, multi-attribute keys. */
class IndexEditsTest {
    private static final KeyAttribute STATUS = KeyAttribute.of("Status", ScalarType.S);
    private static final KeyAttribute DATE = KeyAttribute.of("OrderDate", ScalarType.S);

    /** Orders with a status, a GSI on it, and a reader asking for the OPEN orders by a constant key. */
    private static Model orders() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            items.add(Item.of(Map.of("OrderId", AttributeValue.s("o" + i), "Status",
                    AttributeValue.s(i % 3 == 0 ? "OPEN" : "CLOSED"), "OrderDate", AttributeValue.s("2026-01-" + (10 + i)))));
        }
        Table table = Table.of("Orders", KeySchema.of(KeyAttribute.of("OrderId", ScalarType.S))).withItems(items)
                .withIndexes(List.of(SecondaryIndex.gsi("ByStatus", KeySchema.of(STATUS, DATE), Projection.all())),
                        List.of());
        AccessPattern open = AccessPattern.builder("open orders", "Orders", Operation.Query).index("ByStatus")
                .partitionKey("OPEN").frequency(1).build();
        return new Model("orders", ModelMetadata.of(""), List.of(table), List.of(open), null);
    }

    private static List<Item> run(Model model, String pattern) {
        AccessPattern p = model.findPattern(pattern).orElseThrow();
        return PatternRunner.run(InMemoryEngine.of(model), PatternBinder.bind(model, p, Map.of())).items();
    }

    @Test
    void setProjection_whenKeysOnly_changesOnlyThatIndexsProjection() {
        Model before = orders();

        Model after = IndexEdits.setProjection(before, "Orders", "ByStatus", Projection.keysOnly());

        SecondaryIndex index = after.tables().get(0).findIndex("ByStatus").orElseThrow();
        assertThat(index.projection()).isEqualTo(Projection.keysOnly());
        assertThat(index.keySchema()).isEqualTo(before.tables().get(0).globalSecondaryIndexes().get(0).keySchema());
        assertThat(after.tables().get(0).items()).isEqualTo(before.tables().get(0).items());
        assertThat(run(after, "open orders")).hasSize(4).allSatisfy(i -> assertThat(i.names())
                .containsExactlyInAnyOrder("OrderId", "Status", "OrderDate"));
    }

    @Test
    void addWriteShards_whenAValueIsHot_suffixesItsItemsAndFansTheReaderOut() {
        Model before = orders();

        Model after = IndexEdits.addWriteShards(before, "Orders", "ByStatus", "Status", "OPEN", 4, null);

        List<String> statuses = after.tables().get(0).items().stream()
                .map(i -> ((AttributeValue.S) i.get("Status")).value()).toList();
        assertThat(statuses).doesNotContain("OPEN").contains("OPEN#0", "OPEN#1", "OPEN#2", "OPEN#3")
                .filteredOn("CLOSED"::equals).hasSize(8);
        AccessPattern open = after.findPattern("open orders").orElseThrow();
        assertThat(open.partitionKey()).isEqualTo(KeyTemplate.of("OPEN#${shard}"));
        assertThat(open.fanOut()).isEqualTo(new ShardFanOut("shard", 0, 3));
        assertThat(run(after, "open orders")).as("the fan-out reads every shard: the same 4 orders")
                .extracting(i -> i.get("OrderId")).containsExactlyInAnyOrderElementsOf(
                        run(before, "open orders").stream().map(i -> i.get("OrderId")).toList());
        assertThat(ModelValidator.hasErrors(new ModelValidator().validate(after))).isFalse();
    }

    @Test
    void addWriteShards_whenTheKeyIsAlreadyAShardNumber_growsTheSpecTheFanOutAndDealsTheItemsAgain() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 16; i++) {
            items.add(Item.of(Map.of("OrderId", AttributeValue.s("o" + i), "Bucket", AttributeValue.n(i % 2),
                    "OrderDate", AttributeValue.s("2026-01-" + (10 + i)))));
        }
        SecondaryIndex byBucket = SecondaryIndex.gsi("ByBucket", KeySchema.of(KeyAttribute.of("Bucket", ScalarType.N),
                DATE), Projection.all()).withShards(new ShardSpec("Bucket", 2, null));
        Table table = Table.of("Orders", KeySchema.of(KeyAttribute.of("OrderId", ScalarType.S))).withItems(items)
                .withIndexes(List.of(byBucket), List.of());
        AccessPattern all = AccessPattern.builder("all orders", "Orders", Operation.Query).index("ByBucket")
                .partitionKey("${bucket}").fanOut(new ShardFanOut("bucket", 0, 1)).frequency(1).build();
        Model before = new Model("buckets", ModelMetadata.of(""), List.of(table), List.of(all), null);

        Model after = IndexEdits.addWriteShards(before, "Orders", "ByBucket", "Bucket", null, 8, null);

        assertThat(after.tables().get(0).findIndex("ByBucket").orElseThrow().shards())
                .isEqualTo(new ShardSpec("Bucket", 8, null));
        assertThat(after.findPattern("all orders").orElseThrow().fanOut()).isEqualTo(new ShardFanOut("bucket", 0, 7));
        assertThat(after.tables().get(0).items()).extracting(i -> i.get("Bucket")).containsOnly(
                AttributeValue.n(0), AttributeValue.n(1), AttributeValue.n(2), AttributeValue.n(3), AttributeValue.n(4),
                AttributeValue.n(5), AttributeValue.n(6), AttributeValue.n(7));
        assertThat(run(after, "all orders")).hasSize(16);
    }

    @Test
    void multiAttributeKey_onTheTournamentsSyntheticIndexes_keepsEveryPatternsResultAndStopsWritingTheJoinedKey()
            throws Exception {
        Model before = ModelFiles.read(Path.of("models/tournaments.json")).model();
        List<KeyAttribute> dayShard = List.of(KeyAttribute.of("Day", ScalarType.S), KeyAttribute.of("Shard", ScalarType.N));
        List<KeyAttribute> dayMatch = List.of(KeyAttribute.of("Day", ScalarType.S),
                KeyAttribute.of("TournamentId", ScalarType.S), KeyAttribute.of("MatchId", ScalarType.S));

        Model after = MultiAttributeKeyEdit.apply(before, "TournamentScores", "ByDay", true, "GSI2PK", dayShard);
        after = MultiAttributeKeyEdit.apply(after, "TournamentScores", "ByPlayer", false, "GSI1SK", dayMatch);

        Table scores = after.findTable("TournamentScores").orElseThrow();
        assertThat(scores.findIndex("ByDay").orElseThrow().keySchema().partitionKeys()).isEqualTo(dayShard);
        assertThat(scores.findIndex("ByPlayer").orElseThrow().keySchema().sortKeys()).isEqualTo(dayMatch);
        assertThat(scores.allItems()).hasSize(72).noneMatch(i -> i.has("GSI2PK") || i.has("GSI1SK"));
        assertThat(scores.facets().get(0).generators()).doesNotContainKeys("GSI2PK", "GSI1SK");
        AccessPattern best = after.findPattern("Synthetic 4. Best scores of a day").orElseThrow();
        assertThat(best.partitionKeys()).containsExactly(KeyTemplate.of("${day}"), KeyTemplate.of("${shard}"));
        AccessPattern between = after.findPattern("Synthetic 3. A player's scores between two days").orElseThrow();
        assertThat(between.sortKeys()).containsExactly(SortKeyCondition.between("${from}", "${to}~"));
        assertThat(ModelValidator.hasErrors(new ModelValidator().validate(after))).isFalse();
        for (AccessPattern p : before.accessPatterns()) {
            assertThat(keys(run(after, p.name()))).as(p.name()).isEqualTo(keys(run(before, p.name())));
        }
        Model reread = ModelFiles.read(ModelFiles.toJson(after), Path.of("edited.json")).model();
        assertThat(reread.findTable("TournamentScores").orElseThrow().findIndex("ByDay").orElseThrow().keySchema())
                .isEqualTo(scores.findIndex("ByDay").orElseThrow().keySchema());
    }

    @Test
    void multiAttributeKey_whenAPatternsConditionHasAnotherShape_failsNamingThePattern() throws Exception {
        Model model = ModelFiles.read(Path.of("models/tournaments.json")).model();
        AccessPattern odd = AccessPattern.builder("odd", "TournamentScores", Operation.Query).index("ByDay")
                .partitionKey("${whole}").sortKey(SortKeyCondition.of(KeyOperator.GT, "10")).build();
        Model withOdd = SchemaEdits.putPattern(model, null, odd);

        assertThatThrownBy(() -> MultiAttributeKeyEdit.apply(withOdd, "TournamentScores", "ByDay", true, "GSI2PK",
                List.of(KeyAttribute.of("Day", ScalarType.S), KeyAttribute.of("Shard", ScalarType.N))))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("pattern 'odd'");
    }

    private static List<String> keys(List<Item> items) {
        return items.stream().map(i -> i.get("PK") + "/" + i.get("SK")).toList();
    }
}
