package dev.tablewright.formats;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** A JSON node with its path, whose accessors fail with a {@link ReadError} naming that path. */
record JsonCursor(JsonNode node, String path) {

    /** A model file that has the wrong shape at a path. */
    static final class ReadError extends RuntimeException {
        final String path;
        final String reason;

        ReadError(String path, String reason) {
            super(path + ": " + reason);
            this.path = path;
            this.reason = reason;
        }
    }

    JsonCursor requireObject(String what) {
        if (node == null || !node.isObject()) {
            throw new ReadError(path, what + " must be a JSON object, found " + DynamoJson.describe(node));
        }
        return this;
    }

    boolean has(String field) {
        return node.has(field) && !node.get(field).isNull();
    }

    JsonCursor child(String field) {
        return new JsonCursor(node.get(field), path.isEmpty() ? field : path + "." + field);
    }

    JsonCursor required(String field) {
        if (!has(field)) {
            throw new ReadError(path, "missing \"" + field + "\"");
        }
        return child(field);
    }

    String text(String field) {
        JsonCursor c = required(field);
        if (!c.node.isTextual()) {
            throw new ReadError(c.path, "expected a string, found " + DynamoJson.describe(c.node));
        }
        return c.node.textValue();
    }

    String optionalText(String field) {
        return has(field) ? text(field) : null;
    }

    long longValue(String field) {
        JsonCursor c = required(field);
        if (!c.node.canConvertToLong() || !c.node.isIntegralNumber()) {
            throw new ReadError(c.path, "expected a whole number, found " + DynamoJson.describe(c.node));
        }
        return c.node.longValue();
    }

    int intValue(String field) {
        long value = longValue(field);
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw new ReadError(path + "." + field, "number " + value + " is out of range");
        }
        return (int) value;
    }

    double doubleValue(String field) {
        JsonCursor c = required(field);
        if (!c.node.isNumber()) {
            throw new ReadError(c.path, "expected a number, found " + DynamoJson.describe(c.node));
        }
        return c.node.doubleValue();
    }

    boolean booleanValue(String field, boolean absent) {
        if (!has(field)) {
            return absent;
        }
        JsonCursor c = child(field);
        if (!c.node.isBoolean()) {
            throw new ReadError(c.path, "expected true or false, found " + DynamoJson.describe(c.node));
        }
        return c.node.booleanValue();
    }

    /** The elements of an array field, or none when the field is absent. */
    List<JsonCursor> elements(String field) {
        if (!has(field)) {
            return List.of();
        }
        JsonCursor array = child(field);
        if (!array.node.isArray()) {
            throw new ReadError(array.path, "expected a JSON array, found " + DynamoJson.describe(array.node));
        }
        List<JsonCursor> list = new ArrayList<>(array.node.size());
        for (int i = 0; i < array.node.size(); i++) {
            list.add(new JsonCursor(array.node.get(i), array.path + "[" + i + "]"));
        }
        return list;
    }

    List<String> strings(String field) {
        List<String> values = new ArrayList<>();
        for (JsonCursor element : elements(field)) {
            if (!element.node.isTextual()) {
                throw new ReadError(element.path, "expected a string, found " + DynamoJson.describe(element.node));
            }
            values.add(element.node.textValue());
        }
        return values;
    }

    /** The fields of an object field, in file order, or none when absent. */
    Map<String, JsonCursor> fields(String field) {
        if (!has(field)) {
            return Map.of();
        }
        JsonCursor object = child(field).requireObject("\"" + field + "\"");
        Map<String, JsonCursor> fields = new LinkedHashMap<>();
        Iterator<String> names = object.node.fieldNames();
        while (names.hasNext()) {
            fields.put(names.next(), null);
        }
        fields.replaceAll((name, ignored) -> object.child(name));
        return fields;
    }

    /** A code that must be one of the given names, e.g. a key type. */
    <T> T code(String field, Function<String, T> lookup, String allowed) {
        String value = text(field);
        T parsed = lookup.apply(value);
        if (parsed == null) {
            throw new ReadError(path + "." + field, "'" + value + "' is not one of " + allowed);
        }
        return parsed;
    }

    /** The fields not in {@code known}, as compact JSON text, to be written back unchanged. */
    Map<String, String> unknownFields(Set<String> known) {
        Map<String, String> extras = new LinkedHashMap<>();
        node.fields().forEachRemaining(e -> {
            if (!known.contains(e.getKey())) {
                extras.put(e.getKey(), e.getValue().toString());
            }
        });
        return extras;
    }
}
