package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.app.FxTaskExecutor;
import dev.tablewright.ui.testing.FxWait;
import dev.tablewright.ui.testing.RecordingDialogs;
import dev.tablewright.ui.testing.TestServices;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.MenuBar;
import javafx.stage.PopupWindow;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** A click that closes a popup also does what it was aimed at (one click, not two); one Run item, two keys. */
@ExtendWith(ApplicationExtension.class)
class PopupClicksTest {
    private final FxTaskExecutor executor = new FxTaskExecutor(2);
    private MainWindowViewModel viewModel;
    private MainWindowView view;

    @Start
    void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        viewModel = TestServices.mainWindow(executor);
        view = new MainWindowView(viewModel, new RecordingDialogs(false), WindowPreferences.none(), stage::close);
        stage.setScene(new Scene(view, 1280, 800));
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
    void comboBoxPopup_whenOpenAndATabIsClicked_closesAndSwitchesTabInOneClick(FxRobot robot) {
        robot.interact(() -> viewModel.toolProperty().set(MainWindowViewModel.Tool.RUN));
        ComboBox<?> engine = robot.lookup("#run-engine").queryComboBox();
        robot.clickOn(engine);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(engine.isShowing()).as("the engine list is open").isTrue();

        robot.clickOn(tabHeader(robot, "Deploy"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(engine.isShowing()).as("the list closed").isFalse();
        assertThat(viewModel.toolProperty().get()).as("the same click chose the tab").isEqualTo(MainWindowViewModel.Tool.DEPLOY);
    }

    @Test
    void menu_whenOpenAndATabIsClicked_closesAndSwitchesTabInOneClick(FxRobot robot) {
        MenuBar bar = (MenuBar) view.getTop();
        robot.clickOn(robot.from(bar).lookup(".menu").match(n -> "_View".equals(((javafx.scene.control.Labeled) n).getText()))
                .queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(openPopups()).as("the View menu is open").isPositive();

        robot.clickOn(tabHeader(robot, "Capacity"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(viewModel.toolProperty().get()).as("the same click chose the tab").isEqualTo(MainWindowViewModel.Tool.CAPACITY);
    }

    @Test
    void everyPopup_whenShown_letsTheClosingClickThrough(FxRobot robot) {
        robot.interact(() -> viewModel.toolProperty().set(MainWindowViewModel.Tool.RUN));
        robot.clickOn("#run-engine");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(Window.getWindows()).filteredOn(w -> w instanceof PopupWindow && w.isShowing())
                .isNotEmpty()
                .allSatisfy(w -> assertThat(((PopupWindow) w).getConsumeAutoHidingEvents()).isFalse());
        robot.type(javafx.scene.input.KeyCode.ESCAPE);
    }

    @Test
    void runMenu_hasOneRunItem_andShortcutEnterRunsTheChosenPatternToo(FxRobot robot) throws Exception {
        MenuBar bar = (MenuBar) view.getTop();
        var runMenu = bar.getMenus().stream().filter(m -> m.getText().equals("_Run")).findFirst().orElseThrow();
        assertThat(runMenu.getItems()).extracting(javafx.scene.control.MenuItem::getText).containsExactly("Run pattern");

        robot.interact(() -> {
            viewModel.run().patternProperty().set(viewModel.modelProperty().get().accessPatterns().get(0));
            viewModel.run().targetProperty().set(viewModel.run().targets().stream()
                    .filter(dev.tablewright.ui.run.RunTarget::inMemory).findFirst().orElseThrow());
        });
        robot.press(javafx.scene.input.KeyCode.CONTROL, javafx.scene.input.KeyCode.ENTER)
                .release(javafx.scene.input.KeyCode.ENTER, javafx.scene.input.KeyCode.CONTROL);
        FxWait.until(20, () -> viewModel.run().summaryProperty().get().startsWith("In memory"));

        assertThat(viewModel.toolProperty().get()).isEqualTo(MainWindowViewModel.Tool.RUN);
        assertThat(viewModel.run().summaryProperty().get()).contains("Count 7");
    }

    private static long openPopups() {
        return Window.getWindows().stream().filter(w -> w instanceof PopupWindow && w.isShowing()).count();
    }

    private static Node tabHeader(FxRobot robot, String title) {
        return robot.lookup(".tab-header-area .tab .tab-label")
                .match((javafx.scene.control.Label l) -> title.equals(l.getText())).query();
    }
}
