package dev.tablewright.formats.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;
import java.math.BigDecimal;

/**
 * Writes items as CSV, DynamoDB JSON (scan output) or plain JSON.
 *
 * <p>CSV: key attributes first, then every other attribute in the order first seen. A column whose
 * values all have one type is headed {@code name:TYPE}, so {@code import-csv} reads the same types
 * back; B is base64, sets are JSON arrays of strings, L and M are their DynamoDB JSON bodies. A
 * column of mixed types is headed by its name alone and its types are inferred again on import.
 */
public final class ItemWriter {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final ObjectWriter PRETTY = MAPPER.writer(
            new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n")));

    private ItemWriter() {
    }

    public static String write(List<Item> items, KeySchema keys, ItemFormat format) {
        switch (format) {
            case CSV:
                return toCsv(items, keys);
            case DYNAMODB_JSON:
                return toDynamoDbJson(items);
            default:
                return toPlainJson(items);
        }
    }

    /** {@code {"Items": [...], "Count": n, "ScannedCount": n}}, as {@code aws dynamodb scan} prints. */
    public static String toDynamoDbJson(List<Item> items) {
        ObjectNode root = NODES.objectNode();
        ArrayNode array = root.putArray("Items");
        items.forEach(item -> array.add(DynamoJson.toJson(item)));
        root.put("Count", items.size());
        root.put("ScannedCount", items.size());
        return pretty(root);
    }

    public static String toPlainJson(List<Item> items) {
        ArrayNode array = NODES.arrayNode();
        items.forEach(item -> array.add(plain(item)));
        return pretty(array);
    }

    public static String toCsv(List<Item> items, KeySchema keys) {
        Set<String> names = new LinkedHashSet<>(keys == null ? List.of() : keys.attributeNames());
        Map<String, Set<AttributeType>> types = new LinkedHashMap<>();
        for (Item item : items) {
            item.attributes().forEach((name, value) -> {
                names.add(name);
                types.computeIfAbsent(name, n -> EnumSet.noneOf(AttributeType.class)).add(value.type());
            });
        }
        List<String> header = new ArrayList<>();
        for (String name : names) {
            Set<AttributeType> seen = types.getOrDefault(name, Set.of());
            header.add(seen.size() == 1 ? name + ":" + seen.iterator().next().name() : name);
        }
        StringWriter out = new StringWriter();
        try (CSVPrinter printer = new CSVPrinter(out, CSVFormat.RFC4180.builder().setRecordSeparator('\n').get())) {
            printer.printRecord(header);
            for (Item item : items) {
                List<String> row = new ArrayList<>(names.size());
                for (String name : names) {
                    AttributeValue value = item.get(name);
                    row.add(value == null ? "" : cell(value));
                }
                printer.printRecord(row);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString();
    }

    /** A value as CSV cell text. */
    static String cell(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        } else if (value instanceof AttributeValue.N n) {
            return n.value();
        } else if (value instanceof AttributeValue.Bool b) {
            return Boolean.toString(b.value());
        } else if (value instanceof AttributeValue.Null) {
            return "null";
        } else if (value instanceof AttributeValue.B b) {
            return b.value().toBase64();
        }
        JsonNode typed = DynamoJson.toJson(value).get(value.type().name());
        return compact(typed);
    }

    /** An item as a plain JSON object. */
    public static ObjectNode plain(Item item) {
        ObjectNode node = NODES.objectNode();
        item.attributes().forEach((name, value) -> node.set(name, plain(value)));
        return node;
    }

    static JsonNode plain(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return NODES.textNode(s.value());
        } else if (value instanceof AttributeValue.N n) {
            return NODES.numberNode(n.decimal());
        } else if (value instanceof AttributeValue.Bool b) {
            return NODES.booleanNode(b.value());
        } else if (value instanceof AttributeValue.Null) {
            return NODES.nullNode();
        } else if (value instanceof AttributeValue.B b) {
            return NODES.textNode(b.value().toBase64());
        } else if (value instanceof AttributeValue.L l) {
            ArrayNode array = NODES.arrayNode();
            l.values().forEach(v -> array.add(plain(v)));
            return array;
        } else if (value instanceof AttributeValue.M m) {
            ObjectNode object = NODES.objectNode();
            m.values().forEach((k, v) -> object.set(k, plain(v)));
            return object;
        } else if (value instanceof AttributeValue.NS ns) {
            ArrayNode array = NODES.arrayNode();
            ns.values().forEach(v -> array.add(new BigDecimal(v)));
            return array;
        }
        return DynamoJson.toJson(value).get(value.type().name()); // SS and BS: arrays of strings
    }

    private static String compact(JsonNode node) {
        try {
            return MAPPER.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String pretty(JsonNode node) {
        try {
            return PRETTY.writeValueAsString(node) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
