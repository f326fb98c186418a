package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.Model;
import dev.tablewright.review.ReviewCode;
import dev.tablewright.review.ReviewFinding;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.testing.FxWait;
import dev.tablewright.ui.testing.NoDialogs;
import dev.tablewright.ui.testing.TestServices;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
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
 * The real window, headless (Monocle), on the tournaments model: the Review tab lists its
 * findings, clicking one shows its index in the navigator and the grid, Apply turns a synthetic key
 * into a multi-attribute key, and Undo brings the model back exactly.
 */
@ExtendWith(ApplicationExtension.class)
class ReviewTabViewTest {
    private MainWindowView view;
    private MainWindowViewModel viewModel;

    @Start
    void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        viewModel = TestServices.mainWindow(TaskExecutor.sameThread());
        view = new MainWindowView(viewModel, new NoDialogs(), WindowPreferences.none(), stage::close);
        stage.setScene(new Scene(view, 1280, 800));
        stage.show();
        viewModel.open(Path.of("models/tournaments.json"), path -> { });
    }

    @BeforeEach
    void awaitModel() throws Exception {
        FxWait.until(20, () -> viewModel.modelProperty().get() != null);
    }

    @SuppressWarnings("unchecked")
    private TableView<ReviewFinding> findings(FxRobot robot) {
        return robot.lookup("#review-findings").queryAs(TableView.class);
    }

    private TableRow<?> row(FxRobot robot, ReviewCode code, String index) {
        return robot.lookup("#review-findings .table-row-cell").match((TableRow<ReviewFinding> r) -> r.getItem() != null
                && r.getItem().code() == code && index.equals(r.getItem().index())).query();
    }

    @Test
    void reviewTab_whenShown_listsTheFindingsSelectsTheirIndexAndAppliesAFixThatUndoRestores(FxRobot robot)
            throws Exception {
        Model original = viewModel.modelProperty().get();
        assertThat(viewModel.review().findings()).as("no review while the Review tab is hidden").isEmpty();
        robot.interact(() -> viewModel.showView("review"));
        FxWait.until(10, () -> !viewModel.review().findings().isEmpty());
        TabPane tabs = robot.lookup(".tab-pane").queryAs(TabPane.class);
        assertThat(tabs.getSelectionModel().getSelectedItem().getText()).isEqualTo("Review");
        assertThat(findings(robot).getItems()).hasSize(4);
        assertThat(robot.lookup("#review-status").queryAs(Label.class).getText()).isEqualTo("4 findings: 4 notes");

        robot.clickOn(row(robot, ReviewCode.SYNTHETIC_KEY, "ByDay").getChildrenUnmodifiable().get(2));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(viewModel.toolProperty().get()).isEqualTo(MainWindowViewModel.Tool.ITEMS);
        assertThat(view.navigator().getSelectionModel().getSelectedItem().getValue().label()).isEqualTo("GSI ByDay");
        assertThat(robot.from(view.grid()).lookup(".grid-caption").queryLabeled().getText()).contains("GSI ByDay");

        robot.interact(() -> viewModel.toolProperty().set(MainWindowViewModel.Tool.REVIEW));
        Node apply = robot.from(row(robot, ReviewCode.SYNTHETIC_KEY, "ByPlayer")).lookup(".button").query();
        assertThat(((Button) apply).getText()).isEqualTo("Apply");
        robot.clickOn(apply);
        WaitForAsyncUtils.waitForFxEvents();

        var byPlayer = viewModel.modelProperty().get().findTable("TournamentScores").orElseThrow()
                .findIndex("ByPlayer").orElseThrow();
        assertThat(byPlayer.keySchema().sortKeys()).extracting(k -> k.name())
                .containsExactly("Day", "TournamentId", "MatchId");
        assertThat(viewModel.toolProperty().get()).as("Apply stays in the Review tab")
                .isEqualTo(MainWindowViewModel.Tool.REVIEW);
        // the fix's note goes; the new key rebuilds ByPlayer on a live table while patterns read it
        FxWait.until(10, () -> findings(robot).getItems().stream().anyMatch(f -> f.code() == ReviewCode.INDEX_DROPPED_IN_USE));
        assertThat(findings(robot).getItems()).noneMatch(f -> f.code() == ReviewCode.SYNTHETIC_KEY
                && "ByPlayer".equals(f.index()));
        assertThat(findings(robot).getItems()).filteredOn(f -> f.code() == ReviewCode.INDEX_DROPPED_IN_USE)
                .extracting(ReviewFinding::index).containsExactly("ByPlayer");

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(viewModel.modelProperty().get()).isSameAs(original);
        FxWait.until(10, () -> findings(robot).getItems().size() == 4);
        assertThat(robot.lookup("#review-status").queryAs(Label.class).getText()).isEqualTo("4 findings: 4 notes");
    }
}
