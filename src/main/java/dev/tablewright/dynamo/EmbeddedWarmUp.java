package dev.tablewright.dynamo;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeDefinition;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.Projection;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Starts the embedded DynamoDB Local (in memory) and sends it what a first pattern run sends: a
 * table with a global secondary index is created, written in a batch, queried on its key and its
 * index, then deleted. A window does this in the background at launch, so the first run a person
 * makes finds DynamoDB Local started and its request path (and the SDK's) loaded and warm, and
 * takes about as long as a later one. The token is checked before each step: a cancelled warm-up
 * stops at the next one, and the scratch table is always deleted once made.
 */
public final class EmbeddedWarmUp {
    /** The scratch table's name starts so; a suffix makes it unique. */
    static final String TABLE_PREFIX = "tablewright-warm-up-";
    private static final int ITEMS = 50;

    private EmbeddedWarmUp() {
    }

    /** True for the scratch table a warm-up makes (and deletes): lists of the user's tables leave it out. */
    public static boolean isScratchTable(String tableName) {
        return tableName.startsWith(TABLE_PREFIX);
    }

    /** Warms the in-memory embedded DynamoDB Local; returns the steps done (5 when not cancelled). */
    public static int run(CancelToken cancel) {
        if (cancel.isCancelled()) {
            return 0;
        }
        DynamoDbClient client = EmbeddedLocal.client(null);
        int steps = 1;
        if (cancel.isCancelled()) {
            return steps;
        }
        String table = TABLE_PREFIX + Long.toHexString(System.nanoTime());
        client.createTable(b -> b.tableName(table)
                .attributeDefinitions(attribute("PK"), attribute("SK"), attribute("GSI1PK"))
                .keySchema(key("PK", KeyType.HASH), key("SK", KeyType.RANGE))
                .globalSecondaryIndexes(GlobalSecondaryIndex.builder().indexName("GSI1")
                        .keySchema(key("GSI1PK", KeyType.HASH), key("SK", KeyType.RANGE))
                        .projection(Projection.builder().projectionType(ProjectionType.ALL).build()).build())
                .billingMode(BillingMode.PAY_PER_REQUEST));
        steps++;
        try {
            if (cancel.isCancelled()) {
                return steps;
            }
            write(client, table);
            steps++;
            if (cancel.isCancelled()) {
                return steps;
            }
            for (String index : new String[] {null, "GSI1"}) {
                String hash = index == null ? "PK" : "GSI1PK";
                client.query(QueryRequest.builder().tableName(table).indexName(index)
                        .keyConditionExpression("#h = :h AND begins_with(SK, :s)")
                        .expressionAttributeNames(Map.of("#h", hash))
                        .expressionAttributeValues(Map.of(":h", s(index == null ? "P1" : "G1"), ":s", s("S")))
                        .returnConsumedCapacity("TOTAL").build());
            }
            steps++;
        } finally {
            client.deleteTable(b -> b.tableName(table));
        }
        return steps + 1;
    }

    private static void write(DynamoDbClient client, String table) {
        for (int start = 0; start < ITEMS; start += 25) {
            List<WriteRequest> batch = new ArrayList<>();
            for (int i = start; i < Math.min(ITEMS, start + 25); i++) {
                batch.add(WriteRequest.builder().putRequest(PutRequest.builder().item(Map.of(
                        "PK", s("P" + i % 3), "SK", s("S" + i), "GSI1PK", s("G" + i % 5),
                        "N", AttributeValue.builder().n(Integer.toString(i)).build())).build()).build());
            }
            client.batchWriteItem(BatchWriteItemRequest.builder().requestItems(Map.of(table, batch)).build());
        }
    }

    private static AttributeValue s(String value) {
        return AttributeValue.builder().s(value).build();
    }

    private static AttributeDefinition attribute(String name) {
        return AttributeDefinition.builder().attributeName(name).attributeType(ScalarAttributeType.S).build();
    }

    private static KeySchemaElement key(String name, KeyType type) {
        return KeySchemaElement.builder().attributeName(name).keyType(type).build();
    }
}
