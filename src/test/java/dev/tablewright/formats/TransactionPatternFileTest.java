package dev.tablewright.formats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A transaction pattern in a model file (docs/model-format.md, "Transactions"): read with its
 * actions, written back equal, refused where the file cannot be one, and validated as DynamoDB
 * would take the TransactWriteItems.
 */
class TransactionPatternFileTest {
    private static final Path FILE = Path.of("tx.json");
    private static final String TABLES = """
            "DataModel": [
              {"TableName": "Users", "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}},
               "NonKeyAttributes": [{"AttributeName": "email", "AttributeType": "S"}]},
              {"TableName": "Emails", "KeyAttributes": {"PartitionKey": {"AttributeName": "PK", "AttributeType": "S"}}}]""";

    @TempDir
    Path temp;

    private static String model(String patterns) {
        return "{\"ModelName\": \"M\", \"ModelMetadata\": {}, " + TABLES + ", \"Tablewright\": {\"FormatVersion\": 1,"
                + " \"AccessPatterns\": " + patterns + "}}";
    }

    private static String register(String secondKey, String secondTable) {
        return """
                [{"Name": "Register a user", "Operation": "TransactWriteItems",
                  "Parameters": [{"Name": "userId", "Default": "u1"}, {"Name": "email", "Default": "a@example.com"}],
                  "Actions": [
                    {"Name": "1: Put User", "Table": "Users", "Operation": "PutItem", "PartitionKey": "USER#${userId}",
                     "Item": {"email": {"S": "${email}"}}, "ConditionExpression": "attribute_not_exists(PK)",
                     "Parameters": [{"Name": "userId"}, {"Name": "email"}]},
                    {"Name": "2: Put Email", "Table": "%s", "Operation": "PutItem", "PartitionKey": "%s",
                     "ConditionExpression": "attribute_not_exists(PK)", "Parameters": [{"Name": "email"}, {"Name": "userId"}]}]}]"""
                .formatted(secondTable, secondKey);
    }

    @Test
    void read_whenTheDocumentedExample_givesATransactionOfItsActionsAndWritesItBackEqual() throws Exception {
        Model model = ModelFiles.read(model(register("EMAIL#${email}", "Emails")), FILE).model();
        Path file = temp.resolve("saved.json");

        ModelFiles.write(model, file);

        AccessPattern tx = model.accessPatterns().get(0);
        assertThat(tx.operation()).isEqualTo(Operation.TransactWriteItems);
        assertThat(tx.table()).as("the first action's, when the file leaves it out").isEqualTo("Users");
        assertThat(tx.tables()).containsExactly("Users", "Emails");
        assertThat(tx.actions()).extracting(AccessPattern::operation).containsExactly(Operation.PutItem, Operation.PutItem);
        assertThat(ModelFiles.read(file).model().accessPatterns()).isEqualTo(model.accessPatterns());
        assertThat(Files.readString(file)).contains("\"Actions\"");
        assertThat(new ModelValidator().validate(model)).noneMatch(f -> f.severity() == Severity.ERROR);
    }

    @Test
    void read_whenATransactionHasNoActions_namesTheField() {
        ModelFileException e = catchThrowableOfType(ModelFileException.class, () -> ModelFiles.read(model("""
                [{"Name": "t", "Operation": "TransactGetItems", "Table": "Users"}]"""), FILE));

        assertThat(e.jsonPath()).isEqualTo("Tablewright.AccessPatterns[0].Actions");
        assertThat(e.reason()).isEqualTo("a TransactGetItems needs its \"Actions\"");
    }

    @Test
    void read_whenAQueryHasActions_refusesThem() {
        ModelFileException e = catchThrowableOfType(ModelFileException.class, () -> ModelFiles.read(model("""
                [{"Name": "q", "Operation": "Query", "Table": "Users", "PartitionKey": "x",
                  "Actions": [{"Name": "a", "Table": "Users", "Operation": "GetItem", "PartitionKey": "x"}]}]"""), FILE));

        assertThat(e.reason()).isEqualTo("only a TransactWriteItems or TransactGetItems has \"Actions\", not a Query");
    }

    @Test
    void validate_whenTwoActionsWriteOneItem_refusesAsDynamoDbDoes() throws Exception {
        Model model = ModelFiles.read(model(register("USER#${userId}", "Users")), FILE).model();

        assertThat(new ModelValidator().validate(model)).filteredOn(f -> f.severity() == Severity.ERROR)
                .extracting(Finding::path, Finding::message).containsExactly(org.assertj.core.groups.Tuple.tuple(
                        "Tablewright.AccessPatterns[0].Actions[1]", "Transaction request cannot include multiple "
                                + "operations on one item (actions 1 and 2 address the same key of Users)"));
    }

    @Test
    void validate_whenAnActionIsOfTheWrongKindOrAConditionCheckHasNoCondition_saysWhereAndWhy() throws Exception {
        Model model = ModelFiles.read(model("""
                [{"Name": "t", "Operation": "TransactGetItems", "Parameters": [{"Name": "id", "Default": "1"}],
                  "Actions": [{"Name": "1", "Table": "Users", "Operation": "PutItem", "PartitionKey": "${id}",
                               "Parameters": [{"Name": "id"}]}]},
                 {"Name": "w", "Operation": "TransactWriteItems",
                  "Actions": [{"Name": "1", "Table": "Users", "Operation": "ConditionCheck", "PartitionKey": "U",
                               "Parameters": [{"Name": "ghost"}]}]}]"""), FILE).model();

        assertThat(new ModelValidator().validate(model)).filteredOn(f -> f.severity() == Severity.ERROR)
                .extracting(Finding::path).contains("Tablewright.AccessPatterns[0].Actions[0].Operation",
                        "Tablewright.AccessPatterns[1].Actions[0].ConditionExpression",
                        "Tablewright.AccessPatterns[1].Actions[0].Parameters");
    }
}
