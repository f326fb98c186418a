package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.EmbeddedLocal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ProjectionType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Tables on the embedded in-memory DynamoDB Local (the one the window's "Embedded DynamoDB Local"
 * uses), each with a name of its own so tests never see each other's: an Orders table keyed by
 * PK and SK with a GSI ByStatus (status, SK), holding {@code customers} x {@code orders} items.
 */
final class LiveFixture {
    private LiveFixture() {
    }

    static DynamoDbClient client() {
        return EmbeddedLocal.client(null);
    }

    /** Creates the table and its items; returns its name. */
    static String orders(int customers, int orders) {
        String name = "Orders-" + UUID.randomUUID().toString().substring(0, 8);
        DynamoDbClient c = client();
        c.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(
                        d -> d.attributeName("PK").attributeType(ScalarAttributeType.S),
                        d -> d.attributeName("SK").attributeType(ScalarAttributeType.S),
                        d -> d.attributeName("status").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH),
                        k -> k.attributeName("SK").keyType(KeyType.RANGE))
                .globalSecondaryIndexes(g -> g.indexName("ByStatus")
                        .keySchema(k -> k.attributeName("status").keyType(KeyType.HASH),
                                k -> k.attributeName("SK").keyType(KeyType.RANGE))
                        .projection(p -> p.projectionType(ProjectionType.ALL))));
        List<WriteRequest> batch = new ArrayList<>();
        for (int customer = 0; customer < customers; customer++) {
            for (int order = 0; order < orders; order++) {
                batch.add(WriteRequest.builder().putRequest(PutRequest.builder().item(Map.of(
                        "PK", s(String.format("C#%03d", customer)),
                        "SK", s(String.format("O#%04d", order)),
                        "status", s(order % 3 == 0 ? "OPEN" : "SHIPPED"),
                        "total", AttributeValue.builder().n(Integer.toString(order * 10)).build())).build()).build());
                if (batch.size() == 25) {
                    flush(c, name, batch);
                }
            }
        }
        flush(c, name, batch);
        return name;
    }

    private static void flush(DynamoDbClient c, String table, List<WriteRequest> batch) {
        if (!batch.isEmpty()) {
            c.batchWriteItem(b -> b.requestItems(Map.of(table, List.copyOf(batch))));
            batch.clear();
        }
    }

    static AttributeValue s(String text) {
        return AttributeValue.builder().s(text).build();
    }

    static Map<String, AttributeValue> get(String table, String pk, String sk) {
        var r = client().getItem(b -> b.tableName(table).key(Map.of("PK", s(pk), "SK", s(sk))).consistentRead(true));
        return r.hasItem() ? r.item() : null;
    }
}
