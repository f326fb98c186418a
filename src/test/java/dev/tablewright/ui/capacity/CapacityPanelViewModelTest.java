package dev.tablewright.ui.capacity;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.capacity.Prices;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.testing.DeferredTaskExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CapacityPanelViewModelTest {
    @Test
    void refresh_whenGamingModel_showsEveryPatternAndTheMonthlyCost() throws Exception {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());

        panel.refresh(ModelFiles.read(Path.of("models/gaming.json")).model());

        assertThat(panel.patterns()).hasSize(14);
        assertThat(panel.patterns().get(0).unitsPerSecond()).isEqualTo(1000);
        assertThat(panel.costProperty().get()).startsWith("A month in us-east-1: on demand $").contains("provisioned $");
        assertThat(panel.warnings()).containsExactly("No partition near its limit.");
        assertThat(panel.statusProperty().get()).isEqualTo("14 access patterns, run in memory on the model's sample items");
    }

    @Test
    void refresh_whenNoModel_clearsThePanel() {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());

        panel.refresh(null);

        assertThat(panel.patterns()).isEmpty();
        assertThat(panel.planProperty().get()).isNull();
    }

    @Test
    void refresh_whenAnOlderPlanFinishesAfterTheLatest_keepsTheLatestPlan() throws Exception {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        CapacityPanelViewModel panel = new CapacityPanelViewModel(executor, Prices.defaults());
        Model gaming = ModelFiles.read(Path.of("models/gaming.json")).model();
        Model fewer = gaming.withAccessPatterns(gaming.accessPatterns().subList(0, 3));

        panel.refresh(gaming);
        panel.refresh(fewer);
        assertThat(panel.statusProperty().get()).as("while both plans are worked out").isEqualTo("Working out the plan…");
        executor.runLast();
        executor.runNext();

        assertThat(panel.patterns()).as("the older, slower plan of 14 patterns must not replace the latest").hasSize(3);
        assertThat(panel.planProperty().get().patterns()).hasSize(3);
        assertThat(panel.statusProperty().get()).isEqualTo("3 access patterns, run in memory on the model's sample items");
    }

    @Test
    void refresh_whenTheModelIsClosedWhileAPlanIsWorkedOut_staysEmpty() throws Exception {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        CapacityPanelViewModel panel = new CapacityPanelViewModel(executor, Prices.defaults());

        panel.refresh(ModelFiles.read(Path.of("models/gaming.json")).model());
        panel.refresh(null);
        executor.runAll();

        assertThat(panel.planProperty().get()).isNull();
        assertThat(panel.patterns()).isEmpty();
    }

    @Test
    void region_whenChanged_costsThePlanAtThatRegionsPrices() throws Exception {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());
        panel.refresh(ModelFiles.read(Path.of("models/gaming.json")).model());
        assertThat(panel.regions()).hasSize(6).startsWith("us-east-1");
        assertThat(panel.costLines()).isNotEmpty().allSatisfy(l -> assertThat(l.unitPrice()).isNotNull());

        panel.regionProperty().set("ap-southeast-1");

        assertThat(panel.planProperty().get().prices().region()).isEqualTo("ap-southeast-1");
        assertThat(panel.costProperty().get()).startsWith("A month in ap-southeast-1: on demand unknown");
    }

    @Test
    void setPrice_whenTyped_changesTheCostOrRefusesJunk() throws Exception {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());
        panel.refresh(ModelFiles.read(Path.of("models/gaming.json")).model());

        assertThat(panel.setPrice("standard", "onDemand.readPerMillion", "0.25")).isTrue();
        assertThat(panel.price("standard", "onDemand.readPerMillion")).isEqualTo("0.25");
        assertThat(panel.planProperty().get().prices().standard().readPerMillion()).isEqualTo(0.25);

        assertThat(panel.setPrice("standard", "onDemand.readPerMillion", "free")).isFalse();
        assertThat(panel.statusProperty().get()).isEqualTo("price field: us-east-1.standard.onDemand.readPerMillion "
                + "is 'free', not a price (a number of 0 or more, or 'unknown')");
        assertThat(panel.price("standard", "onDemand.readPerMillion")).isEqualTo("0.25");
    }

    @Test
    void ttlAt_whenSet_reportsTheExpiriesAtThatTime() throws Exception {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());
        Model gaming = ModelFiles.read(Path.of("models/gaming.json")).model();
        Table first = gaming.tables().get(0);
        Model withTtl = gaming.withTable(first.withSettings(new TableSettings("expiresAt", null,
                false, null, null, null, false, null, null, null)));
        panel.refresh(withTtl);

        panel.ttlAtProperty().set(Instant.ofEpochSecond(0));

        assertThat(panel.expiries()).singleElement().asString()
                .startsWith(first.name() + ": 0 of " + first.allItems().size()
                        + " sample items expired by 1970-01-01T00:00:00Z");
    }

    @Test
    void constructor_whenTheUserHasAPriceFile_startsWithItsRegionAndPrices(@TempDir Path settings) throws Exception {
        Path own = Files.writeString(settings.resolve("prices.properties"), """
                region=ap-northeast-1
                ap-northeast-1.standardInfrequentAccess.storagePerGbMonth=0.114
                """);

        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), own);

        assertThat(panel.regionProperty().get()).isEqualTo("ap-northeast-1");
        assertThat(panel.price("standardInfrequentAccess", "storagePerGbMonth")).isEqualTo("0.114");
        assertThat(panel.price("standard", "onDemand.readPerMillion")).as("built in").isEqualTo("0.1425");
        assertThat(panel.statusProperty().get()).isEmpty();
    }

    @Test
    void constructor_whenTheUserPriceFileIsBad_keepsTheBuiltInPricesAndSaysWhy(@TempDir Path settings) throws Exception {
        Path own = Files.writeString(settings.resolve("prices.properties"), "us-east-1.pitrPerGbMonth=-2\n");

        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), own);
        panel.refresh(ModelFiles.read(Path.of("models/gaming.json")).model());

        assertThat(panel.regionProperty().get()).isEqualTo("us-east-1");
        assertThat(panel.price("standard", "onDemand.readPerMillion")).isEqualTo("0.125");
        assertThat(panel.statusProperty().get()).as("after a refresh, the problem still shows")
                .endsWith(own + ": us-east-1.pitrPerGbMonth is '-2', not a price (a number of 0 or more, or 'unknown'); "
                        + "using the built-in prices");
    }

    @Test
    void constructor_whenThereIsNoUserPriceFile_usesTheBuiltInTable(@TempDir Path settings) {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(),
                settings.resolve("prices.properties"));

        assertThat(panel.regions()).hasSize(6);
        assertThat(panel.price("standard", "provisioned.wcuHour")).isEqualTo("6.5E-4");
        assertThat(panel.statusProperty().get()).isEmpty();
    }

    @Test
    void refresh_whenFanOutIsOverTenThousandShards_warnsAndPlansTheOtherPatterns() throws Exception {
        Model huge = ModelFiles.read(java.nio.file.Files.readString(Path.of("models/hr-oe.json"))
                .replace("\"Last\": 14", "\"Last\": 100000000"), Path.of("fan-out.json")).model();
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());

        panel.refresh(huge);

        assertThat(panel.warnings()).as("the Capacity tab's warnings").anyMatch(w -> w.contains(
                "FanOut over 0..100000000 is 100000001 shards, one request each; use at most 10000 shards"));
        assertThat(panel.patterns()).as("every other pattern is planned")
                .hasSize(huge.accessPatterns().size() - 1);
    }
}
