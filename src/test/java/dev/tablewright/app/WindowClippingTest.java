package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.ui.mainwindow.MainWindowView;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import dev.tablewright.ui.mainwindow.WindowPreferences;
import dev.tablewright.ui.run.RunTarget;
import dev.tablewright.ui.testing.ClippedText;
import dev.tablewright.ui.testing.FxWait;
import dev.tablewright.ui.testing.NoDialogs;
import dev.tablewright.ui.testing.RecordingDialogs;
import dev.tablewright.ui.testing.TestServices;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Application;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.XYChart;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window at 1280x800 with hr-oe open, as the app builds it (theme, stylesheet, the app's
 * executor): every tab, the pattern view, the shard calculator, capacity, deploy and the
 * connections dialog, each checked for text a person would see cut ("Embedd…", a navigator name
 * running out of its pane). The failure lists every cut text at once.
 */
@ExtendWith(ApplicationExtension.class)
class WindowClippingTest {
    @TempDir
    static Path config;

    private final RecordingDialogs dialogs = new RecordingDialogs(false);
    private final FxTaskExecutor executor = new FxTaskExecutor(2);
    private MainWindowViewModel viewModel;
    private MainWindowView view;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        ConnectionStore connections = new ConnectionStore(config);
        viewModel = MainWindowComposition.mainWindow(executor, TestServices.modelFiles(),
                TestServices.countingDeploy(), new DynamoPatternRunService(connections),
                new DynamoConnectionService(connections));
        view = new MainWindowView(viewModel, dialogs, WindowPreferences.none(), stage::close);
        Scene scene = new Scene(view, 1280, 800);
        scene.getStylesheets().add(TablewrightApp.class.getResource(TablewrightApp.STYLESHEET).toExternalForm());
        stage.setScene(scene);
        stage.show();
        viewModel.open(Path.of("models/hr-oe.json"), path -> { });
    }

    @BeforeEach
    void awaitModel() throws Exception {
        FxWait.until(20, () -> view.grid().table().getItems().size() == 109);
    }

    @AfterEach
    void stopExecutor() {
        executor.close();
    }

    @Test
    void everyTab_at1280x800WithHrOe_cutsNoText(FxRobot robot) throws Exception {
        List<String> clipped = new ArrayList<>();
        check(robot, "Items, base table", clipped);
        for (String index : List.of("GSI1", "GSI2")) {
            robot.interact(() -> viewModel.showView(index));
            check(robot, "Items, " + index, clipped);
        }

        robot.interact(() -> viewModel.run().patternProperty().set(viewModel.modelProperty().get().accessPatterns().get(4)));
        robot.interact(() -> viewModel.toolProperty().set(MainWindowViewModel.Tool.RUN));
        check(robot, "Run, pattern 5 before a run (engine and compare boxes)", clipped);
        robot.interact(() -> viewModel.run().targetProperty().set(inMemory()));
        robot.interact(() -> viewModel.run().run());
        FxWait.until(30, () -> !viewModel.run().runningProperty().get() && viewModel.run().shards().size() == 15);
        check(robot, "Run, pattern 5 run in memory (result attributes)", clipped);
        robot.interact(() -> robot.lookup("#run-results").queryAs(javafx.scene.control.TabPane.class)
                .getSelectionModel().select(1));
        check(robot, "Run, pattern 5 run in memory (shard rows)", clipped);

        robot.interact(() -> viewModel.toolProperty().set(MainWindowViewModel.Tool.SHARDS));
        check(robot, "Write shards", clipped);
        robot.interact(() -> viewModel.toolProperty().set(MainWindowViewModel.Tool.CAPACITY));
        FxWait.until(30, () -> !viewModel.capacity().patterns().isEmpty());
        check(robot, "Capacity", clipped);
        robot.interact(() -> viewModel.toolProperty().set(MainWindowViewModel.Tool.DEPLOY));
        check(robot, "Deploy", clipped);
        robot.interact(() -> viewModel.toolProperty().set(MainWindowViewModel.Tool.WORKLOAD));
        check(robot, "Workload", clipped);

        robot.interact(() -> NoDialogs.menuItem((MenuBar) view.getTop(), "_File", "Connections…").fire());
        WaitForAsyncUtils.waitForFxEvents();
        Window connections = Window.getWindows().stream().filter(w -> w != stage && w instanceof Stage s
                && "Connections".equals(s.getTitle())).findFirst()
                .orElseThrow(() -> new AssertionError("no Connections dialog; cut so far: " + clipped));
        checkRoot(robot, "Connections dialog", connections.getScene().getRoot(), clipped);
        robot.interact(() -> ((Stage) connections).close());

        assertThat(clipped).as("texts cut at 1280x800").isEmpty();
    }

    @Test
    void runTab_whenPattern5Ran_showsEveryShardRowAt1280x800(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.run().patternProperty().set(viewModel.modelProperty().get().accessPatterns().get(4)));
        robot.interact(() -> viewModel.toolProperty().set(MainWindowViewModel.Tool.RUN));
        robot.interact(() -> viewModel.run().targetProperty().set(inMemory()));
        robot.interact(() -> viewModel.run().run());
        FxWait.until(30, () -> !viewModel.run().runningProperty().get() && viewModel.run().shards().size() == 15);
        robot.interact(() -> robot.lookup("#run-results").queryAs(javafx.scene.control.TabPane.class)
                .getSelectionModel().select(1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#run-results").queryAs(javafx.scene.control.TabPane.class).getTabs().get(1).getText())
                .isEqualTo("Requests (15 shards)");

        TableView<?> shards = robot.lookup("#run-shards").queryTableView();
        var table = shards.localToScene(shards.getBoundsInLocal());
        long whole = robot.from(shards).lookup(".table-row-cell").queryAllAs(TableRow.class).stream()
                .filter(r -> r.isVisible() && r.getItem() != null)
                .filter(r -> r.localToScene(r.getBoundsInLocal()).getMaxY() <= table.getMaxY() + 1)
                .count();
        assertThat(whole).as("shard rows seen whole without scrolling").isEqualTo(15);
    }

    @Test
    void capacityTab_whenTheStartupModelIsOpen_drawsABarPerPattern(FxRobot robot) throws Exception {
        // the plan is worked out once a tab showing it is shown, not at start-up; shown first on the Write
        // shards tab, it is there before the Capacity tab is first built
        assertThat(viewModel.capacity().patterns()).as("no plan worked out while no tab shows it").isEmpty();
        robot.interact(() -> viewModel.toolProperty().set(MainWindowViewModel.Tool.SHARDS));
        FxWait.until(30, () -> !viewModel.capacity().patterns().isEmpty());
        robot.interact(() -> viewModel.toolProperty().set(MainWindowViewModel.Tool.CAPACITY));
        WaitForAsyncUtils.waitForFxEvents();

        BarChart<?, ?> chart = robot.lookup(".chart").match(c -> c instanceof BarChart<?, ?>).queryAs(BarChart.class);
        List<? extends XYChart.Series<?, ?>> series = chart.getData();
        long bars = series.stream().flatMap(s -> s.getData().stream())
                .filter(d -> d.getNode() != null && d.getNode().isVisible() && d.getNode().getLayoutBounds().getHeight() > 0)
                .count();
        assertThat(bars).as("bars drawn for hr-oe's 14 patterns").isGreaterThanOrEqualTo(14);
        assertThat(series.get(0).getData()).hasSize(14);
    }

    @Test
    void ourDialogs_onA1280x800Screen_fitItAndCutNoText(FxRobot robot) {
        var screen = javafx.stage.Screen.getPrimary().getVisualBounds();
        assertThat(screen.getHeight()).as("Monocle's headless screen").isLessThanOrEqualTo(800);
        List<String> problems = new ArrayList<>();
        robot.interact(() -> view.grid().select(1));
        for (String[] entry : List.of(new String[] {"_File", "Connections…"}, new String[] {"_Edit", "Edit Item…"},
                new String[] {"_Edit", "Add Item…"}, new String[] {"_Edit", "Edit Table…"},
                new String[] {"_Edit", "Add Access Pattern…"}, new String[] {"_Edit", "Table Settings…"})) {
            robot.interact(() -> NoDialogs.menuItem((MenuBar) view.getTop(), entry[0], entry[1]).fire());
            WaitForAsyncUtils.waitForFxEvents();
            Stage dialog = Window.getWindows().stream().filter(w -> w != stage && w instanceof Stage && w.isShowing())
                    .map(w -> (Stage) w).findFirst()
                    .orElseThrow(() -> new AssertionError(entry[1] + " opened no dialog"));
            if (dialog.getScene().getHeight() > screen.getHeight() - 48 || dialog.getScene().getWidth() > screen.getWidth()) {
                problems.add(entry[1] + " is " + dialog.getScene().getWidth() + "x" + dialog.getScene().getHeight()
                        + " on a " + screen.getWidth() + "x" + screen.getHeight() + " screen");
            }
            checkRoot(robot, entry[1], dialog.getScene().getRoot(), problems);
            robot.interact(dialog::close);
        }

        assertThat(problems).as("dialogs too big for the screen, or with text cut").isEmpty();
    }

    private RunTarget inMemory() {
        return viewModel.run().targets().stream().filter(RunTarget::inMemory)
                .filter(t -> t.name().equals("In memory")).findFirst().orElseThrow();
    }

    private void check(FxRobot robot, String where, List<String> clipped) {
        checkRoot(robot, where, view, clipped);
    }

    private static void checkRoot(FxRobot robot, String where, Parent root, List<String> clipped) {
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            root.applyCss();
            root.layout();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> ClippedText.under(root).forEach(c -> clipped.add(where + ": " + c)));
    }
}
