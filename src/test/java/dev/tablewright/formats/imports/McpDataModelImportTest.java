package dev.tablewright.formats.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * MCP {@code dynamodb_data_model.json} files written from the server's JSON generation guide, in
 * three domains (a shop, a game, sensors), read table by table, index by index and pattern by
 * pattern; every imported pattern runs in memory.
 */
class McpDataModelImportTest {
    private static final Path DIR = Path.of("src/test/resources/imports/mcp");

    @TempDir
    Path temp;

    private static ImportedModel read(String name) throws Exception {
        return McpDataModelImporter.read(DIR.resolve(name));
    }

    @Test
    void read_whenShop_givesTableIndexItemsAndEveryPattern() throws Exception {
        ImportedModel imported = read("shop_data_model.json");
        Model model = imported.model();

        assertThat(model.name()).isEqualTo("shop_data_model");
        Table shop = model.tables().get(0);
        assertThat(model.tables()).hasSize(1);
        assertThat(shop.name()).isEqualTo("ShopTable");
        assertThat(shop.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("pk", ScalarType.S), KeyAttribute.of("sk", ScalarType.S)));
        assertThat(shop.billingMode()).isEqualTo(BillingMode.PAY_PER_REQUEST);
        assertThat(shop.globalSecondaryIndexes()).containsExactly(SecondaryIndex.gsi("OrdersByStatus",
                KeySchema.of(KeyAttribute.of("gsi1pk", ScalarType.S), KeyAttribute.of("gsi1sk", ScalarType.S)),
                Projection.include(List.of("total", "customer_name"))));
        assertThat(shop.localSecondaryIndexes()).isEmpty();
        assertThat(shop.items()).hasSize(7);
        assertThat(shop.items().get(3).get("gift")).as("\"True\" written Python's way").isEqualTo(AttributeValue.bool(true));
        assertThat(shop.items().get(4).get("vip")).isEqualTo(AttributeValue.bool(false));
        assertThat(shop.items().get(6).get("dimensions")).isEqualTo(AttributeValue.m(Map.of("w", AttributeValue.n("120"),
                "d", AttributeValue.n("60"))));
        assertThat(shop.nonKeyAttributes()).extracting(a -> a.name())
                .contains("customer_name", "email", "vip", "total", "status", "gift", "tags", "title", "dimensions");

