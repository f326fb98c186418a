package dev.tablewright.ui.editing;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.ui.run.TicketDesk;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The access pattern form on a transaction, headless (Monocle): its actions listed in place of the
 * table, keys and expressions; Up reorders them; Edit… opens the action in the same form over it;
 * OK there and OK here make one edit.
 */
@ExtendWith(ApplicationExtension.class)
class TransactionFormViewTest {
    private Model model;
    private DefinitionActions definitions;
    private final AtomicReference<Model> edited = new AtomicReference<>();

    @Start
    void start(Stage stage) throws Exception {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        model = TicketDesk.model();
        definitions = new DefinitionActions(() -> model, () -> null, () -> null, () -> null, () -> null,
                (label, m, focus) -> edited.set(m), () -> stage);
        stage.setScene(new Scene(new Label("window"), 800, 600));
        stage.show();
    }

    private AccessPattern named(Model m, String name) {
        return m.findPattern(name).orElseThrow();
    }

    private static Node in(FxRobot robot, Window window, String id) {
        return robot.from(window.getScene().getRoot()).lookup(id).query();
    }

    @Test
    void patternForm_whenTransaction_listsItsActionsAndSavesTheNewOrder(FxRobot robot) {
        AccessPattern assign = named(model, "assign_ticket");
        robot.interact(() -> definitions.patternForm(AccessPatternFormViewModel.edit(model, assign)));
        WaitForAsyncUtils.waitForFxEvents();
        Window form = robot.listWindows().get(robot.listWindows().size() - 1);

        ListView<?> list = (ListView<?>) in(robot, form, "#pattern-actions-list");
        assertThat(list.getItems()).as("the actions").hasSize(2);
        assertThat(in(robot, form, "#pattern-filter").isVisible()).as("a transaction has no filter of its own").isFalse();
        assertThat(in(robot, form, "#pattern-table").isVisible()).as("nor a table").isFalse();
        robot.interact(() -> list.getSelectionModel().select(1));
        robot.clickOn(in(robot, form, "#pattern-action-up"));
        robot.clickOn(in(robot, form, "#form-ok"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(edited.get()).as("one edit").isNotNull();
        assertThat(named(edited.get(), "assign_ticket").actions())
                .containsExactly(assign.actions().get(1), assign.actions().get(0));
    }

    @Test
    void patternForm_whenActionEdited_opensTheActionFormOverTheTransactions(FxRobot robot) {
        AccessPattern assign = named(model, "assign_ticket");
        robot.interact(() -> definitions.patternForm(AccessPatternFormViewModel.edit(model, assign)));
        WaitForAsyncUtils.waitForFxEvents();
        int before = robot.listWindows().size();
        Window form = robot.listWindows().get(before - 1);
        ListView<?> list = (ListView<?>) in(robot, form, "#pattern-actions-list");
        robot.interact(() -> list.getSelectionModel().select(1));

        robot.clickOn(in(robot, form, "#pattern-action-edit"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.listWindows()).as("the action's form opens").hasSize(before + 1);
        Window action = robot.listWindows().get(before);
        TextField condition = (TextField) in(robot, action, "#pattern-condition");
        assertThat(condition.isVisible()).as("an action has its own condition").isTrue();
        assertThat(condition.getText()).isEqualTo(assign.actions().get(1).conditionExpression());
        robot.interact(() -> condition.setText("attribute_exists(pk) AND attribute_exists(sk)"));
        robot.clickOn(in(robot, action, "#form-ok"));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.listWindows()).as("the action's form closes").hasSize(before);
        robot.clickOn(in(robot, form, "#form-ok"));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(named(edited.get(), "assign_ticket").actions().get(1).conditionExpression())
                .isEqualTo("attribute_exists(pk) AND attribute_exists(sk)");
        assertThat(named(edited.get(), "assign_ticket").actions().get(0)).as("the other action as it was")
                .isEqualTo(assign.actions().get(0));
    }
}
