package dev.tablewright.dynamo;

import java.time.Duration;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.ListTablesRequest;

/** Tests a connection with one ListTables call and reports failures in plain words. */
public final class ConnectionTester {
    private ConnectionTester() {
    }

    public static ConnectionCheck test(Connection connection, ClientOptions options) {
        long start = System.nanoTime();
        try (OpenConnection open = DynamoClients.open(connection, options)) {
            return test(open);
        } catch (RuntimeException e) {
            return ConnectionCheck.failure(connection.describe(), Duration.ofNanos(System.nanoTime() - start),
                    DynamoErrors.describe(e, connection, "ListTables"));
        }
    }

    public static ConnectionCheck test(OpenConnection open) {
        long start = System.nanoTime();
        try {
            List<String> names = open.client().listTables(ListTablesRequest.builder().limit(100).build()).tableNames();
            return ConnectionCheck.success(open.endpoint(), names, Duration.ofNanos(System.nanoTime() - start));
        } catch (RuntimeException e) {
            return ConnectionCheck.failure(open.endpoint(), Duration.ofNanos(System.nanoTime() - start),
                    DynamoErrors.describe(e, open.connection(), "ListTables"));
        }
    }
}
