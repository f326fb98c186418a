package dev.tablewright.dynamo.live;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DynamoErrors;
import dev.tablewright.dynamo.DynamoException;
import dev.tablewright.dynamo.EmbeddedLocal;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.RemoteStatements;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * The workspace's calls through RemoteRunner on the embedded DynamoDB Local: their answers, and
 * DynamoDB's refusals in the same words the SDK's exceptions get from {@link DynamoErrors#translate}.
 */
class LiveTablesRunnerTest {
    private static DynamoDbClient client;
    private static OpenConnection connection;
    private static LiveTables live;
    private static String table;

    @BeforeAll
    static void createTable() {
        client = EmbeddedLocal.client(null);
        connection = OpenConnection.of(Connection.embedded(), client);
        live = new LiveTables(connection);
        table = "Live-" + UUID.randomUUID().toString().substring(0, 8);
        client.createTable(b -> b.tableName(table).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(d -> d.attributeName("PK").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH)));
        for (int i = 0; i < 5; i++) {
            live.put(table, item("P" + i, i), null, Map.of());
        }
    }

    private static Item item(String pk, int n) {
        return Item.of(Map.of("PK", AttributeValue.s(pk), "n", AttributeValue.n(Integer.toString(n))));
    }

    /** The words the SDK's own exception for the same call gets. */
    private static String sdkWords(Runnable sdkCall, String operation) {
        return DynamoErrors.translate(catchThrowable(sdkCall::run), connection.connection(), operation).getMessage();
    }

    @Test
    void read_whenAQueryOfOnePartition_givesItsItemAndTheScannedCount() {
        ReadRequest query = new ReadRequest(table, null, KeyCondition.of("PK", AttributeValue.s("P3")), "#n > :min",
                "PK, #n", Map.of(":min", AttributeValue.n("1")), true, true, 10);

        ItemPage page = live.read(query, null);

        assertThat(page.items()).containsExactly(item("P3", 3));
        assertThat(page.scanned()).isEqualTo(1);
        assertThat(page.last()).isTrue();
    }

    @Test
    void read_whenTheTableIsMissing_saysItInTheWordsOfTheSdkException() {
        ReadRequest scan = ReadRequest.scan("Missing-" + table, 10);

        assertThatThrownBy(() -> live.read(scan, null)).isInstanceOf(DynamoException.class)
                .hasMessage(sdkWords(() -> client.scan(b -> b.tableName("Missing-" + table)), scan.describe()));
    }

    @Test
    void read_whenTheFilterIsInvalid_saysItInTheWordsOfTheSdkException() {
        ReadRequest scan = new ReadRequest(table, null, null, "n >", null, Map.of(), false, true, 10);

        assertThatThrownBy(() -> live.read(scan, null)).isInstanceOf(DynamoException.class)
                .hasMessageStartingWith("Scan " + table + " on embedded DynamoDB Local (in memory) failed: "
                        + "ValidationException: ")
                .hasMessage(sdkWords(() -> client.scan(b -> b.tableName(table).filterExpression("n >").limit(10)),
                        scan.describe()));
    }

    @Test
    void put_whenTheConditionFails_saysItInTheWordsOfTheSdkException() {
        assertThatThrownBy(() -> live.put(table, item("P1", 9), "attribute_not_exists(PK)", Map.of()))
                .isInstanceOf(DynamoException.class)
                .hasMessage("PutItem on " + table + " on embedded DynamoDB Local (in memory) failed: "
                        + "ConditionalCheckFailedException: The conditional request failed");
    }

    @Test
    void delete_whenTheConditionHolds_deletesTheItem() {
        live.put(table, item("D1", 1), null, Map.of());

        live.delete(table, Item.of(Map.of("PK", AttributeValue.s("D1"))), "#n = :one", Map.of(":one",
                AttributeValue.n("1")));

        assertThat(client.getItem(b -> b.tableName(table).key(Map.of("PK",
                software.amazon.awssdk.services.dynamodb.model.AttributeValue.builder().s("D1").build()))).hasItem())
                .isFalse();
    }

    @Test
    void statement_whenPagedByLimitlessSelect_givesTheItemsAndNoToken() {
        ItemPage page = live.statement("SELECT * FROM \"" + table + "\" WHERE PK = 'P2'", null);

        assertThat(page.items()).containsExactly(item("P2", 2));
        assertThat(page.last()).isTrue();
    }

    @Test
    void statement_whenTheSyntaxIsWrong_saysItInTheWordsOfTheSdkException() {
        String bad = "SELEC * FROM \"" + table + "\"";

        assertThatThrownBy(() -> live.statement(bad, null)).isInstanceOf(DynamoException.class)
                .hasMessage(sdkWords(() -> client.executeStatement(b -> b.statement(bad)), "ExecuteStatement"));
    }

    @Test
    void transact_whenOneConditionFails_givesTheReasonsInActionOrder() {
        TransactionResult result = live.transact(List.of(
                new TransactionAction(TransactionAction.Kind.PUT, table, item("T1", 1), null, null, Map.of()),
                new TransactionAction(TransactionAction.Kind.CONDITION_CHECK, table,
                        Item.of(Map.of("PK", AttributeValue.s("P0"))), null, "#n = :nine",
                        Map.of(":nine", AttributeValue.n("9")))));

        assertThat(result.committed()).isFalse();
        assertThat(result.reasons()).extracting(TransactionResult.Reason::code)
                .containsExactly("None", "ConditionalCheckFailed");
        assertThat(result.message()).startsWith("TransactWriteItems was cancelled: Transaction cancelled");
    }

    @Test
    void transact_whenOnlyGets_givesTheItemsAndNullForAnAbsentOne() {
        TransactionResult result = live.transact(List.of(
                new TransactionAction(TransactionAction.Kind.GET, table, Item.of(Map.of("PK", AttributeValue.s("P4"))),
                        null, null, Map.of()),
                new TransactionAction(TransactionAction.Kind.GET, table, Item.of(Map.of("PK", AttributeValue.s("none"))),
                        null, null, Map.of())));

        assertThat(result.committed()).isTrue();
        assertThat(result.items()).containsExactly(item("P4", 4), null);
    }

    @Test
    void executeStatement_whenDynamoDbRefusesTheStatement_throwsItsCodeAndMessage() {
        Model empty = new Model("Design", ModelMetadata.of("test"), List.of(), List.of(), null);
        OpenConnection endpointLike = OpenConnection.of(Connection.endpoint("http://localhost:1"), client);

        assertThatThrownBy(() -> RemoteStatements.executeStatement(endpointLike, empty, "SELEC 1", List.of(), false,
                null, null)).isInstanceOf(RequestException.class)
                .satisfies(e -> assertThat(((RequestException) e).errorType()).isEqualTo("ValidationException"));
    }

    @Test
    void executeStatement_whenParametersAreGiven_bindsThemInOrder() {
        OpenConnection endpointLike = OpenConnection.of(Connection.endpoint("http://localhost:1"), client);
        Model empty = new Model("Design", ModelMetadata.of("test"), List.of(), List.of(), null);

        var result = RemoteStatements.executeStatement(endpointLike, empty, "SELECT * FROM \"" + table
                + "\" WHERE PK = ?", List.of(AttributeValue.s("P1")), true, null, null);

        assertThat(result.items()).containsExactly(item("P1", 1));
        assertThat(result.nextToken()).isNull();
    }
}
