package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.items.ItemGridViewModel;
import dev.tablewright.ui.testing.NoDialogs;
import java.nio.file.Path;
import java.util.List;
import javafx.application.Application;
import javafx.scene.control.MenuItem;
import javafx.scene.control.MenuBar;
import javafx.scene.Scene;
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
 * The real window, headless (Monocle): open hr-oe, show GSI1, edit an employee item's Data in the
 * item editor so it sorts elsewhere, see GSI1 re-sort, Undo, see the original order back.
 */
@ExtendWith(ApplicationExtension.class)
class EditingFlowViewTest {
    private MainWindowView view;
    private MainWindowViewModel viewModel;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        viewModel = dev.tablewright.ui.testing.TestServices.mainWindow(TaskExecutor.sameThread());
        view = new MainWindowView(viewModel, new NoDialogs(), WindowPreferences.none(), stage::close);
        stage.setScene(new Scene(view, 1200, 800));
        stage.titleProperty().bind(viewModel.titleProperty());
        stage.show();
        viewModel.open(Path.of("models/hr-oe.json"), path -> { });
    }

    @BeforeEach
    void awaitModel() throws Exception {
        dev.tablewright.ui.testing.FxWait.until(20, () -> view.grid().table().getItems().size() == 109);
    }

    /** The employees (PK) in GSI1's HR-CONFIDENTIAL partition, in the grid's order. */
    private List<String> confidentialOrder() {
        return view.grid().table().getItems().stream().map(ItemGridViewModel.Row::item)
                .filter(i -> AttributeValue.s("HR-CONFIDENTIAL").equals(i.get("SK")))
                .map(i -> ((AttributeValue.S) i.get("PK")).value()).toList();
    }

    @Test
    void editData_inGsi1_resortsTheIndexAndUndoRestoresTheOrder(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.showView("GSI1"));
        assertThat(robot.from(view.grid()).lookup(".grid-caption").queryLabeled().getText()).contains("GSI GSI1");
        List<String> original = confidentialOrder();
        assertThat(original).hasSize(8).startsWith("HR-E01", "HR-E02");

        TableView<ItemGridViewModel.Row> grid = view.grid().table();
        selectConfidential(grid, "HR-E01");
        robot.type(KeyCode.F2); // Edit > Edit Item…
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.listWindows()).as("the item editor opens").hasSize(2);

        var data = robot.lookup("#value-Data").queryTextInputControl();
        assertThat(data.getText()).isEqualTo("2015-11-08");
        robot.doubleClickOn(data).press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL)
                .write("2099-12-31");
        robot.clickOn("#item-editor-save");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(confidentialOrder()).endsWith("HR-E01").startsWith("HR-E02").hasSize(8);
        assertThat(robot.from(view.grid()).lookup(".grid-caption").queryLabeled().getText()).contains("GSI GSI1");
        assertThat(stage.getTitle()).isEqualTo("Tablewright - HR-OE *");
        assertThat(grid.getSelectionModel().getSelectedItem().item().get("Data"))
                .isEqualTo(AttributeValue.s("2099-12-31"));

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(confidentialOrder()).isEqualTo(original);
        assertThat(stage.getTitle()).isEqualTo("Tablewright - HR-OE");
        assertThat(grid.getSelectionModel().getSelectedItem().item().get("Data"))
                .as("the item stays selected across Undo").isEqualTo(AttributeValue.s("2015-11-08"));

        robot.press(KeyCode.CONTROL, KeyCode.Y).release(KeyCode.Y, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(confidentialOrder()).endsWith("HR-E01");

        selectConfidential(grid, "HR-E01");
        robot.type(KeyCode.DELETE); // Delete in the grid removes the selected item
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(confidentialOrder()).hasSize(7).doesNotContain("HR-E01");
        assertThat(viewModel.undoLabelProperty().get()).isEqualTo("Delete item HR-E01 / HR-CONFIDENTIAL");
    }

    /** Selects an employee's HR-CONFIDENTIAL item in the grid and focuses the grid. */
    private void selectConfidential(TableView<ItemGridViewModel.Row> grid, String employee) {
        WaitForAsyncUtils.asyncFx(() -> {
            for (int i = 0; i < grid.getItems().size(); i++) {
                var item = grid.getItems().get(i).item();
                if (AttributeValue.s(employee).equals(item.get("PK"))
                        && AttributeValue.s("HR-CONFIDENTIAL").equals(item.get("SK"))) {
                    grid.getSelectionModel().clearAndSelect(i);
                    grid.scrollTo(i);
                }
            }
            grid.requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void problems_whenAnItemBreaksARule_areListedAndClickingOneSelectsTheMarkedItem(FxRobot robot) {
        robot.interact(() -> {
            var table = viewModel.modelProperty().get().tables().get(0);
            var at = dev.tablewright.edit.ItemEdits.locate(table, dev.tablewright.model.Item.of(java.util.Map.of(
                    "PK", AttributeValue.s("HR-E03"), "SK", AttributeValue.s("HR-CONFIDENTIAL")))).orElseThrow();
            var broken = at.item().with("Tags", AttributeValue.ss(List.of("x", "x")));
            viewModel.edit("Add Tags", dev.tablewright.edit.ItemEdits.replace(viewModel.modelProperty().get(), at, broken));
            viewModel.showView("GSI1");
        });
        var panel = robot.lookup("#problems").queryAs(javafx.scene.control.TitledPane.class);
        assertThat(panel.getText()).startsWith("Problems: 1 error");

        robot.clickOn(panel.lookup(".title"));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(robot.lookup("#problems-list .list-cell").match(
                (javafx.scene.control.ListCell<?> c) -> c.getText() != null && c.getText().startsWith("error:")).<javafx.scene.Node>query());
        WaitForAsyncUtils.waitForFxEvents();

        var selected = view.grid().table().getSelectionModel().getSelectedItem();
        assertThat(selected.item().get("PK")).isEqualTo(AttributeValue.s("HR-E03"));
        assertThat(robot.from(view.grid()).lookup(".grid-caption").queryLabeled().getText()).contains("Base table");
        var problem = javafx.css.PseudoClass.getPseudoClass("problem");
        assertThat(robot.from(view.grid()).lookup(".table-row-cell").queryAllAs(javafx.scene.control.TableRow.class))
                .filteredOn(r -> r.getItem() == selected).singleElement()
                .matches(r -> r.getPseudoClassStates().contains(problem), "is marked :problem");
        assertThat(robot.from(view.grid()).lookup(".attr-value").<javafx.scene.Node>queryAll())
                .filteredOn(n -> n.getPseudoClassStates().contains(problem)).isNotEmpty();
    }

    @Test
    void addIndex_fromTheEditMenu_addsItToTheNavigatorAndUndoRemovesIt(FxRobot robot) {
        robot.interact(() -> menuItem("_Edit", "Add Index…").fire());
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("#index-name").eraseText(4).write("ByEmail");
        robot.clickOn("#index-pk").write("Email");
        robot.clickOn("#form-ok");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(navigatorLabels()).contains("GSI ByEmail");
        assertThat(viewModel.undoLabelProperty().get()).isEqualTo("Add GSI ByEmail");

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(navigatorLabels()).doesNotContain("GSI ByEmail").contains("GSI GSI1");
    }

    @Test
    void deleteIndex_fromTheEditMenu_leavesItsPatternsAsProblemsAndUndoBringsItBack(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.showView("GSI2"));
        WaitForAsyncUtils.waitForFxEvents();

        robot.interact(() -> menuItem("_Edit", "Delete Index").fire());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(navigatorLabels()).doesNotContain("GSI GSI2").contains("GSI GSI1");
        assertThat(viewModel.undoLabelProperty().get()).isEqualTo("Delete GSI GSI2");
        assertThat(viewModel.modelProperty().get().accessPatterns()).hasSize(14);
        dev.tablewright.ui.testing.FxWait.until(10, () -> viewModel.problems().problems().stream()
                .anyMatch(p -> p.message().contains("GSI2")));

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(navigatorLabels()).contains("GSI GSI1", "GSI GSI2");
    }

    @Test
    void deletePattern_fromTheEditMenu_removesTheChosenOneAndUndoBringsItBack(FxRobot robot) {
        var fifth = viewModel.modelProperty().get().accessPatterns().get(4);
        robot.interact(() -> viewModel.run().patternProperty().set(fifth));

        robot.interact(() -> menuItem("_Edit", "Delete Access Pattern").fire());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(viewModel.modelProperty().get().accessPatterns()).hasSize(13).doesNotContain(fifth);
        assertThat(viewModel.undoLabelProperty().get()).isEqualTo("Delete access pattern " + fifth.name());
        robot.interact(viewModel::undo);
        assertThat(viewModel.modelProperty().get().accessPatterns().get(4)).isEqualTo(fifth);
    }

    private List<String> navigatorLabels() {
        return view.navigator().getRoot().getChildren().get(0).getChildren().stream()
                .map(i -> i.getValue().label()).toList();
    }

    private MenuItem menuItem(String menu, String text) {
        return NoDialogs.menuItem((MenuBar) view.getTop(), menu, text);
    }
}
