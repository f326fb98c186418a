package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.formats.InMemoryRunner;
import dev.tablewright.formats.RequestFile;
import dev.tablewright.formats.RequestRunner;
import dev.tablewright.model.Model;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Which error a transaction or batch answers when one action's update is refused for the item it
 * meets (a missing operand, an operand of the wrong type, an index key of the wrong type) and
 * another's condition fails: the in-memory engine and DynamoDB Local 3.3.1 answer each request
 * line the same. Local: a validation error of an update wins over every condition failure.
 */
class TransactionPrecedenceVersusLocalTest {
    private static final String USERS = "\"TableName\":\"Users\"";
    private static final String FAILS = "{\"ConditionCheck\":{" + USERS + ",\"Key\":{\"Id\":{\"S\":\"p1\"}},"
            + "\"ConditionExpression\":\"Age = :five\",\"ExpressionAttributeValues\":{\":five\":{\"N\":\"5\"}}}}";

    private static String update(String id, String expression, String values) {
        return "{\"Update\":{" + USERS + ",\"Key\":{\"Id\":{\"S\":\"" + id + "\"}},\"UpdateExpression\":\""
                + expression + "\",\"ExpressionAttributeValues\":" + values + "}}";
    }

    private static String transact(String... actions) {
        return "{\"Operation\":\"TransactWriteItems\",\"TransactItems\":[" + String.join(",", actions) + "]}";
    }

    private static String statements(String operation, String field, String... statements) {
        List<String> out = new ArrayList<>();
        for (String s : statements) {
            out.add("{\"Statement\":\"" + s.replace("\"", "\\\"") + "\"}");
        }
        return "{\"Operation\":\"" + operation + "\",\"" + field + "\":[" + String.join(",", out) + "]}";
    }

