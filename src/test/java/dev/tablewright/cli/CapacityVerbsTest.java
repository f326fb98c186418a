package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.dynamo.AppDirs;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CapacityVerbsTest {
    @TempDir
    Path temp;

    private final CliHarness cli = new CliHarness();
    private final java.io.StringWriter out = cli.out;
    private final java.io.StringWriter err = cli.err;

    private int run(String... args) {
        return cli.run(args);
    }

    @Test
    void shards_whenSeedExampleAsJson_printsTheContractFigures() throws Exception {
        int exit = run("shards", "--items", "3000000", "--fraction", "0.2", "--item-size", "250", "--json");

        assertThat(exit).isZero();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json).isEqualTo(new ObjectMapper().readTree("""
                {"itemsPerRcu": 16.0, "partitionMaxReadRate": 48000.0, "requiredReads": 600000.0,
                 "rawShards": 12.5, "shards": 13, "paddedShards": 15}"""));
    }

    @Test
    void shards_whenWritesGiven_addsTheWriteSide() throws Exception {
        run("shards", "--items", "3000000", "--fraction", "0.2", "--item-size", "250", "--writes-per-second", "1500",
                "--json");

        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.get("wcuPerSecond").asDouble()).isEqualTo(1500);
        assertThat(json.get("exceedsOnePartition").asBoolean()).isTrue();
    }

    @Test
    void shards_whenText_showsEveryStep() {
        run("shards", "--items", "3000000", "--fraction", "0.2", "--item-size", "250");

        assertThat(out.toString()).contains("PartitionMaxReadRate = 3,000 x 16 = 48,000 items/s")
                .contains("Use 15 shards (suffixes 0..14).");
    }

    @Test
    void shards_whenFractionAbove1_isAUsageError() {
        assertThat(run("shards", "--items", "10", "--fraction", "2", "--item-size", "250")).isEqualTo(2);
        assertThat(err.toString()).contains("the hot fraction must be between 0 and 1");
    }

    @Test
    void itemsize_whenItemGiven_printsBytesAndUnits() throws Exception {
        int exit = run("itemsize", "--item", "{\"PK\": {\"S\": \"abc\"}, \"n\": {\"N\": \"-1.5\"}}", "--json");

        assertThat(exit).isZero();
        assertThat(new ObjectMapper().readTree(out.toString())).isEqualTo(new ObjectMapper().readTree(
                "{\"bytes\": 10, \"wcu\": 1, \"rcuStrong\": 1.0, \"rcuEventual\": 0.5}"));
    }

    @Test
    void itemsize_whenFileHasABadLine_namesTheLine() throws Exception {
        Path file = Files.writeString(temp.resolve("items.jsonl"), "{\"a\": {\"S\": \"x\"}}\n{\"a\": {\"Q\": 1}}\n");

        int exit = run("itemsize", "--items", file.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString().trim()).isEqualTo("error: " + file + ":2: a: 'Q' is not one of S, N, B, BOOL, NULL, L, M, SS, NS, BS");
    }

    @Test
    void capacity_whenRegionUnknown_listsTheKnownRegionsAndExitsTwo() {
        int exit = run("capacity", "models/gaming.json", "--region", "mars-north-1");

        assertThat(exit).isEqualTo(2);
        assertThat(err.toString()).startsWith("error: --region 'mars-north-1' is not in the price table; known "
                + "regions: us-east-1, ap-northeast-1, ap-southeast-1, eu-central-1, eu-west-1, us-west-2");
    }

    @Test
    void capacity_whenPriceFileHasJunk_saysWhichFileAndKeyAndExitsOne() throws Exception {
        Path prices = temp.resolve("prices.properties");
        Files.writeString(prices, "us-east-1.standard.onDemand.readPerMillion=-3\n");

        int exit = run("capacity", "models/gaming.json", "--prices", prices.toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString().strip()).isEqualTo("error: " + prices
                + ": us-east-1.standard.onDemand.readPerMillion is '-3', not a price (a number of 0 or more, or "
                + "'unknown')");
    }

    @Test
    void capacity_whenPriceFileMissing_exitsOne() {
        int exit = run("capacity", "models/gaming.json", "--prices", temp.resolve("none").toString());

        assertThat(exit).isEqualTo(1);
        assertThat(err.toString()).contains("no such price file").doesNotContain("Exception");
    }

    @Test
    void capacity_whenJsonForARegion_showsTheCostLinesAndRegion() throws Exception {
        int exit = run("capacity", "models/gaming.json", "--region", "eu-west-1", "--json");

        assertThat(exit).isZero();
        JsonNode json = new ObjectMapper().readTree(out.toString());
        assertThat(json.at("/prices/region").asText()).isEqualTo("eu-west-1");
        assertThat(json.at("/cost/lines/0/charge").asText()).isEqualTo("on-demand reads");
        assertThat(json.at("/cost/lines/0/unitPrice").asDouble()).isEqualTo(0.1415);
        assertThat(json.at("/cost/lines/0/monthly").isNumber()).as("eu-west-1's on-demand read price is known").isTrue();
        assertThat(json.at("/expiries").isArray()).isTrue();
    }

    @Test
    void capacity_whenTtlTimeIsJunk_exitsTwo() {
        assertThat(run("capacity", "models/gaming.json", "--ttl-at", "soon")).isEqualTo(2);
    }

    @Test
    void capacity_whenRegionIsEuWest1_printsThatRegionsFigures() {
        int exit = run("capacity", "models/gaming.json", "--region", "eu-west-1");

        assertThat(exit).isZero();
        assertThat(out.toString()).contains("A month in eu-west-1 (Europe (Ireland))")
                .contains("$0.141500").contains("$0.705000").contains("$0.000147").contains("$0.000735")
                .doesNotContain("$0.125000");
    }

    @Test
    void capacity_whenTheSettingsFolderHasAPriceFile_usesItAndPricesGoesOverIt() throws Exception {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Files.writeString(settings.resolve("prices.properties"), """
                region=eu-west-1
                eu-west-1.standard.onDemand.readPerMillion=0.2
                """);
        Path option = Files.writeString(temp.resolve("mine.properties"), "eu-west-1.standard.onDemand.readPerMillion=0.3\n");

        JsonNode fromSettings = withSettingsFolder(settings, "capacity", "models/gaming.json", "--json");
        JsonNode fromOption = withSettingsFolder(settings, "capacity", "models/gaming.json", "--json", "--prices",
                option.toString());

        assertThat(fromSettings.at("/prices/region").asText()).as("the settings file's region=").isEqualTo("eu-west-1");
        assertThat(fromSettings.at("/cost/lines/0/unitPrice").asDouble()).isEqualTo(0.2);
        assertThat(fromOption.at("/cost/lines/0/unitPrice").asDouble()).isEqualTo(0.3);
        assertThat(fromOption.at("/cost/lines/1/unitPrice").asDouble()).as("the built-in write price").isEqualTo(0.705);
    }

    @Test
    void capacity_whenTheSettingsFolderPriceFileHasJunk_namesItAndExitsOne() throws Exception {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Path own = Files.writeString(settings.resolve("prices.properties"), "eu-west-1.standard.storagePerGbMonth=lots\n");
        String saved = System.getProperty(AppDirs.HOME_PROPERTY);
        System.setProperty(AppDirs.HOME_PROPERTY, settings.toString());
        try {
            assertThat(run("capacity", "models/gaming.json")).isEqualTo(1);
        } finally {
            restoreHome(saved);
        }
        assertThat(err.toString().strip()).isEqualTo("error: " + own
                + ": eu-west-1.standard.storagePerGbMonth is 'lots', not a price (a number of 0 or more, or 'unknown')");
    }

    /** Runs with Tablewright's settings folder at {@code settings} and reads the JSON it printed. */
    private JsonNode withSettingsFolder(Path settings, String... args) throws Exception {
        String saved = System.getProperty(AppDirs.HOME_PROPERTY);
        System.setProperty(AppDirs.HOME_PROPERTY, settings.toString());
        CliHarness own = new CliHarness();
        try {
            assertThat(own.run(args)).as(own.err.toString()).isZero();
        } finally {
            restoreHome(saved);
        }
        return new ObjectMapper().readTree(own.out.toString());
    }

    private static void restoreHome(String saved) {
        if (saved == null) {
            System.clearProperty(AppDirs.HOME_PROPERTY);
        } else {
            System.setProperty(AppDirs.HOME_PROPERTY, saved);
        }
    }
}
