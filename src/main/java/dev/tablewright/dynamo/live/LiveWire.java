package dev.tablewright.dynamo.live;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The workspace's transactions in DynamoDB's JSON wire form, and the parts of the answers it
 * reads back (items, keys, cancellation reasons); values convert with {@link DynamoJson}.
 */
final class LiveWire {
    /** {@code #name} in an expression stands for the attribute {@code name}. */
    private static final Pattern NAME = Pattern.compile("#([A-Za-z0-9_]+)");
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private LiveWire() {
    }

    /** Adds {@code #x -> x} for each placeholder in {@code expression}. */
    static void names(String expression, Map<String, String> names) {
        if (expression == null) {
            return;
        }
        Matcher m = NAME.matcher(expression);
        while (m.find()) {
            names.putIfAbsent(m.group(), m.group(1));
        }
    }

    /** The body of a TransactGetItems (only Get actions) or TransactWriteItems. */
    static ObjectNode transaction(List<TransactionAction> actions) {
        ObjectNode body = NODES.objectNode();
        ArrayNode items = body.putArray("TransactItems");
        for (TransactionAction a : actions) {
            ObjectNode action = items.addObject().putObject(a.kind().toString());
            action.put("TableName", a.table());
            action.set(a.kind() == TransactionAction.Kind.PUT ? "Item" : "Key", DynamoJson.toJson(a.item()));
            if (a.kind() == TransactionAction.Kind.GET) {
                continue;
            }
            putText(action, "UpdateExpression", a.updateExpression());
            putText(action, "ConditionExpression", a.conditionExpression());
            Map<String, String> names = new LinkedHashMap<>();
            names(a.updateExpression(), names);
            names(a.conditionExpression(), names);
            if (!names.isEmpty()) {
                ObjectNode n = action.putObject("ExpressionAttributeNames");
                names.forEach(n::put);
            }
            if (!a.values().isEmpty()) {
                action.set("ExpressionAttributeValues", DynamoJson.toJson(Item.of(a.values())));
            }
        }
        return body;
    }

    /** The {@code Items} of a Query, Scan or ExecuteStatement answer (none when absent). */
    static List<Item> items(JsonNode answer) {
        List<Item> items = new ArrayList<>();
        answer.path("Items").forEach(i -> items.add(item(i)));
        return items;
    }

    static Item item(JsonNode json) {
        return DynamoJson.itemFromJson(json);
    }

    /** A LastEvaluatedKey, or null when absent or empty. */
    static Map<String, AttributeValue> key(JsonNode json) {
        if (json == null || json.isNull() || json.isEmpty()) {
            return null;
        }
        return DynamoJson.itemFromJson(json).attributes();
    }

    /** The CancellationReasons of a TransactionCanceledException's error answer, in action order. */
    static List<TransactionResult.Reason> reasons(JsonNode error) {
        List<TransactionResult.Reason> reasons = new ArrayList<>();
        error.path("CancellationReasons").forEach(r -> reasons.add(new TransactionResult.Reason(
                r.hasNonNull("Code") ? r.get("Code").asText() : null,
                r.hasNonNull("Message") ? r.get("Message").asText() : null)));
        return reasons;
    }

    private static void putText(ObjectNode n, String field, String value) {
        if (value != null) {
            n.put(field, value);
        }
    }
}