    @Test
    void transactionsAndBatches_whenAnUpdateIsRefusedAndAConditionFails_answerAsLocalDoes() throws Exception {
        String plus = "{\":one\":{\"N\":\"1\"}}";
        String missing = update("p2", "SET balance = balance + :one", plus);
        List<String> lines = List.of(
                "{\"Operation\":\"PutItem\"," + USERS + ",\"Item\":{\"Id\":{\"S\":\"p1\"},\"Age\":{\"N\":\"1\"},"
                        + "\"Nick\":{\"S\":\"text\"}}}",
                "{\"Operation\":\"PutItem\"," + USERS + ",\"Item\":{\"Id\":{\"S\":\"p2\"},\"Age\":{\"N\":\"1\"}}}",
                transact(FAILS, missing),
                transact(missing, FAILS),
                transact(missing),
                transact(FAILS, update("p2", "SET Nick = Nick + :one", plus)),
                transact(FAILS, update("p1", "SET Nick = Nick + :one", plus)),
                transact(FAILS, update("p2", "SET l = list_append(Age, :l)", "{\":l\":{\"L\":[]}}")),
                transact(FAILS, update("p2", "SET #n = :one", plus).replace("\"UpdateExpression\"",
                        "\"ExpressionAttributeNames\":{\"#n\":\"Name\"},\"UpdateExpression\"")),
                transact(FAILS, update("p2", "SET balance = balance + :one", plus).replace("}}}}",
                        "}},\"ConditionExpression\":\"Age = :one\"}}")),
                transact(update("p2", "SET #n = :one", plus).replace("\"UpdateExpression\"",
                        "\"ExpressionAttributeNames\":{\"#n\":\"Name\"},\"UpdateExpression\"")),
                transact(update("p2", "SET #n = :one", plus).replace("\"UpdateExpression\"",
                        "\"ExpressionAttributeNames\":{\"#n\":\"Name\"},\"UpdateExpression\""), missing.replace("p2", "p1")),
                statements("ExecuteTransaction", "TransactStatements",
                        "UPDATE \"Users\" SET Age = 2 WHERE Id = 'p1' AND Age = 5",
                        "UPDATE \"Users\" SET balance = balance + 5 WHERE Id = 'p2'"),
                statements("ExecuteTransaction", "TransactStatements",
                        "UPDATE \"Users\" SET balance = balance + 5 WHERE Id = 'p2'",
                        "DELETE FROM \"Users\" WHERE Id = 'p1' AND Age = 5"),
                statements("ExecuteTransaction", "TransactStatements",
                        "DELETE FROM \"Users\" WHERE Id = 'p2' AND Age = 5",
                        "UPDATE \"Users\" SET Name = 5 WHERE Id = 'p1'"),
                statements("ExecuteTransaction", "TransactStatements",
                        "UPDATE \"Users\" SET Name = 5 WHERE Id = 'p1'",
                        "UPDATE \"Users\" SET balance = balance + 5 WHERE Id = 'p2'"),
                statements("ExecuteTransaction", "TransactStatements",
                        "DELETE FROM \"Users\" WHERE Id = 'p2' AND Age = 5",
                        "UPDATE \"Users\" SET q = set_delete(Nick, <<'a'>>) WHERE Id = 'p1'"),
                statements("BatchExecuteStatement", "Statements",
                        "UPDATE \"Users\" SET Age = 2 WHERE Id = 'p1' AND Age = 5",
                        "UPDATE \"Users\" SET balance = balance + 5 WHERE Id = 'p2'",
                        "UPDATE \"Users\" SET Nick = Nick + 1 WHERE Id = 'p3'"),
                statements("BatchExecuteStatement", "Statements",
                        "UPDATE \"Users\" SET Name = 5 WHERE Id = 'p1'",
                        "UPDATE \"Users\" SET Nick = Nick + 1 WHERE Id = 'p1'"),
                statements("BatchExecuteStatement", "Statements",
                        "UPDATE \"Users\" SET Nick = Nick + 1 WHERE Id = 'p1'",
                        "UPDATE \"Users\" SET Age = 3 WHERE Id = 'p1'"),
                statements("BatchExecuteStatement", "Statements",
                        "UPDATE \"Users\" SET balance = balance + 1 WHERE Id = 'p2'",
                        "UPDATE \"Users\" SET Age = 3 WHERE Id = 'p2'"),
                statements("BatchExecuteStatement", "Statements",
                        "UPDATE \"Users\" SET Age = 3 WHERE Id = 'p2' AND Age = 9",
                        "UPDATE \"Users\" SET Age = 4 WHERE Id = 'p2'"),
                statements("BatchExecuteStatement", "Statements",
                        "UPDATE \"Users\" SET Name = 5 WHERE Id = 'p2'",
                        "UPDATE \"Users\" SET Age = 5 WHERE Id = 'p2'"),

                "{\"Operation\":\"GetItem\"," + USERS + ",\"Key\":{\"Id\":{\"S\":\"p1\"}},\"ConsistentRead\":true}",
                "{\"Operation\":\"GetItem\"," + USERS + ",\"Key\":{\"Id\":{\"S\":\"p2\"}},\"ConsistentRead\":true}");
        Model model = DifferentialModel.create();
        List<String> differences = new ArrayList<>();
        try (LocalDynamoServer server = LocalDynamoServer.start(0, null);
             OpenConnection connection = DynamoClients.open(Connection.endpoint(server.endpoint().toString()));
             RequestRunner local = new RemoteRunner(connection, false);
             RequestRunner memory = new InMemoryRunner(InMemoryEngine.of(model))) {
            ModelTables.createMissing(connection, model);
            for (int i = 0; i < lines.size(); i++) {
                String expected = RequestFile.canonical(RequestFile.answer(lines.get(i), i + 1, local));
                String actual = RequestFile.canonical(RequestFile.answer(lines.get(i), i + 1, memory));
                if (!expected.equals(actual)) {
                    differences.add("line " + (i + 1) + ": " + lines.get(i) + "\n    Local:  " + expected
                            + "\n    memory: " + actual);
                }
            }
        }
        assertThat(differences).as("answers that differ from DynamoDB Local 3.3.1's").isEmpty();
    }
}
