package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.run.PatternRunViewModel;
import dev.tablewright.ui.run.TicketDesk;
import org.junit.jupiter.api.Test;

/**
 * The Run tab's transaction patterns on the window's default engine, the embedded DynamoDB Local:
 * the request, the items a TransactGetItems returned, the capacity, and a cancelled transaction's
 * refusal in one line naming the action refused.
 */
class PatternRunTransactionOnLocalTest {
    private static AccessPattern named(Model model, String name) {
        return model.accessPatterns().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    private static void set(PatternRunViewModel run, String parameter, String value) {
        run.parameters().stream().filter(p -> p.name().equals(parameter)).findFirst().orElseThrow().value().set(value);
    }

    @Test
    void run_whenTransactionsOnEmbeddedLocal_showsItemsCapacityAndTheRefusal() throws Exception {
        Model model = TicketDesk.model();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model,
                new DynamoPatternRunService(null));
        assertThat(run.targetProperty().get().name()).as("the window's default engine").isEqualTo("Embedded DynamoDB Local");

        run.patternProperty().set(named(model, "get_user_and_email"));
        set(run, "user_id", "u1");
        set(run, "email", "ann@example.com");
        run.run();
        assertThat(run.summaryProperty().get()).as("TransactGetItems on Local")
                .matches("Embedded DynamoDB Local: TransactGetItems · 2 of 2 items found · [1-9][0-9.]* units · [0-9.]+ ms");
        assertThat(run.items()).as("the user and their email claim").hasSize(2);
        assertThat(run.requestProperty().get()).contains("\"TransactItems\"").contains("EMAIL#ann@example.com");

        run.patternProperty().set(named(model, "assign_ticket"));
        set(run, "user_id", "nobody-at-all");
        set(run, "ticket_id", "t1");
        run.run();
        assertThat(run.summaryProperty().get()).as("the refusal on Local")
                .startsWith("Embedded DynamoDB Local refused the TransactWriteItems (nothing written): action 1 '"
                        + named(model, "assign_ticket").actions().get(0).name() + "' ConditionalCheckFailed")
                .doesNotContain("action 2").doesNotContain("\n").doesNotContain("Exception");
        assertThat(run.items()).as("nothing stale from the TransactGetItems").isEmpty();
        assertThat(run.resultGrid().rows()).as("no stale rows").isEmpty();

        set(run, "user_id", "u1");
        run.run();
        assertThat(run.summaryProperty().get()).as("TransactWriteItems on Local")
                .matches("Embedded DynamoDB Local: TransactWriteItems · 2 actions applied · [1-9][0-9.]* units · [0-9.]+ ms");
    }
}
