package dev.tablewright.ui.problems;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.ui.run.TicketDesk;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A finding on a transaction's action names the pattern and the action in the problems list. */
class ProblemsOfActionsTest {
    @Test
    void problems_whenActionRefused_nameThePatternAndTheAction() throws Exception {
        Model model = TicketDesk.model();
        AccessPattern assign = model.findPattern("assign_ticket").orElseThrow();
        List<AccessPattern> actions = new ArrayList<>(assign.actions());
        AccessPattern check = actions.get(0);
        actions.set(0, AccessPattern.builder(check.name(), check.table(), check.operation())
                .partitionKeys(check.partitionKeys()).parameters(check.parameters()).build());
        List<AccessPattern> patterns = new ArrayList<>(model.accessPatterns());
        patterns.set(patterns.indexOf(assign), assign.withActions(actions));
        Model broken = model.withAccessPatterns(patterns);
        List<Finding> findings = new ModelValidator().validate(broken);

        List<ProblemsViewModel.Problem> located = ProblemsViewModel.locate(broken, findings);

        assertThat(located).extracting(ProblemsViewModel.Problem::message)
                .contains("access pattern 'assign_ticket', action 1 '" + check.name()
                        + "': a ConditionCheck needs a ConditionExpression");
    }
}
