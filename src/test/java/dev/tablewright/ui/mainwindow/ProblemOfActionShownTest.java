package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.problems.ProblemsViewModel;
import dev.tablewright.ui.run.TicketDesk;
import dev.tablewright.ui.testing.TestServices;
import dev.tablewright.validate.Severity;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Choosing a finding about a transaction's action shows its transaction in the Run tab. */
class ProblemOfActionShownTest {
    @Test
    void showProblem_whenAboutAnAction_choosesItsTransactionInTheRunTab() throws Exception {
        Model model = TicketDesk.model();
        MainWindowViewModel window = TestServices.mainWindow(TaskExecutor.sameThread());
        window.show(model, Path.of("tickets.json"));
        int index = model.accessPatterns().indexOf(model.findPattern("close_account").orElseThrow());

        window.showProblem(new ProblemsViewModel.Problem(Severity.ERROR,
                "Tablewright.AccessPatterns[" + index + "].Actions[1].ConditionExpression",
                "access pattern 'close_account', action 2: something", null, null, null));

        assertThat(window.toolProperty().get()).isEqualTo(MainWindowViewModel.Tool.RUN);
        assertThat(window.run().patternProperty().get()).extracting(AccessPattern::name).isEqualTo("close_account");
        assertThat(window.statusProperty().get()).isEqualTo("access pattern 'close_account', action 2: something");
    }
}
