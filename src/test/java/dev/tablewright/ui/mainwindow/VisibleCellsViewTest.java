package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.app.FxTaskExecutor;
import dev.tablewright.app.MainWindowComposition;
import dev.tablewright.ui.testing.RecordingDialogs;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableView;
import javafx.scene.text.Text;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Every tab at 1280x800 with hr-oe open: each visible cell of each table shows the text its row
 * has for that column (read from the cell on screen, not from the row count), so no row looks empty.
 */
@ExtendWith(ApplicationExtension.class)
class VisibleCellsViewTest {
    private static final dev.tablewright.ui.deploy.DeployService DEPLOY_SERVICE =
            new dev.tablewright.app.EmbeddedDeployService();
    private final FxTaskExecutor executor = new FxTaskExecutor(2);
    private MainWindowView view;

    @AfterEach
    void stopExecutor() {
        executor.close();
    }

    @Start
    void start(Stage stage) throws Exception {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        MainWindowViewModel viewModel = MainWindowComposition.mainWindow(executor,
                dev.tablewright.ui.testing.TestServices.modelFiles(), DEPLOY_SERVICE,
                new dev.tablewright.app.DynamoPatternRunService(null), null);
        view = new MainWindowView(viewModel, new RecordingDialogs(false), WindowPreferences.none(), stage::close);
        stage.setScene(new Scene(view, 1280, 800));
        stage.show();
        viewModel.open(Path.of("models/hr-oe.json"), path -> { });
    }

    @Test
    void everyTab_whenShownAt1280x800_showsTheTextOfEachVisibleCell(FxRobot robot) throws Exception {
        TabPane tabs = (TabPane) robot.lookup(".tab-pane").match(n -> n instanceof TabPane).query();
        List<String> blank = new ArrayList<>();
        List<String> checked = new ArrayList<>();
        for (Tab tab : new ArrayList<>(tabs.getTabs())) {
            robot.interact(() -> tabs.getSelectionModel().select(tab));
            if (tab.getText().startsWith("Capacity")) {
                WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> robot.lookup("#capacity-cost-lines")
                        .queryAll().stream().anyMatch(n -> !((TableView<?>) n).getItems().isEmpty()));
            }
            WaitForAsyncUtils.waitForFxEvents();
            Thread.sleep(300);
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                for (Node node : tab.getContent() == null ? List.<Node>of() : tab.getContent().lookupAll(".table-cell")) {
                    if (!(node instanceof TableCell<?, ?> cell) || !cell.isVisible() || cell.isEmpty()
                            || cell.getTableColumn() == null || cell.getTableRow() == null
                            || cell.getTableRow().getItem() == null || !shown(cell)) {
                        continue;
                    }
                    Object value = cell.getTableColumn().getCellData(cell.getIndex());
                    // text values only: a colour swatch column (no header) or a whole row drawn by its cell is not text
                    boolean text = value instanceof CharSequence || value instanceof Number;
                    if (!text || String.valueOf(value).isBlank() || cell.getTableColumn().getText() == null
                            || cell.getTableColumn().getText().isBlank()) {
                        continue;
                    }
                    String id = tab.getText() + " / " + cell.getTableView().getId() + " / "
                            + cell.getTableColumn().getText() + " row " + cell.getIndex();
                    checked.add(id);
                    if (textOf(cell).isBlank()) {
                        blank.add(id + " should show '" + value + "'");
                    }
                }
            });
        }

        assertThat(checked).as("visible cells with a value, over every tab").isNotEmpty()
                .anyMatch(id -> id.startsWith("Capacity") && id.contains("capacity-cost-lines"));
        assertThat(blank).as("visible cells that show nothing where their row has a value").isEmpty();
    }

    /** Whether the cell lies inside its table's visible area. */
    private static boolean shown(TableCell<?, ?> cell) {
        var inScene = cell.localToScene(cell.getBoundsInLocal());
        var table = cell.getTableView().localToScene(cell.getTableView().getBoundsInLocal());
        return cell.getScene() != null && table.intersects(inScene) && inScene.getHeight() > 0;
    }

    /** What the cell shows: its text, else the text of its graphic's Text and Labeled nodes. */
    private static String textOf(TableCell<?, ?> cell) {
        String text = cell.getText() == null ? "" : cell.getText();
        return text.isBlank() && cell.getGraphic() != null ? textOf(cell.getGraphic()) : text;
    }

    private static String textOf(Node node) {
        if (node instanceof Text t) {
            return t.getText() == null ? "" : t.getText();
        }
        if (node instanceof Labeled l && l.getText() != null && !l.getText().isBlank()) {
            return l.getText();
        }
        StringBuilder out = new StringBuilder();
        if (node instanceof Parent p) {
            p.getChildrenUnmodifiable().forEach(child -> out.append(textOf(child)));
        }
        return out.toString();
    }
}
