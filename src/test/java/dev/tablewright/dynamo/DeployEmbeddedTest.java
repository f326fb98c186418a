package dev.tablewright.dynamo;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/** The deploy contract against DynamoDB Local in this process. */
class DeployEmbeddedTest extends DeployContract {
    private static AmazonDynamoDBLocal local;
    private static OpenConnection connection;

    @BeforeAll
    static void start() {
        local = DynamoDBEmbedded.create(null, true);
        connection = OpenConnection.of(Connection.embedded(), local.dynamoDbClient());
    }

    @AfterAll
    static void stop() {
        connection.client().close();
        local.shutdown();
    }

    @Override
    OpenConnection connection() {
        return connection;
    }
}
