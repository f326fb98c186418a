package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.expr.Expr;
import dev.tablewright.engine.expr.Parser;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads the {@code dynamodb_data_model.json} of AWS's DynamoDB MCP server (its JSON generation
 * guide): {@code tables}, each a CreateTable input (read as CloudFormation's table properties are,
 * by {@link CloudFormationImporter}: keys with multi-attribute GSI keys, GSIs, LSIs, projections,
 * billing, throughput, stream, SSE, table class, deletion protection, on-demand and warm
 * throughput, tags); {@code items}, BatchWriteItem's PutRequests grouped by table; and
 * {@code access_patterns}, each an {@code aws dynamodb ...} command ({@link McpPatternReader}).
 * A {@code transact-write-items} or {@code transact-get-items} command is a transaction pattern
 * ({@link McpTransactionReader}). An entry the model's patterns cannot hold (a {@code reason} with
 * no implementation, a batch, PartiQL, a list value) is kept as a note: the entry as written, in the model's extras under
 * {@link #NOTES_KEY} (an export writes it back), and a line of the model's description.
 */
public final class McpDataModelImporter {
    /** The model's extras key holding the access-pattern entries kept as notes, as written. */
    public static final String NOTES_KEY = "McpAccessPatternNotes";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Set<String> CREATE_TABLE_FIELDS = Set.of("AttributeDefinitions", "TableName", "KeySchema",
            "LocalSecondaryIndexes", "GlobalSecondaryIndexes", "BillingMode", "ProvisionedThroughput",
            "StreamSpecification", "SSESpecification", "Tags", "TableClass", "DeletionProtectionEnabled",
            "OnDemandThroughput", "WarmThroughput");

    private final PositionedTree tree;
    private final List<String> leftOut = new ArrayList<>();

    private McpDataModelImporter(PositionedTree tree) {
        this.tree = tree;
    }

    public static ImportedModel read(Path file) throws ImportException {
        return read(ImportFiles.readText(file), file);
    }

    /** Reads the JSON text; {@code file} names it in messages and gives the model its name. */
    public static ImportedModel read(String text, Path file) throws ImportException {
        McpDataModelImporter importer = new McpDataModelImporter(PositionedTree.parseJson(file, text));
        Model model = importer.model();
        return new ImportedModel(model, ImportFormat.MCP_DATA_MODEL, importer.leftOut);
    }

    private Model model() throws ImportException {
        JsonNode root = tree.root();
        if (!root.isObject() || !root.path("tables").isArray()) {
            throw tree.error(root, "an MCP data model is an object with a \"tables\" array");
        }
        List<Table> tables = tables(root.get("tables"));
        tables = items(root.get("items"), tables);
        Model model = new Model(modelName(), ModelMetadata.of(""), tables, List.of(), Extras.none());

        List<AccessPattern> patterns = new ArrayList<>();
        ArrayNode notes = NODES.arrayNode();
        List<String> noteLines = new ArrayList<>();
        JsonNode entries = root.get("access_patterns");
        if (entries != null && !entries.isNull() && !entries.isArray()) {
            throw tree.error(entries, "access_patterns must be an array");
        }
        Set<String> names = new LinkedHashSet<>();
        int position = 0;
        for (JsonNode entry : entries == null || entries.isNull() ? NODES.arrayNode() : entries) {
            position++;
            if (!entry.isObject()) {
                throw tree.error(entry, "access_patterns[" + (position - 1) + "] must be an object");
            }
            String id = entry.hasNonNull("pattern") && !entry.get("pattern").asText().isBlank()
                    ? entry.get("pattern").asText() : Integer.toString(position);
            String description = entry.path("description").asText("");
            String implementation = entry.hasNonNull("implementation") ? entry.get("implementation").asText() : null;
            String why;
            if (implementation == null || implementation.isBlank()) {
                why = entry.hasNonNull("reason") ? "served outside DynamoDB: " + entry.get("reason").asText()
                        : "it has no implementation";
            } else {
                // a number (or range) is named AP1, AP16-19; a name (a model's own, exported) is kept
                String name = uniqueName(names, id.matches("[0-9]+(-[0-9]+)?") ? "AP" + id : id,
                        entry.path("dynamodb_operation").asText(""));
                try {
                    McpPatternReader.Read read = McpPatternReader.read(name, description, implementation, model);
                    patterns.add(read.pattern());
                    names.add(name);
                    read.ignored().forEach(option -> leftOut.add("pattern " + id + ": " + option));
                    continue;
                } catch (McpPatternReader.Unsupported e) {
                    why = e.getMessage();
                } catch (IllegalArgumentException e) {
                    throw tree.error(entry.get("implementation"), "access pattern " + id + ": " + e.getMessage());
                }
            }
            notes.add(entry);
            String line = "pattern " + id + (description.isEmpty() ? "" : " (" + description + ")") + ": " + why;
            noteLines.add(line);
            leftOut.add(line + "; kept as a note");
        }
        String description = noteLines.isEmpty() ? ""
                : "Notes on access patterns kept out of the model:\n" + String.join("\n", noteLines);
        Extras extras = notes.isEmpty() ? Extras.none() : new Extras(Map.of(NOTES_KEY, notes.toString()));
        return new Model(model.name(), ModelMetadata.of(description), declared(tables, patterns), patterns, extras);
    }

    /**
     * Each table with its non-key attributes declared, as a Workbench model declares them: every one
     * its items or its patterns' PutItems hold, with the type first seen.
     */
    private static List<Table> declared(List<Table> tables, List<AccessPattern> patterns) {
        List<Table> out = new ArrayList<>();
        for (Table t : tables) {
            Set<String> keys = t.keyAttributeTypes().keySet();
            Map<String, AttributeType> types = new LinkedHashMap<>();
            t.nonKeyAttributes().forEach(a -> types.put(a.name(), a.type()));
            t.items().forEach(item -> item.attributes().forEach((name, value) -> {
                if (!keys.contains(name)) {
                    types.putIfAbsent(name, value.type());
                }
            }));
            for (AccessPattern p : patterns.stream().flatMap(p -> p.actions().isEmpty() ? java.util.stream.Stream.of(p)
                    : p.actions().stream()).toList()) {
                if (p.table().equals(t.name())) {
                    Map<String, AttributeType> written = new LinkedHashMap<>();
                    p.item().forEach((name, value) -> written.put(name, value.type()));
                    written.putAll(updated(p));
                    written.forEach((name, type) -> {
                        if (!keys.contains(name)) {
                            types.putIfAbsent(name, type);
                        }
                    });
                }
            }
            List<AttributeDefinition> attributes = types.entrySet().stream()
                    .map(e -> new AttributeDefinition(e.getKey(), e.getValue())).toList();
            out.add(new Table(t.name(), t.keySchema(), attributes, t.globalSecondaryIndexes(), t.localSecondaryIndexes(),
                    t.facets(), t.items(), t.billingMode(), t.capacity(), t.extras(), t.settings()));
        }
        return out;
    }

    /** The top-level attributes an update's SET or ADD gives a value placeholder, with the value's type. */
    private static Map<String, AttributeType> updated(AccessPattern p) {
        Map<String, AttributeType> types = new LinkedHashMap<>();
        if (p.updateExpression() == null) {
            return types;
        }
        Expr.Update update = Parser.update(p.updateExpression());
        List<Map.Entry<Expr.Path, Expr.Value>> writes = new ArrayList<>();
        update.sets().forEach(set -> writes.add(Map.entry(set.path(), set.value())));
        update.adds().forEach(add -> writes.add(Map.entry(add.path(), add.value())));
        for (Map.Entry<Expr.Path, Expr.Value> write : writes) {
            Expr.Path path = write.getKey();
            if (path.steps().size() == 1 && write.getValue() instanceof Expr.ValueRef ref
                    && p.expressionAttributeValues().containsKey(ref.name())) {
                String name = path.first().placeholder() ? p.expressionAttributeNames().get(path.first().text())
                        : path.first().text();
                if (name != null) {
                    types.put(name, p.expressionAttributeValues().get(ref.name()).type());
                }
            }
        }
        return types;
    }

    /** The name an import gives a transaction's action: its position, kind and table ({@code 1: Put Users}). */
    public static String actionName(int position, AccessPattern action) {
        return McpTransactionReader.actionName(position, action);
    }

    private static String uniqueName(Set<String> taken, String base, String operation) {
        String name = base;
        if (taken.contains(name) && !operation.isEmpty()) {
            name = base + " " + operation;
        }
        for (int n = 2; taken.contains(name); n++) {
            name = base + " (" + n + ")";
        }
        return name;
    }

    private String modelName() {
        Path name = tree.file().getFileName();
        String text = name == null ? "imported" : name.toString();
        return text.contains(".") ? text.substring(0, text.lastIndexOf('.')) : text;
    }

    /** The CreateTable inputs, read as one CloudFormation template's tables (each node keeps its line). */
    private List<Table> tables(JsonNode array) throws ImportException {
        ObjectNode resources = NODES.objectNode();
        for (JsonNode table : array) {
            if (!table.isObject()) {
                throw tree.error(table, "each entry of \"tables\" must be a CreateTable input (an object)");
            }
            String name = table.path("TableName").asText(null);
            if (name == null || name.isEmpty()) {
                throw tree.error(table, "a table has no TableName");
            }
            if (resources.has(name)) {
                throw tree.error(table, "table " + name + " is defined twice");
            }
            ObjectNode properties = (ObjectNode) table;
            for (String field : iterable(properties.fieldNames())) {
                if (field.equals("ResourcePolicy")) {
                    leftOut.add("table " + name + ": ResourcePolicy (a model holds no resource policy)");
                } else if (!CREATE_TABLE_FIELDS.contains(field)) {
                    leftOut.add("table " + name + ": " + field + " (not a CreateTable field the model holds)");
                }
            }
            for (JsonNode gsi : properties.path("GlobalSecondaryIndexes")) {
                for (String field : List.of("OnDemandThroughput", "WarmThroughput")) {
                    if (gsi.has(field)) {
                        leftOut.add("table " + name + ", index " + gsi.path("IndexName").asText() + ": " + field
                                + " (a model holds it for the table only)");
                    }
                }
            }
            asTemplateProperties(properties);
            resources.putObject(name).put("Type", CloudFormationImporter.TABLE_TYPE).set("Properties", properties);
        }
        if (resources.isEmpty()) {
            return List.of();
        }
        ObjectNode template = NODES.objectNode();
        template.set("Resources", resources);
        return CloudFormationImporter.read(tree.withRoot(template)).tables();
    }

    /** CreateTable's StreamSpecification and SSESpecification in CloudFormation's shape, in place. */
    private static void asTemplateProperties(ObjectNode properties) {
        JsonNode stream = properties.get("StreamSpecification");
        if (stream instanceof ObjectNode spec) {
            if (spec.has("StreamEnabled") && !spec.get("StreamEnabled").asBoolean()) {
                properties.remove("StreamSpecification");
            } else {
                spec.remove("StreamEnabled");
            }
        }
        if (properties.get("SSESpecification") instanceof ObjectNode sse && sse.has("Enabled")) {
            sse.set("SSEEnabled", sse.remove("Enabled"));
        }
    }

    /** The PutRequests of {@code items}, grouped by table, given to their tables. */
    private List<Table> items(JsonNode items, List<Table> tables) throws ImportException {
        if (items == null || items.isNull()) {
            return tables;
        }
        if (!items.isObject()) {
            throw tree.error(items, "items must be an object of table names to PutRequest arrays");
        }
        Map<String, List<Item>> byTable = new LinkedHashMap<>();
        tables.forEach(t -> byTable.put(t.name(), new ArrayList<>(t.items())));
        for (Map.Entry<String, JsonNode> e : items.properties()) {
            List<Item> list = byTable.get(e.getKey());
            if (list == null) {
                throw tree.error(e.getValue(), "items are given for table " + e.getKey() + ", which \"tables\" does not define");
            }
            if (!e.getValue().isArray()) {
                throw tree.error(e.getValue(), "items." + e.getKey() + " must be an array of PutRequests");
            }
            int index = 0;
            for (JsonNode request : e.getValue()) {
                String where = "items." + e.getKey() + "[" + index++ + "]";
                JsonNode item = request.path("PutRequest").get("Item");
                if (item == null) {
                    if (request.has("DeleteRequest")) {
                        leftOut.add(where + ": a DeleteRequest (a model holds items, not deletes)");
                        continue;
                    }
                    throw tree.error(request, where + " has no PutRequest.Item");
                }
                try {
                    list.add(DynamoJson.itemFromJson(McpValues.pythonBooleans(item)));
                } catch (DynamoJson.InvalidValueException ex) {
                    throw tree.error(item, where + ": " + ex.getMessage());
                }
            }
        }
        return tables.stream().map(t -> t.withItems(byTable.get(t.name()))).toList();
    }

    private static <T> List<T> iterable(Iterator<T> iterator) {
        List<T> list = new ArrayList<>();
        iterator.forEachRemaining(list::add);
        return list;
    }
}
