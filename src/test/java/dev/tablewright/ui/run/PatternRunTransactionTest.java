package dev.tablewright.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import org.junit.jupiter.api.Test;

/** The Run tab with the ticket desk's transaction patterns, in memory, without a toolkit. */
class PatternRunTransactionTest {
    private static Model tickets() throws Exception {
        return TicketDesk.model();
    }

    private static AccessPattern named(Model model, String name) {
        return model.accessPatterns().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    private static void set(PatternRunViewModel run, String parameter, String value) {
        run.parameters().stream().filter(p -> p.name().equals(parameter)).findFirst().orElseThrow().value().set(value);
    }

    @Test
    void choose_whenTransactWrite_showsItsBodyAndWhatItSends() throws Exception {
        Model model = tickets();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);

        run.patternProperty().set(named(model, "register_user"));

        assertThat(run.summaryProperty().get()).as("before the run")
                .isEqualTo("TransactWriteItems of 2 actions on Users, EmailLookup · all or none · press Run (F5)");
        assertThat(run.requestProperty().get()).as("the request pane")
                .startsWith("// TransactWriteItems, all or none:\n//   1: Put User · Users\n//   2: Put EmailLookup · EmailLookup\n{")
                .contains("\"TransactItems\"").contains("\"Put\"").contains("\"TableName\" : \"EmailLookup\"")
                .contains("attribute_not_exists(pk)");
    }

    @Test
    void run_whenTransactWriteInMemory_saysTheActionsWereAppliedWithTheirCapacity() throws Exception {
        Model model = tickets();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(named(model, "register_user"));

        run.run();

        assertThat(run.summaryProperty().get()).as("after the run")
                .matches("In memory: TransactWriteItems · 2 actions applied · [1-9][0-9]* units · [0-9.]+ ms");
        assertThat(run.shards()).as("one request").hasSize(1);
        assertThat(run.shards().get(0).shard()).isEqualTo("TransactWriteItems (2)");
        assertThat(run.shards().get(0).units()).as("a transactional write costs 2 units per KB per item").isGreaterThanOrEqualTo(4);
        assertThat(run.resultGrid().emptyMessageProperty().get()).as("the items pane says why it is empty")
                .contains("returns no items").contains("2 actions were applied");
    }

    @Test
    void run_whenTransactGetInMemory_showsTheItemsOfBothTables() throws Exception {
        Model model = tickets();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(named(model, "get_user_and_email"));
        set(run, "user_id", "u1");
        set(run, "email", "ann@example.com");

        run.run();

        assertThat(run.items()).as("the user and their email claim").hasSize(2);
        assertThat(run.resultGrid().rows()).as("the grid's rows").hasSize(2);
        assertThat(run.resultGrid().captionProperty().get()).contains("2 items").contains("from Users, EmailLookup");
        assertThat(run.summaryProperty().get()).startsWith("In memory: TransactGetItems · 2 of 2 items found · ");
        assertThat(run.requestProperty().get()).contains("\"Get\"").contains("EMAIL#ann@example.com");
    }

    @Test
    void run_whenConditionCheckFails_saysWhichActionWasRefusedInOneLine() throws Exception {
        Model model = tickets();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(named(model, "assign_ticket"));
        set(run, "user_id", "nobody-at-all");
        set(run, "ticket_id", "t1");

        run.run();

        assertThat(run.summaryProperty().get()).as("the refusal")
                .startsWith("In memory refused the TransactWriteItems (nothing written): action 1 '"
                        + named(model, "assign_ticket").actions().get(0).name() + "' ConditionalCheckFailed")
                .doesNotContain("action 2").doesNotContain("\n").doesNotContain("Exception");
        assertThat(run.items()).isEmpty();
        assertThat(run.resultGrid().emptyMessageProperty().get()).contains("the run failed");
    }

    @Test
    void run_whenRunAgainAfterARefusal_showsTheNewResultNotTheRefusal() throws Exception {
        Model model = tickets();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(named(model, "assign_ticket"));
        set(run, "user_id", "nobody-at-all");
        set(run, "ticket_id", "t1");
        run.run();

        set(run, "user_id", "u1");
        run.run();

        assertThat(run.summaryProperty().get()).as("the second run").startsWith("In memory: TransactWriteItems · 2 actions applied");
    }

    @Test
    void run_whenRefusedAfterASuccessfulRun_leavesNothingOfTheEarlierRun() throws Exception {
        Model model = tickets();
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(named(model, "assign_ticket"));
        set(run, "user_id", "u1");
        set(run, "ticket_id", "t1");
        run.run();
        assertThat(run.lastResultProperty().get()).as("the first run").isNotNull();

        set(run, "user_id", "nobody-at-all");
        run.run();

        assertThat(run.summaryProperty().get()).startsWith("In memory refused");
        assertThat(run.shards()).as("no stale request row").isEmpty();
        assertThat(run.lastResultProperty().get()).as("no stale result to highlight or explain").isNull();
    }
}
