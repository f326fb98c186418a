package dev.tablewright.ui.shards;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.capacity.LoadProjector;
import dev.tablewright.capacity.Prices;
import dev.tablewright.edit.WorkloadEdits;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Model;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.Volume;
import dev.tablewright.model.Workload;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The write-shard calculator's state, without a toolkit. */
class ShardCalculatorViewModelTest {
    @Test
    void defaults_whenOpened_showTheSeedExample13And15() {
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();

        assertThat(calculator.planProperty().get().shards()).isEqualTo(13);
        assertThat(calculator.planProperty().get().paddedShards()).isEqualTo(15);
        assertThat(calculator.steps()).hasSize(6).last().asString().isEqualTo("PaddedShards = ceil(13 x 1.15) = 15");
    }

    @Test
    void inputs_whenChanged_recomputeLive() {
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();

        calculator.hotFractionProperty().set(0.40);
        calculator.itemsLaterProperty().set(6_000_000);

        assertThat(calculator.planProperty().get().shards()).isEqualTo(25);
        assertThat(calculator.planLaterProperty().get().shards()).isEqualTo(50);
        assertThat(calculator.chart()).hasSize(58);
        assertThat(calculator.chart().get(24).rcuPerShard()).isLessThanOrEqualTo(3000);
        assertThat(calculator.chart().get(23).rcuPerShard()).isGreaterThan(3000);
    }

    @Test
    void answer_whenOpened_wordsTheSeedExampleAsAws() {
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();

        assertThat(calculator.answerProperty().get()).isEqualTo("N = 13 shards, 15 with padding");
        calculator.enterText(ShardCalculatorViewModel.Input.ITEMS_LATER, "6,000,000");
        assertThat(calculator.laterAnswerProperty().get())
                .isEqualTo("When the table grows to 6,000,000 items: N = 25 shards, 29 with padding");
        assertThat(ShardCalculatorViewModel.Input.ITEMS_LATER.label()).as("says what it means")
                .isEqualTo("Items when the table has grown");
    }

    @Test
    void enterText_whenHotFractionAboveOne_showsAnErrorAndNoChart() {
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();

        calculator.enterText(ShardCalculatorViewModel.Input.HOT_FRACTION, "1.5");

        assertThat(calculator.problemProperty().get()).isEqualTo("the hot fraction must be between 0 and 1");
        assertThat(calculator.invalidInputProperty().get()).isEqualTo(ShardCalculatorViewModel.Input.HOT_FRACTION);
        assertThat(calculator.chart()).isEmpty();
        assertThat(calculator.answerProperty().get()).isEqualTo("—");
    }

    @Test
    void enterText_whenNotANumber_showsAnErrorAndNoChartInsteadOfTheOldPlan() {
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();

        calculator.enterText(ShardCalculatorViewModel.Input.HOT_FRACTION, "0,2x");

        assertThat(calculator.planProperty().get()).as("no plan from the last readable value").isNull();
        assertThat(calculator.problemProperty().get()).isEqualTo("Hot fraction (0..1): \"0,2x\" is not a number");
        assertThat(calculator.chart()).isEmpty();
        assertThat(calculator.steps()).isEmpty();

        calculator.enterText(ShardCalculatorViewModel.Input.HOT_FRACTION, "0.2");
        assertThat(calculator.answerProperty().get()).isEqualTo("N = 13 shards, 15 with padding");
        assertThat(calculator.invalidInputProperty().get()).isNull();
    }

    @Test
    void inputs_whenInvalid_sayWhyAndClearThePlan() {
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();

        calculator.itemSizeProperty().set(0);

        assertThat(calculator.planProperty().get()).isNull();
        assertThat(calculator.problemProperty().get()).isEqualTo("the item size must be positive");
        assertThat(calculator.steps()).isEmpty();
    }

    @Test
    void averageSize_whenOrderFacetsChosen_usesTheirSampleItems() throws Exception {
        Model model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();

        var size = calculator.useAverageSizeOfFacets(model.tables().get(0), List.of("Order", "OrderItem"));

        assertThat(size).isPresent();
        assertThat(calculator.itemSizeProperty().get()).isEqualTo(size.get()).isBetween(50.0, 400.0);
    }

    @Test
    void apply_whenGsiChosen_setsItsShardCountToThePaddedAnswer() throws Exception {
        Model model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();
        calculator.hotFractionProperty().set(0.5);
        List<String> problems = new ArrayList<>();

        Model updated = calculator.apply(model, "HR-OE", "GSI2", null, null, problems::add);

        var gsi2 = updated.findTable("HR-OE").orElseThrow().findIndex("GSI2").orElseThrow();
        assertThat(problems).isEmpty();
        assertThat(gsi2.shards().count()).isEqualTo((int) calculator.planProperty().get().paddedShards()).isEqualTo(37);
        assertThat(gsi2.shards().attribute()).isEqualTo("GSI-Bucket");
    }

