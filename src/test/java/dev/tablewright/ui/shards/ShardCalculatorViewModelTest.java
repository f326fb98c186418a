package dev.tablewright.ui.shards;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
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
}
