package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.EmbeddedLocal;
import dev.tablewright.dynamo.EmbeddedWarmUp;
import dev.tablewright.dynamo.live.QueryHistory;
import dev.tablewright.ui.tables.LiveTarget;
import java.nio.file.Path;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/** The Tables workspace's service on the embedded DynamoDB Local. */
class DynamoTablesServiceTest {
    @TempDir
    Path home;

    @Test
    void tableNames_whenTheWarmUpsScratchTableIsThere_leavesItOutAndKeepsTheUsersTables() {
        DynamoDbClient client = EmbeddedLocal.client(null);
        String users = "Orders-" + UUID.randomUUID().toString().substring(0, 8);
        String scratch = "tablewright-warm-up-" + UUID.randomUUID().toString().substring(0, 8);
        assertThat(EmbeddedWarmUp.isScratchTable(scratch)).isTrue();
        for (String name : new String[] {users, scratch}) {
            client.createTable(b -> b.tableName(name).billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(d -> d.attributeName("PK").attributeType(ScalarAttributeType.S))
                    .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH)));
        }
        try {
            DynamoTablesService service = new DynamoTablesService(null, new QueryHistory(home));
            LiveTarget embedded = service.targets().get(0);

            assertThat(service.tableNames(embedded)).contains(users).doesNotContain(scratch);
        } finally {
            client.deleteTable(b -> b.tableName(scratch));
            client.deleteTable(b -> b.tableName(users));
        }
    }
}
