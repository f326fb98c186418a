package dev.tablewright.formats;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The fields of a request in DynamoDB's wire form, read with the message DynamoDB's shape checks
 * give: a missing, mistyped or unknown field names itself.
 */
final class RequestFields {
    private RequestFields() {
    }

    static Map<String, String> names(JsonNode node) {
        Map<String, String> out = new LinkedHashMap<>();
        if (node == null) {
            return out;
        }
        if (!node.isObject()) {
            throw new IllegalArgumentException("ExpressionAttributeNames must be an object");
        }
        node.fields().forEachRemaining(e -> {
            if (!e.getValue().isTextual()) {
                throw new IllegalArgumentException("ExpressionAttributeNames." + e.getKey() + " must be a string");
            }
            out.put(e.getKey(), e.getValue().asText());
        });
        return out;
    }

    static Map<String, AttributeValue> values(JsonNode node) {
        if (node == null) {
            return Map.of();
        }
        try {
            return DynamoJson.itemFromJson(node).attributes();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("ExpressionAttributeValues: " + e.getMessage());
        }
    }

    static Item item(JsonNode node, String field) {
        JsonNode value = node.get(field);
        if (value == null || value.isNull()) {
            return null;
        }
        try {
            return DynamoJson.itemFromJson(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(field + ": " + e.getMessage());
        }
    }

    static <T> T required(T item, String field) {
        if (item == null) {
            throw new IllegalArgumentException(field + " is missing");
        }
        return item;
    }

    static String text(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isTextual()) {
            throw new IllegalArgumentException(field + " must be a string");
        }
        return v.asText();
    }

    static Boolean bool(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isBoolean()) {
            throw new IllegalArgumentException(field + " must be true or false");
        }
        return v.asBoolean();
    }

    static Integer integer(JsonNode node, String field) {
        JsonNode v = node.get(field);
        if (v == null || v.isNull()) {
            return null;
        }
        if (!v.isIntegralNumber()) {
            throw new IllegalArgumentException(field + " must be a whole number");
        }
        return v.asInt();
    }

    static <E extends Enum<E>> E enumValue(Class<E> type, JsonNode node, String field) {
        String v = text(node, field);
        for (E e : type.getEnumConstants()) {
            if (e.name().equals(v)) {
                return e;
            }
        }
        throw new IllegalArgumentException(field + " '" + v + "' is not one of "
                + Arrays.toString(type.getEnumConstants()));
    }
}
