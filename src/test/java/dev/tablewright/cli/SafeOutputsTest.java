package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.NumberedBackups;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Nothing is lost: no verb replaces a user's file without --force, and a forced one keeps what it replaced. */
class SafeOutputsTest {
    private static final String HR = "models/hr-oe.json";

    @TempDir
    Path dir;

    private Path existing(String name) throws Exception {
        Path file = dir.resolve(name);
        Files.writeString(file, "precious");
        return file;
    }

    @Test
    void convert_whenOutExists_refusesWithOneLineAndLeavesTheFile() throws Exception {
        Path out = existing("existing.txt");

        CliRun run = CliRun.of("convert", HR, "--out", out.toString());

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.USAGE);
        assertThat(run.err().lines()).singleElement().asString()
                .startsWith("error: " + out + " already exists; use --force");
        assertThat(Files.readString(out)).isEqualTo("precious");
    }

    @Test
    void convert_whenForcedTwice_keepsBothReplacedVersionsAsNumberedBackups() throws Exception {
        Path out = existing("model.json");

        assertThat(CliRun.of("convert", HR, "--out", out.toString(), "--force").exitCode()).isZero();
        String first = Files.readString(out);
        CliRun second = CliRun.of("convert", "models/gaming.json", "--out", out.toString(), "--force");

        assertThat(second.exitCode()).as(second.err()).isZero();
        assertThat(NumberedBackups.of(out)).containsExactly(NumberedBackups.backupOf(out.toAbsolutePath(), 1),
                NumberedBackups.backupOf(out.toAbsolutePath(), 2));
        assertThat(Files.readString(NumberedBackups.backupOf(out, 1))).isEqualTo("precious");
        assertThat(Files.readString(NumberedBackups.backupOf(out, 2))).isEqualTo(first);
        assertThat(dir.resolve("model.json.bak")).doesNotExist();
    }

    @ParameterizedTest
    @ValueSource(strings = {"export", "export-items", "codegen", "generate", "import-cfn", "import-table", "import-items",
        "import-csv"})
    void verb_whenOutExists_refusesWithoutForce(String verb) throws Exception {
        Path out = existing("out.txt");
        String[] args = switch (verb) {
            case "export" -> new String[] {"export", HR, "--format", "terraform", "--out", out.toString()};
            case "export-items" -> new String[] {"export-items", HR, "--table", "HR-OE", "--out", out.toString()};
            case "codegen" -> new String[] {"codegen", HR, "1", "--lang", "python", "--out", out.toString()};
            case "generate" -> new String[] {"generate", HR, "--facet", "Employee", "--count", "3", "--out",
                    out.toString()};
            case "import-table" -> new String[] {"import-table", "--table", "T", "--endpoint", "http://127.0.0.1:9",
                    "--out", out.toString()};
            case "import-items" -> new String[] {"import-items", HR, "--table", "HR-OE", "items.json", "--out",
                    out.toString()};
            case "import-csv" -> new String[] {"import-csv", HR, "--table", "HR-OE", "items.csv", "--out",
                    out.toString()};
            default -> new String[] {"import-cfn", "no-such-template.yaml", "--out", out.toString()};
        };

        CliRun run = CliRun.of(args);

        assertThat(run.exitCode()).as(run.err()).isEqualTo(TablewrightCommand.USAGE);
        assertThat(run.err()).startsWith("error: " + out + " already exists; use --force");
        assertThat(Files.readString(out)).isEqualTo("precious");
    }

    @Test
    void export_whenForced_replacesTheFileAndKeepsTheOldOne() throws Exception {
        Path out = existing("table.tf");

        CliRun run = CliRun.of("export", HR, "--format", "terraform", "--out", out.toString(), "--force");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(Files.readString(out)).contains("aws_dynamodb_table");
        assertThat(Files.readString(NumberedBackups.backupOf(out, 1))).isEqualTo("precious");
    }

    @Test
    void generate_whenCountIsAboveTheLimit_exitsTwoWithOneLine() {
        CliRun run = CliRun.of("generate", HR, "--facet", "Employee", "--count", "2147483647",
                "--out", dir.resolve("x.jsonl").toString());

        assertThat(run.exitCode()).isEqualTo(TablewrightCommand.USAGE);
        assertThat(run.err().lines()).singleElement().asString().startsWith("error: --count must be at most 1000000");
        assertThat(dir.resolve("x.jsonl")).doesNotExist();
    }
}
