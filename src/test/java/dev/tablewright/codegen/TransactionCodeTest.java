package dev.tablewright.codegen;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.formats.MultiItemJson;
import dev.tablewright.formats.imports.AwsCliCommand;
import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.patterns.BoundTransaction;
import dev.tablewright.patterns.PatternBinder;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * What the generators write for a transaction pattern (one TransactWriteItems or TransactGetItems
 * holding every action), read as text; {@link GeneratedCodeVersusLocalTest} runs it on DynamoDB Local.
 */
class TransactionCodeTest {
    private static Model tickets;

    @BeforeAll
    static void load() throws Exception {
        tickets = ModelImports.read(Path.of("src/test/resources/imports/mcp-schema/tickets/schema.json")).model();
    }

    private static AccessPattern pattern(String name) {
        return tickets.findPattern(name).orElseThrow();
    }

    private static String code(AccessPattern pattern, CodeLanguage language) {
        return CodeGenerator.generate(tickets, pattern, Map.of(), language, "schema.json").text();
    }

    @Test
    void generate_whenTransactWrite_sendsOneTransactWriteItemsWithEveryAction() {
        AccessPattern assign = pattern("assign_ticket");

        assertThat(code(assign, CodeLanguage.JAVA)).as("Java").contains("TransactWriteItemsRequest.builder()",
                "TransactWriteItem.builder().conditionCheck(ConditionCheck.builder()",
                "TransactWriteItem.builder().update(Update.builder()", ".tableName(\"Tickets\")",
                ".updateExpression(\"SET #assignee_id = :assignee_id\")", "client.transactWriteItems(request);");
        assertThat(code(assign, CodeLanguage.PYTHON)).as("Python").contains("{\"ConditionCheck\": {",
                "{\"Update\": {", "\"TableName\": \"Tickets\"", "\"pk\": {\"S\": f\"TICKET#{ticket_id}\"}",
                "client.transact_write_items(**request)");
        assertThat(code(assign, CodeLanguage.JAVASCRIPT)).as("JavaScript").contains("TransactItems: [",
                "ConditionCheck: {", "Update: {", "new TransactWriteItemsCommand(request)");
        assertThat(code(assign, CodeLanguage.CLI)).as("bash").contains("TransactItems: [", "{ConditionCheck: {",
                "{Update: {", "\"pk\": {S: \"TICKET#\\($ticket_id)\"}", "aws dynamodb transact-write-items --cli-input-json");
    }

    @Test
    void generate_whenTransactGet_printsTheItemsFoundInOrder() {
        AccessPattern get = pattern("get_user_and_email");

        assertThat(code(get, CodeLanguage.JAVA)).contains("TransactGetItem.builder().get(Get.builder()",
                ".filter(ItemResponse::hasItem).map(ItemResponse::item)", "items.forEach(item -> System.out.println(toJson(item)));");
        assertThat(code(get, CodeLanguage.PYTHON)).contains("client.transact_get_items(**request)[\"Responses\"]",
                "for item in get_user_and_email(");
        assertThat(code(get, CodeLanguage.JAVASCRIPT)).contains("new TransactGetItemsCommand(request)",
                ".filter((r) => r.Item !== undefined).map((r) => r.Item)");
        assertThat(code(get, CodeLanguage.CLI)).contains("aws dynamodb transact-get-items --cli-input-json",
                "--query Responses --output json | jq -c '.[]? | .Item | select(. != null)'");
    }

    @Test
    void generate_whenAnActionHasAParameterTheTransactionLacks_writesTheActionsDefault() {
        AccessPattern put = AccessPattern.builder("1: Put Users", "Users", Operation.PutItem)
                .partitionKey("USER#${userId}").item(Map.of("note", TemplateValue.of(AttributeType.S, "${note}")))
                .parameters(List.of(Parameter.of("userId", null), Parameter.of("note", "kept"))).build();
        AccessPattern tx = AccessPattern.builder("Note a user", "Users", Operation.TransactWriteItems)
                .parameters(List.of(Parameter.of("userId", "u9"))).actions(List.of(put)).build();

        String python = CodeGenerator.generate(tickets, tx, Map.of(), CodeLanguage.PYTHON, null).text();

        assertThat(python).as("the binder gives note its default whatever the transaction is given")
                .contains("def note_user(client, user_id=\"u9\"):", "\"pk\": {\"S\": f\"USER#{user_id}\"}",
                        "\"note\": {\"S\": \"kept\"}")
                .doesNotContain("--note");
    }

    @Test
    void patternCode_forEveryTransaction_buildsTheActionsThePatternBinderBinds() {
        for (AccessPattern tx : tickets.accessPatterns().stream().filter(p -> p.operation().isTransaction()).toList()) {
            PatternCode code = PatternCode.of(tickets, tx, Map.of(), null);
            BoundTransaction bound = PatternBinder.bind(tickets, tx, Map.of()).transaction();
            ObjectNode body = bound.write() != null ? MultiItemJson.write(bound.write()) : MultiItemJson.write(bound.get());

            assertThat(code.actions()).as(tx.name()).hasSize(tx.actions().size());
            for (int i = 0; i < code.actions().size(); i++) {
                PatternCode.Action action = code.actions().get(i);
                JsonNode element = body.get("TransactItems").get(i);
                assertThat(element.has(action.kind())).as("%s: action %d is a %s", tx.name(), i, action.kind()).isTrue();
                JsonNode expected = element.get(action.kind());
                for (String field : List.of("TableName", "ConditionExpression", "UpdateExpression")) {
                    assertThat(action.fields().get(field)).as("%s %d: %s", tx.name(), i, field)
                            .isEqualTo(expected.has(field) ? expected.get(field).asText() : null);
                }
                for (String field : List.of("ExpressionAttributeValues", "Key", "Item")) {
                    Map<String, AttributeValue> built = new LinkedHashMap<>();
                    PatternCode.values(action.fields().getOrDefault(field, Map.of()))
                            .forEach((k, v) -> built.put(k, v.render(tx.defaults())));
                    Item wanted = expected.has(field) ? DynamoJson.itemFromJson(expected.get(field)) : Item.of(Map.of());
                    assertThat(Item.of(built)).as("%s %d: %s", tx.name(), i, field).isEqualTo(wanted);
                }
            }
        }
    }

    @Test
    void cliCommandLine_whenTransaction_isTheTransactItemsTheBinderBinds() throws Exception {
        for (String name : List.of("register_user", "assign_ticket", "close_account", "get_user_and_email")) {
            AccessPattern tx = pattern(name);
            String line = CliCommandLine.of(tickets, tx);
            AwsCliCommand command = AwsCliCommand.parse(line);
            BoundTransaction bound = PatternBinder.bind(tickets, tx, Map.of()).transaction();
            ObjectNode body = new ObjectMapper().createObjectNode();
            body.set("TransactItems", new ObjectMapper().readTree(command.option("transact-items")));

            assertThat(command.subcommand()).as(name)
                    .isEqualTo(bound.write() != null ? "transact-write-items" : "transact-get-items");
            if (bound.write() != null) {
                assertThat(MultiItemJson.transactWrite(body).actions()).as(name).isEqualTo(bound.write().actions());
            } else {
                assertThat(MultiItemJson.transactGet(body).gets()).as(name).hasSameSizeAs(bound.get().gets());
                assertThat(MultiItemJson.write(MultiItemJson.transactGet(body)).get("TransactItems"))
                        .as(name).isEqualTo(MultiItemJson.write(bound.get()).get("TransactItems"));
            }
        }
    }
}
