package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code usage_data.json} beside an MCP {@code schema.json} (the code generator's sample
 * values): per entity, {@code sample_data} (the values an entity is created with, here its
 * item), {@code access_pattern_data} (values a PutItem pattern writes, with other keys),
 * {@code update_data} (values an update sets) and {@code filter_values} (values of filter
 * parameters). A value missing from a section falls back to {@code sample_data}, as the
 * generator's own lookup does.
 */
final class McpUsageData {
    static final String SAMPLE = "sample_data";
    static final String ACCESS = "access_pattern_data";
    static final String UPDATE = "update_data";
    static final String FILTER = "filter_values";
    private static final Set<String> SECTIONS = Set.of(SAMPLE, ACCESS, UPDATE, FILTER);

    private final JsonNode entities;
    private final Path file;

    private McpUsageData(JsonNode entities, Path file) {
        this.entities = entities;
        this.file = file;
    }

    static McpUsageData none() {
        return new McpUsageData(MissingNode.getInstance(), null);
    }

    /** The {@code usage_data.json} beside {@code schema}, or none when there is no such file. */
    static McpUsageData besides(Path schema) throws ImportException {
        Path file = schema.toAbsolutePath().resolveSibling("usage_data.json");
        if (!Files.isRegularFile(file)) {
            return none();
        }
        PositionedTree tree = PositionedTree.parseJson(file, ImportFiles.readText(file));
        JsonNode entities = tree.root().get("entities");
        if (entities == null || !entities.isObject()) {
            throw tree.error(tree.root(), "a usage_data.json is an object with an \"entities\" object");
        }
        for (Map.Entry<String, JsonNode> e : entities.properties()) {
            if (!e.getValue().isObject()) {
                throw tree.error(e.getValue(), "entities." + e.getKey() + " must be an object of sections");
            }
            for (Map.Entry<String, JsonNode> section : e.getValue().properties()) {
                if (!section.getValue().isObject()) {
                    throw tree.error(section.getValue(), "entities." + e.getKey() + "." + section.getKey()
                            + " must be an object of field values");
                }
            }
        }
        return new McpUsageData(entities, file);
    }

    boolean present() {
        return file != null;
    }

    Path file() {
        return file;
    }

    /** What the file holds that the model does not take: entities the schema lacks, unknown sections. */
    List<String> leftOut(Set<String> schemaEntities) {
        List<String> lines = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : entities.properties()) {
            if (!schemaEntities.contains(e.getKey())) {
                lines.add("usage_data.json: entity " + e.getKey() + " (schema.json has no such entity)");
                continue;
            }
            e.getValue().fieldNames().forEachRemaining(section -> {
                if (!SECTIONS.contains(section)) {
                    lines.add("usage_data.json: entities." + e.getKey() + "." + section + " (not a section of usage data)");
                }
            });
        }
        return lines;
    }

    /** The entity's values of one section, in file order (empty when it has none). */
    Map<String, JsonNode> section(String entity, String section) {
        Map<String, JsonNode> values = new LinkedHashMap<>();
        entities.path(entity).path(section).properties().forEach(e -> values.put(e.getKey(), e.getValue()));
        return values;
    }

    /** The value of {@code name} in the first of {@code sections} that has it, as text; null when none has. */
    String text(String entity, String name, String... sections) {
        for (String section : sections) {
            String text = text(entities.path(entity).path(section).get(name));
            if (text != null) {
                return text;
            }
        }
        return null;
    }

    /** A scalar JSON value as a template takes it: text as is, a number's digits, true or false; else null. */
    static String text(JsonNode value) {
        if (value == null || !(value.isTextual() || value.isNumber() || value.isBoolean())) {
            return null;
        }
        return value.asText();
    }

    /**
     * A sample value as an attribute value of {@code type} (the field's, or null for an unknown
     * field: then by its JSON kind). Lists and objects keep their elements' JSON kinds.
     */
    static AttributeValue value(JsonNode node, AttributeType type) {
        if (type == AttributeType.S && (node.isNumber() || node.isBoolean() || node.isTextual())) {
            return AttributeValue.s(node.asText());
        }
        if (type == AttributeType.N && node.isTextual()) {
            return AttributeValue.n(node.asText().strip());
        }
        if (node.isTextual()) {
            return AttributeValue.s(node.asText());
        }
        if (node.isNumber()) {
            return AttributeValue.n(node.asText());
        }
        if (node.isBoolean()) {
            return AttributeValue.bool(node.booleanValue());
        }
        if (node.isArray()) {
            List<AttributeValue> values = new ArrayList<>();
            node.forEach(v -> values.add(value(v, null)));
            return AttributeValue.l(values);
        }
        if (node.isObject()) {
            Map<String, AttributeValue> values = new LinkedHashMap<>();
            node.properties().forEach(e -> values.put(e.getKey(), value(e.getValue(), null)));
            return AttributeValue.m(values);
        }
        return AttributeValue.nul();
    }
}
