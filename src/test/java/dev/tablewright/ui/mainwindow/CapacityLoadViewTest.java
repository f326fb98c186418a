package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.edit.WorkloadEdits;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.Model;
import dev.tablewright.model.Volume;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.testing.FxWait;
import dev.tablewright.ui.testing.NoDialogs;
import dev.tablewright.ui.testing.TestServices;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.chart.LineChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window, headless, on hr-oe (its shipped workload set aside) with a hot product key (pattern 12 at 10,000 GetItems a second,
 * both parameters constant) and growing orders: the Capacity tab shows the hottest value of the table
 * and each index against the partition limits, and a year of size and cost per table.
 */
@ExtendWith(ApplicationExtension.class)
class CapacityLoadViewTest {
    private MainWindowViewModel viewModel;

    @Start
    void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        viewModel = TestServices.mainWindow(TaskExecutor.sameThread());
        MainWindowView view = new MainWindowView(viewModel, new NoDialogs(), WindowPreferences.none(), stage::close);
        stage.setScene(new Scene(view, 1280, 800));
        stage.show();
        viewModel.open(Path.of("models/hr-oe.json"), path -> { });
    }

    @BeforeEach
    void awaitModel() throws Exception {
        FxWait.until(20, () -> viewModel.modelProperty().get() != null);
    }

    private static List<String> cells(TableRow<?> row) {
        return row.lookupAll(".table-cell").stream().filter(n -> n instanceof TableCell<?, ?>)
                .map(n -> ((TableCell<?, ?>) n).getText() == null ? "" : ((TableCell<?, ?>) n).getText()).toList();
    }

    @Test
    void capacityTab_whenAKeyIsHot_showsItsLoadAgainstThePartitionLimitsAndAYearOfGrowth(FxRobot robot)
            throws Exception {
        robot.interact(() -> {
            Model m = viewModel.modelProperty().get().withWorkload(dev.tablewright.model.Workload.none());
            String inventory = m.accessPatterns().get(11).name();
            m = WorkloadEdits.setRate(m, inventory, 10_000);
            m = WorkloadEdits.setDistribution(m, inventory, "productId", Distribution.constant());
            m = WorkloadEdits.setDistribution(m, inventory, "warehouseId", Distribution.constant());
            m = WorkloadEdits.setVolume(m, "HR-OE", "Order", new Volume(2_000_000L, 2_740.0, null, 250.0));
            viewModel.edit("Hot product", m);
            viewModel.showView("capacity");
        });
        WaitForAsyncUtils.waitForFxEvents();
        FxWait.until(10, () -> viewModel.capacity().hottest().size() == 3);
        WaitForAsyncUtils.waitForFxEvents();

        List<List<String>> rows = robot.lookup("#capacity-hottest .table-row-cell")
                .match((TableRow<?> r) -> r.getItem() != null).queryAllAs(TableRow.class).stream()
                .sorted(java.util.Comparator.comparingInt(TableRow::getIndex)).map(CapacityLoadViewTest::cells).toList();
        // 10,000 x 0.5 RCU (eventually consistent, under 4 KB) = 5,000 RCU/s: 167% of 3,000
        assertThat(rows).hasSize(3);
        assertThat(rows.get(0)).hasSize(7);
        assertThat(rows.get(0).subList(0, 6)).containsExactly("HR-OE", "5,000", "0", "reads 96%, writes 0%",
                "167% of 3,000 RCU", "over the limit (1.67 x)");
        assertThat(rows.get(0).get(6)).contains("OE-P02");
        assertThat(rows.get(1).get(0)).isEqualTo("HR-OE / GSI1");
        assertThat(rows.get(1).get(5)).isEqualTo("passes");
        assertThat(rows.get(2).get(0)).isEqualTo("HR-OE / GSI2");
        assertThat(robot.lookup("#capacity-projection-status").queryAs(Label.class).getText())
                .isEqualTo("From the workload, horizon 365 days · 1 of 3 over one partition's limit");

        for (String id : List.of("#capacity-growth-size", "#capacity-growth-cost")) {
            LineChart<?, ?> chart = robot.lookup(id).queryAs(LineChart.class);
            assertThat(chart.getData()).hasSize(1);
            assertThat(chart.getData().get(0).getName()).isEqualTo("HR-OE");
            assertThat(chart.getData().get(0).getData()).as(id + ": a point a month").hasSize(12);
            assertThat(robot.from(chart).lookup(".chart-legend-item").queryLabeled().getText()).isEqualTo("HR-OE");
        }
        assertThat(robot.from(robot.lookup("#capacity-growth-size").queryAs(LineChart.class)).lookup(".axis-label")
                .queryAllAs(Label.class)).extracting(Label::getText).contains("month", "size (GB)");
    }

    @Test
    void capacityTab_whenATableNameIsLong_keepsItWholeInItsColumn(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.open(Path.of("models/gaming.json"), path -> { }));
        FxWait.until(20, () -> viewModel.modelProperty().get() != null
                && viewModel.modelProperty().get().name().equals("Gaming"));
        robot.interact(() -> {
            Model m = viewModel.modelProperty().get();
            m = WorkloadEdits.setRate(m, m.accessPatterns().get(10).name(), 500);
            viewModel.edit("Busy players", m);
            viewModel.showView("capacity");
        });
        FxWait.until(20, () -> viewModel.capacity().hottest().stream()
                .anyMatch(h -> h.where().startsWith("GamePlayerOverloaded")));
        WaitForAsyncUtils.waitForFxEvents();

        javafx.scene.control.TableView<?> table = robot.lookup("#capacity-hottest").queryAs(javafx.scene.control.TableView.class);
        javafx.scene.text.Text longest = new javafx.scene.text.Text("GamePlayerOverloaded");
        longest.setFont(javafx.scene.text.Font.getDefault());
        // at 1280x800 the column was 110 px and the name broke as "GamePlayerOverloa / ded"
        assertThat(table.getColumns().get(0).getWidth()).as("the Table / index column")
                .isGreaterThan(longest.getLayoutBounds().getWidth() + 10);
        // ... and the other columns give way, so the hottest value is not pushed past the table's right edge
        // (it was: 754 px of columns in a table some 720 px wide, the value cut off mid-sentence)
        double columns = table.getColumns().stream().mapToDouble(javafx.scene.control.TableColumn::getWidth).sum();
        assertThat(columns).as("the columns' widths").isLessThanOrEqualTo(table.getWidth());
    }
}
