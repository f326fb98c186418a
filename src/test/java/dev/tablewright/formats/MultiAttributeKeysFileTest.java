package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.Throughput;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Multi-attribute GSI keys, patterns on them and table settings survive a save and a load. */
class MultiAttributeKeysFileTest {
    private static final Path FILE = Path.of("today.json");
    private static final ObjectMapper JSON = new ObjectMapper();

    static KeyAttribute s(String name) {
        return KeyAttribute.of(name, ScalarType.S);
    }

    static KeyAttribute n(String name) {
        return KeyAttribute.of(name, ScalarType.N);
    }

    /** A table with a 4+4 GSI, a 2+0 GSI, patterns on both and every setting. */
    static Model todaysModel() {
        SecondaryIndex fourByFour = SecondaryIndex.gsi("ByMatch",
                KeySchema.of(List.of(s("tournament"), s("region"), n("season"), KeyAttribute.of("bracket", ScalarType.B)),
                        List.of(n("round"), s("court"), n("score"), s("player"))),
                Projection.all());
        SecondaryIndex twoByZero = SecondaryIndex.gsi("ByPlayer", KeySchema.of(List.of(s("player"), s("region")),
                List.of()), Projection.keysOnly());
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("team", "games");
        tags.put("cost-center", "");
        TableSettings settings = new TableSettings("expiresAt", TableSettings.StreamViewType.NEW_AND_OLD_IMAGES, true,
                TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS, new Throughput(4000L, null),
                new Throughput(15000L, 5000L), true, 7,
                new Encryption(Encryption.KeyType.CUSTOMER_MANAGED, "arn:aws:kms:eu-west-1:111122223333:key/abc"),
                tags);
        Table table = Table.of("Matches", KeySchema.of(s("PK"), s("SK")))
                .withIndexes(List.of(fourByFour, twoByZero), List.of())
                .withSettings(settings);
        AccessPattern rounds = AccessPattern.builder("Rounds of a bracket", "Matches", Operation.Query)
                .index("ByMatch")
                .partitionKeys(List.of(KeyTemplate.of("${t}"), KeyTemplate.of("${r}"), KeyTemplate.of("2025"),
                        KeyTemplate.of("AQI=")))
                .sortKeys(List.of(SortKeyCondition.of(KeyOperator.EQ, "${round}"),
                        SortKeyCondition.of(KeyOperator.BEGINS_WITH, "C")))
                .parameters(List.of(Parameter.of("t", "open"), Parameter.of("r", "eu"), Parameter.of("round", "1")))
                .build();
        AccessPattern byPlayer = AccessPattern.builder("Matches of a player", "Matches", Operation.Query)
                .index("ByPlayer")
                .partitionKeys(List.of(KeyTemplate.of("${p}"), KeyTemplate.of("eu")))
                .parameters(List.of(Parameter.of("p", "ann")))
                .build();
        return new Model("Today", ModelMetadata.of(""), List.of(table), List.of(rounds, byPlayer), null);
    }

    @Test
    void write_whenGsiKeysAreMultiAttribute_readsBackEqual() throws Exception {
        Model model = todaysModel();

        String json = ModelFiles.toJson(model);

        assertThat(ModelFiles.read(json, FILE).model()).isEqualTo(model);
        assertThat(ModelFiles.toJson(ModelFiles.read(json, FILE).model())).as("a second save").isEqualTo(json);
    }

    @Test
    void write_whenGsiKeyIsMultiAttribute_keepsWorkbenchsPartAtTheFirstAttributes() throws Exception {
        JsonNode root = JSON.readTree(ModelFiles.toJson(todaysModel()));

        JsonNode gsi = root.get("DataModel").get(0).get("GlobalSecondaryIndexes").get(0).get("KeyAttributes");
        assertThat(gsi.get("PartitionKey").get("AttributeName").asText()).isEqualTo("tournament");
        assertThat(gsi.get("SortKey").get("AttributeName").asText()).isEqualTo("round");
        assertThat(gsi.has("PartitionKeys")).as("Workbench's part holds one attribute of each").isFalse();
        JsonNode full = root.get("Tablewright").get("Tables").get("Matches").get("IndexKeyAttributes");
        assertThat(full.get("ByMatch").get("PartitionKeys")).hasSize(4);
        assertThat(full.get("ByMatch").get("SortKeys")).hasSize(4);
        assertThat(full.get("ByPlayer").get("PartitionKeys")).hasSize(2);
        assertThat(full.get("ByPlayer").has("SortKeys")).isFalse();
        JsonNode pattern = root.get("Tablewright").get("AccessPatterns").get(0);
        assertThat(pattern.get("PartitionKeys")).hasSize(4);
        assertThat(pattern.get("SortKeys")).hasSize(2);
        assertThat(pattern.has("PartitionKey")).isFalse();
    }

