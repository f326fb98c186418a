package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.item.AttributeValue;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.tables.ItemGridViewModel;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
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
        viewModel = new MainWindowViewModel(TaskExecutor.sameThread(),
                dev.tablewright.ui.testing.TestServices.modelFiles(),
                dev.tablewright.ui.testing.TestServices.countingDeploy());
        view = new MainWindowView(viewModel, new NoDialogs(), WindowPreferences.none(), stage::close);
        stage.setScene(new Scene(view, 1200, 800));
        stage.titleProperty().bind(viewModel.titleProperty());
        stage.show();
        viewModel.open(Path.of("models/hr-oe.json"), path -> { });
    }

    @BeforeEach
    void awaitModel() throws Exception {
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> view.grid().table().getItems().size() == 109);
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
        robot.interact(() -> {
            for (int i = 0; i < grid.getItems().size(); i++) {
                var item = grid.getItems().get(i).item();
                if (AttributeValue.s("HR-E01").equals(item.get("PK"))
                        && AttributeValue.s("HR-CONFIDENTIAL").equals(item.get("SK"))) {
                    grid.getSelectionModel().clearAndSelect(i);
                    grid.scrollTo(i);
                }
            }
            grid.requestFocus();
        });
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

        robot.press(KeyCode.CONTROL, KeyCode.Y).release(KeyCode.Y, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(confidentialOrder()).endsWith("HR-E01");
    }

    /** Answers nothing; fails the test on an error dialog. */
    private static final class NoDialogs implements DialogService {
        @Override
        public void showError(String title, String message) {
            throw new AssertionError(title + ": " + message);
        }

        @Override
        public Optional<Path> chooseModelToOpen(Path initialFolder) {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseModelToSave(Path initialFolder, String suggestedName) {
            return Optional.empty();
        }

        @Override
        public boolean confirmDiscard(String modelName) {
            return false;
        }
    }
}
