package dev.tablewright.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.testing.LiveRenames;
import dev.tablewright.ui.common.TaskExecutor;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Run view, headless (Monocle), on a saved connection whose tables have other names: the
 * verdict says the table is missing; Mapping… opens the editor; typing the live table's name fills
 * its indexes' choices; Save turns the verdict to OK.
 */
@ExtendWith(ApplicationExtension.class)
class MappingEditorViewTest {
    private PatternRunViewModel run;
    private NameMapping renames;

    @Start
    void start(Stage stage) throws Exception {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        Model model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        renames = LiveRenames.mapping(model);
        run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model,
                new LiveTablesFake(LiveRenames.live(model, renames)));
        stage.setScene(new Scene(new PatternRunView(run), 1100, 700));
        stage.show();
        run.patternProperty().set(model.accessPatterns().get(1));
        run.targetProperty().set(LiveTablesFake.SAVED);
    }

    @Test
    void mapping_whenEditedAndSaved_turnsTheVerdictOk(FxRobot robot) {
        Label verdict = robot.lookup("#run-verdict").queryAs(Label.class);
        assertThat(verdict.getText()).isEqualTo("Cannot run on team-dev: table HR-OE missing on the connection.");

        robot.clickOn("#run-mapping");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.listWindows()).as("the mapping editor opens").hasSize(2);
        ComboBox<String> table = robot.lookup("#mapping-table-HR-OE-HR-OE").queryComboBox();
        robot.interact(() -> table.getEditor().clear());
        robot.clickOn(table.getEditor()).write("live_hr-oe");
        robot.interact(() -> table.setValue(table.getEditor().getText()));
        ComboBox<String> gsi1 = robot.lookup("#mapping-index-HR-OE-GSI1").queryComboBox();
        assertThat(gsi1.getItems()).containsExactly("live_GSI1", "live_GSI2");
        robot.interact(() -> {
            renames.tables().get("HR-OE").indexes().forEach((m, l) ->
                    robot.lookup("#mapping-index-HR-OE-" + m).<String>queryComboBox().setValue(l));
            renames.tables().get("HR-OE").attributes().forEach((m, l) ->
                    robot.lookup("#mapping-attribute-HR-OE-" + m).<String>queryComboBox().setValue(l));
        });
        robot.clickOn("#mapping-save");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(robot.listWindows()).as("the editor closes").hasSize(1);
        assertThat(verdict.getText()).isEqualTo("The live tables of team-dev can answer this pattern.");
    }
}
