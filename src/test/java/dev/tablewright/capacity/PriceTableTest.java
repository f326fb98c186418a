package dev.tablewright.capacity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
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
    void region_whenUsEast1_givesTheStandardPricesAndUnknownForWhatWasNotFound() {
        Prices prices = PriceTable.builtIn().region("us-east-1");

        assertThat(prices.regionName()).isEqualTo("US East (N. Virginia)");
        assertThat(prices.standard()).isEqualTo(new Prices.ClassPrices(0.125, 0.625, 0.00013, 0.00065, 0.25));
        assertThat(prices.infrequentAccess().storagePerGbMonth()).as("not found, so unknown").isNull();
        assertThat(prices.pitrPerGbMonth()).isNull();
        assertThat(prices.source()).contains("aws.amazon.com/dynamodb/pricing");
        assertThat(prices.targetUtilization()).isEqualTo(0.70);
    }

    @Test
    void region_whenAnotherRegionIsChosen_givesThatRegionsFigures() {
        Prices frankfurt = PriceTable.builtIn().region("eu-central-1");

        assertThat(frankfurt.region()).isEqualTo("eu-central-1");
        assertThat(frankfurt.regionName()).isEqualTo("Europe (Frankfurt)");
        assertThat(frankfurt.standard().readPerMillion()).as("not in the stored pages").isNull();
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
        for (String bad : new String[] {"-0.1", "NaN", "Infinity", "cheap", "1d", "0x10"}) {
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
}