    @Test
    void write_whenEverySettingIsSet_writesThemInTheExtensionBlock() throws Exception {
        JsonNode root = JSON.readTree(ModelFiles.toJson(todaysModel()));

        JsonNode settings = root.get("Tablewright").get("Tables").get("Matches").get("Settings");
        assertThat(settings.toString()).isEqualTo("{\"TimeToLiveAttribute\":\"expiresAt\","
                + "\"StreamViewType\":\"NEW_AND_OLD_IMAGES\",\"DeletionProtection\":true,"
                + "\"TableClass\":\"STANDARD_INFREQUENT_ACCESS\",\"OnDemandThroughput\":{\"MaxReadRequestUnits\":4000},"
                + "\"WarmThroughput\":{\"ReadUnitsPerSecond\":15000,\"WriteUnitsPerSecond\":5000},"
                + "\"PointInTimeRecovery\":true,\"RecoveryPeriodInDays\":7,\"Encryption\":{\"KeyType\":"
                + "\"CUSTOMER_MANAGED\",\"KmsKeyId\":\"arn:aws:kms:eu-west-1:111122223333:key/abc\"},"
                + "\"Tags\":{\"team\":\"games\",\"cost-center\":\"\"}}");
        assertThat(root.get("DataModel").get(0).has("Settings")).isFalse();
    }

    @Test
    void write_whenSettingsHoldDefaults_writesNoSettings() throws Exception {
        Model model = todaysModel();
        Model plain = model.withTables(List.of(model.tables().get(0).withSettings(TableSettings.none())));

        String json = ModelFiles.toJson(plain);

        assertThat(json).doesNotContain("\"Settings\"");
        assertThat(ModelFiles.read(json, FILE).model().tables().get(0).settings()).isEqualTo(TableSettings.none());
    }

    @Test
    void read_whenWorkbenchPartDisagreesWithTheFullKey_failsNamingBoth() throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(ModelFiles.toJson(todaysModel()));
        ((ObjectNode) root.get("DataModel").get(0).get("GlobalSecondaryIndexes").get(0).get("KeyAttributes")
                .get("PartitionKey")).put("AttributeName", "league");

        assertThatThrownBy(() -> ModelFiles.read(root.toString(), FILE))
                .isInstanceOf(ModelFileException.class)
                .hasMessageContaining("Tablewright.Tables.Matches.IndexKeyAttributes.ByMatch.PartitionKeys")
                .hasMessageContaining("begin with tournament (S) but its KeyAttributes in the Workbench part name "
                        + "league (S)");
    }

    @Test
    void read_whenFullKeyNamesAnUnknownIndex_fails() throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(ModelFiles.toJson(todaysModel()));
        ObjectNode keys = (ObjectNode) root.get("Tablewright").get("Tables").get("Matches").get("IndexKeyAttributes");
        keys.set("Gone", keys.get("ByPlayer"));

        assertThatThrownBy(() -> ModelFiles.read(root.toString(), FILE))
                .isInstanceOf(ModelFileException.class)
                .hasMessageContaining("index 'Gone' is not an index of table Matches");
    }

    @Test
    void read_whenPatternGivesPartitionKeyAndPartitionKeys_fails() throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(ModelFiles.toJson(todaysModel()));
        ((ObjectNode) root.get("Tablewright").get("AccessPatterns").get(0)).put("PartitionKey", "x");

        assertThatThrownBy(() -> ModelFiles.read(root.toString(), FILE))
                .isInstanceOf(ModelFileException.class)
                .hasMessageContaining("give either \"PartitionKey\" (one key attribute) or \"PartitionKeys\"");
    }

    @Test
    void read_whenFullKeyHasNoPartitionKeys_fails() throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(ModelFiles.toJson(todaysModel()));
        ((ObjectNode) root.get("Tablewright").get("Tables").get("Matches").get("IndexKeyAttributes").get("ByPlayer"))
                .putArray("PartitionKeys");

        assertThatThrownBy(() -> ModelFiles.read(root.toString(), FILE))
                .isInstanceOf(ModelFileException.class)
                .hasMessageContaining("a key needs at least one partition-key attribute");
    }

    @Test
    void read_whenSettingHasAnUnknownCode_failsListingTheChoices() throws Exception {
        ObjectNode root = (ObjectNode) JSON.readTree(ModelFiles.toJson(todaysModel()));
        ((ObjectNode) root.get("Tablewright").get("Tables").get("Matches").get("Settings"))
                .put("StreamViewType", "EVERYTHING");

        assertThatThrownBy(() -> ModelFiles.read(root.toString(), FILE))
                .isInstanceOf(ModelFileException.class)
                .hasMessageContaining("'EVERYTHING' is not one of KEYS_ONLY, NEW_IMAGE, OLD_IMAGE, NEW_AND_OLD_IMAGES");
    }

    @Test
    void write_whenTableKeyIsMultiAttribute_keepsItSoValidationCanSayWhy() throws Exception {
        Table odd = Table.of("Odd", KeySchema.of(List.of(s("a"), s("b")), List.of()));
        Model model = new Model("Odd", ModelMetadata.of(""), List.of(odd), List.of(), null);

        String json = ModelFiles.toJson(model);

        assertThat(ModelFiles.read(json, FILE).model()).isEqualTo(model);
        assertThat(JSON.readTree(json).get("Tablewright").get("Tables").get("Odd").get("KeyAttributes")
                .get("PartitionKeys")).hasSize(2);
    }
}
