package dev.tablewright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code migrate OLD NEW} without --apply: the plan of a shipped model's change. */
class MigrateCommandTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Path TOURNAMENTS = Path.of("models/tournaments.json");

    @TempDir
    Path dir;

    private Path narrowedAndExtended() throws IOException {
        ObjectNode root = (ObjectNode) JSON.readTree(TOURNAMENTS.toFile());
        ArrayNode gsis = (ArrayNode) root.get("DataModel").get(0).get("GlobalSecondaryIndexes");
        ((ObjectNode) gsis.get(0).get("Projection")).put("ProjectionType", "KEYS_ONLY");
        ObjectNode added = gsis.addObject().put("IndexName", "ByRegion");
        added.putObject("KeyAttributes").putObject("PartitionKey").put("AttributeName", "Region").put("AttributeType", "S");
        added.putObject("Projection").put("ProjectionType", "KEYS_ONLY");
        Path copy = dir.resolve("tournaments-v2.json");
        JSON.writeValue(copy.toFile(), root);
        return copy;
    }

    @Test
    void migrate_whenAProjectionNarrowsAndAnIndexIsAdded_plansOneIndexPerStep() throws IOException {
        CliRun run = CliRun.of("migrate", TOURNAMENTS.toString(), narrowedAndExtended().toString(), "--json",
                "--write-rate", "36");

        assertThat(run.exitCode()).as("err: %s", run.err()).isEqualTo(0);
        JsonNode steps = JSON.readTree(run.out()).get("steps");
        assertThat(steps).extracting(s -> s.get("kind").asText() + " " + s.get("index").asText())
                .containsExactly("delete-index ByPlayer", "create-index ByPlayer", "create-index ByRegion");
        JsonNode backfill = steps.get(2);
        assertThat(backfill.get("items").asLong()).as("every sample item has a Region").isEqualTo(72);
        assertThat(backfill.get("seconds").asDouble()).as("72 items at 36 a second").isEqualTo(2.0);
        assertThat(backfill.get("cost").asDouble()).as("72 WRU at us-east-1's $0.625 a million")
                .isCloseTo(72 * 0.625 / 1e6, org.assertj.core.api.Assertions.within(1e-12));
    }

    @Test
    void migrate_whenPrinted_saysEachStepWithItsCostAndTime() throws IOException {
        CliRun run = CliRun.of("migrate", TOURNAMENTS.toString(), narrowedAndExtended().toString());

        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out()).contains(" 1. delete-index", " 3. create-index   create index ByRegion",
                "backfill of 72 items", "time unknown (give --write-rate)", "3 steps; $0.0000");
    }

    @Test
    void migrate_whenTheModelsAreTheSame_hasNothingToDo() {
        CliRun run = CliRun.of("migrate", TOURNAMENTS.toString(), TOURNAMENTS.toString());

        assertThat(run.exitCode()).isEqualTo(0);
        assertThat(run.out()).contains("Nothing to do");
    }

    @Test
    void migrate_whenApplyOptionsComeWithoutApply_isAUsageError() {
        CliRun run = CliRun.of("migrate", TOURNAMENTS.toString(), TOURNAMENTS.toString(), "--allow-delete");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("--apply only");
    }
}