    @Test
    void apply_whenIndexUnknown_reportsAndKeepsTheModel() throws Exception {
        Model model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        List<String> problems = new ArrayList<>();

        Model same = new ShardCalculatorViewModel().apply(model, "HR-OE", "GSI9", null, null, problems::add);

        assertThat(same).isSameAs(model);
        assertThat(problems).containsExactly("There is no index GSI9 in table HR-OE.");
    }

    private static String text(AttributeValue v) {
        return v instanceof AttributeValue.S s ? s.value() : v instanceof AttributeValue.N n ? n.value() : null;
    }

    /** hr-oe with the seed's workload: 2 million orders growing by a million a year, 20% OPEN, 250 bytes an order. */
    static Model seedWorkload() throws Exception {
        Model m = ModelFiles.read(Path.of("models/hr-oe.json")).model().withWorkload(Workload.none());
        m = WorkloadEdits.setVolume(m, "HR-OE", "Order", new Volume(2_000_000L, 1_000_000 / 365.0, null, 250.0));
        return WorkloadEdits.setHotFraction(m, "HR-OE", "GSI2", 0.2);
    }

    @Test
    void openOn_whenTheProjectionHasTheIndex_takesItsFiguresSaysWhereEachCameFromAndGivesTheSeedsAnswer()
            throws Exception {
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();
        calculator.useProjection(LoadProjector.project(seedWorkload(), Prices.defaults()), true);

        assertThat(calculator.openOn("HR-OE", "GSI2")).isTrue();

        // 2,000,000 + 365 x 2,739.73 = 3,000,000 orders (13 more sample entries); ItemsPerRCU = floor(4096 / 250)
        // = 16; 3,000,000 x 0.2 = 600,000 / 48,000 = 12.5: N = 13, 15 with padding
        assertThat(calculator.itemsProperty().get()).isEqualTo(3_000_013);
        assertThat(calculator.hotFractionProperty().get()).isEqualTo(0.2);
        assertThat(calculator.itemSizeProperty().get()).isEqualTo(250.0);
        assertThat(calculator.answerProperty().get()).isEqualTo("N = 13 shards, 15 with padding");
        assertThat(calculator.readsProperty().get()).isEqualTo("0.05");
        assertThat(calculator.sources().get(1)).as("the projection words its own source")
                .startsWith("Items: 3,000,013 from the workload");
        assertThat(calculator.sources()).hasSize(6).contains(
                "Opened on HR-OE / GSI2, sharded 15 ways now",
                "Hot fraction: 0.2 from the workload's HotFraction for GSI2 (busiest value 11)",
                "Item size: 250 bytes from the workload's item sizes, as projected",
                "Reads at peak: 0.05 a second, its readers' calls times their peak factor",
                "Writes at peak to the busiest value: 0 a second, from the writers that touch the index");
    }

    @Test
    void openOn_whenThereIsNoProjectionYet_keepsTheInputsAndSaysSoThenFollowsTheProjectionWhenItComes()
            throws Exception {
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();
        calculator.hotFractionProperty().set(0.5);

        assertThat(calculator.openOn("HR-OE", "GSI2")).isFalse();
        assertThat(calculator.hotFractionProperty().get()).isEqualTo(0.5);
        assertThat(calculator.sources()).singleElement().asString().startsWith("No production figures for HR-OE / GSI2");

        calculator.useProjection(LoadProjector.project(seedWorkload(), Prices.defaults()), true);

        assertThat(calculator.hotFractionProperty().get()).isEqualTo(0.2);
        assertThat(calculator.answerProperty().get()).isEqualTo("N = 13 shards, 15 with padding");
    }

    @Test
    void enterText_whenAFigureIsTypedAfterOpening_saysSoAndANewProjectionLeavesTheTypedInputs() throws Exception {
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();
        var projection = LoadProjector.project(seedWorkload(), Prices.defaults());
        calculator.useProjection(projection, true);
        calculator.openOn("HR-OE", "GSI2");

        calculator.enterText(ShardCalculatorViewModel.Input.HOT_FRACTION, "0.2");
        assertThat(calculator.sources()).as("the same figure typed again is no change").hasSize(6);
        calculator.enterText(ShardCalculatorViewModel.Input.HOT_FRACTION, "0.4");
        calculator.useProjection(projection, true);

        assertThat(calculator.sources()).last().isEqualTo("Typed in since: the figures above are no longer all the inputs.");
        assertThat(calculator.hotFractionProperty().get()).isEqualTo(0.4);
    }

