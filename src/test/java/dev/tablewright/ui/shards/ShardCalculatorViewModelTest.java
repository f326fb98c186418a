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
