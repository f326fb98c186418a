package dev.tablewright.dynamo;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/** The deploy contract against a DynamoDB Local server on localhost, reached like any remote endpoint. */
class DeployServerTest extends DeployContract {
    private static LocalDynamoServer server;
    private static OpenConnection connection;

    @BeforeAll
    static void start() {
        server = LocalDynamoServer.start(0, null);
        connection = DynamoClients.open(new Connection.Endpoint(server.endpoint(), "eu-west-1", null));
    }

    @AfterAll
    static void stop() {
        connection.close();
        server.close();
    }

    @Override
    OpenConnection connection() {
        return connection;
    }
}
