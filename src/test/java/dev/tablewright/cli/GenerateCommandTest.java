package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GenerateCommandTest {
    @TempDir
    Path dir;

    @Test
    void help_whenAsked_saysTheOutputIsJsonLinesOfDynamoJson() {
        CliRun run = CliRun.of("generate", "--help");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("JSON lines: one item per line").contains("DynamoDB JSON");
    }

    @Test
    void generate_whenFacetOptionIsMissing_exitsTwo() {
        CliRun run = CliRun.of("generate", "models/hr-oe.json", "--count", "3", "--out", dir.resolve("x").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: Missing required option: '--facet=NAME'");
    }

    @Test
    void generate_whenCountIsNotANumber_exitsTwo() {
        CliRun run = CliRun.of("generate", "models/hr-oe.json", "--facet", "Employee", "--count", "many",
                "--out", dir.resolve("x").toString());

        assertThat(run.exitCode()).isEqualTo(2);
    }

    @Test
    void generate_whenCountIsNegative_exitsTwoWithOneErrorLine() {
        CliRun run = CliRun.of("generate", "models/hr-oe.json", "--facet", "Employee", "--count", "-1",
                "--out", dir.resolve("x").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: --count must be 0 or more, was -1");
    }

    @Test
    void generate_whenJsonLinesCountIsAboveTheBound_exitsTwoPointingToS3Import() {
        CliRun run = CliRun.of("generate", "models/hr-oe.json", "--facet", "Employee", "--count", "1000001",
                "--out", dir.resolve("x").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).as("one line naming the option, the bound and the way past it")
                .startsWith("error: --count must be at most 1000000 as JSON lines (every key is remembered to keep keys "
                        + "distinct; --format s3-import has no bound), was 1000001");
        assertThat(dir.resolve("x")).doesNotExist();
    }

    @Test
    void generate_whenArgumentsAreGood_writesOneDynamoJsonItemPerLine() throws Exception {
        Path out = dir.resolve("employees.jsonl");

        CliRun run = CliRun.of("generate", "models/hr-oe.json", "--facet", "Employee", "--count", "4", "--seed", "7",
                "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("wrote 4 Employee items of table HR-OE to " + out);
        List<String> lines = Files.readAllLines(out);
        assertThat(lines).hasSize(4);
        for (String line : lines) {
            Item item = DynamoJson.parseItem(line);
            assertThat(((AttributeValue.S) item.get("PK")).value()).startsWith("HR-E");
            assertThat(item.has("SK")).isTrue();
        }
    }

    @Test
    void generate_whenSeedIsRepeated_writesTheSameLines() throws Exception {
        Path first = dir.resolve("a.jsonl");
        Path second = dir.resolve("b.jsonl");

        CliRun.of("generate", "models/person-records.json", "--facet", "Account", "--count", "5", "--seed", "3",
                "--out", first.toString());
        CliRun.of("generate", "models/person-records.json", "--facet", "Account", "--count", "5", "--seed", "3",
                "--out", second.toString());

        assertThat(Files.readString(first)).isNotEmpty().isEqualTo(Files.readString(second));
    }

    @Test
    void generate_whenOutIsDash_printsTheItems() {
        CliRun run = CliRun.of("generate", "models/gaming.json", "--facet", "Player", "--count", "2", "--out", "-");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out().lines()).hasSize(2).allSatisfy(l -> assertThat(l).startsWith("{\"PK\":{\"S\":\"P#"));
    }

    @Test
    void generate_whenFacetIsInTwoTables_asksForTable() {
        CliRun run = CliRun.of("generate", "models/gaming.json", "--facet", "GamePlayer", "--count", "2",
                "--out", dir.resolve("x").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: --facet: tables [GamePlayer, GamePlayerOverloaded] all have a facet "
                + "'GamePlayer'; choose one with --table");
    }

    @Test
    void generate_whenTableIsGiven_picksItsFacet() {
        CliRun run = CliRun.of("generate", "models/gaming.json", "--facet", "GamePlayer", "--table", "GamePlayerOverloaded",
                "--count", "1", "--out", "-");

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("{\"PK\":{\"S\":\"G#").contains("\"PlayerID\":{\"S\":\"P#");
    }

    @Test
    void generate_whenFacetIsUnknown_exitsTwoNamingTheFacets() {
        CliRun run = CliRun.of("generate", "models/person-records.json", "--facet", "Robot", "--count", "1",
                "--out", dir.resolve("x").toString());

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: --facet: no facet 'Robot' (facets: [Person, Address, Account])");
    }
}
