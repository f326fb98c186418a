package dev.tablewright.capacity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import dev.tablewright.model.TableSettings;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.io.TempDir;

class PriceTableTest {
    @TempDir
    Path temp;

    private Path file(String text) throws IOException {
        Path file = temp.resolve("my-prices.properties");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void builtIn_whenRead_knowsSixRegionsWithUsEast1First() {
        assertThat(PriceTable.builtIn().regions()).containsExactly("us-east-1", "ap-northeast-1", "ap-southeast-1",
                "eu-central-1", "eu-west-1", "us-west-2");
    }

    @Test
    void region_whenUsEast1_givesBothClassesAndPitrFromThePriceList() {
        Prices prices = PriceTable.builtIn().region("us-east-1");

        assertThat(prices.regionName()).isEqualTo("US East (N. Virginia)");
        assertThat(prices.standard()).as("the figures this file held before, now with their sources")
                .isEqualTo(new Prices.ClassPrices(0.125, 0.625, 0.00013, 0.00065, 0.25));
        assertThat(prices.infrequentAccess()).isEqualTo(new Prices.ClassPrices(0.155, 0.78, 0.00016, 0.00081, 0.10));
        assertThat(prices.pitrPerGbMonth()).isEqualTo(0.20);
        assertThat(prices.source()).contains("Price List", "ocelhq/ocel", "2026-09-06");
        assertThat(prices.targetUtilization()).isEqualTo(0.70);
    }

    @ParameterizedTest
    @ValueSource(strings = {"us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-1", "ap-northeast-1"})
    void region_whenEachOfTheSixRegions_loadsBothClassesWithANameAndASource(String code) {
        Prices prices = PriceTable.builtIn().region(code);

        assertThat(prices.region()).isEqualTo(code);
        assertThat(prices.regionName()).isNotBlank().isNotEqualTo(code);
        assertThat(prices.source()).as(code + "'s source").contains("amazon-dynamodb-tools");
        assertThat(prices.forClass(TableSettings.TableClass.STANDARD)).isSameAs(prices.standard());
        assertThat(prices.forClass(TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS))
                .isSameAs(prices.infrequentAccess()).isNotNull();
        assertThat(prices.standard().rcuHour()).as(code + " provisioned RCU-hour").isPositive();
        assertThat(prices.standard().wcuHour()).as(code + " provisioned WCU-hour").isPositive();
    }

    @ParameterizedTest
    @ValueSource(strings = {"us-east-1", "us-west-2", "eu-west-1", "eu-central-1", "ap-southeast-1", "ap-northeast-1"})
    void region_whenStandardFiguresAreKnown_keepDynamoDbsRatios(String code) {
        Prices.ClassPrices p = PriceTable.builtIn().region(code).standard();

        assertThat(p.wcuHour() / p.rcuHour()).as(code + ": a WCU-hour costs five RCU-hours").isCloseTo(5.0, within(1e-9));
        if (p.readPerMillion() != null) {
            assertThat(p.writePerMillion() / p.readPerMillion()).as(code + ": a write unit costs about five read units")
                    .isBetween(4.9, 5.1);
        }
    }

    @Test
    void region_whenTheSixRegionsAreRead_giveTheFiguresOfTheirSources() {
        PriceTable table = PriceTable.builtIn();

        assertThat(table.region("us-west-2").standard()).isEqualTo(new Prices.ClassPrices(0.125, 0.625, 0.00013, 0.00065, 0.25));
        assertThat(table.region("eu-west-1").standard())
                .isEqualTo(new Prices.ClassPrices(0.1415, 0.705, 0.000147, 0.000735, 0.283));
        assertThat(table.region("eu-central-1").standard())
                .isEqualTo(new Prices.ClassPrices(0.1525, 0.7625, 0.0001586, 0.000793, 0.306));
        assertThat(table.region("ap-northeast-1").standard())
                .isEqualTo(new Prices.ClassPrices(0.1425, 0.715, 0.0001484, 0.000742, 0.285));
        assertThat(table.region("ap-southeast-1").standard()).as("no storage figure was found for Singapore")
                .isEqualTo(new Prices.ClassPrices(0.1425, 0.71, 0.000148, 0.00074, null));
        assertThat(table.region("eu-central-1").pitrPerGbMonth()).isEqualTo(0.2448);
        assertThat(table.region("ap-northeast-1").pitrPerGbMonth()).isEqualTo(0.228);
        assertThat(table.region("us-west-2").pitrPerGbMonth()).isEqualTo(0.20);
        assertThat(table.region("eu-west-1").pitrPerGbMonth()).isEqualTo(0.22);
        assertThat(table.region("ap-southeast-1").pitrPerGbMonth()).as("not found").isNull();
        assertThat(table.region("eu-west-1").infrequentAccess())
                .as("Standard-IA was found for us-east-1 only").isEqualTo(new Prices.ClassPrices(null, null, null, null, null));
    }

    @Test
    void builtInFile_whenAFigureIsGiven_citesItsSourceInTheCommentAboveIt() throws IOException {
        List<String> lines;
        try (InputStream in = PriceTable.class.getResourceAsStream(PriceTable.RESOURCE)) {
            lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
        }
        String comment = "";
        boolean inComment = false;
        int figures = 0;
        for (String line : lines) {
            if (line.startsWith("#")) {
                comment = inComment ? comment + "\n" + line : line;
                inComment = true;
                continue;
            }
            inComment = false;
            if (line.isBlank()) {
                comment = "";
            } else if (line.matches("[a-z]{2}-[a-z]+-\\d\\..*=\\s*[0-9.]+\\s*")) {
                figures++;
                assertThat(comment).as("the comment above " + line).containsPattern("\\[[A-I]\\]");
                assertThat(comment).as("the date of the source of " + line).containsPattern("20\\d\\d");
            }
        }
        assertThat(figures).as("figures in the built-in file").isGreaterThanOrEqualTo(39);
    }

    @Test
    void region_whenUnknown_namesTheKnownRegions() {
        assertThatThrownBy(() -> PriceTable.builtIn().region("mars-north-1"))
                .hasMessage("unknown region 'mars-north-1': the price table knows us-east-1, ap-northeast-1, "
                        + "ap-southeast-1, eu-central-1, eu-west-1, us-west-2");
    }

    @Test
    void withFile_whenItSetsARegionsPrices_overridesOnlyThose() throws Exception {
        PriceTable table = PriceTable.builtIn().withFile(file("""
                eu-west-1.standard.onDemand.readPerMillion=0.1415
                eu-west-1.pitrPerGbMonth=0.22
                """));

        assertThat(table.region("eu-west-1").standard().readPerMillion()).isEqualTo(0.1415);
        assertThat(table.region("eu-west-1").pitrPerGbMonth()).isEqualTo(0.22);
        assertThat(table.region("us-east-1").standard().readPerMillion()).isEqualTo(0.125);
    }

    @Test
    void load_whenTheOlderRegionlessKeysAreUsed_setsTheNamedRegionsStandardPrices() throws Exception {
        Prices prices = Prices.load(file("""
                region=us-west-2
                onDemand.readPerMillion=0.2
                provisioned.wcuHour=0.001
                """));

        assertThat(prices.region()).isEqualTo("us-west-2");
        assertThat(prices.standard().readPerMillion()).isEqualTo(0.2);
        assertThat(prices.standard().wcuHour()).isEqualTo(0.001);
    }

    @Test
    void withFile_whenAPriceIsNegativeNaNOrJunk_refusesWithOneLineNamingFileAndKey() throws Exception {
        for (String bad : new String[] {"-0.1", "NaN", "Infinity", "-Infinity", "cheap", "1d", "0x10", "", "1,5"}) {
            Path file = file("us-east-1.standard.storagePerGbMonth=" + bad + "\n");
            assertThatThrownBy(() -> PriceTable.builtIn().withFile(file)).as(bad)
                    .isInstanceOf(IOException.class)
                    .hasMessage(file + ": us-east-1.standard.storagePerGbMonth is '" + bad
                            + "', not a price (a number of 0 or more, or 'unknown')");
        }
    }

    @Test
    void withFile_whenAKeyIsMisspelt_namesIt() throws Exception {
        Path file = file("us-east-1.standard.storagePerGB=0.3\n");

        assertThatThrownBy(() -> PriceTable.builtIn().withFile(file))
                .hasMessageStartingWith(file + ": 'us-east-1.standard.storagePerGB' is not a price key");
    }

    @Test
    void withFile_whenUtilizationIsOutOfRange_refusesIt() throws Exception {
        Path file = file("provisioned.targetUtilization=1.5\n");

        assertThatThrownBy(() -> PriceTable.builtIn().withFile(file))
                .hasMessage(file + ": provisioned.targetUtilization is 1.5; it must be more than 0 and at most 1");
    }

    @Test
    void withFile_whenMissing_saysSo() {
        Path file = temp.resolve("none.properties");

        assertThatThrownBy(() -> PriceTable.builtIn().withFile(file)).hasMessage(file + ": no such price file");
    }

    @Test
    void with_whenAFieldIsTypedIn_setsOrRefusesIt() {
        PriceTable table = PriceTable.builtIn().with("eu-west-1.standardInfrequentAccess.storagePerGbMonth", "0.11");

        assertThat(table.region("eu-west-1").infrequentAccess().storagePerGbMonth()).isEqualTo(0.11);
        assertThatThrownBy(() -> table.with("eu-west-1.pitrPerGbMonth", "-1"))
                .hasMessageStartingWith("price field: eu-west-1.pitrPerGbMonth is '-1', not a price");
    }

    @Test
    void forUser_whenTheSettingsFolderHasNoPriceFile_isTheBuiltInTable() throws Exception {
        PriceTable table = PriceTable.forUser(temp.resolve("settings"), null);

        assertThat(table.region("eu-west-1")).isEqualTo(PriceTable.builtIn().region("eu-west-1"));
        assertThat(table.preferredRegion()).isEqualTo("us-east-1");
    }

    @Test
    void forUser_whenTheSettingsFileAndAPricesFileSetOneFigure_thePricesFileWins() throws Exception {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Files.writeString(settings.resolve(PriceTable.USER_FILE_NAME), """
                region=eu-west-1
                eu-west-1.standard.onDemand.readPerMillion=0.2
                eu-west-1.pitrPerGbMonth=0.25
                """);
        Path option = file("eu-west-1.standard.onDemand.readPerMillion=0.3\n");

        PriceTable settingsOnly = PriceTable.forUser(settings, null);
        PriceTable both = PriceTable.forUser(settings, option);

        assertThat(settingsOnly.region("eu-west-1").standard().readPerMillion()).isEqualTo(0.2);
        assertThat(both.region("eu-west-1").standard().readPerMillion()).isEqualTo(0.3);
        assertThat(both.region("eu-west-1").pitrPerGbMonth()).as("kept from the settings file").isEqualTo(0.25);
        assertThat(both.region("eu-west-1").standard().writePerMillion()).as("kept from the built-in table")
                .isEqualTo(0.705);
        assertThat(both.preferredRegion()).as("the settings file's region=, which the option's file does not change")
                .isEqualTo("eu-west-1");
    }

    @Test
    void forUser_whenTheSettingsFileHasJunk_namesThatFileAndKey() throws Exception {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Path own = Files.writeString(settings.resolve(PriceTable.USER_FILE_NAME), "ap-southeast-1.pitrPerGbMonth=NaN\n");

        assertThatThrownBy(() -> PriceTable.forUser(settings, null)).isInstanceOf(IOException.class)
                .hasMessage(own + ": ap-southeast-1.pitrPerGbMonth is 'NaN', not a price (a number of 0 or more, or "
                        + "'unknown')");
    }

    @Test
    void withFile_whenRegionIsNotARegionCode_saysSo() throws Exception {
        Path file = file("region=Ireland\n");

        assertThatThrownBy(() -> PriceTable.builtIn().withFile(file))
                .hasMessage(file + ": region is 'Ireland', not a region code (such as eu-west-1)");
    }

    @Test
    void withFile_whenItNamesANewRegion_addsItToTheKnownRegions() throws Exception {
        PriceTable table = PriceTable.builtIn().withFile(file("""
                region=sa-east-1
                sa-east-1.standard.onDemand.readPerMillion=0.2
                """));

        assertThat(table.regions()).contains("sa-east-1");
        assertThat(table.region("sa-east-1").standard().readPerMillion()).isEqualTo(0.2);
        assertThat(table.region("sa-east-1").standard().writePerMillion()).isNull();
    }
}
