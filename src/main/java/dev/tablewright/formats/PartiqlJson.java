package dev.tablewright.formats;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.partiql.BatchOutcome;
import dev.tablewright.engine.partiql.CancellationReason;
import dev.tablewright.engine.partiql.PartiqlBatches;
import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.engine.partiql.StatementRequest;
import dev.tablewright.engine.partiql.StatementResult;
import dev.tablewright.engine.partiql.TransactionCanceledException;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.List;

/**
 * ExecuteStatement, BatchExecuteStatement and ExecuteTransaction in the DynamoDB API's JSON, for a
 * request runner: {@code {"Statement": .., "Parameters": [{"S": ..}], "ConsistentRead": .., "NextToken": ..,
 * "Limit": ..}} answers {@code {"Items": [..], "NextToken": ..}}; {@code {"Statements": [..]}} answers
 * {@code {"Responses": [{"TableName": .., "Item": ..} or {"Error": {"Code", "Message"}}]}};
 * {@code {"TransactStatements": [..]}} answers {@code {"Responses": [{"Item": ..}]}} for reads,
 * {@code {"Responses": []}} for writes; a refused request answers
 * {@code {"Error": {"Code", "Message", "CancellationReasons"}}}.
 *
 * <p>{@code ReturnConsumedCapacity} is accepted and never answered: DynamoDB Local 3.3.1 answers no
 * {@code ConsumedCapacity} for any PartiQL operation, whatever the request asks (TOTAL, INDEXES, or a
 * value DynamoDB does not define), so there are no units to compute (docs/partiql.md, ConsumedCapacity).
 */
public final class PartiqlJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private PartiqlJson() {
    }

    /** Whether this runner answers the operation named. */
    public static boolean handles(String operation) {
        return List.of("ExecuteStatement", "BatchExecuteStatement", "ExecuteTransaction").contains(operation);
    }

    /**
     * Answers one request of the named operation on the engine; DynamoDB's refusals come back as
     * an {@code Error} object, never thrown.
     *
     * @throws IllegalArgumentException when the request is not shaped as the operation needs, naming the field
     */
    public static ObjectNode answer(PartiqlEngine engine, String operation, JsonNode request) {
        try {
            return switch (operation) {
                case "ExecuteStatement" -> executeStatement(engine, request);
                case "BatchExecuteStatement" -> batch(engine, request);
                case "ExecuteTransaction" -> transaction(engine, request);
                default -> throw new IllegalArgumentException("Operation " + operation + " is not a PartiQL operation");
            };
        } catch (RequestException e) {
            return error(e);
        }
    }

    private static ObjectNode executeStatement(PartiqlEngine engine, JsonNode request) {
        StatementRequest s = statement(request, "");
        JsonNode limit = request.get("Limit");
        if (limit != null && !limit.canConvertToInt()) {
            throw new IllegalArgumentException("Limit must be a whole number");
        }
        StatementResult result = engine.executeStatement(s.statement(), s.parameters(),
                request.path("ConsistentRead").asBoolean(false), text(request, "NextToken"),
                limit == null ? null : limit.asInt());
        ObjectNode out = NODES.objectNode();
        ArrayNode items = out.putArray("Items");
        result.items().forEach(i -> items.add(DynamoJson.toJson(i)));
        if (result.nextToken() != null) {
            out.put("NextToken", result.nextToken());
        }
        return out;
    }

    private static ObjectNode batch(PartiqlEngine engine, JsonNode request) {
        List<StatementRequest> statements = statements(request, "Statements");
        ObjectNode out = NODES.objectNode();
        ArrayNode responses = out.putArray("Responses");
        for (BatchOutcome o : new PartiqlBatches(engine).batchExecuteStatement(statements)) {
            ObjectNode r = responses.addObject();
            if (o.failed()) {
                r.putObject("Error").put("Code", o.errorCode()).put("Message", o.errorMessage());
            }
            if (o.tableName() != null) {
                r.put("TableName", o.tableName());
            }
            if (o.item() != null) {
                r.set("Item", DynamoJson.toJson(o.item()));
            }
        }
        return out;
    }

    private static ObjectNode transaction(PartiqlEngine engine, JsonNode request) {
        List<Item> items = new PartiqlBatches(engine).executeTransaction(statements(request, "TransactStatements"));
        ObjectNode out = NODES.objectNode();
        ArrayNode responses = out.putArray("Responses"); // empty for writes, as Local answers them
        for (Item item : items) {
            ObjectNode r = responses.addObject();
            if (item != null) {
                r.set("Item", DynamoJson.toJson(item));
            }
        }
        return out;
    }

    /** A refusal as {@code {"Error": {"Code", "Message"}}}, with {@code CancellationReasons} for a transaction. */
    public static ObjectNode error(RequestException e) {
        ObjectNode out = NODES.objectNode();
        ObjectNode error = out.putObject("Error").put("Code", e.errorType()).put("Message", e.getMessage());
        if (e instanceof TransactionCanceledException cancelled) {
            ArrayNode reasons = error.putArray("CancellationReasons");
            for (CancellationReason r : cancelled.reasons()) {
                ObjectNode reason = reasons.addObject().put("Code", r.code());
                if (r.message() != null) {
                    reason.put("Message", r.message());
                }
            }
        }
        return out;
    }

    private static List<StatementRequest> statements(JsonNode request, String field) {
        JsonNode list = request.get(field);
        if (list == null || !list.isArray()) {
            throw new IllegalArgumentException(field + " must be a list of {\"Statement\": ..., \"Parameters\": [...]}");
        }
        List<StatementRequest> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            out.add(statement(list.get(i), field + "[" + i + "]."));
        }
        return out;
    }

    private static StatementRequest statement(JsonNode node, String where) {
        String statement = node == null ? null : text(node, "Statement");
        if (statement == null) {
            throw new IllegalArgumentException(where + "Statement is missing");
        }
        List<AttributeValue> parameters = new ArrayList<>();
        JsonNode given = node.get("Parameters");
        if (given != null) {
            if (!given.isArray()) {
                throw new IllegalArgumentException(where + "Parameters must be a list of DynamoDB JSON values");
            }
            for (int i = 0; i < given.size(); i++) {
                try {
                    parameters.add(DynamoJson.fromJson(given.get(i)));
                } catch (IllegalArgumentException e) {
                    throw new IllegalArgumentException(where + "Parameters[" + i + "]: " + e.getMessage());
                }
            }
        }
        return new StatementRequest(statement, parameters);
    }

    private static String text(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        if (!value.isTextual()) {
            throw new IllegalArgumentException(field + " must be a string");
        }
        return value.asText();
    }
}
