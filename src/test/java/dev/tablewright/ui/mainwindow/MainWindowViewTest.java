package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.app.FxTaskExecutor;
import dev.tablewright.app.MainWindowComposition;
import dev.tablewright.ui.navigator.NavigatorNode;
import dev.tablewright.ui.testing.RecordingDialogs;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The real window, headless (Monocle): the navigator and grid show the opened model. */
@ExtendWith(ApplicationExtension.class)
class MainWindowViewTest {
    /** The real embedded DynamoDB Local, as the window uses it. */
    private static final dev.tablewright.ui.deploy.DeployService DEPLOY_SERVICE =
            new dev.tablewright.app.EmbeddedDeployService();
    private final RecordingDialogs dialogs = new RecordingDialogs(false);
    private MainWindowView view;
    /** The app's own executor: work off the FX thread, answers on it. */
    private final FxTaskExecutor executor = new FxTaskExecutor(2);

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
        view = new MainWindowView(viewModel, dialogs, WindowPreferences.none(), stage::close);
        stage.setScene(new Scene(view, 1200, 800));
        stage.titleProperty().bind(viewModel.titleProperty());
        stage.show();
        viewModel.open(Path.of("models/hr-oe.json"), path -> { });
    }

    @Test
    void window_whenHrOeOpened_showsTablesIndexesAndItems(FxRobot robot) {
        TreeItem<NavigatorNode> root = view.navigator().getRoot();
        assertThat(root.getValue().label()).isEqualTo("HR-OE");
        assertThat(root.getChildren().get(0).getChildren()).extracting(i -> i.getValue().label())
                .contains("GSI GSI1", "GSI GSI2");
        TableView<?> grid = view.grid().table();
        assertThat(grid.getItems()).hasSize(109);
        assertThat(grid.getColumns()).extracting(c -> c.getText()).containsExactly("", "PK", "SK", "Attributes");
        assertThat(robot.lookup("HR-E01").tryQuery()).isPresent();
        assertThat(dialogs.errors()).isEmpty();
    }

    @Test
    void window_whenGsi1Clicked_showsItsKeysFirst(FxRobot robot) {
        javafx.scene.Node cell = robot.lookup(".tree-cell").match(
                (javafx.scene.control.TreeCell<?> c) -> "GSI GSI1".equals(c.getText())).query();
        robot.clickOn(cell.lookup(".text")); // the label, as a person clicks it; the cell is wider than the pane
        WaitForAsyncUtils.waitForFxEvents();

        TableView<?> grid = view.grid().table();
        assertThat(grid.getColumns()).extracting(c -> c.getText()).containsExactly("", "SK", "Data", "Attributes");
        assertThat(robot.from(view.grid()).lookup(".grid-caption").queryLabeled().getText()).contains("GSI GSI1");
    }

    @Test
    void window_whenWriteShardsOpenedWithSeedInputs_shows13And15(FxRobot robot) {
        clickNavigator(robot, "Write shards");

        assertThat(robot.lookup("#shard-answer").queryLabeled().getText()).isEqualTo("13 shards · 15 with padding");

        robot.doubleClickOn("#fraction").eraseText(3).write("0.4");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.lookup("#shard-answer").queryLabeled().getText()).isEqualTo("25 shards · 29 with padding");
    }

    @Test
    void window_whenDeployedToEmbeddedLocal_reaches100Percent(FxRobot robot) throws Exception {
        clickNavigator(robot, "Deploy");
        robot.clickOn("Replace the tables (deletes their items first)");
        robot.clickOn("#deploy");

        dev.tablewright.ui.testing.FxWait.until(60,
                () -> !robot.lookup("#deploy-outcome").queryLabeled().getText().isEmpty());

        assertThat(robot.lookup("#deploy-outcome").queryLabeled().getText())
                .startsWith("Deployed to embedded DynamoDB Local (in memory)").contains("109 items written");
        assertThat(robot.lookup("#deploy-progress").queryAs(javafx.scene.control.ProgressBar.class).getProgress())
                .isEqualTo(1.0);
        assertThat(robot.lookup("#deploy-counts").queryLabeled().getText()).startsWith("109 / 109 items");
    }

    @Test
    void window_whenPattern5RunInMemory_shows15ShardsAndItsCount(FxRobot robot) throws Exception {
        clickNavigator(robot, "5. Show all orders in OPEN status for a date range across all customers");
        chooseEngine(robot, "In memory");
        robot.clickOn("#run-pattern");
        try {
            dev.tablewright.ui.testing.FxWait.until(20,
                    () -> robot.lookup("#run-summary").queryLabeled().getText().startsWith("In memory"));
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError("the run did not finish; the panel says: "
                    + robot.lookup("#run-summary").queryLabeled().getText(), e);
        }

        assertThat(robot.lookup("#run-summary").queryLabeled().getText()).contains("Count 11").endsWith("15 shards");
        assertThat(robot.lookup("#run-shards").queryTableView().getItems()).as("no rows made while the tab is hidden").isEmpty();
        robot.interact(() -> robot.lookup("#run-results").queryAs(javafx.scene.control.TabPane.class)
                .getSelectionModel().select(1));
        assertThat(robot.lookup("#run-shards").queryTableView().getItems()).hasSize(15);
        assertThat(resultRows(robot)).hasSize(11);
    }

    @Test
    void window_whenCodeTabShown_writesTheChosenPatternThen(FxRobot robot) {
        clickNavigator(robot, "5. Show all orders in OPEN status for a date range across all customers");
        var code = robot.lookup("#code-text").queryAs(javafx.scene.control.TextArea.class);
        assertThat(code.getText()).as("not written while the Code tab is hidden").isEmpty();
        var outputs = robot.lookup("#run-outputs").queryAs(javafx.scene.control.TabPane.class);
        robot.interact(() -> outputs.getSelectionModel().select(1));
        assertThat(code.getText()).contains("public final class ShowAllOrdersInOpenStatus");
    }

    @Test
    void window_whenFindTyped_selectsTheMatchingItem(FxRobot robot) {
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.F)
                .release(javafx.scene.input.KeyCode.F, javafx.scene.input.KeyCode.CONTROL);
        robot.write("O1004").type(javafx.scene.input.KeyCode.ENTER);
        WaitForAsyncUtils.waitForFxEvents();

        var selected = view.grid().table().getSelectionModel().getSelectedItem();
        assertThat(selected).isNotNull();
        assertThat(selected.item().toString()).contains("O1004");
        assertThat(robot.from(view.grid()).lookup("#find-result").queryLabeled().getText()).endsWith("matches");
    }

    private static List<?> resultRows(FxRobot robot) {
        return robot.lookup("#run-items").queryAs(dev.tablewright.ui.items.ItemGridView.class).table().getItems();
    }

    @Test
    void window_whenPattern5RunThenGsi2Shown_highlightsTheReturnedItemsAndExplainsTheOthers(FxRobot robot)
            throws Exception {
        clickNavigator(robot, "5. Show all orders in OPEN status for a date range across all customers");
        chooseEngine(robot, "In memory");
        robot.clickOn("#run-pattern");
        dev.tablewright.ui.testing.FxWait.until(20,
                () -> robot.lookup("#run-summary").queryLabeled().getText().startsWith("In memory"));

        clickNavigator(robot, "GSI GSI2");

        assertThat(robot.from(view.grid()).lookup(".grid-caption").queryLabeled().getText()).contains("GSI GSI2");
        String membership = robot.from(view.grid()).lookup(".grid-membership").queryLabeled().getText();
        assertThat(membership).matches("\\d+ of 109 items; \\d+ lack GSI2's keys · projection .*");
        assertThat(robot.from(view.grid()).lookup(".grid-highlight").queryLabeled().getText())
                .startsWith("11 of the 11 items returned by 5. Show all orders");
        TableView<?> grid = view.grid().table();
        long highlightedCells = robot.from(view.grid()).lookup(".table-row-cell").queryAllAs(javafx.scene.control.TableRow.class).stream()
                .filter(r -> r.getPseudoClassStates().contains(javafx.css.PseudoClass.getPseudoClass("matched")))
                .count();
        assertThat(highlightedCells).isPositive();
        // an order outside the date range: the inspector says why the run left it out
        robot.interact(() -> {
            for (int i = 0; i < grid.getItems().size(); i++) {
                var row = (dev.tablewright.ui.items.ItemGridViewModel.Row) grid.getItems().get(i);
                if (!view.grid().viewModel().isHighlighted(row.item())) {
                    grid.getSelectionModel().select(i);
                    break;
                }
            }
        });
        // the verdict is worked out off the FX thread ("Explaining…" meanwhile)
        dev.tablewright.ui.testing.FxWait.until(10, () -> !robot.lookup("#inspector-verdict").queryLabeled().getText()
                .equals(dev.tablewright.ui.inspector.InspectorViewModel.EXPLAINING));
        assertThat(robot.lookup("#inspector-verdict").queryLabeled().getText())
                .startsWith("✗ Not returned by 5. Show all orders");
    }

    @Test
    void window_whenPattern1RunOnEmbeddedLocalBesideMemory_givesTheInMemoryResult(FxRobot robot) throws Exception {
        clickNavigator(robot, "1. Look up employee details by employee ID");
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            var engine = (javafx.scene.control.ComboBox<dev.tablewright.ui.run.RunTarget>)
                    robot.lookup("#run-engine").query();
            engine.getSelectionModel().select(1);
            @SuppressWarnings("unchecked")
            var compare = (javafx.scene.control.ComboBox<dev.tablewright.ui.run.RunTarget>)
                    robot.lookup("#run-compare").query();
            compare.getItems().stream().filter(dev.tablewright.ui.run.RunTarget::inMemory)
                    .filter(t -> t.name().equals("In memory")).findFirst().ifPresent(compare::setValue);
        });
        robot.clickOn("#run-pattern");
        dev.tablewright.ui.testing.FxWait.until(60,
                () -> !robot.lookup("#run-comparison").queryLabeled().getText().isEmpty()
                        || robot.lookup("#run-summary").queryLabeled().getText().contains("failed"));

        assertThat(robot.lookup("#run-summary").queryLabeled().getText()).startsWith("Embedded DynamoDB Local: Count 7");
        assertThat(robot.lookup("#run-comparison").queryLabeled().getText())
                .startsWith("Same result on Embedded DynamoDB Local and In memory: 7 items in the same order.");
        assertThat(resultRows(robot)).hasSize(7);
    }

    @org.junit.jupiter.api.BeforeEach
    void awaitModel() throws Exception {
        dev.tablewright.ui.testing.FxWait.until(20,
                () -> view.grid().table().getItems().size() == 109);
    }

    /** Clicks a navigator entry's label, as a person does (the cell is wider than the pane). */
    /** Picks an engine in the Run tab's chooser, as a person would (the embedded Local is the default). */
    private void chooseEngine(FxRobot robot, String name) {
        robot.interact(() -> {
            @SuppressWarnings("unchecked")
            var engine = (javafx.scene.control.ComboBox<dev.tablewright.ui.run.RunTarget>)
                    robot.lookup("#run-engine").query();
            assertThat(engine.getValue().name()).as("the default engine").isEqualTo("Embedded DynamoDB Local");
            engine.getItems().stream().filter(t -> t.name().equals(name)).findFirst().ifPresent(engine::setValue);
        });
        assertThat(robot.lookup("#status-engine").queryLabeled().getText()).isEqualTo("Runs on: " + name);
    }

    private void clickNavigator(FxRobot robot, String label) {
        var tree = view.navigator();
        robot.interact(() -> {
            for (int row = 0; row < tree.getExpandedItemCount(); row++) {
                if (label.equals(tree.getTreeItem(row).getValue().label())) {
                    tree.scrollTo(row);
                }
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node entry = robot.lookup(".tree-cell").match(
                (javafx.scene.control.TreeCell<?> c) -> label.equals(c.getText())).query();
        // near the start of the label: a long label runs past the pane, so its centre may be outside it
        robot.moveTo(entry.lookup(".text"), javafx.geometry.Pos.CENTER_LEFT, new javafx.geometry.Point2D(8, 0),
                        org.testfx.robot.Motion.DIRECT)
                .clickOn(javafx.scene.input.MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents();
    }
}
