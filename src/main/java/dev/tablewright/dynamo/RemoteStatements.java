package dev.tablewright.dynamo;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.partiql.StatementResult;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import java.util.ArrayList;
import java.util.List;

/**
 * PartiQL's ExecuteStatement on a DynamoDB connection, sent in DynamoDB's JSON wire form through
 * {@link RemoteRunner}; on the embedded DynamoDB Local the model is deployed first, as
 * {@link DynamoPatternTarget} does for requests.
 */
public final class RemoteStatements {
    private RemoteStatements() {
    }

    /**
     * Runs one statement.
     *
     * @throws RequestException with DynamoDB's error code and message when DynamoDB refuses it
     * @throws DynamoException in plain words when the connection itself fails (unreachable,
     *         throttled, credentials)
     */
    public static StatementResult executeStatement(OpenConnection connection, Model model, String statement,
                                                   List<AttributeValue> parameters, boolean consistentRead,
                                                   String nextToken, Integer limit) {
        if (connection.connection() instanceof Connection.Embedded) {
            new Deployer(connection).deploy(model, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
        }
        ObjectNode body = JsonNodeFactory.instance.objectNode().put("Statement", statement);
        if (!parameters.isEmpty()) {
            var array = body.putArray("Parameters");
            parameters.forEach(p -> array.add(DynamoJson.toJson(p)));
        }
        body.put("ConsistentRead", consistentRead);
        if (nextToken != null) {
            body.put("NextToken", nextToken);
        }
        if (limit != null) {
            body.put("Limit", limit);
        }
        JsonNode answer = new RemoteRunner(connection, false).run("ExecuteStatement", body);
        JsonNode error = answer.get("Error");
        if (error != null) {
            throw new RequestException(error.path("Code").asText(), error.path("Message").asText());
        }
        List<Item> items = new ArrayList<>();
        answer.path("Items").forEach(i -> items.add(DynamoJson.itemFromJson(i)));
        return new StatementResult(items, answer.hasNonNull("NextToken") ? answer.get("NextToken").asText() : null);
    }
}