        assertThat(model.accessPatterns()).extracting(AccessPattern::name)
                .containsExactly("AP1", "AP2", "AP3", "AP4", "AP5", "AP6", "AP7", "AP10");
        assertThat(pattern(model, "AP1")).isEqualTo(AccessPattern.builder("AP1", "ShopTable", Operation.GetItem)
                .description("Get a customer's profile").partitionKey("${pk}").sortKey(SortKeyCondition.of(KeyOperator.EQ, "${sk}"))
                .parameters(List.of(Parameter.of("pk", "CUST#100"), Parameter.of("sk", "PROFILE")))
                .names(Map.of("#v", "vip")).projection(List.of("customer_name", "email", "#v"))
                .consistency(ReadConsistency.STRONG).build());
        assertThat(pattern(model, "AP2")).isEqualTo(AccessPattern.builder("AP2", "ShopTable", Operation.Query)
                .description("A customer's orders, newest first").partitionKey("${pk}")
                .sortKey(SortKeyCondition.of(KeyOperator.BEGINS_WITH, "${prefix}"))
                .parameters(List.of(Parameter.of("pk", "CUST#100"), Parameter.of("prefix", "ORDER#")))
                .scanIndexForward(false).build());
        assertThat(pattern(model, "AP3")).isEqualTo(AccessPattern.builder("AP3", "ShopTable", Operation.Query)
                .description("Pending orders over an amount since a date").index("OrdersByStatus")
                .partitionKey("${status}").sortKey(SortKeyCondition.of(KeyOperator.GE, "${since}"))
                .filter("#t > :min").names(Map.of("#t", "total"))
                .values(Map.of(":min", TemplateValue.of(AttributeType.N, "${min}")))
                .parameters(List.of(Parameter.of("status", "STATUS#PENDING"), Parameter.of("since", "2026-02-01"),
                        Parameter.of("min", "10"))).build());
        assertThat(pattern(model, "AP4").sortKey()).as("BETWEEN, double-quoted JSON with escapes")
                .isEqualTo(SortKeyCondition.between("${from}", "${to}"));
        assertThat(pattern(model, "AP4").defaults()).containsExactly(Map.entry("pk", "CUST#100"),
                Map.entry("from", "ORDER#2026-02"), Map.entry("to", "ORDER#2026-03-31"));
        AccessPattern put = pattern(model, "AP5");
        assertThat(put.operation()).isEqualTo(Operation.PutItem);
        assertThat(put.partitionKey()).isEqualTo(KeyTemplate.of("${pk}"));
        assertThat(put.item()).containsExactly(Map.entry("gsi1pk", TemplateValue.of(AttributeType.S, "${gsi1pk}")),
                Map.entry("gsi1sk", TemplateValue.of(AttributeType.S, "${gsi1sk}")),
                Map.entry("total", TemplateValue.of(AttributeType.N, "${total}")),
                Map.entry("status", TemplateValue.of(AttributeType.S, "${status}")),
                Map.entry("gift", TemplateValue.of(AttributeType.BOOL, "${gift}")));
        assertThat(put.defaults()).containsEntry("total", "19.90").containsEntry("gift", "false")
                .containsEntry("sk", "ORDER#2026-04-02#B2");
        assertThat(put.conditionExpression()).isEqualTo("attribute_not_exists(pk)");
        assertThat(pattern(model, "AP6")).isEqualTo(AccessPattern.builder("AP6", "ShopTable", Operation.UpdateItem)
                .description("Ship an order").partitionKey("${pk}").sortKey(SortKeyCondition.of(KeyOperator.EQ, "${sk}"))
                .update("SET #s = :shipped, gsi1pk = :gsi").condition("#s = :pending").names(Map.of("#s", "status"))
                .values(ordered(":shipped", TemplateValue.of(AttributeType.S, "${shipped}"), ":gsi",
                        TemplateValue.of(AttributeType.S, "${gsi}"), ":pending", TemplateValue.of(AttributeType.S, "${pending}")))
                .parameters(List.of(Parameter.of("pk", "CUST#100"), Parameter.of("sk", "ORDER#2026-02-11#A2"),
                        Parameter.of("shipped", "SHIPPED"), Parameter.of("gsi", "STATUS#SHIPPED"),
                        Parameter.of("pending", "PENDING"))).build());
        assertThat(pattern(model, "AP7").operation()).isEqualTo(Operation.DeleteItem);
        assertThat(pattern(model, "AP10").expressionAttributeValues()).containsExactly(
                Map.entry(":yes", TemplateValue.of(AttributeType.BOOL, "${yes}")),
                Map.entry(":profile", TemplateValue.of(AttributeType.S, "${profile}")));

