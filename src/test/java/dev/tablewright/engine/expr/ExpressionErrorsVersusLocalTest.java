package dev.tablewright.engine.expr;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.AttributeValues;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/** Requests DynamoDB rejects for their expressions: Local's message and ours are the same. */
class ExpressionErrorsVersusLocalTest {
    private static final String TABLE = "errors";
    private static final KeySchema KEYS = KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.N));
    private static AmazonDynamoDBLocal local;
    private static DynamoDbClient client;

    @BeforeAll
    static void start() {
        local = DynamoDBEmbedded.create(null, true);
        client = local.dynamoDbClient();
        client.createTable(b -> b.tableName(TABLE).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                        AttributeDefinition.builder().attributeName("PK").attributeType(ScalarAttributeType.S).build(),
                        AttributeDefinition.builder().attributeName("SK").attributeType(ScalarAttributeType.N).build())
                .keySchema(KeySchemaElement.builder().attributeName("PK").keyType(KeyType.HASH).build(),
                        KeySchemaElement.builder().attributeName("SK").keyType(KeyType.RANGE).build()));
    }

    @AfterAll
    static void stop() {
        client.close();
        local.shutdown();
    }

    private record Case(String key, String filter, String projection, Map<String, String> names,
                        Map<String, AttributeValue> values) {
    }

    private static final AttributeValue A = AttributeValue.s("a");
    private static final AttributeValue ONE = AttributeValue.n(1);

    private static List<Case> cases() {
        return List.of(
                new Case("PK = :p", null, null, Map.of(), Map.of(":p", A, ":x", A)),
                new Case("PK = :p", "#n = :p", null, Map.of(), Map.of(":p", A)),
                new Case("PK = :p", "Colour = :c", null, Map.of(), Map.of(":p", A)),
                new Case("PK = :p", null, null, Map.of("#unused", "x"), Map.of(":p", A)),
                new Case("PK = :p", "Data = :p", null, Map.of(), Map.of(":p", A)),
                new Case("PK = :p", "Status = :p", null, Map.of(), Map.of(":p", A)),
                new Case("PK = :p", "SK = :one", null, Map.of(), Map.of(":p", A, ":one", ONE)),
                new Case("PK = :p", "#k = :p", null, Map.of("#k", "PK"), Map.of(":p", A)),
                new Case("PK = :p", "a = = :p", null, Map.of(), Map.of(":p", A)),
                new Case("PK = :p", "(a = :p", null, Map.of(), Map.of(":p", A)),
                new Case("PK = :p", "a = :p)", null, Map.of(), Map.of(":p", A)),
                new Case("PK = :p", "a = :p AND", null, Map.of(), Map.of(":p", A)),
                new Case("PK = :p", "foo(a)", null, Map.of(), Map.of(":p", A)),
                new Case("PK = :p", "attribute_exists(a, b)", null, Map.of(), Map.of(":p", A)),
                new Case("PK = :p", "a = :p $ b", null, Map.of(), Map.of(":p", A)),
                new Case("SK = :one", null, null, Map.of(), Map.of(":one", ONE)),
                new Case("PK = :p OR SK = :one", null, null, Map.of(), Map.of(":p", A, ":one", ONE)),
                new Case("PK = :p AND SK <> :one", null, null, Map.of(), Map.of(":p", A, ":one", ONE)),
                new Case("PK = :p AND begins_with(SK, :one)", null, null, Map.of(), Map.of(":p", A, ":one", ONE)),
                new Case("PK = :one", null, null, Map.of(), Map.of(":one", ONE)),
                new Case("PK = :p AND SK BETWEEN :two AND :one", null, null, Map.of(),
                        Map.of(":p", A, ":one", ONE, ":two", AttributeValue.n(2))),
                new Case("PK = :p AND Other = :p", null, null, Map.of(), Map.of(":p", A)),
                new Case("PK = :p", null, "a, Name", Map.of(), Map.of(":p", A)),
                new Case("PK = :p", null, "a,, b", Map.of(), Map.of(":p", A)),
                new Case("", null, null, Map.of(), Map.of()),
                new Case("PK = :p", "a BETWEEN :two AND :one", null, Map.of(), Map.of(":p", A, ":one", ONE,
                        ":two", AttributeValue.n(2))),
                new Case("PK = :p AND Other = :one", null, null, Map.of(), Map.of(":p", A, ":one", ONE)),
                new Case("PK = :p", "", null, Map.of(), Map.of(":p", A)));
    }

    @Test
    void prepare_whenRequestInvalid_failsWithLocalsMessage() {
        List<String> mismatches = new ArrayList<>();
        int checked = 0;
        for (Case c : cases()) {
            String localError = null;
            try {
                client.query(QueryRequest.builder().tableName(TABLE).keyConditionExpression(c.key())
                        .filterExpression(c.filter()).projectionExpression(c.projection())
                        .expressionAttributeNames(c.names().isEmpty() ? null : c.names())
                        .expressionAttributeValues(c.values().isEmpty() ? null : AttributeValues.toSdk(c.values()))
                        .build());
            } catch (DynamoDbException e) {
                localError = e.awsErrorDetails().errorMessage();
            }
            String ours = null;
            try {
                RequestExpressions.prepare(new RequestExpressions.Spec(true, KEYS, KEYS, c.key(), c.filter(), null, null,
                        c.projection(), c.names(), c.values()));
            } catch (ExpressionException e) {
                ours = e.getMessage();
            }
            if (localError == null) {
                mismatches.add(c + ": Local accepts it; the case is wrong");
                continue;
            }
            checked++;
            if (!localError.equals(ours)) {
                mismatches.add(c.key() + " | " + c.filter() + " | " + c.projection() + "\n   Local: " + localError
                        + "\n   ours:  " + ours);
            }
        }
        assertThat(mismatches).as("%d invalid requests checked", checked).isEmpty();
    }
}
