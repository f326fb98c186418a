package dev.tablewright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code diff OLD NEW}: the shipped models against edited copies, one edit per action. */
class DiffCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path TOURNAMENTS = Path.of("models/tournaments.json");

    @TempDir
    Path dir;

    static Stream<Path> shippedModels() throws IOException {
        return Files.list(Path.of("models")).filter(p -> p.toString().endsWith(".json")).sorted();
    }

    @ParameterizedTest
    @MethodSource("shippedModels")
    void diff_whenAModelIsComparedWithItself_saysTheyAreTheSame(Path model) {
        CliRun run = CliRun.of("diff", model.toString(), model.toString());

        assertThat(run.exitCode()).as("exit code; err: %s", run.err()).isEqualTo(0);
        assertThat(run.out()).as("output of diff %s %s", model, model).contains("The models are the same.");
    }

    @ParameterizedTest
    @MethodSource("shippedModels")
    void diffJson_whenAModelIsComparedWithItself_listsNoChanges(Path model) throws IOException {
        CliRun run = CliRun.of("diff", model.toString(), model.toString(), "--json");

        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(JSON.readTree(run.out()).get("changes")).as("changes of %s against itself", model).isEmpty();
    }

    @Test
    void diffJson_whenAGsiIsAdded_saysCreateIndex() throws IOException {
        JsonNode change = onlyLiveChange(edit(TOURNAMENTS, m -> gsis(m, 0).add(gsi("ByRegion", "Region", "S", "ALL"))));

        assertThat(change.get("kind").asText()).isEqualTo("index-added");
        assertThat(change.get("table").asText()).isEqualTo("TournamentScores");
        assertThat(change.get("index").asText()).isEqualTo("ByRegion");
        assertThat(change.get("after").asText()).isEqualTo("hash(Region:S) ALL");
        assertThat(change.has("before")).as("an added index has no before: %s", change).isFalse();
        assertThat(change.get("action").asText()).isEqualTo("create-index");
    }

    @Test
    void diffJson_whenAGsiIsRemoved_saysDeleteIndex() throws IOException {
        JsonNode change = onlyLiveChange(edit(TOURNAMENTS, m -> gsis(m, 0).remove(1)));

        assertThat(change.get("kind").asText()).isEqualTo("index-removed");
        assertThat(change.get("index").asText()).isEqualTo("ByDay");
        assertThat(change.get("action").asText()).isEqualTo("delete-index");
    }

    @Test
    void diffJson_whenAProjectionNarrows_saysRecreateIndex() throws IOException {
        JsonNode change = onlyLiveChange(edit(TOURNAMENTS, m -> ((ObjectNode) gsis(m, 0).get(0).get("Projection"))
                .put("ProjectionType", "KEYS_ONLY")));

        assertThat(change.get("kind").asText()).isEqualTo("index-projection");
        assertThat(change.get("before").asText()).isEqualTo("ALL");
        assertThat(change.get("after").asText()).isEqualTo("KEYS_ONLY");
        assertThat(change.get("action").asText()).isEqualTo("recreate-index");
    }

    @Test
    void diffJson_whenAGsiKeyChanges_saysRecreateIndex() throws IOException {
        JsonNode change = onlyLiveChange(edit(TOURNAMENTS, m -> ((ObjectNode) gsis(m, 0).get(1).get("KeyAttributes")
                .get("SortKey")).put("AttributeName", "Round")));

        assertThat(change.get("kind").asText()).isEqualTo("index-key-schema");
        assertThat(change.get("after").asText()).isEqualTo("hash(GSI2PK:S) range(Round:N)");
        assertThat(change.get("action").asText()).isEqualTo("recreate-index");
    }

    @Test
    void diffJson_whenBillingOrTtlChanges_saysUpdateTable() throws IOException {
        List<JsonNode> changes = liveChanges(edit(TOURNAMENTS, m -> {
            table(m, 0).put("BillingMode", "PROVISIONED");
            ((ObjectNode) m.get("Tablewright").get("Tables").get("TournamentScores"))
                    .putObject("Settings").put("TimeToLiveAttribute", "ExpiresAt");
        }));

        assertThat(changes).extracting(c -> c.get("kind").asText()).containsExactly("billing-mode", "ttl");
        assertThat(changes).extracting(c -> c.get("action").asText()).containsOnly("update-table");
        assertThat(changes.get(0).get("before").asText()).isEqualTo("PAY_PER_REQUEST");
        assertThat(changes.get(1).get("after").asText()).isEqualTo("ExpiresAt");
    }

    @Test
    void diffJson_whenTheTableKeyChanges_saysReplaceTable() throws IOException {
        JsonNode change = onlyLiveChange(edit(TOURNAMENTS, m -> ((ObjectNode) table(m, 0).get("KeyAttributes")
                .get("SortKey")).put("AttributeName", "MatchId")));

        assertThat(change.get("kind").asText()).isEqualTo("key-schema");
        assertThat(change.get("before").asText()).isEqualTo("hash(PK:S) range(SK:S)");
        assertThat(change.get("after").asText()).isEqualTo("hash(PK:S) range(MatchId:S)");
        assertThat(change.get("action").asText()).isEqualTo("replace-table");
    }

    @Test
    void diffJson_whenATableIsRenamed_pairsItByItsKeysAndSaysReplaceTable() throws IOException {
        JsonNode change = onlyLiveChange(edit(TOURNAMENTS, m -> {
            table(m, 0).put("TableName", "TournamentScoresV2");
            ObjectNode tables = (ObjectNode) m.get("Tablewright").get("Tables");
            tables.set("TournamentScoresV2", tables.remove("TournamentScores"));
            m.get("Tablewright").get("AccessPatterns").forEach(p -> {
                if (p.get("Table").asText().equals("TournamentScores")) {
                    ((ObjectNode) p).put("Table", "TournamentScoresV2");
                }
            });
        }));

        assertThat(change.get("kind").asText()).isEqualTo("table-renamed");
        assertThat(change.get("before").asText()).isEqualTo("TournamentScores");
        assertThat(change.get("after").asText()).isEqualTo("TournamentScoresV2");
        assertThat(change.get("action").asText()).isEqualTo("replace-table");
    }

    @Test
    void diffJson_whenOnlyPatternsAndItemsChange_saysNoneForEach() throws IOException {
        Path edited = edit(TOURNAMENTS, m -> {
            ArrayNode patterns = (ArrayNode) m.get("Tablewright").get("AccessPatterns");
            patterns.remove(0);
            ((ObjectNode) patterns.get(0)).put("FrequencyPerSecond", 999);
            ArrayNode items = (ArrayNode) table(m, 0).get("TableFacets").get(0).get("TableData");
            ((ObjectNode) items.get(0)).putObject("Points").put("N", "42");
            items.remove(1);
        });
        CliRun run = CliRun.of("diff", TOURNAMENTS.toString(), edited.toString(), "--json");

        List<JsonNode> changes = new ArrayList<>();
        JSON.readTree(run.out()).get("changes").forEach(changes::add);
        assertThat(run.exitCode()).as("a model-only change still differs").isEqualTo(1);
        assertThat(changes).extracting(c -> c.get("kind").asText())
                .contains("pattern-removed", "pattern-changed", "item-changed", "item-removed", "facet-items");
        assertThat(changes).extracting(c -> c.get("action").asText()).containsOnly("none");
        assertThat(changes).filteredOn(c -> c.get("kind").asText().equals("item-removed")).singleElement()
                .satisfies(c -> assertThat(c.get("before").asText()).startsWith("PK=T#spring-cup#R#eu, SK=ROUND#01"));
    }

    @Test
    void diff_whenModelsDiffer_groupsChangesByTableAndNamesTheActions() throws IOException {
        Path edited = edit(TOURNAMENTS, m -> gsis(m, 0).remove(1));

        CliRun run = CliRun.of("diff", TOURNAMENTS.toString(), edited.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("table TournamentScores", "index-removed", "index ByDay", "[delete-index]",
                "1 change (1 delete-index)");
    }

    @Test
    void diff_whenAFileIsMissing_exitsTwoWithOneLine() {
        CliRun run = CliRun.of("diff", TOURNAMENTS.toString(), dir.resolve("missing.json").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().strip()).as("one line naming the file").doesNotContain("\n").contains("missing.json");
    }

    @Test
    void diff_whenAnArgumentIsMissing_exitsTwo() {
        assertThat(CliRun.of("diff", TOURNAMENTS.toString()).exitCode()).isEqualTo(2);
    }

    @Test
    void diffCloudFormation_whenTwoGsisChangeInOneUpdate_saysItFailsAndSplitsItOneIndexAnUpdate() throws IOException {
        Path edited = edit(TOURNAMENTS, m -> {
            ((ObjectNode) gsis(m, 0).get(0).get("Projection")).put("ProjectionType", "KEYS_ONLY");
            gsis(m, 0).add(gsi("ByRegion", "Region", "S", "ALL"));
        });

        JsonNode answer = cloudFormation(edited);

        assertThat(answer.get("resources")).singleElement().satisfies(r -> {
            assertThat(r.get("logicalId").asText()).isEqualTo("TournamentScoresTable");
            assertThat(r.get("verdict").asText()).isEqualTo("fail");
            assertThat(r.get("reason").asText()).contains("3 GSI creations or deletions",
                    "Cannot perform more than one GSI creation or deletion in a single update");
        });
        assertThat(answer.get("updates")).extracting(JsonNode::toString).containsExactly(
                "[\"TournamentScoresTable: delete GSI ByPlayer\"]",
                "[\"TournamentScoresTable: create GSI ByRegion\"]",
                "[\"TournamentScoresTable: create GSI ByPlayer (its new keys or projection)\"]");
    }

    @Test
    void diffCloudFormation_whenTheKeyChangesUnderTheSameName_saysTheCustomNamedTableCannotBeReplaced()
            throws IOException {
        Path edited = edit(TOURNAMENTS, m -> ((ObjectNode) table(m, 0).get("KeyAttributes").get("SortKey"))
                .put("AttributeName", "MatchId"));

        JsonNode resource = cloudFormation(edited).get("resources").get(0);

        assertThat(resource.get("verdict").asText()).isEqualTo("fail");
        assertThat(resource.get("reason").asText()).contains("key-schema needs a replacement",
                "custom-named resource (TableName TournamentScores)");
    }

    @Test
    void diffCloudFormation_whenATableIsRenamed_saysTheOldResourceIsDeletedAndHowToKeepIt() throws IOException {
        Path edited = edit(TOURNAMENTS, m -> {
            table(m, 0).put("TableName", "ScoresV2");
            ObjectNode tables = (ObjectNode) m.get("Tablewright").get("Tables");
            tables.set("ScoresV2", tables.remove("TournamentScores"));
            m.get("Tablewright").get("AccessPatterns").forEach(p -> {
                if (p.get("Table").asText().equals("TournamentScores")) {
                    ((ObjectNode) p).put("Table", "ScoresV2");
                }
            });
        });

        JsonNode answer = cloudFormation(edited);

        assertThat(answer.get("resources")).extracting(r -> r.get("logicalId").asText() + " " + r.get("verdict").asText())
                .containsExactly("TournamentScoresTable remove", "ScoresV2Table add");
        assertThat(answer.get("resources").get(0).get("reason").asText()).contains("deletes TournamentScores with its items");
        assertThat(answer.get("updates")).hasSize(3);
        assertThat(answer.get("updates").get(2).get(0).asText()).contains("DeletionPolicy: Retain");
    }

    @Test
    void diffCloudFormation_whenOnlySettingsChange_saysOneUpdateSucceeds() throws IOException {
        Path edited = edit(TOURNAMENTS, m -> table(m, 0).put("BillingMode", "PROVISIONED"));

        CliRun run = CliRun.of("diff", TOURNAMENTS.toString(), edited.toString(), "--cloudformation");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).contains("TournamentScoresTable (table TournamentScores): updated in place: billing-mode",
                "One stack update succeeds:");
    }

    private JsonNode cloudFormation(Path edited) throws IOException {
        CliRun run = CliRun.of("diff", TOURNAMENTS.toString(), edited.toString(), "--cloudformation", "--json");
        assertThat(run.exitCode()).as("err: %s", run.err()).isEqualTo(1);
        return JSON.readTree(run.out());
    }

    private List<JsonNode> liveChanges(Path edited) throws IOException {
        CliRun run = CliRun.of("diff", TOURNAMENTS.toString(), edited.toString(), "--json");
        assertThat(run.exitCode()).as("exit code of a diff that differs; err: %s", run.err()).isEqualTo(1);
        List<JsonNode> changes = new ArrayList<>();
        JSON.readTree(run.out()).get("changes").forEach(c -> {
            if (!c.get("action").asText().equals("none")) {
                changes.add(c);
            }
        });
        return changes;
    }

    private JsonNode onlyLiveChange(Path edited) throws IOException {
        List<JsonNode> changes = liveChanges(edited);
        assertThat(changes).as("the changes a live table needs").hasSize(1);
        return changes.get(0);
    }

    private Path edit(Path model, Consumer<ObjectNode> change) throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(model.toFile());
        change.accept(root);
        Path copy = dir.resolve("edited-" + model.getFileName());
        JSON.writerWithDefaultPrettyPrinter().writeValue(copy.toFile(), root);
        return copy;
    }

    private static ObjectNode table(ObjectNode model, int index) {
        return (ObjectNode) model.get("DataModel").get(index);
    }

    private static ArrayNode gsis(ObjectNode model, int table) {
        return (ArrayNode) table(model, table).get("GlobalSecondaryIndexes");
    }

    private static ObjectNode gsi(String name, String key, String type, String projection) {
        ObjectNode index = JSON.createObjectNode().put("IndexName", name);
        index.putObject("KeyAttributes").putObject("PartitionKey").put("AttributeName", key).put("AttributeType", type);
        index.putObject("Projection").put("ProjectionType", projection);
        return index;
    }
}
