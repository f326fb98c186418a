package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Verbs that write a file or a table refuse a model DynamoDB would refuse, before touching anything. */
class ValidateFirstTest {
    @TempDir
    Path dir;

    private Path model;

    @BeforeEach
    void refusedNumber() throws Exception {
        String text = Files.readString(Path.of("models/hr-oe.json"));
        assertThat(text).contains("\"N\": \"148000\"");
        model = dir.resolve("refused.json");
        Files.writeString(model, text.replace("\"N\": \"148000\"", "\"N\": \" 5\""));
    }

    private void assertRefused(CliRun run) {
        assertThat(run.exitCode()).as(run.err()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.err()).contains(model + ":764:25: error: A value provided cannot be converted into a number")
                .contains("that DynamoDB would refuse; nothing was written")
                .doesNotContain("Exception");
        assertThat(CliRun.of("validate", model.toString()).out()).contains(model + ":764:25: error:");
    }

    @Test
    void export_whenModelHasARefusedNumber_exitsOneAndWritesNothing() {
        Path out = dir.resolve("template.yaml");

        CliRun run = CliRun.of("export", model.toString(), "--format", "cloudformation", "--out", out.toString());

        assertRefused(run);
        assertThat(out).doesNotExist();
    }

    @Test
    void export_whenModelHasARefusedNumberAndNoOut_printsNoTemplate() {
        CliRun run = CliRun.of("export", model.toString(), "--format", "cloudformation");

        assertRefused(run);
        assertThat(run.out()).isEmpty();
    }

    @Test
    void codegen_whenModelHasARefusedNumber_exitsOneAndWritesNothing() {
        Path out = dir.resolve("lookup.py");

        CliRun run = CliRun.of("codegen", model.toString(), "1", "--lang", "python", "--out", out.toString());

        assertRefused(run);
        assertThat(out).doesNotExist();
    }

    @Test
    void deploy_whenModelHasARefusedNumber_exitsOneBeforeConnecting() {
        // an endpoint nothing listens on: reaching it would fail with a connection error instead
        CliRun run = CliRun.of("deploy", model.toString(), "--endpoint", "http://127.0.0.1:9");

        assertRefused(run);
        assertThat(run.err()).doesNotContain("Deploying");
    }

    @Test
    void generate_whenModelHasARefusedNumber_exitsOneAndWritesNothing() {
        Path out = dir.resolve("employees.jsonl");

        CliRun run = CliRun.of("generate", model.toString(), "--facet", "Employee", "--count", "3", "--out",
                out.toString());

        assertRefused(run);
        assertThat(out).doesNotExist();
    }

    @Test
    void importItems_whenModelHasARefusedNumber_exitsOneAndWritesNothing() throws Exception {
        Path items = Files.writeString(dir.resolve("items.json"), "{\"Items\": []}");
        Path out = dir.resolve("with-items.json");

        CliRun run = CliRun.of("import-items", model.toString(), "--table", "HR-OE", items.toString(), "--out",
                out.toString());

        assertRefused(run);
        assertThat(out).doesNotExist();
    }

    @Test
    void importCsv_whenModelHasARefusedNumber_exitsOneAndWritesNothing() throws Exception {
        Path csv = Files.writeString(dir.resolve("rows.csv"), "PK,SK\nHR-X,HR-X\n");
        Path out = dir.resolve("with-rows.json");

        CliRun run = CliRun.of("import-csv", model.toString(), "--table", "HR-OE", csv.toString(), "--out",
                out.toString());

        assertRefused(run);
        assertThat(out).doesNotExist();
    }

    @Test
    void validate_whenFanOutIsAHundredMillionShards_refusesWithAClearLine() throws Exception {
        String text = Files.readString(Path.of("models/hr-oe.json"));
        assertThat(text).contains("\"Last\": 14");
        Path huge = dir.resolve("fan-out.json");
        Files.writeString(huge, text.replace("\"Last\": 14", "\"Last\": 100000000"));

        CliRun run = CliRun.of("validate", huge.toString());

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(run.out()).contains("error: FanOut over 0..100000000 is 100000001 shards, one request each; "
                + "use at most 10000 shards");
    }
}
