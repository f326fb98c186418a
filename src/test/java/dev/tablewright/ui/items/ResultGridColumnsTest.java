package dev.tablewright.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.application.Application;
import javafx.collections.ListChangeListener;
import javafx.scene.Scene;
import javafx.scene.control.TableColumn;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The results grid of the Run tab: a chosen pattern shows the key columns its result will have, and
 * a result under them (or a run again) keeps the columns and their cells, with the widths fitted to
 * the new rows.
 */
@ExtendWith(ApplicationExtension.class)
class ResultGridColumnsTest {
    private final ItemGridViewModel viewModel = new ItemGridViewModel();
    private ItemGridView grid;

    @Start
    void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        grid = new ItemGridView(viewModel);
        stage.setScene(new Scene(grid, 1000, 600));
        stage.show();
    }

    private static Table table() {
        return Table.of("Shop", KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)))
                .withIndexes(List.of(SecondaryIndex.gsi("ByStatus", KeySchema.of(KeyAttribute.of("Status", ScalarType.S)),
                        Projection.all())), List.of());
    }

    private static Item order(String pk) {
        return Item.of(Map.of("PK", AttributeValue.s(pk), "SK", AttributeValue.s("ORDER"), "Status", AttributeValue.s("OPEN")));
    }

    @Test
    void expect_whenAPatternIsChosen_showsItsKeyColumnsAndNoRows(FxRobot robot) {
        robot.interact(() -> viewModel.expect(table(), "ByStatus", "Run the pattern."));

        assertThat(viewModel.keyColumns()).containsExactly("Status");
        assertThat(viewModel.rows()).isEmpty();
        assertThat(viewModel.emptyMessageProperty().get()).isEqualTo("Run the pattern.");
        assertThat(grid.table().getColumns()).extracting(TableColumn::getText).contains("Status").doesNotContain("PK");
    }

    @Test
    void showItems_underTheColumnsExpected_keepsTheColumnsAndFitsTheirWidthsToTheRows(FxRobot robot) {
        robot.interact(() -> viewModel.expect(table(), null, "Run the pattern."));
        List<TableColumn<ItemGridViewModel.Row, ?>> before = new ArrayList<>(grid.table().getColumns());
        double emptyWidth = before.get(1).getPrefWidth();
        List<String> changes = new ArrayList<>();
        viewModel.keyColumns().addListener((ListChangeListener<String>) c -> changes.add(c.toString()));
        int fits = viewModel.resultsShownProperty().get();

        String longKey = "ORDER#" + "0123456789".repeat(4);
        robot.interact(() -> viewModel.showItems(table(), null, List.of(order(longKey), order("O#2")), "a run"));

        assertThat(changes).as("the key columns did not change").isEmpty();
        assertThat(grid.table().getColumns()).as("the same columns, and so the same cells").containsExactlyElementsOf(before);
        assertThat(viewModel.resultsShownProperty().get()).isEqualTo(fits + 1);
        assertThat(grid.table().getColumns().get(1).getPrefWidth()).as("PK fitted to its long value")
                .isGreaterThan(emptyWidth);
        assertThat(viewModel.rows()).hasSize(2);
    }

    @Test
    void showItems_underOtherColumns_rebuildsThemForTheResult(FxRobot robot) {
        robot.interact(() -> viewModel.expect(table(), null, "Run the pattern."));
        int fits = viewModel.resultsShownProperty().get();

        robot.interact(() -> viewModel.showItems(table(), "ByStatus", List.of(order("O#1")), "a run"));

        assertThat(viewModel.keyColumns()).containsExactly("Status");
        assertThat(grid.table().getColumns()).extracting(TableColumn::getText).contains("Status").doesNotContain("PK");
        assertThat(viewModel.resultsShownProperty().get()).as("new columns are sized as they are made").isEqualTo(fits);
    }

    @Test
    void clear_dropsTheKeyColumns(FxRobot robot) {
        robot.interact(() -> viewModel.expect(table(), null, "Run the pattern."));

        robot.interact(() -> viewModel.clear("No model."));

        assertThat(viewModel.keyColumns()).isEmpty();
    }
}
