package dev.tablewright.formats;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.NameMapping;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * A {@link NameMapping} as JSON, the same in a {@code --mapping} file and in a saved connection
 * (docs/mapping.md):
 * <pre>{"Tables": {"HR-OE": {"TableName": "hr_live", "Indexes": {"GSI1": "by_sk"},
 *                       "Attributes": {"PK": "pk", "SK": "sk"}}}}</pre>
 * Every part is optional. A malformed node is refused with its path, e.g.
 * {@code Tables.HR-OE.Indexes.GSI1: must be a string}.
 */
public final class NameMappingJson {
    private static final ObjectMapper JSON = new ObjectMapper();

    private NameMappingJson() {
    }

    public static ObjectNode write(NameMapping mapping) {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode tables = root.putObject("Tables");
        mapping.tables().forEach((table, names) -> {
            ObjectNode node = tables.putObject(table);
            if (names.liveName() != null) {
                node.put("TableName", names.liveName());
            }
            if (!names.indexes().isEmpty()) {
                ObjectNode indexes = node.putObject("Indexes");
                names.indexes().forEach(indexes::put);
            }
            if (!names.attributes().isEmpty()) {
                ObjectNode attributes = node.putObject("Attributes");
                names.attributes().forEach(attributes::put);
            }
        });
        return root;
    }

    /** @throws IllegalArgumentException naming the malformed node and what it should be */
    public static NameMapping read(JsonNode root) {
        if (root == null || root.isNull() || root.isMissingNode()) {
            return NameMapping.identity();
        }
        requireObject(root, "the mapping");
        Map<String, NameMapping.TableNames> tables = new LinkedHashMap<>();
        JsonNode tablesNode = root.path("Tables");
        if (!tablesNode.isMissingNode()) {
            requireObject(tablesNode, "Tables");
            for (Iterator<Map.Entry<String, JsonNode>> it = tablesNode.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                String at = "Tables." + e.getKey();
                JsonNode node = e.getValue();
                requireObject(node, at);
                String liveName = null;
                if (node.has("TableName")) {
                    liveName = text(node.get("TableName"), at + ".TableName");
                }
                tables.put(e.getKey(), new NameMapping.TableNames(liveName, names(node, "Indexes", at),
                        names(node, "Attributes", at)));
            }
        }
        return new NameMapping(tables);
    }

    /** Reads a mapping file; the message names the file and what is wrong with it. */
    public static NameMapping read(Path file) throws IOException {
        String text;
        try {
            text = Files.readString(file);
        } catch (NoSuchFileException e) {
            throw new IllegalArgumentException(file + ": no such mapping file");
        }
        try {
            return read(JSON.readTree(text));
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + ": not JSON (" + e.getOriginalMessage() + ", line "
                    + e.getLocation().getLineNr() + ")");
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage());
        }
    }

    private static Map<String, String> names(JsonNode table, String field, String at) {
        Map<String, String> out = new LinkedHashMap<>();
        JsonNode node = table.path(field);
        if (node.isMissingNode()) {
            return out;
        }
        requireObject(node, at + "." + field);
        node.fields().forEachRemaining(e -> out.put(e.getKey(), text(e.getValue(), at + "." + field + "." + e.getKey())));
        return out;
    }

    private static void requireObject(JsonNode node, String at) {
        if (!node.isObject()) {
            throw new IllegalArgumentException(at + ": must be an object");
        }
    }

    private static String text(JsonNode node, String at) {
        if (!node.isTextual() || node.asText().isBlank()) {
            throw new IllegalArgumentException(at + ": must be a non-empty string");
        }
        return node.asText();
    }
}
