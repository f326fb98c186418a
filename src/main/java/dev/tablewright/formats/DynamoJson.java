package dev.tablewright.formats;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import com.fasterxml.jackson.core.JsonProcessingException;
import java.io.Writer;

/**
 * Converts attribute values and items to and from DynamoDB JSON ({@code {"S": "x"}},
 * {@code {"N": "1.5"}}, {@code {"M": {...}}}, ...), the shape the DynamoDB API, the AWS CLI and
 * NoSQL Workbench files use.
 */
public final class DynamoJson {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private DynamoJson() {
    }

    /** A value that is not valid DynamoDB JSON; {@link #path()} is relative to the node given. */
    public static final class InvalidValueException extends IllegalArgumentException {
        private final String path;
        private final String reason;

        InvalidValueException(String path, String reason) {
            super((path.isEmpty() ? "" : path + ": ") + reason);
            this.path = path;
            this.reason = reason;
        }

        public String path() {
            return path;
        }

        public String reason() {
            return reason;
        }

        InvalidValueException prefixed(String prefix) {
            String joined = path.isEmpty() ? prefix : path.startsWith("[") ? prefix + path : prefix + "." + path;
            return new InvalidValueException(joined, reason);
        }
    }

    public static ObjectNode toJson(Item item) {
        ObjectNode node = NODES.objectNode();
        item.attributes().forEach((name, value) -> node.set(name, toJson(value)));
        return node;
    }

    public static ObjectNode toJson(AttributeValue value) {
        ObjectNode node = NODES.objectNode();
        String code = value.type().name();
        if (value instanceof AttributeValue.S s) {
            node.put(code, s.value());
        } else if (value instanceof AttributeValue.N n) {
            node.put(code, n.value());
        } else if (value instanceof AttributeValue.B b) {
            node.put(code, b.value().toBase64());
        } else if (value instanceof AttributeValue.Bool bool) {
            node.put(code, bool.value());
        } else if (value instanceof AttributeValue.Null) {
            node.put(code, true);
        } else if (value instanceof AttributeValue.L l) {
            ArrayNode array = node.putArray(code);
            l.values().forEach(v -> array.add(toJson(v)));
        } else if (value instanceof AttributeValue.M m) {
            ObjectNode map = node.putObject(code);
            m.values().forEach((k, v) -> map.set(k, toJson(v)));
        } else if (value instanceof AttributeValue.SS ss) {
            ss.values().forEach(node.putArray(code)::add);
        } else if (value instanceof AttributeValue.NS ns) {
            ns.values().forEach(node.putArray(code)::add);
        } else if (value instanceof AttributeValue.BS bs) {
            ArrayNode array = node.putArray(code);
            bs.values().forEach(b -> array.add(b.toBase64()));
        }
        return node;
    }

    /**
     * Reads an item as NoSQL Workbench writes them: attribute values are DynamoDB JSON, but inside
     * an {@code M} or {@code L} a value may also be plain JSON ({@code {"M": {"on": true}}}), which
     * Workbench accepts. Plain values become S, N, BOOL, NULL, L or M.
     */
    public static Item itemFromWorkbenchJson(JsonNode node) {
        return itemFromJson(node, true);
    }

    /** Reads an item: an object whose fields are DynamoDB JSON values. */
    public static Item itemFromJson(JsonNode node) {
        return itemFromJson(node, false);
    }

