package dev.tablewright.patterns;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest.Kind;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A transaction pattern binds to one TransactWriteItems or TransactGetItems and runs all or none. */
class TransactionPatternsTest {
    static final Table USERS = Table.of("Users", KeySchema.of(KeyAttribute.of("pk", ScalarType.S)))
            .withItems(List.of(Item.of(Map.of("pk", AttributeValue.s("USER#ann"), "email", AttributeValue.s("ann@x.org")))));
    static final Table EMAILS = Table.of("Emails", KeySchema.of(KeyAttribute.of("pk", ScalarType.S)))
            .withItems(List.of(Item.of(Map.of("pk", AttributeValue.s("EMAIL#ann@x.org"), "user", AttributeValue.s("ann")))));

    static AccessPattern register() {
        AccessPattern putUser = AccessPattern.builder("1: Put User", "Users", Operation.PutItem)
                .partitionKey("USER#${user}").item(Map.of("email", TemplateValue.of(AttributeType.S, "${email}")))
                .condition("attribute_not_exists(pk)").parameters(List.of(Parameter.of("user", null),
                        Parameter.of("email", null))).build();
        AccessPattern putEmail = AccessPattern.builder("2: Put Email", "Emails", Operation.PutItem)
                .partitionKey("EMAIL#${email}").item(Map.of("user", TemplateValue.of(AttributeType.S, "${user}")))
                .condition("attribute_not_exists(pk)").parameters(List.of(Parameter.of("email", null),
                        Parameter.of("user", null))).build();
        return AccessPattern.builder("Register", "Users", Operation.TransactWriteItems)
                .parameters(List.of(Parameter.of("user", "bob"), Parameter.of("email", "bob@x.org")))
                .actions(List.of(putUser, putEmail)).build();
    }

    static AccessPattern lookup() {
        AccessPattern getUser = AccessPattern.builder("1: Get User", "Users", Operation.GetItem)
                .partitionKey("USER#${user}").parameters(List.of(Parameter.of("user", null))).build();
        AccessPattern getEmail = AccessPattern.builder("2: Get Email", "Emails", Operation.GetItem)
                .partitionKey("EMAIL#${email}").parameters(List.of(Parameter.of("email", null))).build();
        return AccessPattern.builder("Look up", "Users", Operation.TransactGetItems)
                .parameters(List.of(Parameter.of("user", "ann"), Parameter.of("email", "ann@x.org")))
                .actions(List.of(getUser, getEmail)).build();
    }

    static Model model() {
        return new Model("Accounts", ModelMetadata.of(""), List.of(USERS, EMAILS), List.of(register(), lookup()), null);
    }

    @Test
    void bind_whenTransactWrite_givesOneRequestOfEveryActionWithTheTransactionsValues() {
        BoundPattern bound = PatternBinder.bind(model(), register(), Map.of("user", "cy"));

        assertThat(bound.isTransaction()).isTrue();
        assertThat(bound.requests()).as("no request of its own").isEmpty();
        TransactWriteItemsRequest write = bound.transaction().write();
        assertThat(write.actions()).extracting(TransactWriteItemsRequest.Action::kind).containsExactly(Kind.PUT, Kind.PUT);
        assertThat(write.actions()).extracting(TransactWriteItemsRequest.Action::tableName).containsExactly("Users", "Emails");
        assertThat(write.actions().get(0).item()).isEqualTo(Item.of(Map.of("pk", AttributeValue.s("USER#cy"),
                "email", AttributeValue.s("bob@x.org"))));
        assertThat(write.actions().get(1).conditionExpression()).isEqualTo("attribute_not_exists(pk)");
    }

    @Test
    void run_whenAnActionsConditionFails_writesNothingAndSaysWhy() {
        Model model = model();
        InMemoryEngine engine = InMemoryEngine.of(model);
        // bob is new, but the email is ann's: the second Put's condition fails, so the first is not applied
        BoundPattern bound = PatternBinder.bind(model, register(), Map.of("email", "ann@x.org"));

        assertThatThrownBy(() -> PatternRunner.run(engine, bound)).isInstanceOf(RequestException.class)
                .hasMessageContaining("[None, ConditionalCheckFailed]");
        assertThat(PatternRunner.run(engine, PatternBinder.bind(model, lookup(), Map.of("user", "bob"))).items())
                .as("bob was not written: all or none").extracting(i -> i.get("pk"))
                .containsExactly(AttributeValue.s("EMAIL#ann@x.org"));
    }

    @Test
    void run_whenTransactWriteThenTransactGet_findsBothItemsWritten() {
        Model model = model();
        InMemoryEngine engine = InMemoryEngine.of(model);

        PatternResult written = PatternRunner.run(engine, PatternBinder.bind(model, register(), Map.of()));
        PatternResult read = PatternRunner.run(engine, PatternBinder.bind(model, lookup(),
                Map.of("user", "bob", "email", "bob@x.org")));

        assertThat(written.items()).as("a TransactWriteItems returns no items").isEmpty();
        assertThat(written.consumedCapacity().capacityUnits()).as("2 WCU per item of up to 1 KB, two items").isEqualTo(4.0);
        assertThat(read.items()).extracting(i -> i.get("pk"))
                .containsExactly(AttributeValue.s("USER#bob"), AttributeValue.s("EMAIL#bob@x.org"));
    }

    @Test
    void bind_whenAParameterIsNotTheTransactions_refusesNamingIt() {
        assertThatThrownBy(() -> PatternBinder.bind(model(), register(), Map.of("nobody", "x")))
                .isInstanceOf(IllegalArgumentException.class).hasMessage("pattern 'Register' has no parameter 'nobody'");
    }

    @Test
    void bind_whenAnActionsTableIsMissing_refusesNamingTheAction() {
        Model withoutEmails = new Model("Accounts", ModelMetadata.of(""), List.of(USERS), List.of(register()), null);

        assertThatThrownBy(() -> PatternBinder.bind(withoutEmails, register(), Map.of()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("pattern 'Register': action '2: Put Email' names table 'Emails', which the model does not have");
    }

    @Test
    void explain_whenATransactGetDidNotFetchAnItem_saysWhichActionReadsWhat() {
        Model model = model();
        InMemoryEngine engine = InMemoryEngine.of(model);
        BoundPattern bound = PatternBinder.bind(model, lookup(), Map.of());
        List<Item> returned = PatternRunner.run(engine, bound).items();
        Item zed = Item.of(Map.of("pk", AttributeValue.s("USER#zed")));

        var returnedOne = new PatternExplainer(engine).explain(bound, USERS.items().get(0), returned);
        var other = new PatternExplainer(engine).explain(bound, zed, returned);

        assertThat(returnedOne.reason()).isEqualTo("the run returned it");
        assertThat(other.reason()).isEqualTo("action 1: no item with key {pk = 'USER#zed'} is in Users");
    }
}
