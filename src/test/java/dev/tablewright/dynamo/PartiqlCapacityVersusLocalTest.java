package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.formats.InMemoryRunner;
import dev.tablewright.formats.RequestFile;
import dev.tablewright.formats.RequestRunner;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * ReturnConsumedCapacity on PartiQL, one case of each kind, asked TOTAL, INDEXES, NONE and with a
 * value DynamoDB does not define: DynamoDB Local 3.3.1 answers no ConsumedCapacity for
 * ExecuteStatement, BatchExecuteStatement or ExecuteTransaction (its PartiQL functions never read
 * the field), and the in-memory runner answers every line as Local does (docs/partiql.md).
 */
class PartiqlCapacityVersusLocalTest {
    private static final String BIG = "x".repeat(5000);
    private static OpenConnection connection;
    private static RequestRunner local;

    @BeforeAll
    static void start() {
        connection = DynamoClients.open(Connection.embedded());
        local = new RemoteRunner(connection, false);
    }

    @AfterAll
    static void stop() {
        local.close();
        connection.close();
    }

    @ParameterizedTest
    @ValueSource(strings = {"TOTAL", "INDEXES", "NONE", "BOGUS"})
    void executeStatement_whenCapacityAsked_answersAsLocalWithoutConsumedCapacity(String rcc) {
        List<String> lines = List.of(
                es(rcc, "INSERT INTO $T VALUE {'PK': 'a', 'SK': 1, 's': 'x', 'd': 'd1'}", ""),
                es(rcc, "INSERT INTO $T VALUE {'PK': 'a', 'SK': 2, 'big': '" + BIG + "'}", ""),
                es(rcc, "INSERT INTO $T VALUE {'PK': 'a', 'SK': 3, 's': 'y'}", ""),
                es(rcc, "INSERT INTO $T VALUE {'PK': 'a', 'SK': 1}", ""), // DuplicateItem
                es(rcc, "SELECT * FROM $T WHERE PK = 'a' AND SK = 2", ""), // as a GetItem
                es(rcc, "SELECT * FROM $T WHERE PK = 'a' AND SK = 2", ", \"ConsistentRead\": true"),
                es(rcc, "SELECT * FROM $T WHERE PK = 'a' AND SK = 9", ""), // no item
                es(rcc, "SELECT * FROM $T WHERE PK = 'a'", ""), // as a Query
                es(rcc, "SELECT * FROM $T WHERE PK = 'a'", ", \"ConsistentRead\": true"),
                es(rcc, "SELECT SK FROM $T WHERE PK = 'a' AND big = 'no'", ""), // filtered to nothing
                es(rcc, "SELECT * FROM $T WHERE PK IN ['a', 'b'] ORDER BY SK DESC", ""),
                es(rcc, "SELECT * FROM $T WHERE PK = 'zz'", ""), // an empty partition
                es(rcc, "SELECT * FROM $T", ""), // as a Scan
                es(rcc, "SELECT * FROM $T", ", \"ConsistentRead\": true"),
                es(rcc, "SELECT * FROM $T WHERE PK = 'a'", ", \"Limit\": 1"),
                es(rcc, "SELECT * FROM $T", ", \"Limit\": 1, \"ConsistentRead\": true"),
                es(rcc, "SELECT * FROM $T.\\\"Gsi\\\" WHERE s = 'x'", ""),
                es(rcc, "SELECT * FROM $T.\\\"Gsi\\\"", ""),
                es(rcc, "SELECT * FROM $T.\\\"Lsi\\\" WHERE PK = 'a'", ", \"ConsistentRead\": true"),
                es(rcc, "UPDATE $T SET v = 1 WHERE PK = 'a' AND SK = 1", ""),
                es(rcc, "UPDATE $T SET s = 'z' WHERE PK = 'a' AND SK = 1 RETURNING ALL NEW *", ""),
                es(rcc, "UPDATE $T SET v = 2 WHERE PK = 'a' AND SK = 7", ""), // no item: refused
                es(rcc, "UPDATE $T SET v = 2 WHERE PK = 'a' AND SK = 1 AND v = 99", ""), // refused
                es(rcc, "DELETE FROM $T WHERE PK = 'a' AND SK = 3", ""),
                es(rcc, "DELETE FROM $T WHERE PK = 'a' AND SK = 3", ""), // no item: succeeds
                es(rcc, "DELETE FROM $T WHERE PK = 'a' AND SK = 1 AND v = 99", ""), // refused
                es(rcc, "DELETE FROM $T WHERE PK = 'a' AND SK = 2 RETURNING ALL OLD *", ""),
                es(rcc, "SELEC * FROM $T", ""),
                es(rcc, "SELECT * FROM \\\"PqNowhere\\\"", ""));
        List<String> answers = compare("PqStatement" + rcc, lines);
        assertThat(answers).as("Local's answers, each a success with items or a refusal")
                .anySatisfy(a -> assertThat(a).contains("\"Items\":[{"))
                .anySatisfy(a -> assertThat(a).contains("\"NextToken\""))
                .anySatisfy(a -> assertThat(a).contains("DuplicateItem"))
                .anySatisfy(a -> assertThat(a).contains("ConditionalCheckFailedException"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"TOTAL", "INDEXES", "NONE"})
    void batchExecuteStatement_whenCapacityAsked_answersAsLocalWithoutConsumedCapacity(String rcc) {
        List<String> lines = List.of(
                batch(rcc, "INSERT INTO $T VALUE {'PK': 'a', 'SK': 1, 's': 'x', 'd': 'd1'}",
                        "INSERT INTO $T VALUE {'PK': 'b', 'SK': 1, 'big': '" + BIG + "'}"),
                batch(rcc, "SELECT * FROM $T WHERE PK = 'a' AND SK = 1",
                        "SELECT * FROM $T WHERE PK = 'b' AND SK = 1", "SELECT * FROM $T WHERE PK = 'q' AND SK = 1"),
                batch(rcc, "SELECT * FROM $T WHERE PK = 'a' AND SK = 1", "SELECT * FROM $T WHERE PK = 'a'"),
                batch(rcc, "INSERT INTO $T VALUE {'PK': 'c', 'SK': 1}", "INSERT INTO $T VALUE {'PK': 'a', 'SK': 1}",
                        "UPDATE $T SET v = 3 WHERE PK = 'b' AND SK = 9", "DELETE FROM $T WHERE PK = 'zz' AND SK = 1",
                        "SELEC x"),
                batch(rcc, "UPDATE $T SET v = 1 WHERE PK = 'a' AND SK = 1", "SELECT * FROM $T WHERE PK = 'a' AND SK = 1"),
                batch(rcc, "UPDATE $T SET v = 1 WHERE PK = 'a' AND SK = 1", "DELETE FROM $T WHERE PK = 'a' AND SK = 1"));
        List<String> answers = compare("PqBatch" + rcc, lines);
        assertThat(answers).as("Local's answers").anySatisfy(a -> assertThat(a).contains("\"Item\":{"))
                .anySatisfy(a -> assertThat(a).contains("\"Code\":\"DuplicateItem\""))
                .anySatisfy(a -> assertThat(a).contains("contains duplicates"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"TOTAL", "INDEXES", "NONE"})
    void executeTransaction_whenCapacityAsked_answersAsLocalWithoutConsumedCapacity(String rcc) {
        List<String> lines = List.of(
                transaction(rcc, "INSERT INTO $T VALUE {'PK': 'a', 'SK': 1, 's': 'x', 'd': 'd1'}",
                        "INSERT INTO $T VALUE {'PK': 'b', 'SK': 1, 'big': '" + BIG + "'}"),
                transaction(rcc, "SELECT * FROM $T WHERE PK = 'a' AND SK = 1",
                        "SELECT * FROM $T WHERE PK = 'b' AND SK = 1", "SELECT * FROM $T WHERE PK = 'q' AND SK = 1"),
                transaction(rcc, "UPDATE $T SET s = 'y' WHERE PK = 'a' AND SK = 1",
                        "DELETE FROM $T WHERE PK = 'b' AND SK = 1", "INSERT INTO $T VALUE {'PK': 'c', 'SK': 1}"),
                transaction(rcc, "INSERT INTO $T VALUE {'PK': 'c', 'SK': 1}", "DELETE FROM $T WHERE PK = 'a' AND SK = 1"),
                transaction(rcc, "UPDATE $T SET v = 4 WHERE PK = 'nobody' AND SK = 1"),
                transaction(rcc, "SELECT * FROM $T WHERE PK = 'a'"),
                transaction(rcc, "SELECT * FROM $T WHERE PK = 'a' AND SK = 1", "DELETE FROM $T WHERE PK = 'c' AND SK = 1"));
        List<String> answers = compare("PqTransaction" + rcc, lines);
        assertThat(answers).as("Local's answers").anySatisfy(a -> assertThat(a).contains("\"Item\":{"))
                .anySatisfy(a -> assertThat(a).contains("\"CancellationReasons\":[{"))
                .anySatisfy(a -> assertThat(a).contains("ValidationException"));
    }

    /**
     * Runs the lines, {@code $T} naming the table, on a fresh table of that name on Local and in memory;
     * Local's answers, once each is checked to be the same in memory and to hold no ConsumedCapacity.
     */
    private static List<String> compare(String tableName, List<String> statementLines) {
        List<String> lines = statementLines.stream().map(l -> l.replace("$T", "\\\"" + tableName + "\\\"")).toList();
        Model model = model(tableName);
        ModelTables.createMissing(connection, model);
        List<String> answers = new ArrayList<>();
        try (RequestRunner memory = new InMemoryRunner(InMemoryEngine.of(model))) {
            for (int i = 0; i < lines.size(); i++) {
                String expected = tokenless(RequestFile.answer(lines.get(i), i + 1, local));
                String actual = tokenless(RequestFile.answer(lines.get(i), i + 1, memory));
                assertThat(actual).as("line %d: %s", i + 1, abbreviated(lines.get(i))).isEqualTo(expected);
                assertThat(expected).as("Local's answer to line %d", i + 1).doesNotContain("ConsumedCapacity");
                answers.add(expected);
            }
        }
        return answers;
    }

    /** The answer in canonical form, a NextToken (opaque, Local's and the engine's differ) as "token". */
    private static String tokenless(ObjectNode answer) {
        if (answer.has("NextToken")) {
            answer.put("NextToken", "token");
        }
        return RequestFile.canonical(answer);
    }

    private static String abbreviated(String line) {
        return line.replace(BIG, "x...x");
    }

    private static Model model(String name) {
        Table table = Table.of(name, KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.N)))
                .withIndexes(List.of(SecondaryIndex.gsi("Gsi", KeySchema.of(KeyAttribute.of("s", ScalarType.S)),
                                Projection.keysOnly())),
                        List.of(SecondaryIndex.lsi("Lsi", KeySchema.of(KeyAttribute.of("PK", ScalarType.S),
                                KeyAttribute.of("d", ScalarType.S)), Projection.keysOnly())));
        return new Model("PqCapacity", ModelMetadata.of("test"), List.of(table), List.of(), null);
    }

    private static String es(String rcc, String statement, String more) {
        return "{\"Operation\": \"ExecuteStatement\", \"Statement\": \"" + statement + "\"" + more
                + ", \"ReturnConsumedCapacity\": \"" + rcc + "\"}";
    }

    private static String batch(String rcc, String... statements) {
        return "{\"Operation\": \"BatchExecuteStatement\", \"Statements\": " + list(statements)
                + ", \"ReturnConsumedCapacity\": \"" + rcc + "\"}";
    }

    private static String transaction(String rcc, String... statements) {
        return "{\"Operation\": \"ExecuteTransaction\", \"TransactStatements\": " + list(statements)
                + ", \"ReturnConsumedCapacity\": \"" + rcc + "\"}";
    }

    private static String list(String... statements) {
        List<String> out = new ArrayList<>();
        for (String s : statements) {
            out.add("{\"Statement\": \"" + s + "\"}");
        }
        return "[" + String.join(", ", out) + "]";
    }
}