    private static Item itemFromJson(JsonNode node, boolean lenient) {
        if (node == null || !node.isObject()) {
            throw new InvalidValueException("", "an item must be a JSON object, found " + describe(node));
        }
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> fields = node.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            try {
                attributes.put(field.getKey(), fromJson(field.getValue(), lenient));
            } catch (InvalidValueException e) {
                throw e.prefixed(field.getKey());
            }
        }
        return Item.of(attributes);
    }

    /** Reads one of an item's values as NoSQL Workbench writes them (see {@link #itemFromWorkbenchJson}). */
    static AttributeValue workbenchValue(JsonNode node) {
        return fromJson(node, true);
    }

    /** Reads one DynamoDB JSON value such as {@code {"N": "42"}}. */
    public static AttributeValue fromJson(JsonNode node) {
        return fromJson(node, false);
    }

    private static AttributeValue fromJson(JsonNode node, boolean lenient) {
        if (node == null || !node.isObject() || node.size() != 1) {
            throw new InvalidValueException("", "a value must be an object with exactly one type key such as "
                    + "{\"S\": \"text\"}, found " + describe(node));
        }
        String code = node.fieldNames().next();
        AttributeType type = AttributeType.fromCode(code);
        if (type == null) {
            throw new InvalidValueException("", "'" + code + "' is not one of S, N, B, BOOL, NULL, L, M, SS, NS, BS");
        }
        JsonNode body = node.get(code);
        try {
            return switch (type) {
                case S -> AttributeValue.s(text(body, "a string"));
                case N -> AttributeValue.n(number(body));
                case B -> AttributeValue.b(binary(body));
                case BOOL -> AttributeValue.bool(bool(body));
                case NULL -> {
                    bool(body);
                    yield AttributeValue.nul();
                }
                case L -> AttributeValue.l(list(body, lenient));
                case M -> AttributeValue.m(map(body, lenient));
                case SS -> AttributeValue.ss(strings(body, false));
                case NS -> AttributeValue.ns(strings(body, true));
                case BS -> AttributeValue.bs(strings(body, false).stream().map(DynamoJson::decode).toList());
            };
        } catch (InvalidValueException e) {
            throw e.prefixed(code);
        }
    }

    /** Parses a JSON text holding one item in DynamoDB JSON. */
    public static Item parseItem(String json) {
        try {
            return itemFromJson(MAPPER.readTree(json));
        } catch (JsonProcessingException e) {
            throw new InvalidValueException("", "not valid JSON: " + e.getOriginalMessage());
        }
    }

    /** Writes an item as compact DynamoDB JSON text. */
    public static String write(Item item) {
        try {
            return MAPPER.writeValueAsString(toJson(item));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String text(JsonNode body, String what) {
        if (body == null || !body.isTextual()) {
            throw new InvalidValueException("", "expected " + what + ", found " + describe(body));
        }
        return body.textValue();
    }

    private static String number(JsonNode body) {
        String text = body != null && body.isNumber() ? body.asText() : text(body, "a number as a string");
        try {
            return AttributeValue.n(text).value();
        } catch (IllegalArgumentException e) {
            throw new InvalidValueException("", e.getMessage());
        }
    }

    private static Binary binary(JsonNode body) {
        return decode(text(body, "base64 text"));
    }

    private static Binary decode(String base64) {
        try {
            return Binary.fromBase64(base64);
        } catch (IllegalArgumentException e) {
            throw new InvalidValueException("", "'" + abbreviate(base64) + "' is not valid base64");
        }
    }

    private static boolean bool(JsonNode body) {
        if (body != null && body.isBoolean()) {
            return body.booleanValue();
        }
        if (body != null && body.isTextual() && ("true".equals(body.textValue()) || "false".equals(body.textValue()))) {
            return Boolean.parseBoolean(body.textValue());
        }
        throw new InvalidValueException("", "expected true or false, found " + describe(body));
    }

    /** Inside a Workbench M or L: typed when it reads as typed DynamoDB JSON, else plain JSON. */
    private static AttributeValue nested(JsonNode node, boolean lenient) {
        if (!lenient) {
            return fromJson(node, false);
        }
        if (node != null && node.isObject() && node.size() == 1
                && AttributeType.fromCode(node.fieldNames().next()) != null) {
            try {
                return fromJson(node, true);
            } catch (InvalidValueException e) {
                // not typed after all: read it as plain JSON below
            }
        }
        return plain(node);
    }

    private static AttributeValue plain(JsonNode node) {
        if (node == null || node.isNull()) {
            return AttributeValue.nul();
        }
        if (node.isTextual()) {
            return AttributeValue.s(node.textValue());
        }
        if (node.isNumber()) {
            return AttributeValue.n(number(node));
        }
        if (node.isBoolean()) {
            return AttributeValue.bool(node.booleanValue());
        }
        if (node.isArray()) {
            List<AttributeValue> values = new ArrayList<>();
            node.forEach(element -> values.add(nested(element, true)));
            return AttributeValue.l(values);
        }
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        node.fields().forEachRemaining(e -> values.put(e.getKey(), nested(e.getValue(), true)));
        return AttributeValue.m(values);
    }

    private static List<AttributeValue> list(JsonNode body, boolean lenient) {
        if (body == null || !body.isArray()) {
            throw new InvalidValueException("", "expected a JSON array, found " + describe(body));
        }
        List<AttributeValue> values = new ArrayList<>(body.size());
        for (int i = 0; i < body.size(); i++) {
            try {
                values.add(nested(body.get(i), lenient));
            } catch (InvalidValueException e) {
                throw e.prefixed("[" + i + "]");
            }
        }
        return values;
    }

    private static Map<String, AttributeValue> map(JsonNode body, boolean lenient) {
        if (body == null || !body.isObject()) {
            throw new InvalidValueException("", "expected a JSON object, found " + describe(body));
        }
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        Iterator<Map.Entry<String, JsonNode>> fields = body.fields();
        while (fields.hasNext()) {
            Map.Entry<String, JsonNode> field = fields.next();
            try {
                values.put(field.getKey(), nested(field.getValue(), lenient));
            } catch (InvalidValueException e) {
                throw e.prefixed(field.getKey());
            }
        }
        return values;
    }

    private static List<String> strings(JsonNode body, boolean numbers) {
        if (body == null || !body.isArray()) {
            throw new InvalidValueException("", "expected a JSON array, found " + describe(body));
        }
        List<String> values = new ArrayList<>(body.size());
        for (int i = 0; i < body.size(); i++) {
            try {
                values.add(numbers ? number(body.get(i)) : text(body.get(i), "a string"));
            } catch (InvalidValueException e) {
                throw e.prefixed("[" + i + "]");
            }
        }
        return values;
    }

    static String describe(JsonNode node) {
        if (node == null || node.isMissingNode()) {
            return "nothing";
        }
        return node.getNodeType().name().toLowerCase() + " " + abbreviate(start(node, 41));
    }

    /** The first {@code limit} characters of the node as JSON, without writing out a large node whole. */
    private static String start(JsonNode node, int limit) {
        StringBuilder text = new StringBuilder(limit);
        Writer bounded = new Writer() {
            @Override
            public void write(char[] chars, int offset, int length) throws IOException {
                text.append(chars, offset, Math.min(length, limit - text.length()));
                if (text.length() >= limit) {
                    throw new IOException("enough");
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        };
        try {
            MAPPER.writeValue(bounded, node);
        } catch (IOException e) {
            // stopped at the limit: the start is all a message shows
        }
        return text.toString();
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 37) + "..." : text;
    }
}