        assertThat(imported.leftOut()).containsExactly(
                "pattern 3: --return-consumed-capacity TOTAL left out (a pattern asks for consumed capacity by index and "
                        + "returns no old or new values)",
                "pattern 6: --return-values ALL_NEW left out (a pattern asks for consumed capacity by index and returns no "
                        + "old or new values)",
                "pattern 8 (Search products by words in their title): served outside DynamoDB: Full-text search is served "
                        + "by OpenSearch, fed from the table's stream; kept as a note",
                "pattern 9 (Profiles of several customers at once): 'aws dynamodb batch-get-item' (a model's pattern is "
                        + "one GetItem, Query, Scan, PutItem, UpdateItem or DeleteItem, or a TransactWriteItems or TransactGetItems);"
                        + " kept as a note");
        assertThat(model.metadata().description()).contains("pattern 8 (Search products by words in their title)",
                "pattern 9 (Profiles of several customers at once)");
        assertThat(model.extras().json().get(McpDataModelImporter.NOTES_KEY)).as("the notes as written")
                .contains("\"pattern\":\"8\"", "\"reason\":\"Full-text search is served by OpenSearch, fed from the table's stream\"",
                        "batch-get-item");
    }

    @Test
    void read_whenGames_givesEveryCreateTableFieldAndMultiAttributeKeys() throws Exception {
        ImportedModel imported = read("games_data_model.json");
        Model model = imported.model();

        Table scores = model.findTable("GameScores").orElseThrow();
        assertThat(scores.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("gameId", ScalarType.S),
                KeyAttribute.of("playerId", ScalarType.S)));
        assertThat(scores.billingMode()).isEqualTo(BillingMode.PROVISIONED);
        assertThat(scores.capacity()).isEqualTo(ProvisionedCapacity.of(10, 5));
        assertThat(scores.globalSecondaryIndexes()).containsExactly(
                new SecondaryIndex("Leaderboard", dev.tablewright.model.IndexKind.GSI, KeySchema.of(
                        KeyAttribute.of("gameId", ScalarType.S), KeyAttribute.of("score", ScalarType.N)), Projection.all(),
                        ProvisionedCapacity.of(20, 4), null, null),
                SecondaryIndex.gsi("RegionSeasonWeek", KeySchema.of(
                        List.of(KeyAttribute.of("region", ScalarType.S), KeyAttribute.of("season", ScalarType.N)),
                        List.of(KeyAttribute.of("week", ScalarType.N), KeyAttribute.of("score", ScalarType.N))),
                        Projection.include(List.of("nickname"))));
        assertThat(scores.localSecondaryIndexes()).containsExactly(SecondaryIndex.lsi("ByJoinDate", KeySchema.of(
                KeyAttribute.of("gameId", ScalarType.S), KeyAttribute.of("joinedAt", ScalarType.S)), Projection.keysOnly()));
        assertThat(scores.settings()).isEqualTo(new TableSettings(null, TableSettings.StreamViewType.NEW_AND_OLD_IMAGES,
                true, TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS, null, null, false, null,
                new TableSettings.Encryption(TableSettings.Encryption.KeyType.CUSTOMER_MANAGED,
                        "arn:aws:kms:us-east-1:111122223333:key/0a1b2c3d-aaaa-bbbb-cccc-1234567890ab"),
                ordered("game", "arena", "env", "test")));
        assertThat(scores.items()).hasSize(6);

        Table events = model.findTable("MatchEvents").orElseThrow();
        assertThat(events.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("matchId", ScalarType.S),
                KeyAttribute.of("at", ScalarType.N)));
        assertThat(events.settings()).as("stream off, AWS owned key, on-demand maximum, warm throughput")
                .isEqualTo(new TableSettings(null, null, false, null, new TableSettings.Throughput(500L, 200L),
                        new TableSettings.Throughput(15000L, 5000L), false, null,
                        new TableSettings.Encryption(TableSettings.Encryption.KeyType.OWNED, null), Map.of()));
        assertThat(events.items()).hasSize(5);

        assertThat(model.accessPatterns()).extracting(AccessPattern::name)
                .containsExactly("AP1", "AP2", "AP3", "AP4", "AP5", "AP6", "AP7", "AP8", "AP9-10", "AP13");
        assertThat(pattern(model, "AP1")).isEqualTo(AccessPattern.builder("AP1", "GameScores", Operation.Query)
                .description("Top three of a game").index("Leaderboard").partitionKey("${g}")
                .parameters(List.of(Parameter.of("g", "arena"))).scanIndexForward(false).limit(3).build());
        AccessPattern multi = pattern(model, "AP2");
        assertThat(multi.partitionKeys()).as("both HASH attributes, in the key's order")
                .containsExactly(KeyTemplate.of("${r}"), KeyTemplate.of("${season}"));
        assertThat(multi.sortKeys()).containsExactly(SortKeyCondition.of(KeyOperator.EQ, "${week}"),
                SortKeyCondition.of(KeyOperator.GE, "${min}"));
        assertThat(multi.expressionAttributeNames()).as("#r served only the key condition").isEmpty();
        assertThat(multi.defaults()).containsExactly(Map.entry("r", "eu"), Map.entry("season", "3"),
                Map.entry("week", "7"), Map.entry("min", "1000"));
        assertThat(pattern(model, "AP3").index()).as("a command continued over lines").isEqualTo("ByJoinDate");
        assertThat(pattern(model, "AP3").sortKey()).isEqualTo(SortKeyCondition.between("${from}", "${to}"));
        assertThat(pattern(model, "AP4").projection()).containsExactly("nickname", "score", "wins");
        assertThat(pattern(model, "AP4").consistency()).isEqualTo(ReadConsistency.STRONG);
        assertThat(pattern(model, "AP5").updateExpression()).isEqualTo("ADD wins :one SET score = score + :points");
        assertThat(pattern(model, "AP5").conditionExpression()).isEqualTo("attribute_exists(playerId) AND NOT banned = :yes");
        AccessPattern goals = pattern(model, "AP6");
        assertThat(goals.sortKey()).isEqualTo(SortKeyCondition.of(KeyOperator.LT, "${end}"));
        assertThat(goals.expressionAttributeNames()).as("#t is in the projection too")
                .containsExactly(Map.entry("#t", "at"), Map.entry("#b", "by"));
        assertThat(goals.expressionAttributeValues()).containsOnlyKeys(":goal");
        assertThat(goals.projection()).containsExactly("#t", "kind", "#b");
        assertThat(pattern(model, "AP7").operation()).isEqualTo(Operation.Scan);
        assertThat(pattern(model, "AP7").filterExpression()).isEqualTo("attribute_exists(banned)");
        AccessPattern record = pattern(model, "AP8");
        assertThat(record.item()).containsExactly(Map.entry("kind", TemplateValue.of(AttributeType.S, "${kind}")),
                Map.entry("by", TemplateValue.of(AttributeType.S, "${by}")),
                Map.entry("video", TemplateValue.of(AttributeType.B, "${video}")),
                Map.entry("replayed", TemplateValue.of(AttributeType.NULL, "")));
        assertThat(record.defaults()).containsEntry("video", "aGlnaGxpZ2h0").containsEntry("at", "75");

        assertThat(imported.leftOut()).contains("table MatchEvents: ResourcePolicy (a model holds no resource policy)",
                "pattern 11 (Tag a player's badges): value :b is of type SS (a pattern's values are S, N, B, BOOL or NULL); "
                        + "kept as a note",
                "pattern 12 (Weekly digest e-mail): served outside DynamoDB: Sent by a scheduled Lambda from an S3 export; "
                        + "kept as a note")
                .noneMatch(line -> line.startsWith("pattern 9-10 (Award a prize)"))
                .contains("pattern 13: --return-consumed-capacity TOTAL left out (a pattern asks for consumed capacity "
                        + "by index and holds no request token)");
        AccessPattern award = pattern(model, "AP9-10");
        assertThat(award.operation()).isEqualTo(Operation.TransactWriteItems);
        assertThat(award.actions()).singleElement().satisfies(update -> {
            assertThat(update.name()).isEqualTo("1: Update GameScores");
            assertThat(update.operation()).isEqualTo(Operation.UpdateItem);
            assertThat(update.updateExpression()).isEqualTo("SET prize = :p");
        });
        assertThat(award.defaults()).containsExactly(Map.entry("gameId", "arena"), Map.entry("playerId", "p3"),
                Map.entry("p", "gold"));
        AccessPattern both = pattern(model, "AP13");
        assertThat(both.operation()).isEqualTo(Operation.TransactGetItems);
        assertThat(both.actions()).extracting(AccessPattern::name).containsExactly("1: Get GameScores", "2: Get MatchEvents");
        assertThat(both.actions().get(0).projection()).containsExactly("playerId", "#p");
    }

    @Test
    void read_whenSensors_readsNumberAndBinaryKeysFlippedComparisonsAndEqualsForms() throws Exception {
        ImportedModel imported = read("sensors_data_model.json");
        Model model = imported.model();

        Table readings = model.tables().get(0);
        assertThat(readings.keySchema()).isEqualTo(KeySchema.of(KeyAttribute.of("device", ScalarType.N),
                KeyAttribute.of("ts", ScalarType.N)));
        assertThat(readings.globalSecondaryIndexes()).extracting(SecondaryIndex::name).containsExactly("BySite", "ByFingerprint");
        assertThat(readings.findIndex("ByFingerprint").orElseThrow().keySchema())
                .isEqualTo(KeySchema.of(KeyAttribute.of("fingerprint", ScalarType.B)));
        assertThat(readings.items()).as("the DeleteRequest is not an item").hasSize(5);
        assertThat(pattern(model, "AP1").sortKey()).as(":since < ts is ts > :since")
                .isEqualTo(SortKeyCondition.of(KeyOperator.GT, "${since}"));
        assertThat(pattern(model, "AP2").index()).as("--name=value forms").isEqualTo("BySite");
        assertThat(pattern(model, "AP2").defaults()).containsExactly(Map.entry("s", "plant-a"),
                Map.entry("a", "1700000000"), Map.entry("b", "1700000100"));
        assertThat(pattern(model, "AP3").defaults()).as("binary key as its UTF-8 text").containsExactly(Map.entry("f", "abc"));
        assertThat(pattern(model, "AP4").expressionAttributeValues()).containsOnlyKeys(":on", ":hot");
        assertThat(pattern(model, "AP7").defaults()).containsEntry("note", "it's calibrated").containsEntry("delta", "0.5");
        assertThat(model.findPattern("AP6")).as("--select COUNT is a note").isEmpty();
        assertThat(imported.leftOut()).contains(
                "table SensorReadings, index ByFingerprint: OnDemandThroughput (a model holds it for the table only)",
                "items.SensorReadings[5]: a DeleteRequest (a model holds items, not deletes)");
    }

    @Test
    void read_whenAnyOfTheFiles_givesAValidModelWhosePatternsAllRunInMemory() throws Exception {
        int patterns = 0;
        for (String name : List.of("shop_data_model.json", "games_data_model.json", "sensors_data_model.json")) {
            Model model = read(name).model();
            assertThat(new ModelValidator().validate(model)).as(name).noneMatch(f -> f.severity() == Severity.ERROR);
            try (PatternTarget memory = PatternTarget.inMemory()) {
                for (AccessPattern pattern : model.accessPatterns()) {
                    PatternResult result = memory.run(model, PatternBinder.bind(model, pattern, Map.of())).result();
                    if (pattern.operation().isRead()) {
                        assertThat(result.items()).as("%s %s returns items", name, pattern.name()).isNotEmpty();
                    }
                    patterns++;
                }
            }
        }
        assertThat(patterns).isEqualTo(24);
    }

    @Test
    void read_whenCommandIsWrong_failsNamingLineAndPattern() throws Exception {
        Path file = temp.resolve("broken.json");
        Files.writeString(file, """
                {"tables": [{"TableName": "Things", "BillingMode": "PAY_PER_REQUEST",
                  "AttributeDefinitions": [{"AttributeName": "id", "AttributeType": "S"}],
                  "KeySchema": [{"AttributeName": "id", "KeyType": "HASH"}]}],
                 "items": {},
                 "access_patterns": [
                  {"pattern": "1", "implementation": "aws dynamodb get-item --table-name Things --key '{\\"id\\": {\\"S\\": \\"x\\"}}"},
                  {"pattern": "2", "implementation": "aws dynamodb query --table-name Things --key-condition-expression 'label = :n' --expression-attribute-values '{\\":n\\":{\\"S\\":\\"a\\"}}'"}
                 ]}
                """);

        assertThatThrownBy(() -> McpDataModelImporter.read(file)).isInstanceOf(ImportException.class)
                .hasMessage(file + ":6: access pattern 1: the command line ends inside a quote");
        Files.writeString(file, Files.readString(file).replace("'{\\\"id\\\": {\\\"S\\\": \\\"x\\\"}}\"", "'{\\\"id\\\": {\\\"S\\\": \\\"x\\\"}}'\""));
        assertThatThrownBy(() -> McpDataModelImporter.read(file)).isInstanceOf(ImportException.class)
                .hasMessage(file + ":7: access pattern 2: --key-condition-expression needs id = a value");
    }

    @Test
    void read_whenItemsNameAnUnknownTable_failsNamingIt() throws Exception {
        Path file = temp.resolve("items.json");
        Files.writeString(file, "{\"tables\": [], \"items\": {\"Ghost\": []}, \"access_patterns\": []}");

        assertThatThrownBy(() -> McpDataModelImporter.read(file)).isInstanceOf(ImportException.class)
                .hasMessage(file + ":1: items are given for table Ghost, which \"tables\" does not define");
    }

    private static AccessPattern pattern(Model model, String name) {
        return model.findPattern(name).orElseThrow(() -> new AssertionError("no pattern " + name));
    }

    @SuppressWarnings("unchecked")
    private static <V> Map<String, V> ordered(Object... pairs) {
        Map<String, V> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put((String) pairs[i], (V) pairs[i + 1]);
        }
        return map;
    }
}
