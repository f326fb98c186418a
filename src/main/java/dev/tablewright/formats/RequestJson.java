package dev.tablewright.formats;

import static dev.tablewright.formats.RequestFields.bool;
import static dev.tablewright.formats.RequestFields.enumValue;
import static dev.tablewright.formats.RequestFields.integer;
import static dev.tablewright.formats.RequestFields.item;
import static dev.tablewright.formats.RequestFields.names;
import static dev.tablewright.formats.RequestFields.required;
import static dev.tablewright.formats.RequestFields.text;
import static dev.tablewright.formats.RequestFields.values;

import dev.tablewright.engine.request.CancellationReason;
import dev.tablewright.engine.request.ConditionFailedException;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.TransactionCanceledException;
import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.GetItemResult;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.Response;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.Select;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.engine.request.WriteResult;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Operation;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Requests and responses in the DynamoDB API's own JSON ({@code TableName}, {@code IndexName},
 * {@code KeyConditionExpression}, ..., items as DynamoDB JSON), plus an {@code Operation} field
 * naming the call: the lines of a {@code --requests FILE.jsonl} and of its answers.
 */
public final class RequestJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    static final String RV_ON_FAILURE = "ReturnValuesOnConditionCheckFailure";

    private RequestJson() {
    }

    /**
     * Reads one request. Without {@code Operation}, a request with KeyConditionExpression is a
     * Query, one with Key a GetItem, one with Item a PutItem, any other a Scan.
     *
     * @throws IllegalArgumentException saying which field is wrong
     */
    public static Request read(JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException("a request must be a JSON object");
        }
        return read(operation(node), node);
    }

    /**
     * Reads one request of a known operation (any {@code Operation} field is ignored).
     *
     * @throws IllegalArgumentException saying which field is wrong
     */
    public static Request read(Operation op, JsonNode node) {
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException("a request must be a JSON object");
        }
        String table = text(node, "TableName");
        if (table == null) {
            throw new IllegalArgumentException("TableName is missing");
        }
        Map<String, String> names = names(node.get("ExpressionAttributeNames"));
        Map<String, AttributeValue> values = values(node.get("ExpressionAttributeValues"));
        ReturnConsumedCapacity rcc = node.has("ReturnConsumedCapacity")
                ? enumValue(ReturnConsumedCapacity.class, node, "ReturnConsumedCapacity") : null;
        Boolean consistent = bool(node, "ConsistentRead");
        return switch (op) {
            case Query -> QueryRequest.builder(table).indexName(text(node, "IndexName"))
                    .keyConditionExpression(text(node, "KeyConditionExpression"))
                    .filterExpression(text(node, "FilterExpression"))
                    .projectionExpression(text(node, "ProjectionExpression")).names(names).values(values)
                    .scanIndexForward(bool(node, "ScanIndexForward")).limit(integer(node, "Limit"))
                    .exclusiveStartKey(item(node, "ExclusiveStartKey"))
                    .select(node.has("Select") ? enumValue(Select.class, node, "Select") : null)
                    .consistentRead(consistent).returnConsumedCapacity(rcc).build();
            case Scan -> ScanRequest.builder(table).indexName(text(node, "IndexName"))
                    .filterExpression(text(node, "FilterExpression"))
                    .projectionExpression(text(node, "ProjectionExpression")).names(names).values(values)
                    .limit(integer(node, "Limit")).exclusiveStartKey(item(node, "ExclusiveStartKey"))
                    .select(node.has("Select") ? enumValue(Select.class, node, "Select") : null)
                    .consistentRead(consistent).segment(integer(node, "Segment"))
                    .totalSegments(integer(node, "TotalSegments")).returnConsumedCapacity(rcc).build();
            case GetItem -> new GetItemRequest(table, required(item(node, "Key"), "Key"),
                    text(node, "ProjectionExpression"), names, consistent, rcc);
            case PutItem -> new PutItemRequest(table, required(item(node, "Item"), "Item"),
                    text(node, "ConditionExpression"), names, values, rcc, text(node, "ReturnValues"),
                    text(node, RV_ON_FAILURE));
            case DeleteItem -> new DeleteItemRequest(table, required(item(node, "Key"), "Key"),
                    text(node, "ConditionExpression"), names, values, rcc, text(node, "ReturnValues"),
                    text(node, RV_ON_FAILURE));
            case UpdateItem -> new UpdateItemRequest(table, required(item(node, "Key"), "Key"),
                    text(node, "UpdateExpression"), text(node, "ConditionExpression"), names, values, rcc,
                    text(node, "ReturnValues"), text(node, RV_ON_FAILURE));
            case TransactWriteItems, TransactGetItems, ConditionCheck -> throw new IllegalArgumentException(
                    op + " is not a request of one item (a transaction's body is read by MultiItemJson)");
        };
    }

    private static Operation operation(JsonNode node) {
        String name = text(node, "Operation");
        if (name == null) {
            return node.has("KeyConditionExpression") ? Operation.Query : node.has("Key") ? Operation.GetItem
                    : node.has("Item") ? Operation.PutItem : Operation.Scan;
        }
        Operation op = Operation.fromName(name);
        if (op == null) {
            throw new IllegalArgumentException("Operation '" + name
                    + "' is not one of GetItem, Query, Scan, PutItem, UpdateItem, DeleteItem");
        }
        return op;
    }

    /** A request as the DynamoDB API writes it, with {@code Operation}. A bound key condition is written as text. */
    public static ObjectNode write(Request request) {
        ObjectNode n = NODES.objectNode();
        n.put("Operation", request.operation().name());
        n.put("TableName", request.tableName());
        if (request instanceof QueryRequest q) {
            QueryRequest t = withKeyConditionText(q);
            putText(n, "IndexName", t.indexName());
            putText(n, "KeyConditionExpression", t.keyConditionExpression());
            putText(n, "FilterExpression", t.filterExpression());
            putText(n, "ProjectionExpression", t.projectionExpression());
            putExpressionMaps(n, t.expressionAttributeNames(), t.expressionAttributeValues());
            putBool(n, "ScanIndexForward", t.scanIndexForward());
            putInt(n, "Limit", t.limit());
            putItem(n, "ExclusiveStartKey", t.exclusiveStartKey());
            putText(n, "Select", t.select() == null ? null : t.select().name());
            putBool(n, "ConsistentRead", t.consistentRead());
            putText(n, "ReturnConsumedCapacity", name(t.returnConsumedCapacity()));
        } else if (request instanceof ScanRequest s) {
            putText(n, "IndexName", s.indexName());
            putText(n, "FilterExpression", s.filterExpression());
            putText(n, "ProjectionExpression", s.projectionExpression());
            putExpressionMaps(n, s.expressionAttributeNames(), s.expressionAttributeValues());
            putInt(n, "Limit", s.limit());
            putItem(n, "ExclusiveStartKey", s.exclusiveStartKey());
            putText(n, "Select", s.select() == null ? null : s.select().name());
            putBool(n, "ConsistentRead", s.consistentRead());
            putInt(n, "Segment", s.segment());
            putInt(n, "TotalSegments", s.totalSegments());
            putText(n, "ReturnConsumedCapacity", name(s.returnConsumedCapacity()));
        } else if (request instanceof GetItemRequest g) {
            putItem(n, "Key", g.key());
            putText(n, "ProjectionExpression", g.projectionExpression());
            putExpressionMaps(n, g.expressionAttributeNames(), Map.of());
            putBool(n, "ConsistentRead", g.consistentRead());
            putText(n, "ReturnConsumedCapacity", name(g.returnConsumedCapacity()));
        } else if (request instanceof PutItemRequest p) {
            putItem(n, "Item", p.item());
            putText(n, "ConditionExpression", p.conditionExpression());
            putExpressionMaps(n, p.expressionAttributeNames(), p.expressionAttributeValues());
            putText(n, "ReturnConsumedCapacity", name(p.returnConsumedCapacity()));
            putText(n, "ReturnValues", p.returnValues());
            putText(n, RV_ON_FAILURE, p.returnValuesOnConditionCheckFailure());
        } else if (request instanceof UpdateItemRequest u) {
            putItem(n, "Key", u.key());
            putText(n, "UpdateExpression", u.updateExpression());
            putText(n, "ConditionExpression", u.conditionExpression());
            putExpressionMaps(n, u.expressionAttributeNames(), u.expressionAttributeValues());
            putText(n, "ReturnConsumedCapacity", name(u.returnConsumedCapacity()));
            putText(n, "ReturnValues", u.returnValues());
            putText(n, RV_ON_FAILURE, u.returnValuesOnConditionCheckFailure());
        } else if (request instanceof DeleteItemRequest d) {
            putItem(n, "Key", d.key());
            putText(n, "ConditionExpression", d.conditionExpression());
            putExpressionMaps(n, d.expressionAttributeNames(), d.expressionAttributeValues());
            putText(n, "ReturnConsumedCapacity", name(d.returnConsumedCapacity()));
            putText(n, "ReturnValues", d.returnValues());
            putText(n, RV_ON_FAILURE, d.returnValuesOnConditionCheckFailure());
        }
        return n;
    }

    /**
     * The Query with its key condition as text: unchanged when it has text, else the bound key
     * condition written by {@link KeyCondition#expression} ({@code #kp, #ks, :kp, :ks, :ks2}, and
     * {@code _2, _3, ...} for the further attributes of a multi-attribute key).
     */
    public static QueryRequest withKeyConditionText(QueryRequest q) {
        if (q.keyConditionExpression() != null || q.keyCondition() == null) {
            return q;
        }
        Map<String, String> names = new LinkedHashMap<>(q.expressionAttributeNames());
        Map<String, AttributeValue> values = new LinkedHashMap<>(q.expressionAttributeValues());
        String text = q.keyCondition().expression(names, values);
        return q.toBuilder().keyConditionExpression(text).names(names).values(values).build();
    }

    /** A response in the API's shape: Items/Count/ScannedCount/LastEvaluatedKey, Item, or Attributes; and ConsumedCapacity. */
    public static ObjectNode write(Response response) {
        ObjectNode n = NODES.objectNode();
        if (response instanceof ReadResult r) {
            if (r.items() != null) {
                var array = n.putArray("Items");
                r.items().forEach(i -> array.add(DynamoJson.toJson(i)));
            }
            n.put("Count", r.count());
            n.put("ScannedCount", r.scannedCount());
            putItem(n, "LastEvaluatedKey", r.lastEvaluatedKey());
        } else if (response instanceof GetItemResult g) {
            putItem(n, "Item", g.item());
        } else if (response instanceof WriteResult w) {
            putItem(n, "Attributes", w.attributes());
        }
        if (response.consumedCapacity() != null) {
            n.set("ConsumedCapacity", write(response.consumedCapacity()));
        }
        return n;
    }

    public static ObjectNode write(ConsumedCapacity c) {
        ObjectNode n = NODES.objectNode();
        n.put("TableName", c.tableName());
        n.put("CapacityUnits", c.capacityUnits());
        if (c.table() != null) {
            n.putObject("Table").put("CapacityUnits", c.table().capacityUnits());
        }
        if (!c.localSecondaryIndexes().isEmpty()) {
            ObjectNode lsis = n.putObject("LocalSecondaryIndexes");
            c.localSecondaryIndexes().forEach((k, v) -> lsis.putObject(k).put("CapacityUnits", v.capacityUnits()));
        }
        if (!c.globalSecondaryIndexes().isEmpty()) {
            ObjectNode gsis = n.putObject("GlobalSecondaryIndexes");
            c.globalSecondaryIndexes().forEach((k, v) -> gsis.putObject(k).put("CapacityUnits", v.capacityUnits()));
        }
        return n;
    }

    /** An error in the shape the AWS CLI prints: {@code {"Error": {"Code": ..., "Message": ...}}}. */
    public static ObjectNode write(RequestException e) {
        ObjectNode n = NODES.objectNode();
        ObjectNode error = n.putObject("Error").put("Code", e.errorType()).put("Message", e.getMessage());
        if (e instanceof ConditionFailedException c && c.item() != null) {
            error.set("Item", DynamoJson.toJson(c.item()));
        }
        if (e instanceof TransactionCanceledException t && !t.reasons().isEmpty()) {
            var reasons = error.putArray("CancellationReasons");
            for (CancellationReason r : t.reasons()) {
                ObjectNode reason = reasons.addObject();
                putItem(reason, "Item", r.item());
                reason.put("Code", r.code());
                putText(reason, "Message", r.message());
            }
        }
        return n;
    }

    static void putExpressionMaps(ObjectNode n, Map<String, String> names, Map<String, AttributeValue> values) {
        if (!names.isEmpty()) {
            ObjectNode o = n.putObject("ExpressionAttributeNames");
            names.forEach(o::put);
        }
        if (!values.isEmpty()) {
            n.set("ExpressionAttributeValues", DynamoJson.toJson(Item.of(values)));
        }
    }

    static void putText(ObjectNode n, String field, String value) {
        if (value != null) {
            n.put(field, value);
        }
    }

    private static void putBool(ObjectNode n, String field, Boolean value) {
        if (value != null) {
            n.put(field, value);
        }
    }

    private static void putInt(ObjectNode n, String field, Integer value) {
        if (value != null) {
            n.put(field, value);
        }
    }

    static void putItem(ObjectNode n, String field, Item item) {
        if (item != null) {
            n.set(field, DynamoJson.toJson(item));
        }
    }

    private static String name(Enum<?> e) {
        return e == null ? null : e.name();
    }
}
