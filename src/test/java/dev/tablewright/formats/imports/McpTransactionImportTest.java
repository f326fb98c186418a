package dev.tablewright.formats.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternTarget;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * An MCP access pattern whose {@code implementation} is {@code aws dynamodb transact-write-items} or
 * {@code transact-get-items}: one transaction pattern, each element of {@code --transact-items} an
 * action, the actions' values one set of parameters that binds to what the command sends.
 */
class McpTransactionImportTest {
    private static final String TABLES = """
            {"tables": [{"TableName": "Users", "BillingMode": "PAY_PER_REQUEST",
              "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
              "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}]}],
             "items": {"Users": [{"PutRequest": {"Item": {"pk": {"S": "USER#1"}, "email": {"S": "a@x"}}}}]},
             "access_patterns": [%s]}
            """;

    @TempDir
    Path temp;

    private Model read(String entry) throws Exception {
        Path file = Files.writeString(temp.resolve("dynamodb_data_model.json"), TABLES.formatted(entry));
        return McpDataModelImporter.read(file).model();
    }

    @Test
    void read_whenTransactWrite_sharesEqualValuesAndRenamesOthers() throws Exception {
        Model model = read("""
                {"pattern": "1", "description": "Claim an email", "implementation": "aws dynamodb transact-write-items \
                --transact-items '[{\\"ConditionCheck\\": {\\"TableName\\": \\"Users\\", \\"Key\\": {\\"pk\\": {\\"S\\": \\"USER#1\\"}}, \
                \\"ConditionExpression\\": \\"attribute_exists(pk)\\"}}, {\\"Put\\": {\\"TableName\\": \\"Users\\", \
                \\"Item\\": {\\"pk\\": {\\"S\\": \\"EMAIL#a@x\\"}, \\"owner\\": {\\"S\\": \\"USER#1\\"}}, \
                \\"ConditionExpression\\": \\"attribute_not_exists(pk)\\", \\"ReturnValuesOnConditionCheckFailure\\": \\"ALL_OLD\\"}}]'"}""");

        AccessPattern tx = model.findPattern("AP1").orElseThrow();

        assertThat(tx.operation()).isEqualTo(Operation.TransactWriteItems);
        assertThat(tx.description()).isEqualTo("Claim an email");
        assertThat(tx.actions()).extracting(AccessPattern::name, AccessPattern::operation).containsExactly(
                org.assertj.core.groups.Tuple.tuple("1: ConditionCheck Users", Operation.ConditionCheck),
                org.assertj.core.groups.Tuple.tuple("2: Put Users", Operation.PutItem));
        assertThat(tx.parameters()).as("a second pk of another value is pk_2").containsExactly(
                Parameter.of("pk", "USER#1"), Parameter.of("pk_2", "EMAIL#a@x"), Parameter.of("owner", "USER#1"));
        assertThat(tx.actions().get(0).parameters()).extracting(Parameter::name).containsExactly("pk");
        assertThat(tx.actions().get(1).parameters()).extracting(Parameter::name).containsExactly("pk_2", "owner");
        assertThat(tx.actions().get(1).conditionExpression()).isEqualTo("attribute_not_exists(pk)");
        try (PatternTarget memory = PatternTarget.inMemory()) {
            memory.run(model, PatternBinder.bind(model, tx, Map.of()));
            AccessPattern get = AccessPattern.builder("get", "Users", Operation.GetItem).partitionKey("EMAIL#a@x").build();
            List<Item> written = memory.run(model, PatternBinder.bind(model, get, Map.of())).result().items();
            assertThat(written).as("the Put wrote the email claim with its own pk").singleElement()
                    .satisfies(item -> assertThat(item.get("owner").toString()).contains("USER#1"));
        }
    }

    @Test
    void read_whenTransactGet_readsEachGetStronglyConsistent() throws Exception {
        Model model = read("""
                {"pattern": "2", "implementation": "aws dynamodb transact-get-items --transact-items \
                '[{\\"Get\\": {\\"TableName\\": \\"Users\\", \\"Key\\": {\\"pk\\": {\\"S\\": \\"USER#1\\"}}}}]'"}""");

        AccessPattern tx = model.findPattern("AP2").orElseThrow();

        assertThat(tx.operation()).isEqualTo(Operation.TransactGetItems);
        assertThat(tx.actions()).singleElement().satisfies(get -> {
            assertThat(get.operation()).isEqualTo(Operation.GetItem);
            assertThat(get.consistency()).isEqualTo(dev.tablewright.model.ReadConsistency.STRONG);
        });
        try (PatternTarget memory = PatternTarget.inMemory()) {
            assertThat(memory.run(model, PatternBinder.bind(model, tx, Map.of())).result().items()).hasSize(1);
        }
    }

    @Test
    void read_whenTransactItemsAreWrong_failsNamingTheElement() throws Exception {
        String getInWrite = """
                {"pattern": "3", "implementation": "aws dynamodb transact-write-items --transact-items \
                '[{\\"Get\\": {\\"TableName\\": \\"Users\\", \\"Key\\": {\\"pk\\": {\\"S\\": \\"USER#1\\"}}}}]'"}""";
        String unknownTable = """
                {"pattern": "4", "implementation": "aws dynamodb transact-write-items --transact-items \
                '[{\\"Delete\\": {\\"TableName\\": \\"Nope\\", \\"Key\\": {\\"pk\\": {\\"S\\": \\"USER#1\\"}}}}]'"}""";
        String file = """
                {"pattern": "5", "implementation": "aws dynamodb transact-get-items --transact-items file://get.json"}""";

        assertThatThrownBy(() -> read(getInWrite)).isInstanceOf(ImportException.class)
                .hasMessageEndingWith("access pattern 3: --transact-items[0] must be an object holding one Put, Update,"
                        + " Delete or ConditionCheck");
        assertThatThrownBy(() -> read(unknownTable)).isInstanceOf(ImportException.class)
                .hasMessageEndingWith("access pattern 4: --transact-items[0] (Delete): --table-name Nope is not a table"
                        + " of \"tables\"");
        assertThatThrownBy(() -> read(file)).isInstanceOf(ImportException.class)
                .hasMessageEndingWith("access pattern 5: --transact-items reads file://get.json, a file beside the"
                        + " model: give its JSON inline");
    }

    @Test
    void read_whenAnActionHoldsAList_keepsTheTransactionAsANote() throws Exception {
        Path file = Files.writeString(temp.resolve("dynamodb_data_model.json"), TABLES.formatted("""
                {"pattern": "6", "implementation": "aws dynamodb transact-write-items --transact-items \
                '[{\\"Put\\": {\\"TableName\\": \\"Users\\", \\"Item\\": {\\"pk\\": {\\"S\\": \\"U\\"}, \\"tags\\": {\\"SS\\": [\\"a\\"]}}}}]'"}"""));

        ImportedModel imported = McpDataModelImporter.read(file);

        assertThat(imported.model().accessPatterns()).isEmpty();
        assertThat(imported.leftOut()).singleElement().asString().startsWith("pattern 6: --transact-items[0] (Put): "
                + "attribute tags is of type SS").endsWith("; kept as a note");
    }
}
