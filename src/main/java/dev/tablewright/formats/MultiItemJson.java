package dev.tablewright.formats;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.request.BatchGetItemRequest;
import dev.tablewright.engine.request.BatchGetItemResult;
import dev.tablewright.engine.request.BatchWriteItemRequest;
import dev.tablewright.engine.request.BatchWriteItemResult;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.engine.request.TransactGetItemsResult;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsResult;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * BatchGetItem, BatchWriteItem, TransactGetItems and TransactWriteItems in the DynamoDB API's JSON:
 * requests read into the engine's types (and the transactions' written back), answers written as the API has them (UnprocessedKeys and
 * UnprocessedItems empty, since memory leaves nothing unprocessed).
 */
public final class MultiItemJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final String[] WRITE_KINDS = {"ConditionCheck", "Put", "Delete", "Update"};

    private MultiItemJson() {
    }

    /** @throws IllegalArgumentException saying which field is wrong */
    public static BatchGetItemRequest batchGet(JsonNode node) {
        Map<String, BatchGetItemRequest.KeysAndAttributes> parts = new LinkedHashMap<>();
        for (var e : fields(node, "RequestItems").entrySet()) {
            JsonNode part = e.getValue();
            List<Item> keys = new ArrayList<>();
            JsonNode list = part.get("Keys");
            if (list != null && !list.isNull()) {
                if (!list.isArray()) {
                    throw new IllegalArgumentException("RequestItems." + e.getKey() + ".Keys must be an array");
                }
                list.forEach(k -> keys.add(DynamoJson.itemFromJson(k)));
            }
            parts.put(e.getKey(), new BatchGetItemRequest.KeysAndAttributes(keys,
                    RequestFields.text(part, "ProjectionExpression"),
                    RequestFields.names(part.get("ExpressionAttributeNames")),
                    RequestFields.bool(part, "ConsistentRead")));
        }
        return new BatchGetItemRequest(parts, rcc(node));
    }

    public static BatchWriteItemRequest batchWrite(JsonNode node) {
        Map<String, List<BatchWriteItemRequest.Write>> parts = new LinkedHashMap<>();
        for (var e : fields(node, "RequestItems").entrySet()) {
            if (!e.getValue().isArray()) {
                throw new IllegalArgumentException("RequestItems." + e.getKey() + " must be an array");
            }
            List<BatchWriteItemRequest.Write> writes = new ArrayList<>();
            for (JsonNode w : e.getValue()) {
                JsonNode put = w.get("PutRequest");
                JsonNode delete = w.get("DeleteRequest");
                writes.add(new BatchWriteItemRequest.Write(put == null ? null : RequestFields.item(put, "Item"),
                        delete == null ? null : RequestFields.item(delete, "Key")));
            }
            parts.put(e.getKey(), writes);
        }
        return new BatchWriteItemRequest(parts, rcc(node));
    }

    public static TransactGetItemsRequest transactGet(JsonNode node) {
        List<GetItemRequest> gets = new ArrayList<>();
        for (JsonNode element : array(node, "TransactItems")) {
            JsonNode get = element.get("Get");
            if (get == null || !get.isObject()) {
                throw new IllegalArgumentException("each of TransactItems needs a Get");
            }
            gets.add(new GetItemRequest(RequestFields.required(text(get, "TableName"), "Get.TableName"),
                    RequestFields.required(RequestFields.item(get, "Key"), "Get.Key"),
                    RequestFields.text(get, "ProjectionExpression"),
                    RequestFields.names(get.get("ExpressionAttributeNames")), null, null));
        }
        return new TransactGetItemsRequest(gets, rcc(node));
    }

    public static TransactWriteItemsRequest transactWrite(JsonNode node) {
        List<TransactWriteItemsRequest.Action> actions = new ArrayList<>();
        for (JsonNode element : array(node, "TransactItems")) {
            int kinds = 0;
            TransactWriteItemsRequest.Kind kind = TransactWriteItemsRequest.Kind.NONE;
            JsonNode body = null;
            for (int i = 0; i < WRITE_KINDS.length; i++) {
                JsonNode b = element.get(WRITE_KINDS[i]);
                if (b != null && !b.isNull()) {
                    kinds++;
                    if (body == null) {
                        body = b;
                        kind = TransactWriteItemsRequest.Kind.values()[i];
                    }
                }
            }
            if (body == null) {
                actions.add(new TransactWriteItemsRequest.Action(kind, 0, null, null, null, null, null, null, null,
                        null));
                continue;
            }
            actions.add(new TransactWriteItemsRequest.Action(kind, kinds,
                    RequestFields.required(text(body, "TableName"), "TableName"), RequestFields.item(body, "Item"),
                    RequestFields.item(body, "Key"), RequestFields.text(body, "UpdateExpression"),
                    RequestFields.text(body, "ConditionExpression"),
                    RequestFields.names(body.get("ExpressionAttributeNames")),
                    RequestFields.values(body.get("ExpressionAttributeValues")),
                    RequestFields.text(body, RequestJson.RV_ON_FAILURE)));
        }
        return new TransactWriteItemsRequest(actions, rcc(node), RequestFields.text(node, "ClientRequestToken"));
    }

    /**
     * A TransactWriteItems request body as the DynamoDB API has it (no {@code Operation} field):
     * {@code TransactItems}, each element one of ConditionCheck, Put, Delete, Update with its table,
     * item or key, expressions, names and values; then ReturnConsumedCapacity and ClientRequestToken.
     * {@link #transactWrite} reads it back.
     */
    public static ObjectNode write(TransactWriteItemsRequest request) {
        ObjectNode n = NODES.objectNode();
        ArrayNode items = n.putArray("TransactItems");
        for (TransactWriteItemsRequest.Action a : request.actions()) {
            ObjectNode element = items.addObject();
            if (a.kind() == TransactWriteItemsRequest.Kind.NONE) {
                continue;
            }
            ObjectNode body = element.putObject(WRITE_KINDS[a.kind().ordinal()]);
            RequestJson.putText(body, "TableName", a.tableName());
            RequestJson.putItem(body, "Item", a.item());
            RequestJson.putItem(body, "Key", a.key());
            RequestJson.putText(body, "UpdateExpression", a.updateExpression());
            RequestJson.putText(body, "ConditionExpression", a.conditionExpression());
            names(body, a.expressionAttributeNames());
            if (!a.expressionAttributeValues().isEmpty()) {
                body.set("ExpressionAttributeValues", DynamoJson.toJson(Item.of(a.expressionAttributeValues())));
            }
            RequestJson.putText(body, RequestJson.RV_ON_FAILURE, a.returnValuesOnConditionCheckFailure());
        }
        RequestJson.putText(n, "ReturnConsumedCapacity", request.returnConsumedCapacity() == null ? null
                : request.returnConsumedCapacity().name());
        RequestJson.putText(n, "ClientRequestToken", request.clientRequestToken());
        return n;
    }

    /**
     * A TransactGetItems request body as the DynamoDB API has it: {@code TransactItems}, each a
     * {@code Get} with its table, key, projection and names; then ReturnConsumedCapacity.
     * {@link #transactGet} reads it back.
     */
    public static ObjectNode write(TransactGetItemsRequest request) {
        ObjectNode n = NODES.objectNode();
        ArrayNode items = n.putArray("TransactItems");
        for (GetItemRequest g : request.gets()) {
            ObjectNode get = items.addObject().putObject("Get");
            get.put("TableName", g.tableName());
            RequestJson.putItem(get, "Key", g.key());
            RequestJson.putText(get, "ProjectionExpression", g.projectionExpression());
            names(get, g.expressionAttributeNames());
        }
        RequestJson.putText(n, "ReturnConsumedCapacity", request.returnConsumedCapacity() == null ? null
                : request.returnConsumedCapacity().name());
        return n;
    }

    private static void names(ObjectNode body, Map<String, String> names) {
        if (!names.isEmpty()) {
            ObjectNode o = body.putObject("ExpressionAttributeNames");
            names.forEach(o::put);
        }
    }

    public static ObjectNode write(BatchGetItemResult r) {
        ObjectNode n = NODES.objectNode();
        ObjectNode responses = n.putObject("Responses");
        r.responses().forEach((table, items) -> {
            ArrayNode list = responses.putArray(table);
            items.forEach(i -> list.add(DynamoJson.toJson(i)));
        });
        n.putObject("UnprocessedKeys");
        capacity(n, r.consumedCapacity());
        return n;
    }

    public static ObjectNode write(BatchWriteItemResult r) {
        ObjectNode n = NODES.objectNode();
        n.putObject("UnprocessedItems");
        capacity(n, r.consumedCapacity());
        return n;
    }

    public static ObjectNode write(TransactGetItemsResult r) {
        ObjectNode n = NODES.objectNode();
        capacity(n, r.consumedCapacity());
        ArrayNode responses = n.putArray("Responses");
        r.items().forEach(i -> {
            ObjectNode response = responses.addObject();
            RequestJson.putItem(response, "Item", i);
        });
        return n;
    }

    public static ObjectNode write(TransactWriteItemsResult r) {
        ObjectNode n = NODES.objectNode();
        capacity(n, r.consumedCapacity());
        return n;
    }

    private static void capacity(ObjectNode n, List<ConsumedCapacity> capacity) {
        if (capacity != null) {
            ArrayNode list = n.putArray("ConsumedCapacity");
            capacity.forEach(c -> list.add(RequestJson.write(c)));
        }
    }

    private static ReturnConsumedCapacity rcc(JsonNode node) {
        return node.has("ReturnConsumedCapacity")
                ? RequestFields.enumValue(ReturnConsumedCapacity.class, node, "ReturnConsumedCapacity") : null;
    }

    private static String text(JsonNode node, String field) {
        return RequestFields.text(node, field);
    }

    private static Map<String, JsonNode> fields(JsonNode node, String field) {
        Map<String, JsonNode> out = new LinkedHashMap<>();
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return out;
        }
        if (!value.isObject()) {
            throw new IllegalArgumentException(field + " must be an object");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = value.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (!e.getValue().isObject() && !e.getValue().isArray()) {
                throw new IllegalArgumentException(field + "." + e.getKey() + " has the wrong shape");
            }
            out.put(e.getKey(), e.getValue());
        }
        return out;
    }

    private static List<JsonNode> array(JsonNode node, String field) {
        List<JsonNode> out = new ArrayList<>();
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return out;
        }
        if (!value.isArray()) {
            throw new IllegalArgumentException(field + " must be an array");
        }
        value.forEach(out::add);
        return out;
    }
}
