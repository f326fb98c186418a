package dev.tablewright.formats.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.apache.commons.csv.CSVPrinter;
import java.math.BigDecimal;

/**
 * Writes items as CSV, DynamoDB JSON (scan output) or plain JSON.
 *
 * <p>CSV: key attributes first, then every other attribute in the order first seen. A column whose
 * values all have one type is headed {@code name:TYPE}, so {@code import-csv} reads the same types
 * back; B is base64, sets are JSON arrays of strings, L and M are their DynamoDB JSON bodies. A
 * column of mixed types is headed by its name alone and its types are inferred again on import
 * ({@link CsvColumns}). {@link ItemSink} writes the same forms page by page, without holding the items.
 */
public final class ItemWriter {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();

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
        return streamed(items, ItemFormat.DYNAMODB_JSON);
    }

    public static String toPlainJson(List<Item> items) {
        return streamed(items, ItemFormat.JSON);
    }

    /** The same text {@link ItemSink} streams: one owner of the JSON forms. */
    private static String streamed(List<Item> items, ItemFormat format) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (JsonItemSink sink = format == ItemFormat.JSON ? JsonItemSink.plain(out) : JsonItemSink.dynamoDb(out)) {
            sink.write(items);
            sink.finish(() -> false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /** The columns as {@link CsvColumns} learns them, every row held in memory (a streamed CSV: {@link ItemSink}). */
    public static String toCsv(List<Item> items, KeySchema keys) {
        CsvColumns columns = new CsvColumns(keys);
        items.forEach(columns::add);
        StringWriter out = new StringWriter();
        try (CSVPrinter printer = new CSVPrinter(out, CsvColumns.FORMAT)) {
            printer.printRecord(columns.header());
            for (Item item : items) {
                printer.printRecord(columns.row(item));
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
}
