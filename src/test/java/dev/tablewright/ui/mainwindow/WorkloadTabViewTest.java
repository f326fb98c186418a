package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.testing.FxWait;
import dev.tablewright.ui.testing.NoDialogs;
import dev.tablewright.ui.testing.TestServices;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.geometry.Bounds;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import dev.tablewright.ui.workload.WorkloadView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window, headless, on hr-oe: the Workload tab shows the model's tables, facets, indexes,
 * patterns and parameters in cells; typing a figure into a cell edits the model through the window's
 * edit path (Undo takes it back), and bad text is refused with the reason in the status line.
 */
@ExtendWith(ApplicationExtension.class)
class WorkloadTabViewTest {
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

    /** The text each visible cell of the row draws, in column order. */
    private static List<String> cells(TableRow<?> row) {
        return row.lookupAll(".table-cell").stream().filter(n -> n instanceof TableCell<?, ?>)
                .map(n -> ((TableCell<?, ?>) n).getText() == null ? "" : ((TableCell<?, ?>) n).getText()).toList();
    }

    private static TableRow<?> row(FxRobot robot, String table, int index) {
        return robot.lookup("#" + table + " .table-row-cell").match((TableRow<?> r) -> r.getIndex() == index
                && r.getItem() != null).query();
    }

    /** The row whose first cell shows {@code first}, scrolled into the table's sight first. */
    private static TableRow<?> row(FxRobot robot, String table, String first) {
        TableView<?> view = robot.lookup("#" + table).queryAs(TableView.class);
        robot.interact(() -> {
            for (int i = 0; i < view.getItems().size(); i++) {
                if (first.equals(view.getColumns().get(0).getCellData(i))) {
                    view.scrollTo(i);
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        return robot.lookup("#" + table + " .table-row-cell").match((TableRow<?> r) -> r.getItem() != null
                && cells(r).get(0).equals(first)).query();
    }

    private static Node cell(TableRow<?> row, int column) {
        return row.lookupAll(".table-cell").stream().filter(n -> n instanceof TableCell<?, ?>).toList().get(column);
    }

    /** Scrolls the tab so that {@code node} is in sight, as a person would before double-clicking it. */
    private static void scrollTo(FxRobot robot, Node node) {
        ScrollPane pane = robot.lookup((Node n) -> n instanceof WorkloadView).queryAs(ScrollPane.class);
        robot.interact(() -> {
            Bounds at = pane.getContent().sceneToLocal(node.localToScene(node.getBoundsInLocal()));
            double room = pane.getContent().getBoundsInLocal().getHeight() - pane.getViewportBounds().getHeight();
            pane.setVvalue(room <= 0 ? 0 : Math.max(0, Math.min(1, (at.getMinY() - 40) / room)));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private void type(FxRobot robot, TableRow<?> row, int column, String text) {
        scrollTo(robot, row);
        robot.doubleClickOn(cell(row, column));
        WaitForAsyncUtils.waitForFxEvents();
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL);
        robot.write(text);
        robot.type(KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void workloadTab_whenShown_showsEachFigureInItsCellAndTypedFiguresEditTheModelWithUndo(FxRobot robot)
            throws Exception {
        Model original = viewModel.modelProperty().get();
        robot.interact(() -> viewModel.showView("workload"));
        WaitForAsyncUtils.waitForFxEvents();

        // hr-oe's shipped workload: orders and order items, GSI2 20% OPEN, patterns 1, 4, 12 and 13 at a peak
        assertThat(cells(row(robot, "workload-volumes", 0))).containsExactly("HR-OE", "", "", "", "");
        assertThat(cells(row(robot, "workload-volumes", "    Order")))
                .containsExactly("    Order", "2,000,000", "547.6452", "", "100");
        assertThat(cells(row(robot, "workload-indexes", 1))).containsExactly("HR-OE", "GSI2", "0.2");
        assertThat(cells(row(robot, "workload-patterns", 0))).containsExactly(
                "1. Look up employee details by employee ID", "HR-OE", "Query", "200", "2");
        assertThat(cells(row(robot, "workload-parameters", 0))).containsExactly(
                "1. Look up employee details by employee ID", "employeeId", "uniform:5000", "5,000", "");
        assertThat(cells(row(robot, "workload-parameters", 1))).containsExactly(
                "2. Query employee details by employee name", "employeeName", "sample", "", "");

        type(robot, row(robot, "workload-volumes", "    Order"), 1, "2,500,000");
        assertThat(cells(row(robot, "workload-volumes", "    Order")))
                .containsExactly("    Order", "2,500,000", "547.6452", "", "100");
        assertThat(viewModel.modelProperty().get().workload().table("HR-OE").facet("Order").itemsNow())
                .isEqualTo(2_500_000L);

        type(robot, row(robot, "workload-parameters", 0), 2, "zipf 1000 1.2");
        assertThat(cells(row(robot, "workload-parameters", 0))).containsExactly(
                "1. Look up employee details by employee ID", "employeeId", "zipf:1000:1.2", "1,000",
                "exponent 1.2");
        assertThat(viewModel.modelProperty().get().workload().pattern("1. Look up employee details by employee ID")
                .distribution("employeeId")).isEqualTo(Distribution.zipf(1000, 1.2));

        type(robot, row(robot, "workload-indexes", 1), 2, "1.5");
        assertThat(robot.lookup("#workload-status").queryAs(Label.class).getText())
                .isEqualTo("HR-OE / GSI2 hot fraction: 1.5 is over 1; give a share from 0 to 1 (0.2 for 20%)");
        assertThat(cells(row(robot, "workload-indexes", 1))).as("the refused text is not left in the cell")
                .containsExactly("HR-OE", "GSI2", "0.2");

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(viewModel.modelProperty().get()).isSameAs(original);
        assertThat(cells(row(robot, "workload-volumes", "    Order")).get(1)).isEqualTo("2,000,000");
        assertThat(cells(row(robot, "workload-parameters", 0)).get(2)).isEqualTo("uniform:5000");
    }

    @Test
    void workloadTab_whenTableNamesAreLong_showsThemWholeInTheHotFractions(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.open(Path.of("models/gaming.json"), path -> { }));
        FxWait.until(20, () -> viewModel.modelProperty().get() != null
                && viewModel.modelProperty().get().name().equals("Gaming"));
        robot.interact(() -> viewModel.showView("workload"));
        WaitForAsyncUtils.waitForFxEvents();

        TableView<?> indexes = robot.lookup("#workload-indexes").queryAs(TableView.class);
        // at 1280x800 the column was 70 px and each name showed as "Game..."
        robot.interact(() -> assertThat(dev.tablewright.ui.testing.ClippedText.under(indexes)).isEmpty());
        assertThat(cells(row(robot, "workload-indexes", 2))).containsExactly("GamePlayerOverloaded", "GSI1", "");
    }
}
