package dev.tablewright.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The Run view, headless (Monocle), made after a transaction pattern was chosen (the Run tab is
 * made when first shown): its parameters are there to type in, and a refused run says why in one line.
 */
@ExtendWith(ApplicationExtension.class)
class PatternRunTransactionViewTest {
    private PatternRunViewModel run;

    @Start
    void start(Stage stage) throws Exception {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        Model model = TicketDesk.model();
        run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(model.findPattern("assign_ticket").orElseThrow());
        stage.setScene(new Scene(new PatternRunView(run), 1280, 800));
        stage.show();
    }

    @Test
    void view_whenMadeAfterThePatternWasChosen_showsItsParametersAndTheRefusal(FxRobot robot) {
        TextField user = robot.lookup("#param-user_id").queryAs(TextField.class);
        assertThat(user.isVisible()).as("the transaction's parameter").isTrue();
        assertThat(user.getHeight()).as("laid out, not squeezed away").isGreaterThan(10);
        assertThat(robot.lookup("#request-json").queryAs(TextArea.class).getText()).contains("\"ConditionCheck\"");

        robot.interact(() -> user.setText("nobody-at-all"));
        robot.interact(() -> robot.lookup("#param-ticket_id").queryAs(TextField.class).setText("t1"));
        robot.clickOn("#run-pattern");
        WaitForAsyncUtils.waitForFxEvents();

        Label summary = robot.lookup("#run-summary").queryAs(Label.class);
        assertThat(summary.getText()).isEqualTo(
                "In memory refused the TransactWriteItems (nothing written): action 1 '1: ConditionCheck User' ConditionalCheckFailed");
        assertThat(summary.getStyleClass()).as("marked as a refusal").contains(dev.tablewright.ui.common.StyleClasses.EDITOR_ERROR);

        robot.interact(() -> user.setText("u1"));
        robot.clickOn("#run-pattern");
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(summary.getText()).startsWith("In memory: TransactWriteItems · 2 actions applied");
        assertThat(summary.getStyleClass()).as("a result again").doesNotContain(dev.tablewright.ui.common.StyleClasses.EDITOR_ERROR);
    }
}
