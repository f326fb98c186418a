package dev.tablewright.dynamo;

import dev.tablewright.engine.partiql.StatementResult;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Model;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * PartiQL's ExecuteStatement on a DynamoDB connection through the SDK; on the embedded DynamoDB
 * Local the model is deployed first, as {@link DynamoPatternTarget} does for requests.
 */
public final class RemoteStatements {
    private RemoteStatements() {
    }

    /**
     * Runs one statement.
     *
     * @throws RequestException with DynamoDB's error code and message when DynamoDB refuses it
     */
    public static StatementResult executeStatement(OpenConnection connection, Model model, String statement,
                                                   List<AttributeValue> parameters, boolean consistentRead,
                                                   String nextToken, Integer limit) {
        if (connection.connection() instanceof Connection.Embedded) {
            new Deployer(connection).deploy(model, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
        }
        try {
            var response = connection.client().executeStatement(b -> b.statement(statement)
                    .parameters(parameters.isEmpty() ? null : parameters.stream().map(AttributeValues::toSdk).toList())
                    .consistentRead(consistentRead).nextToken(nextToken).limit(limit));
            return new StatementResult(response.items().stream().map(AttributeValues::fromSdkItem).toList(),
                    response.nextToken());
        } catch (DynamoDbException e) {
            if (e.awsErrorDetails() != null && e.awsErrorDetails().errorCode() != null) {
                throw new RequestException(e.awsErrorDetails().errorCode(), e.awsErrorDetails().errorMessage());
            }
            throw DynamoErrors.translate(e, connection.connection(), "ExecuteStatement");
        }
    }
}
