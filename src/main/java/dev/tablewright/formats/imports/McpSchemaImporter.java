package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.formats.imports.McpSchemaEntity.Field;
import dev.tablewright.formats.imports.McpSchemaEntity.IndexTemplates;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the {@code schema.json} of the DynamoDB MCP server's code generator (its schema
 * definition and the schema generator's guide), with the {@code usage_data.json} beside it when
 * there is one: each of {@code tables} a table ({@code table_config}'s name and keys;
 * {@code gsi_list} GSIs with single or multi-attribute keys and projections), each entity a
 * facet (key templates with {@code {field}} turned into {@code ${field}}, fields as typed
 * attributes, {@code gsi_mappings} as the facet's index-key attributes with a generator from
 * their template), each access pattern a model pattern ({@link McpSchemaPatterns}), and each
 * entity's {@code sample_data} an item with its table and index keys filled from the templates.
 * A key attribute is a string, unless it is itself a number field ({@code "{price}"} for the key
 * {@code price}). What the model has no place for is named in {@link ImportedModel#leftOut()}.
 */
public final class McpSchemaImporter {
    /** A facet's extras key keeping the entity's {@code entity_type}, as written. */
    public static final String ENTITY_TYPE_KEY = "McpEntityType";

    private final PositionedTree tree;
    private final McpUsageData usage;
    private final List<String> leftOut = new ArrayList<>();

    private McpSchemaImporter(PositionedTree tree, McpUsageData usage) {
        this.tree = tree;
        this.usage = usage;
    }

    /** Reads the JSON text of {@code file}, and the {@code usage_data.json} beside it if there is one. */
    public static ImportedModel read(String text, Path file) throws ImportException {
        McpSchemaImporter importer = new McpSchemaImporter(PositionedTree.parseJson(file, text), McpUsageData.besides(file));
        Model model = importer.model();
        return new ImportedModel(model, ImportFormat.MCP_SCHEMA, importer.leftOut);
    }

    private Model model() throws ImportException {
        JsonNode root = tree.root();
        if (!root.isObject() || !root.path("tables").isArray()) {
            throw tree.error(root, "an MCP schema.json is an object with a \"tables\" array");
        }
        Map<String, McpSchemaEntity> entities = new LinkedHashMap<>();
        List<Table> tables = new ArrayList<>();
        int n = 0;
        for (JsonNode node : root.get("tables")) {
            Table table = table(node, "tables[" + n + "]", entities);
            if (tables.stream().anyMatch(t -> t.name().equals(table.name()))) {
                throw tree.error(node, "tables[" + n + "]: table " + table.name() + " is defined twice");
            }
            tables.add(table);
            n++;
        }
        Model model = new Model(modelName(), ModelMetadata.of(""), tables, List.of(), Extras.none());
        McpSchemaPatterns patterns = new McpSchemaPatterns(tree, model, entities, usage, leftOut);
        List<AccessPattern> read = new ArrayList<>();
        n = 0;
        for (JsonNode node : root.get("tables")) {
            for (Map.Entry<String, JsonNode> e : node.path("entities").properties()) {
                read.addAll(patterns.entityPatterns(entities.get(e.getKey()), e.getValue().path("access_patterns"),
                        "tables[" + n + "].entities." + e.getKey()));
            }
            n++;
        }
        read.addAll(patterns.crossTablePatterns(root.get("cross_table_access_patterns")));
        patterns.noteReturnTypes();
        if (usage.present()) {
            leftOut.addAll(usage.leftOut(entities.keySet()));
        }
        for (String field : iterable(root.fieldNames())) {
            if (!field.equals("tables") && !field.equals("cross_table_access_patterns")) {
                leftOut.add(field + " (not a part of a schema.json)");
            }
        }
        return model.withAccessPatterns(read);
    }

    private Table table(JsonNode node, String where, Map<String, McpSchemaEntity> entities) throws ImportException {
        JsonNode config = node.path("table_config");
        String name = text(config, "table_name", where + ".table_config");
        String pkName = text(config, "partition_key", where + ".table_config");
        String skName = config.hasNonNull("sort_key") ? text(config, "sort_key", where + ".table_config") : null;
        if (!node.path("entities").isObject()) {
            throw tree.error(node, where + ": a table needs an \"entities\" object");
        }
        McpSchemaFields.noteUnknown(node, McpSchemaFields.TABLE, where, leftOut);
        McpSchemaFields.noteUnknown(config, McpSchemaFields.TABLE_CONFIG, where + ".table_config", leftOut);
        McpSchemaFields.noteUnknownEach(node.path("gsi_list"), McpSchemaFields.GSI, where + ".gsi_list", leftOut);
        List<JsonNode> gsiNodes = new ArrayList<>();
        for (JsonNode gsi : node.path("gsi_list")) {
            names(gsi, "partition_key", where + ".gsi_list." + text(gsi, "name", where + ".gsi_list"));
            gsiNodes.add(gsi);
        }
        List<McpSchemaEntity> own = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : node.get("entities").properties()) {
            McpSchemaEntity entity = entity(e.getKey(), e.getValue(), name, skName != null, gsiNodes, where);
            if (entities.containsKey(entity.name())) {
                throw tree.error(e.getValue(), where + ".entities." + e.getKey() + ": entity " + e.getKey()
                        + " is defined twice (the code generator names classes by entity)");
            }
            entities.put(entity.name(), entity);
            own.add(entity);
        }
        Map<String, ScalarType> keyTypes = new LinkedHashMap<>();
        KeySchema tableKeys = skName == null ? KeySchema.of(key(pkName, own, keyTypes))
                : KeySchema.of(key(pkName, own, keyTypes), key(skName, own, keyTypes));
        List<SecondaryIndex> gsis = new ArrayList<>();
        for (JsonNode gsi : gsiNodes) {
            String gsiName = gsi.get("name").asText();
            String at = where + ".gsi_list." + gsiName;
            List<KeyAttribute> partition = new ArrayList<>();
            for (String key : names(gsi, "partition_key", at)) {
                partition.add(key(key, own, keyTypes));
            }
            List<KeyAttribute> sort = new ArrayList<>();
            if (gsi.hasNonNull("sort_key")) {
                for (String key : names(gsi, "sort_key", at)) {
                    sort.add(key(key, own, keyTypes));
                }
            }
            gsis.add(SecondaryIndex.gsi(gsiName, KeySchema.of(partition, sort), projection(gsi, at)));
        }
        Map<String, AttributeType> attributes = new LinkedHashMap<>();
        List<Facet> facets = new ArrayList<>();
        for (McpSchemaEntity entity : own) {
            entity.fields().values().forEach(f -> {
                if (!keyTypes.containsKey(f.name())) {
                    attributes.putIfAbsent(f.name(), f.attributeType());
                }
            });
            facets.add(facet(entity, tableKeys, gsis, keyTypes));
        }
        List<AttributeDefinition> nonKey = attributes.entrySet().stream()
                .map(e -> new AttributeDefinition(e.getKey(), e.getValue())).toList();
        return new Table(name, tableKeys, nonKey, gsis, List.of(), facets, List.of(), BillingMode.PAY_PER_REQUEST, null,
                Extras.none());
    }

    private McpSchemaEntity entity(String name, JsonNode node, String table, boolean tableHasSortKey,
                                   List<JsonNode> gsis, String where) throws ImportException {
        String at = where + ".entities." + name;
        McpSchemaFields.noteUnknown(node, McpSchemaFields.ENTITY, at, leftOut);
        McpSchemaFields.noteUnknownEach(node.path("fields"), McpSchemaFields.FIELD, at + ".fields", leftOut);
        McpSchemaFields.noteUnknownEach(node.path("gsi_mappings"), McpSchemaFields.MAPPING, at + ".gsi_mappings", leftOut);
        Map<String, Field> fields = new LinkedHashMap<>();
        int n = 0;
        for (JsonNode f : node.path("fields")) {
            String fieldAt = at + ".fields[" + n++ + "]";
            String fieldName = text(f, "name", fieldAt);
            String type = text(f, "type", fieldAt);
            if (!Set.of("string", "integer", "decimal", "boolean", "array", "object", "uuid").contains(type)) {
                throw tree.error(f.get("type"), fieldAt + ": type '" + type + "' is not one of string, integer, "
                        + "decimal, boolean, array, object, uuid");
            }
            fields.put(fieldName, new Field(fieldName, type, f.path("item_type").asText(null), f.path("required").asBoolean(false)));
        }
        KeyTemplate pk = McpSchemaEntity.template(text(node, "pk_template", at));
        KeyTemplate sk = node.hasNonNull("sk_template") ? McpSchemaEntity.template(text(node, "sk_template", at)) : null;
        if (tableHasSortKey && sk == null) {
            throw tree.error(node, at + ": the table has a sort key, so the entity needs an sk_template");
        }
        if (!tableHasSortKey && sk != null) {
            leftOut.add(at + ".sk_template " + sk + " (the table has no sort key)");
            sk = null;
        }
        Map<String, IndexTemplates> indexes = new LinkedHashMap<>();
        for (JsonNode mapping : node.path("gsi_mappings")) {
            String index = text(mapping, "name", at + ".gsi_mappings");
            JsonNode gsi = gsis.stream().filter(g -> g.path("name").asText().equals(index)).findFirst()
                    .orElseThrow(() -> tree.error(mapping, at + ".gsi_mappings: " + index + " is not in the table's gsi_list"));
            List<KeyTemplate> partition = templates(mapping.get("pk_template"), names(gsi, "partition_key", index).size(),
                    at + ".gsi_mappings." + index + ".pk_template");
            List<KeyTemplate> sort = !mapping.hasNonNull("sk_template") ? List.of() : templates(mapping.get("sk_template"),
                    gsi.hasNonNull("sort_key") ? names(gsi, "sort_key", index).size() : 0, at + ".gsi_mappings." + index + ".sk_template");
            indexes.put(index, new IndexTemplates(partition, sort));
        }
        for (KeyTemplate t : allTemplates(pk, sk, indexes)) {
            for (String placeholder : t.parameters()) {
                if (!fields.containsKey(placeholder)) {
                    throw tree.error(node, at + ": the template " + t + " names " + placeholder + ", which is not a field");
                }
            }
        }
        String entityType = node.path("entity_type").asText(null);
        return new McpSchemaEntity(name, table, entityType, pk, sk, indexes, fields);
    }

    /** The facet of an entity: its templates, attributes, index-key generators and sample item. */
    private Facet facet(McpSchemaEntity entity, KeySchema tableKeys, List<SecondaryIndex> gsis,
                        Map<String, ScalarType> keyTypes) throws ImportException {
        Set<String> attributes = new LinkedHashSet<>();
        Map<String, String> generators = new LinkedHashMap<>();
        for (Field f : entity.fields().values()) {
            if (!tableKeys.attributeNames().contains(f.name())) {
                attributes.add(f.name());
            }
            if (f.scalar()) {
                generators.put(f.name(), f.generator());
            }
        }
        Map<String, KeyTemplate> indexKeys = indexKeyTemplates(entity, gsis);
        indexKeys.forEach((attribute, template) -> {
            if (!tableKeys.attributeNames().contains(attribute)) {
                attributes.add(attribute);
            }
            if (!template.text().equals("${" + attribute + "}")) {
                generators.put(attribute, template.text());
            }
        });
        Extras extras = entity.entityType() == null ? Extras.none()
                : new Extras(Map.of(ENTITY_TYPE_KEY, McpSchemaPatterns.jsonString(entity.entityType())));
        List<Item> items = new ArrayList<>();
        Map<String, JsonNode> sample = usage.section(entity.name(), McpUsageData.SAMPLE);
        if (!sample.isEmpty()) {
            items.add(McpSampleItems.item(usage.file(), entity, sample, tableKeys, indexKeys, keyTypes));
        }
        return new Facet(entity.name(), tableKeys.partitionKey().name(),
                tableKeys.hasSortKey() ? tableKeys.sortKey().name() : null, entity.partitionKey(), entity.sortKey(),
                List.copyOf(attributes), items, null, generators, extras);
    }

    /** Each index-key attribute the entity maps, with its template. */
    static Map<String, KeyTemplate> indexKeyTemplates(McpSchemaEntity entity, List<SecondaryIndex> gsis) {
        Map<String, KeyTemplate> keys = new LinkedHashMap<>();
        for (SecondaryIndex gsi : gsis) {
            IndexTemplates templates = entity.indexes().get(gsi.name());
            if (templates == null) {
                continue;
            }
            for (int i = 0; i < templates.partitionKeys().size(); i++) {
                keys.putIfAbsent(gsi.keySchema().partitionKeys().get(i).name(), templates.partitionKeys().get(i));
            }
            for (int i = 0; i < templates.sortKeys().size(); i++) {
                keys.putIfAbsent(gsi.keySchema().sortKeys().get(i).name(), templates.sortKeys().get(i));
            }
        }
        return keys;
    }

    /**
     * A key attribute: a number when it is itself a number field of an entity that gives it as
     * {@code {name}}; otherwise a string, as the code generator renders its templates.
     */
    private static KeyAttribute key(String name, List<McpSchemaEntity> entities, Map<String, ScalarType> keyTypes) {
        ScalarType type = keyTypes.computeIfAbsent(name, n -> {
            for (McpSchemaEntity entity : entities) {
                Field field = entity.field(n);
                if (field != null && field.attributeType() == AttributeType.N
                        && allTemplates(entity.partitionKey(), entity.sortKey(), entity.indexes()).stream()
                                .anyMatch(t -> t.text().equals("${" + n + "}"))) {
                    return ScalarType.N;
                }
            }
            return ScalarType.S;
        });
        return KeyAttribute.of(name, type);
    }

    private static List<KeyTemplate> allTemplates(KeyTemplate pk, KeyTemplate sk, Map<String, IndexTemplates> indexes) {
        List<KeyTemplate> all = new ArrayList<>();
        all.add(pk);
        if (sk != null) {
            all.add(sk);
        }
        indexes.values().forEach(i -> {
            all.addAll(i.partitionKeys());
            all.addAll(i.sortKeys());
        });
        return all;
    }

    private Projection projection(JsonNode gsi, String where) throws ImportException {
        String projection = gsi.path("projection").asText("ALL");
        return switch (projection) {
            case "ALL" -> Projection.all();
            case "KEYS_ONLY" -> Projection.keysOnly();
            case "INCLUDE" -> {
                if (!gsi.path("included_attributes").isArray()) {
                    throw tree.error(gsi, where + ": an INCLUDE projection needs included_attributes");
                }
                List<String> names = new ArrayList<>();
                gsi.get("included_attributes").forEach(a -> names.add(a.asText()));
                yield Projection.include(names);
            }
            default -> throw tree.error(gsi.get("projection"), where + ".projection: '" + projection
                    + "' is not ALL, KEYS_ONLY or INCLUDE");
        };
    }

    /** A key given as one attribute name or a list of 1-4 (a multi-attribute key). */
    private List<String> names(JsonNode owner, String field, String where) throws ImportException {
        JsonNode value = owner.get(field);
        List<String> names = new ArrayList<>();
        if (value != null && value.isTextual() && !value.asText().isEmpty()) {
            names.add(value.asText());
        } else if (value != null && value.isArray() && !value.isEmpty() && value.size() <= 4) {
            for (JsonNode name : value) {
                if (!name.isTextual() || name.asText().isEmpty()) {
                    throw tree.error(name, where + "." + field + ": each attribute is a name");
                }
                names.add(name.asText());
            }
        } else {
            throw tree.error(value == null ? owner : value, where + ": " + field
                    + " must be an attribute name or a list of 1 to 4");
        }
        return names;
    }

    /** A mapping's template, or list of templates for a multi-attribute key: as many as the key has attributes. */
    private List<KeyTemplate> templates(JsonNode value, int attributes, String where) throws ImportException {
        List<KeyTemplate> templates = new ArrayList<>();
        if (value.isTextual()) {
            templates.add(McpSchemaEntity.template(value.asText()));
        } else if (value.isArray()) {
            for (JsonNode t : value) {
                templates.add(McpSchemaEntity.template(t.asText()));
            }
        }
        if (templates.size() != attributes) {
            throw tree.error(value, where + ": " + templates.size() + " template(s) for a key of " + attributes
                    + " attribute(s)");
        }
        return templates;
    }

    private String text(JsonNode owner, String field, String where) throws ImportException {
        JsonNode value = owner.get(field);
        if (value == null || !value.isTextual() || value.asText().isBlank()) {
            throw tree.error(value == null ? owner : value, where + ": " + (value == null ? "missing " + field
                    : field + " must be a name, found " + value));
        }
        return value.asText();
    }

    private String modelName() {
        Path parent = tree.file().toAbsolutePath().getParent();
        Path name = tree.file().getFileName();
        String text = name == null ? "schema" : name.toString();
        text = text.contains(".") ? text.substring(0, text.lastIndexOf('.')) : text;
        // the generator always writes schema.json: its folder names the design
        return text.equals("schema") && parent != null && parent.getFileName() != null ? parent.getFileName().toString() : text;
    }

    private static <T> Iterable<T> iterable(java.util.Iterator<T> iterator) {
        return () -> iterator;
    }
}
