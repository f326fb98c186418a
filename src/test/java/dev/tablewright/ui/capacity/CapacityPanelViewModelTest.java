package dev.tablewright.ui.capacity;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.capacity.Prices;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.edit.WorkloadEdits;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.Model;
import dev.tablewright.model.Volume;
import dev.tablewright.model.Workload;
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
    void refresh_whileNoTabShowsThePlan_runsNothingUntilOneIsShown() throws Exception {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        CapacityPanelViewModel panel = new CapacityPanelViewModel(executor, Prices.defaults());
        Model gaming = ModelFiles.read(Path.of("models/gaming.json")).model();
        panel.shownProperty().set(false);

        panel.refresh(gaming);

        assertThat(executor.pending()).as("no plan worked out while hidden (it would compete with the first frame)").isZero();
        assertThat(panel.statusProperty().get()).isEqualTo("Worked out when this tab is shown");
        panel.shownProperty().set(true);
        assertThat(executor.pending()).as("the latest model's plan, once shown").isEqualTo(1);
        executor.runNext();
        assertThat(panel.patterns()).hasSize(14);
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

    /**
     * hr-oe without its shipped workload, then pattern 12 (a GetItem) called 10,000 times a second, both
     * its parameters constant, and orders growing.
     */
    static Model hotInventory() throws Exception {
        Model m = ModelFiles.read(Path.of("models/hr-oe.json")).model().withWorkload(Workload.none());
        String inventory = m.accessPatterns().get(11).name();
        m = WorkloadEdits.setRate(m, inventory, 10_000);
        m = WorkloadEdits.setDistribution(m, inventory, "productId", Distribution.constant());
        m = WorkloadEdits.setDistribution(m, inventory, "warehouseId", Distribution.constant());
        return WorkloadEdits.setVolume(m, "HR-OE", "Order", new Volume(2_000_000L, 2_740.0, null, 250.0));
    }

    @Test
    void refresh_whenAConstantKeyTakesTenThousandGetsASecond_showsItsValueOverThePartitionLimit() throws Exception {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());

        panel.refresh(hotInventory());

        // 10,000 eventually consistent GetItems of an item under 4 KB: 10,000 x 0.5 = 5,000 RCU/s on OE-P02,
        // 5,000 / 3,000 = 167% of one partition; the table's other reads (200 + 50 + 150 calls x 0.5) are 200
        // RCU/s, so the value takes 5,000 / 5,200 = 96% of them
        assertThat(panel.hottest()).extracting(LoadRows.HotKey::where)
                .containsExactly("HR-OE", "HR-OE / GSI1", "HR-OE / GSI2");
        LoadRows.HotKey table = panel.hottest().get(0);
        assertThat(table.value()).contains("OE-P02");
        assertThat(table.rcuPerSecond()).isEqualTo("5,000");
        assertThat(table.wcuPerSecond()).isEqualTo("0");
        assertThat(table.share()).isEqualTo("reads 96%, writes 0%");
        assertThat(table.partitionUse()).isEqualTo("167% of 3,000 RCU");
        assertThat(table.verdict()).isEqualTo("over the limit (1.67 x)");
        assertThat(table.passes()).isFalse();
        assertThat(panel.hottest().subList(1, 3)).allSatisfy(k -> assertThat(k.verdict()).isEqualTo("passes"));
        assertThat(panel.projectionStatusProperty().get())
                .isEqualTo("From the workload, horizon 365 days · 1 of 3 over one partition's limit");
    }

    @Test
    void refresh_whenOrdersGrow_chartsTwelveMonthsOfGrowingSizeAndCostPerTable() throws Exception {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());

        panel.refresh(hotInventory());

        assertThat(panel.growth()).hasSize(1);
        LoadRows.TableMonths months = panel.growth().get(0);
        assertThat(months.table()).isEqualTo("HR-OE");
        assertThat(months.storageGb()).hasSize(12);
        assertThat(months.cost()).hasSize(12).doesNotContainNull();
        // 2,740 orders a day: 82,200 a month, of 250 bytes and their index entries (+100 bytes each): under 0.1 GB
        assertThat(months.storageGb().get(11) - months.storageGb().get(0)).as("eleven months of growth in GB")
                .isBetween(0.8, 1.0);
        assertThat(months.storageGb()).isSorted();
        assertThat(months.cost()).isSorted();
    }

    @Test
    void refresh_whenTheModelHasNoWorkload_saysTheProjectionRestsOnTheSample() throws Exception {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());

        panel.refresh(ModelFiles.read(Path.of("models/hr-oe.json")).model().withWorkload(Workload.none()));

        assertThat(panel.projectionStatusProperty().get()).isEqualTo("From the sample alone (no workload: set one in "
                + "the Workload tab) · every hottest value fits one partition");
        assertThat(panel.hottest()).allSatisfy(k -> assertThat(k.partitionUse()).matches("[0-9.]+% of 3,000 RCU"));
    }

    @Test
    void refresh_whenAnOlderProjectionFinishesAfterTheLatest_keepsTheLatestLoad() throws Exception {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        CapacityPanelViewModel panel = new CapacityPanelViewModel(executor, Prices.defaults());

        panel.refresh(hotInventory());
        panel.refresh(ModelFiles.read(Path.of("models/hr-oe.json")).model().withWorkload(Workload.none()));
        executor.runLast();
        executor.runNext();

        assertThat(panel.hottest()).as("the older, hot model's load must not replace the latest")
                .allSatisfy(k -> assertThat(k.passes()).isTrue());
        assertThat(panel.projectionProperty().get()).isNotNull();
    }

    @Test
    void refresh_whenTheModelIsClosed_clearsTheLoad() throws Exception {
        CapacityPanelViewModel panel = new CapacityPanelViewModel(TaskExecutor.sameThread(), Prices.defaults());
        panel.refresh(hotInventory());

        panel.refresh(null);

        assertThat(panel.hottest()).isEmpty();
        assertThat(panel.growth()).isEmpty();
        assertThat(panel.projectionProperty().get()).isNull();
    }
}
