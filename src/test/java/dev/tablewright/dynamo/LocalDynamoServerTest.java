package dev.tablewright.dynamo;

import static dev.tablewright.dynamo.DynamoTestSupport.count;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.Model;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/** Stopping a DynamoDB Local server really ends it: its database is free for the next one at once. */
class LocalDynamoServerTest {

    @Test
    void close_whenWritesAreInFlight_releasesTheDatabaseBeforeReturning(@TempDir Path data) throws Exception {
        Model model = TestModels.oneTable("Busy", 0);
        String table = model.tables().get(0).name();
        String key = model.tables().get(0).keySchema().attributes().get(0).name();
        LocalDynamoServer server = LocalDynamoServer.start(0, data);
        int port = server.port();
        try (OpenConnection remote = DynamoClients.open(Connection.endpoint(server.endpoint().toString()))) {
            new Deployer(remote).deploy(model, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
        }

        for (int round = 0; round < 2; round++) {
            AtomicInteger written = new AtomicInteger();
            List<Thread> writers = new ArrayList<>();
            try (OpenConnection remote = DynamoClients.open(Connection.endpoint(server.endpoint().toString()))) {
                for (int w = 0; w < 4; w++) {
                    int first = round * 100_000 + w * 10_000;
                    Thread writer = new Thread(() -> writeUntilRefused(remote.client(), table, key, first, written));
                    writer.start();
                    writers.add(writer);
                }
                while (written.get() < 500) {
                    Thread.sleep(5);
                }
                server.close();
                for (Thread t : writers) {
                    t.join();
                }
            }

            server = LocalDynamoServer.start(port, data);
            try (OpenConnection again = DynamoClients.open(Connection.endpoint(server.endpoint().toString()))) {
                assertThat(count(again.client(), table)).as("round %d: items after a restart", round)
                        .isGreaterThanOrEqualTo(written.get());
                again.client().putItem(b -> b.tableName(table).item(Map.of(key, AttributeValue.fromS("after"))));
            }
        }
        server.close();
    }

    @Test
    void databaseQueues_whenLocalHasAnsweredARequest_findsItsQueueAndCloseEndsIt(@TempDir Path data) throws Exception {
        LocalDynamoServer server = LocalDynamoServer.start(0, data);
        try (OpenConnection remote = DynamoClients.open(Connection.endpoint(server.endpoint().toString()))) {
            remote.client().listTables();
        }
        List<Object> queues = server.databaseQueues();

        server.close();

        assertThat(queues).as("DynamoDB Local 3.3.1 keeps one sqlite queue per shared database").hasSize(1);
        assertThat(SqliteQueues.stopAndJoin(queues, Duration.ofMillis(100)))
                .as("the queue's thread has ended when close() returns").isTrue();
    }

    private static void writeUntilRefused(DynamoDbClient client, String table, String key, int first,
                                          AtomicInteger written) {
        for (int i = first; ; i += 25) {
            List<WriteRequest> batch = new ArrayList<>();
            for (int j = i; j < i + 25; j++) {
                String id = "item-" + j;
                batch.add(WriteRequest.builder().putRequest(p -> p.item(Map.of(key, AttributeValue.fromS(id),
                        "padding", AttributeValue.fromS("x".repeat(2000))))).build());
            }
            try {
                if (!client.batchWriteItem(b -> b.requestItems(Map.of(table, batch))).unprocessedItems().isEmpty()) {
                    return; // Local never leaves items unprocessed; stop counting if it ever does
                }
            } catch (RuntimeException stopped) {
                return;
            }
            written.addAndGet(25);
        }
    }
}
