package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.TableSettings;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.testing.FxWait;
import dev.tablewright.ui.testing.NoDialogs;
import dev.tablewright.ui.testing.TestServices;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
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
 * The real window, headless (Monocle): open hr-oe, Edit > Definitions > Table Settings…, change
 * the table class and the TTL attribute, OK, see the settings in the model and the edit named in
 * Edit > Undo, Undo, see the settings as they were.
 */
@ExtendWith(ApplicationExtension.class)
class TableSettingsFlowViewTest {
    private MainWindowView view;
    private MainWindowViewModel viewModel;

    @Start
    void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        viewModel = TestServices.mainWindow(TaskExecutor.sameThread());
        view = new MainWindowView(viewModel, new NoDialogs(), WindowPreferences.none(), stage::close);
        stage.setScene(new Scene(view, 1200, 800));
        stage.show();
        viewModel.open(Path.of("models/hr-oe.json"), path -> { });
    }

    @BeforeEach
    void awaitModel() throws Exception {
        FxWait.until(20, () -> view.grid().table().getItems().size() == 109);
    }

    private TableSettings settings() {
        return viewModel.modelProperty().get().tables().get(0).settings();
    }

    @Test
    void tableSettings_whenClassAndTtlChanged_appliesOneEditAndUndoRestoresThem(FxRobot robot) {
        TableSettings original = settings();
        String table = viewModel.modelProperty().get().tables().get(0).name();
        robot.interact(() -> menuItem("_Edit", "Table Settings…").fire());
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.listWindows()).as("the settings form opens").hasSize(2);

        ComboBox<TableSettings.TableClass> tableClass = robot.lookup("#settings-table-class").queryComboBox();
        robot.interact(() -> tableClass.getSelectionModel().select(TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS));
        robot.clickOn("#settings-ttl").write("expiresAt");
        robot.clickOn("#form-ok");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(settings().tableClass()).isEqualTo(TableSettings.TableClass.STANDARD_INFREQUENT_ACCESS);
        assertThat(settings().timeToLiveAttribute()).isEqualTo("expiresAt");
        assertThat(viewModel.undoLabelProperty().get()).isEqualTo("Edit settings of " + table);

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(settings()).isEqualTo(original);
    }

    private MenuItem menuItem(String menu, String text) {
        return NoDialogs.menuItem((MenuBar) view.getTop(), menu, text);
    }
}
