package dev.tablewright.ui.editing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.ui.run.TicketDesk;
import org.junit.jupiter.api.Test;

/** Creating and editing transaction patterns in the access pattern form, without a toolkit. */
class TransactionFormTest {
    private static AccessPattern named(Model model, String name) {
        return model.accessPatterns().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    private static AccessPatternFormViewModel.ParameterRow parameter(AccessPatternFormViewModel form, String name) {
        AccessPatternFormViewModel.ParameterRow row = form.addParameter();
        row.nameProperty().set(name);
        return row;
    }

    @Test
    void add_whenTransactWriteWithTwoActions_savesThemInOrderAndTheFirstActionsTable() throws Exception {
        Model model = TicketDesk.model();
        AccessPatternFormViewModel form = AccessPatternFormViewModel.add(model);
        form.nameProperty().set("rename_user");
        form.operationProperty().set(Operation.TransactWriteItems);
        assertThat(form.transactionProperty().get()).isTrue();
        assertThat(form.messageProperty().get()).as("no actions yet").contains("Add the transaction's actions");
        parameter(form, "user_id");
        parameter(form, "email");

        AccessPatternFormViewModel check = form.actionForm(-1);
        assertThat(check.operations()).as("what a TransactWriteItems holds")
                .containsExactly(Operation.PutItem, Operation.UpdateItem, Operation.DeleteItem, Operation.ConditionCheck);
        check.nameProperty().set("1: Check user");
        check.tableProperty().set("Users");
        check.operationProperty().set(Operation.ConditionCheck);
        check.partitionKeyProperty().set("USER#${user_id}");
        assertThat(check.accept()).as("refused: " + check.messageProperty().get()).isTrue();
        AccessPatternFormViewModel put = form.actionForm(-1);
        assertThat(put.nameProperty().get()).as("numbered after the first").isEqualTo("2: ");
        put.nameProperty().set("2: Claim email");
        put.tableProperty().set("EmailLookup");
        put.operationProperty().set(Operation.PutItem);
        put.partitionKeyProperty().set("EMAIL#${email}");
        put.itemProperty().set("user_id = S ${user_id}");
        put.conditionProperty().set("attribute_not_exists(pk)");
        assertThat(put.accept()).as("refused: " + put.messageProperty().get()).isTrue();

        assertThat(form.messageProperty().get()).as("the ConditionCheck has no condition")
                .isEqualTo("Action 1 '1: Check user': a ConditionCheck needs a ConditionExpression");
        form.actions().selectedProperty().set(0);
        AccessPatternFormViewModel again = form.actionForm(0);
        again.conditionProperty().set("attribute_exists(pk)");
        assertThat(again.accept()).as("refused: " + again.messageProperty().get()).isTrue();

        AccessPattern saved = form.result().orElseThrow().model().findPattern("rename_user").orElseThrow();
        assertThat(saved.operation()).isEqualTo(Operation.TransactWriteItems);
        assertThat(saved.actions()).extracting(AccessPattern::name).containsExactly("1: Check user", "2: Claim email");
        assertThat(saved.actions().get(0).conditionExpression()).isEqualTo("attribute_exists(pk)");
        assertThat(saved.table()).as("a transaction's table is its first action's").isEqualTo("Users");
        assertThat(saved.tables()).containsExactly("Users", "EmailLookup");
    }

    @Test
    void actionForm_whenActionUsesAParameterNeitherDeclares_refusesIt() throws Exception {
        Model model = TicketDesk.model();
        AccessPatternFormViewModel form = AccessPatternFormViewModel.edit(model, named(model, "get_user_and_email"));
        AccessPatternFormViewModel get = form.actionForm(-1);

        assertThat(get.operations()).as("what a TransactGetItems holds").containsExactly(Operation.GetItem);
        get.tableProperty().set("Tickets");
        get.partitionKeyProperty().set("TICKET#${ticket}");
        get.sortValueProperty().set("META");

        assertThat(get.messageProperty().get()).contains("${ticket}").contains("not a parameter");
        assertThat(get.accept()).isFalse();
        assertThat(form.actions().actions()).as("nothing added").hasSize(2);
        get.partitionKeyProperty().set("TICKET#${user_id}");
        assertThat(get.accept()).as("the transaction's parameter: " + get.messageProperty().get()).isTrue();
        assertThat(form.actions().actions()).hasSize(3);
    }

    @Test
    void edit_whenActionsReorderedAndRemoved_savesTheNewOrder() throws Exception {
        Model model = TicketDesk.model();
        AccessPattern close = named(model, "close_account");
        AccessPatternFormViewModel form = AccessPatternFormViewModel.edit(model, close);
        assertThat(form.actions().actions()).as("loaded").containsExactlyElementsOf(close.actions());

        form.actions().selectedProperty().set(1);
        form.actions().moveSelected(-1);
        assertThat(form.actions().selectedProperty().get()).as("the moved action stays chosen").isZero();
        AccessPattern moved = form.result().orElseThrow().model().findPattern("close_account").orElseThrow();
        assertThat(moved.actions()).containsExactly(close.actions().get(1), close.actions().get(0));
        assertThat(moved.table()).isEqualTo(close.actions().get(1).table());

        form.actions().removeSelected();
        AccessPattern removed = form.result().orElseThrow().model().findPattern("close_account").orElseThrow();
        assertThat(removed.actions()).containsExactly(close.actions().get(0));
        form.actions().removeSelected();
        assertThat(form.validProperty().get()).as("a transaction with no action").isFalse();
    }

    @Test
    void actionForm_whenNameOfAnotherAction_refusesIt() throws Exception {
        Model model = TicketDesk.model();
        AccessPattern register = named(model, "register_user");
        AccessPatternFormViewModel form = AccessPatternFormViewModel.edit(model, register);

        AccessPatternFormViewModel second = form.actionForm(1);
        assertThat(second.title()).isEqualTo("Edit action " + register.actions().get(1).name());
        second.nameProperty().set(register.actions().get(0).name());

        assertThat(second.messageProperty().get()).startsWith("The transaction already has an action named");
    }

    @Test
    void add_whenPlainPattern_offersNoConditionCheck() throws Exception {
        AccessPatternFormViewModel form = AccessPatternFormViewModel.add(TicketDesk.model());

        assertThat(form.operations()).as("a ConditionCheck is only ever an action")
                .contains(Operation.TransactWriteItems, Operation.TransactGetItems).doesNotContain(Operation.ConditionCheck);
        assertThat(form.transactionProperty().get()).isFalse();
    }
}
