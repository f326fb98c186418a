package dev.tablewright.dynamo;

import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;

/**
 * A connection ready for requests: the client and what it talks to. Closing it closes the
 * client; embedded instances and local servers keep running (see {@link DynamoClients#shutdown()}).
 */
public final class OpenConnection implements AutoCloseable {
    private final Connection connection;
    private final DynamoDbClient client;
    private final String endpoint;
    private final boolean ownsClient;

    OpenConnection(Connection connection, DynamoDbClient client, String endpoint, boolean ownsClient) {
        this.connection = Objects.requireNonNull(connection, "connection");
        this.client = Objects.requireNonNull(client, "client");
        this.endpoint = endpoint;
        this.ownsClient = ownsClient;
    }

    /** Wraps a client built elsewhere (tests, benchmarks); closing this does not close the client. */
    public static OpenConnection of(Connection connection, DynamoDbClient client) {
        return new OpenConnection(connection, client, connection.describe(), false);
    }

    public Connection connection() {
        return connection;
    }

    public DynamoDbClient client() {
        return client;
    }

    /** The URL requests go to, or a description for in-process connections. */
    public String endpoint() {
        return endpoint;
    }

    public String describe() {
        return connection.describe();
    }

    @Override
    public void close() {
        if (ownsClient) {
            client.close();
        }
    }
}
