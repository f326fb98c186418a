package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.Table;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;

/**
 * import-table's sample is bounded by bytes as well as by --sample: the model holds its items in
 * memory, so a table of 400 KB items read with --sample 1000 stops at 64 MB and says so.
 */
class TableImportSampleBoundTest {
    private static LocalDynamoServer server;

    @BeforeAll
    static void start() {
        server = LocalDynamoServer.start(0, null);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void read_whenTheItemsAskedForExceedTheByteBound_stopsThereAndSaysWhy() {
        try (OpenConnection open = DynamoClients.open(Connection.endpoint(server.endpoint().toString()))) {
            open.client().createTable(b -> b.tableName("Big").billingMode(BillingMode.PAY_PER_REQUEST)
                    .attributeDefinitions(a -> a.attributeName("id").attributeType(ScalarAttributeType.N))
                    .keySchema(k -> k.attributeName("id").keyType(KeyType.HASH)));
            String body = "z".repeat(390 * 1024);
            for (int i = 0; i < 200; i++) { // 200 items of about 390 KB: 76 MB
                int id = i;
                open.client().putItem(b -> b.tableName("Big").item(Map.of("id", AttributeValue.fromN(Integer.toString(id)),
                        "body", AttributeValue.fromS(body))));
            }

            TableImporter.TableImport read = new TableImporter(open).read("Big", 1000);

            Table table = read.model().tables().get(0);
            long bytes = table.items().stream().mapToLong(ItemSize::of).sum();
            assertThat(table.items()).as("items sampled").hasSizeLessThan(200).hasSizeGreaterThan(100);
            assertThat(bytes).as("bytes sampled, at most one page over the bound")
                    .isLessThan(TableImporter.MAX_SAMPLE_BYTES + 4L * 1024 * 1024);
            assertThat(read.sampleCut()).as("why the sample stopped")
                    .startsWith("the sample stopped at " + table.items().size() + " items");
        }
    }
}
