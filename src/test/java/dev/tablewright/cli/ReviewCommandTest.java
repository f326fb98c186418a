package dev.tablewright.cli;

import static dev.tablewright.review.ReviewFixtures.item;
import static dev.tablewright.review.ReviewFixtures.key;
import static dev.tablewright.review.ReviewFixtures.model;
import static dev.tablewright.review.ReviewFixtures.table;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.ReadConsistency;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code review}: the line format, --json, and the exit codes of --fail-on, a broken model and a missing file. */
class ReviewCommandTest {
    @TempDir
    Path dir;

    private static List<Item> events() {
        List<Item> events = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            events.add(item("Day", "2026-01-0" + i, "EventId", "e" + i));
        }
        return events;
    }

    /** A valid model with one warning: a Scan at 10 a second. */
    private Path warningModel() throws Exception {
        Model model = model(table("Events", key("Day", "EventId"), events()),
                AccessPattern.builder("every event", "Events", Operation.Scan).frequency(10).build());
        Path file = dir.resolve("scan.json");
        ModelFiles.write(model, file);
        return file;
    }

    /** A valid model with one error: 4,000 strongly consistent reads a second of one partition key value. */
    private Path errorModel() throws Exception {
        Model model = model(table("Events", key("Day", "EventId"), events()),
                AccessPattern.builder("today", "Events", Operation.Query).partitionKey("2026-01-01")
                        .consistency(ReadConsistency.STRONG).frequency(4000).build());
        Path file = dir.resolve("hot.json");
        ModelFiles.write(model, file);
        return file;
    }

    @Test
    void review_whenModelHasAWarning_printsOneLineAFindingAndExitsZeroByDefault() throws Exception {
        Path file = warningModel();

        CliRun run = CliRun.of("review", file.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out().lines().toList()).singleElement().asString()
                .startsWith("WARNING SCAN_PATTERN Events every event: a Scan of table Events").contains(" -> serve it");
        assertThat(run.err()).contains("0 errors, 1 warning, 0 notes");
    }

    @Test
    void review_whenFailOnWarningAndAWarningIsFound_exitsOne() throws Exception {
        assertThat(CliRun.of("review", warningModel().toString(), "--fail-on", "warning").exitCode()).isEqualTo(1);
    }

    @Test
    void review_whenFailOnErrorAndAnErrorIsFound_exitsOne() throws Exception {
        CliRun run = CliRun.of("review", errorModel().toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).startsWith("ERROR HOT_PARTITION Events today: ");
    }

    @Test
    void review_whenFailOnNever_exitsZeroWhateverIsFound() throws Exception {
        assertThat(CliRun.of("review", errorModel().toString(), "--fail-on", "never").exitCode()).isZero();
    }

    @Test
    void review_whenShippedModelsHaveOnlyNotes_exitZeroEvenOnWarnings() {
        for (String model : List.of("models/hr-oe.json", "models/gaming.json", "models/tournaments.json",
                "models/person-records.json")) {
            CliRun run = CliRun.of("review", model, "--fail-on", "warning");
            assertThat(run.exitCode()).as(model + ": " + run.out()).isZero();
        }
    }

    @Test
    void review_whenFailOnIsUnknown_exitsTwoWithOneLine() throws Exception {
        CliRun run = CliRun.of("review", warningModel().toString(), "--fail-on", "sometimes");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err().lines().toList()).singleElement().asString().contains("--fail-on 'sometimes'");
    }

    @Test
    void review_whenRegionIsUnknown_exitsTwoAndListsTheKnownOnes() {
        CliRun run = CliRun.of("review", "models/gaming.json", "--region", "xx-nowhere-1");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("xx-nowhere-1").contains("us-east-1");
    }

    @Test
    void review_whenModelFailsValidation_printsTheErrorsAndExitsOne() throws Exception {
        Model model = model(table("Events", key("Day", "EventId"), events()),
                AccessPattern.builder("by nothing", "Events", Operation.Query).index("Nope").partitionKey("x")
                        .frequency(1).build());
        Path file = dir.resolve("broken.json");
        ModelFiles.write(model, file);

        CliRun run = CliRun.of("review", file.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).contains("error: The table does not have the specified index: Nope")
                .contains("error that DynamoDB would refuse; the design was not reviewed");
    }

    @Test
    void review_whenFileIsMissing_exitsOneWithOneLineNamingIt() {
        CliRun run = CliRun.of("review", "target/no-such-folder/missing.json");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().lines().toList()).singleElement().asString()
                .isEqualTo("error: target/no-such-folder/missing.json: no such file");
    }

    @Test
    void review_whenJson_printsTheModelAndEachFindingsFields() throws Exception {
        Path file = warningModel();

        CliRun run = CliRun.of("review", file.toString(), "--json");

        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("model").asText()).isEqualTo(file.toString());
        assertThat(json.get("findings")).hasSize(1);
        JsonNode finding = json.get("findings").get(0);
        assertThat(finding.get("code").asText()).isEqualTo("SCAN_PATTERN");
        assertThat(finding.get("severity").asText()).isEqualTo("WARNING");
        assertThat(finding.get("table").asText()).isEqualTo("Events");
        assertThat(finding.get("pattern").asText()).isEqualTo("every event");
        assertThat(finding.has("index")).as("no index: the key is left out").isFalse();
        assertThat(finding.get("message").asText()).contains("a Scan of table Events");
        assertThat(finding.get("fix").asText()).isNotBlank();
    }

    @Test
    void review_whenItemsGiven_scalesToTheProjectedSize() throws Exception {
        CliRun run = CliRun.of("review", warningModel().toString(), "--items", "Events=1000000");

        assertThat(run.out()).contains("it reads all 1,000,000 items");
    }

    @Test
    void review_whenItemsNameAMissingTable_exitsTwo() throws Exception {
        CliRun run = CliRun.of("review", warningModel().toString(), "--items", "Nope=5");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).contains("no table Nope");
    }
}