    @Test
    void apply_whenTheIndexIsShardedAlready_setsItsCountAndItsReadersFanOutToThePaddedAnswer() throws Exception {
        Model model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();
        calculator.hotFractionProperty().set(0.1);
        List<String> problems = new ArrayList<>();

        // 3,000,000 x 0.1 / 48,000 = 6.25: 7 shards, ceil(7 x 1.15) = 9 with padding
        Model updated = calculator.apply(model, "HR-OE", "GSI2", null, null, problems::add);

        assertThat(problems).isEmpty();
        assertThat(updated.findTable("HR-OE").orElseThrow().findIndex("GSI2").orElseThrow().shards().count())
                .isEqualTo(9);
        assertThat(updated.accessPatterns().get(4).fanOut()).as("pattern 5 reads every one of the 9 shards")
                .isEqualTo(new ShardFanOut("bucket", 0, 8));
        assertThat(updated.findTable("HR-OE").orElseThrow().allItems()).extracting(i -> text(i.get("GSI-Bucket")))
                .filteredOn(v -> v != null).isNotEmpty().allSatisfy(v -> assertThat(Integer.parseInt(v))
                        .as("each order's bucket is one of the 9").isBetween(0, 8));
    }

    @Test
    void apply_whenTheIndexIsNotShardedAndTheProjectionNamesItsBusiestValue_splitsThatValue() throws Exception {
        Model model = seedWorkload();
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();
        calculator.useProjection(LoadProjector.project(model, Prices.defaults()), true);
        calculator.openOn("HR-OE", "GSI1");
        List<String> problems = new ArrayList<>();
        long before = model.findTable("HR-OE").orElseThrow().allItems().stream()
                .filter(i -> "HR-CONFIDENTIAL".equals(text(i.get("SK")))).count();

        Model updated = calculator.apply(model, "HR-OE", "GSI1", null, null, problems::add);

        assertThat(problems).isEmpty();
        assertThat(before).isPositive();
        int padded = (int) calculator.planProperty().get().paddedShards();
        assertThat(updated.findTable("HR-OE").orElseThrow().allItems()).extracting(i -> String.valueOf(text(i.get("SK"))))
                .as("the busiest GSI1 value, HR-CONFIDENTIAL, split over the padded count")
                .doesNotContain("HR-CONFIDENTIAL").contains("HR-CONFIDENTIAL#0")
                .noneMatch(sk -> sk.equals("HR-CONFIDENTIAL#" + padded));
    }

    @Test
    void apply_whenTheIndexIsNotShardedAndNoBusiestValueIsKnown_saysSoAndKeepsTheModel() throws Exception {
        Model model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        List<String> problems = new ArrayList<>();

        Model same = new ShardCalculatorViewModel().apply(model, "HR-OE", "GSI1", null, null, problems::add);

        assertThat(same).isSameAs(model);
        assertThat(problems).singleElement().asString()
                .startsWith("HR-OE / GSI1 is not write-sharded yet and no busiest partition key value is known");
    }

    @Test
    void openOn_whenTheModelHasNoWorkload_keepsTheInputsAndSaysWhereToGiveOne() throws Exception {
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();
        calculator.useProjection(LoadProjector.project(ModelFiles.read(Path.of("models/hr-oe.json")).model()
                .withWorkload(dev.tablewright.model.Workload.none()), Prices.defaults()), false);

        assertThat(calculator.openOn("HR-OE", "GSI2")).isFalse();

        assertThat(calculator.answerProperty().get()).as("AWS's example, not the sample's two dozen orders")
                .isEqualTo("N = 13 shards, 15 with padding");
        assertThat(calculator.sources()).singleElement().asString().startsWith("This model has no workload")
                .endsWith("Give HR-OE its volumes and GSI2 its hot fraction in the Workload tab to plan from them.");
    }

    @Test
    void openOn_whenHrOeAsShipped_takesItsWorkloadsFiguresAndGivesTheSeeds13And15() throws Exception {
        Model shipped = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        ShardCalculatorViewModel calculator = new ShardCalculatorViewModel();
        calculator.useProjection(LoadProjector.project(shipped, Prices.defaults()), !shipped.workload().isEmpty());

        assertThat(calculator.openOn("HR-OE", "GSI2")).isTrue();

        // at day 1,826: 3,000,000 orders and 9,000,000 order items carry GSI-Bucket, 62.5 bytes on average;
        // floor(4096 / 62.5) = 65 an RCU, 195,000 a second; 12,000,000 x 0.2 / 195,000 = 12.3: 13, padded 15
        assertThat(calculator.itemsProperty().get()).isBetween(11_999_990L, 12_000_010L);
        assertThat(calculator.itemSizeProperty().get()).isEqualTo(62.5);
        assertThat(calculator.answerProperty().get()).isEqualTo("N = 13 shards, 15 with padding");
        assertThat(calculator.sources()).anySatisfy(line -> assertThat(line)
                .startsWith("Hot fraction: 0.2 from the workload's HotFraction for GSI2"));
    }
}
