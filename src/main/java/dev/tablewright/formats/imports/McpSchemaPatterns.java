package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.tablewright.formats.imports.McpSchemaEntity.Field;
import dev.tablewright.formats.imports.McpSchemaEntity.IndexTemplates;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The access patterns of an MCP {@code schema.json} as model patterns. An entity's pattern
 * becomes one request on its table or {@code index_name}: GetItem and DeleteItem by the entity's
 * key templates, PutItem of the entity's fields and index keys, UpdateItem setting the fields its
 * parameters name (or the entity's {@code update_data}), Query with the key templates as far as
 * the parameters give them ({@code range_condition} on the next sort-key attribute, its value the
 * template's fixed prefix and the parameter, as the generator's range queries build it; without
 * one, the fixed prefix as {@code begins_with}, except for {@code mixed_data} item collections),
 * Scan; {@code filter_expression} as a FilterExpression; {@code consistent_read}. Each action of
 * a {@code cross_table_access_patterns} transaction is a pattern of its own ({@link McpTransactions}).
 * Parameter defaults come from {@code usage_data.json} ({@link McpUsageData}), else the
 * parameter's {@code default}, else the generator's placeholder ({@code sample_<name>}).
 */
final class McpSchemaPatterns {
    private static final Map<String, KeyOperator> RANGES = Map.of("begins_with", KeyOperator.BEGINS_WITH,
            "between", KeyOperator.BETWEEN, ">", KeyOperator.GT, "<", KeyOperator.LT, ">=", KeyOperator.GE,
            "<=", KeyOperator.LE);
    private static final Set<String> OPERATIONS = Set.of("GetItem", "PutItem", "DeleteItem", "Query", "Scan",
            "UpdateItem", "BatchGetItem", "BatchWriteItem");

    private final PositionedTree tree;
    private final Model model;
    private final Map<String, McpSchemaEntity> entities;
    private final McpUsageData usage;
    private final List<String> leftOut;
    private final Set<String> names = new LinkedHashSet<>();
    private final Set<String> returnTypes = new LinkedHashSet<>();

    McpSchemaPatterns(PositionedTree tree, Model model, Map<String, McpSchemaEntity> entities, McpUsageData usage,
                      List<String> leftOut) {
        this.tree = tree;
        this.model = model;
        this.entities = entities;
        this.usage = usage;
        this.leftOut = leftOut;
    }

    /** The entity's {@code access_patterns}, each one model pattern. */
    List<AccessPattern> entityPatterns(McpSchemaEntity entity, JsonNode list, String where) throws ImportException {
        List<AccessPattern> patterns = new ArrayList<>();
        int n = 0;
        for (JsonNode ap : list) {
            patterns.add(pattern(entity, ap, where + ".access_patterns[" + n++ + "]"));
        }
        return patterns;
    }

    /** Each action of each cross-table transaction as a pattern. */
    List<AccessPattern> crossTablePatterns(JsonNode list) throws ImportException {
        return new McpTransactions(tree, this, entities, leftOut).read(list);
    }

    /** One line naming the return types the patterns declared, which a model pattern has no place for. */
    void noteReturnTypes() {
        if (!returnTypes.isEmpty()) {
            leftOut.add("return_type " + String.join(", ", returnTypes)
                    + " (the generated code's; a pattern returns what DynamoDB returns)");
        }
    }

    static String jsonString(String text) {
        return new TextNode(text).toString();
    }

    Table table(McpSchemaEntity entity) {
        return model.findTable(entity.table()).orElseThrow();
    }

    private AccessPattern pattern(McpSchemaEntity entity, JsonNode ap, String where) throws ImportException {
        String operation = ap.path("operation").asText("");
        if (!OPERATIONS.contains(operation)) {
            throw tree.error(ap.has("operation") ? ap.get("operation") : ap, where + ": operation '" + operation
                    + "' is not one of " + String.join(", ", OPERATIONS.stream().sorted().toList()));
        }
        String label = ap.path("name").asText("") + " (pattern_id " + ap.path("pattern_id").asText("?") + ")";
        McpSchemaFields.noteUnknown(ap, McpSchemaFields.PATTERN, where, leftOut);
        McpSchemaFields.noteUnknownEach(ap.path("parameters"), McpSchemaFields.PARAMETER, where + ".parameters", leftOut);
        if (ap.hasNonNull("return_type")) {
            returnTypes.add(ap.get("return_type").asText());
        }
        McpDraft d = new McpDraft(usage, entity, label, ap.path("parameters"));
        String index = ap.hasNonNull("index_name") ? ap.get("index_name").asText() : null;
        if (index != null && table(entity).findIndex(index).isEmpty()) {
            throw tree.error(ap.get("index_name"), where + ": index_name " + index + " is not in the table's gsi_list");
        }
        AccessPattern.Builder b;
        switch (operation) {
            case "GetItem", "BatchGetItem" -> {
                b = builder(ap, entity, Operation.GetItem, where);
                tableKey(d, b, McpUsageData.SAMPLE, McpUsageData.ACCESS);
                if (operation.startsWith("Batch")) {
                    leftOut.add(label + ": BatchGetItem read as one GetItem (a pattern is one request)");
                }
            }
            case "DeleteItem" -> {
                b = builder(ap, entity, Operation.DeleteItem, where);
                tableKey(d, b, McpUsageData.SAMPLE, McpUsageData.ACCESS);
            }
            case "PutItem", "BatchWriteItem" -> {
                b = builder(ap, entity, Operation.PutItem, where);
                McpSchemaEntity written = d.entityParameter().map(entities::get).orElse(entity);
                put(d, b, written == null ? entity : written);
                if (operation.startsWith("Batch")) {
                    leftOut.add(label + ": BatchWriteItem read as one PutItem (a pattern is one request)");
                }
            }
            case "UpdateItem" -> {
                b = builder(ap, entity, Operation.UpdateItem, where);
                update(d, b, entity);
            }
            case "Scan" -> b = builder(ap, entity, Operation.Scan, where).index(index);
            default -> {
                b = builder(ap, entity, Operation.Query, where).index(index);
                query(d, b, ap, index, where);
            }
        }
        if (ap.hasNonNull("range_condition") && !operation.equals("Query")) {
            leftOut.add(label + ": range_condition on a " + operation + " (only a Query has one)");
        }
        if (ap.hasNonNull("filter_expression")) {
            if (operation.equals("Query") || operation.equals("Scan")) {
                new McpFilters(tree, d).read(ap.get("filter_expression"), b, where + ".filter_expression");
                McpSchemaFields.noteUnknown(ap.get("filter_expression"), McpSchemaFields.FILTER, where + ".filter_expression", leftOut);
                McpSchemaFields.noteUnknownEach(ap.get("filter_expression").path("conditions"), McpSchemaFields.CONDITION,
                        where + ".filter_expression.conditions", leftOut);
            } else {
                leftOut.add(label + ": filter_expression on a " + operation + " (only a Query or Scan filters)");
            }
        }
        if (ap.path("consistent_read").asBoolean(false)) {
            if (index != null) {
                leftOut.add(label + ": consistent_read on index " + index + " (a GSI reads eventually consistent)");
            } else {
                b.consistency(ReadConsistency.STRONG);
            }
        }
        d.noteUnused(leftOut);
        return b.names(d.names).values(d.values).parameters(d.parameters()).build();
    }

    AccessPattern.Builder builder(JsonNode ap, McpSchemaEntity entity, Operation operation, String where)
            throws ImportException {
        String name = ap.path("name").asText("");
        if (name.isBlank()) {
            throw tree.error(ap, where + ": an access pattern needs a name");
        }
        return builderNamed(name + (names.contains(name) ? " (" + ap.path("pattern_id").asText() + ")" : ""),
                "AP" + ap.path("pattern_id").asText("?") + ": " + ap.path("description").asText(""), entity, operation);
    }

    AccessPattern.Builder builderNamed(String name, String description, McpSchemaEntity entity, Operation operation) {
        String unique = name;
        for (int n = 2; names.contains(unique); n++) {
            unique = name + " (" + n + ")";
        }
        names.add(unique);
        return AccessPattern.builder(unique, entity.table(), operation).description(description);
    }

    /** The table key of the entity, from its templates; each placeholder a parameter. */
    void tableKey(McpDraft d, AccessPattern.Builder b, String... sections) {
        b.partitionKey(d.template(d.entity.partitionKey(), sections).text());
        if (d.entity.sortKey() != null) {
            b.sortKey(new SortKeyCondition(KeyOperator.EQ, d.template(d.entity.sortKey(), sections), null));
        }
    }

    /** A PutItem of the entity: its key, its scalar fields that are required or have a sample value, its index keys. */
    void put(McpDraft d, AccessPattern.Builder b, McpSchemaEntity entity) {
        McpDraft own = d.entity == entity ? d : d.forEntity(entity);
        tableKey(own, b, McpUsageData.ACCESS, McpUsageData.SAMPLE);
        Table table = table(entity);
        Map<String, TemplateValue> item = new LinkedHashMap<>();
        List<String> unwritten = new ArrayList<>();
        for (Field f : entity.fields().values()) {
            if (table.keySchema().attributeNames().contains(f.name())) {
                continue;
            }
            if (!f.scalar()) {
                unwritten.add(f.name());
            } else if (f.required() || d.declared(f.name()) || usage.text(entity.name(), f.name(),
                    McpUsageData.ACCESS, McpUsageData.SAMPLE) != null) {
                ScalarType keyType = table.keyAttributeTypes().get(f.name());
                item.put(f.name(), TemplateValue.of(keyType != null ? keyType.attributeType() : f.attributeType(),
                        own.template(KeyTemplate.of("${" + f.name() + "}"), McpUsageData.ACCESS, McpUsageData.SAMPLE).text()));
            }
        }
        McpSchemaImporter.indexKeyTemplates(entity, table.globalSecondaryIndexes()).forEach((attribute, template) -> {
            if (!item.containsKey(attribute) && item.keySet().containsAll(template.parameters())) {
                item.put(attribute, TemplateValue.of(table.keyAttributeTypes().get(attribute).attributeType(), template.text()));
            }
        });
        if (!unwritten.isEmpty()) {
            leftOut.add(d.label + ": fields " + String.join(", ", unwritten) + " of " + entity.name()
                    + " are not written (a pattern's item holds strings, numbers and booleans)");
        }
        b.item(item);
    }

    /** An UpdateItem: the key, then SET of each field a parameter names (or, with none, of the entity's update_data). */
    void update(McpDraft d, AccessPattern.Builder b, McpSchemaEntity entity) {
        tableKey(d, b, McpUsageData.SAMPLE, McpUsageData.ACCESS);
        Table table = table(entity);
        List<String> fields = new ArrayList<>();
        for (String p : d.declaredNames()) {
            if (!d.parameters.containsKey(p) && !d.isEntityParameter(p)) {
                Field f = entity.field(p);
                if (f != null && f.scalar() && !table.keyAttributeTypes().containsKey(p)) {
                    fields.add(p);
                }
            }
        }
        if (fields.isEmpty()) {
            usage.section(entity.name(), McpUsageData.UPDATE).keySet().forEach(name -> {
                Field f = entity.field(name);
                if (f != null && f.scalar() && !table.keyAttributeTypes().containsKey(name)) {
                    fields.add(name);
                }
            });
        }
        List<String> sets = new ArrayList<>();
        for (String name : fields) {
            String ref = d.name(name);
            d.values.put(":" + name, TemplateValue.of(entity.field(name).attributeType(),
                    d.template(KeyTemplate.of("${" + name + "}"), McpUsageData.UPDATE, McpUsageData.SAMPLE).text()));
            sets.add(ref + " = :" + name);
        }
        if (!sets.isEmpty()) {
            b.update("SET " + String.join(", ", sets));
        }
    }

    private void query(McpDraft d, AccessPattern.Builder b, JsonNode ap, String index, String where) throws ImportException {
        List<KeyTemplate> partition;
        List<KeyTemplate> sort;
        if (index == null) {
            partition = List.of(d.entity.partitionKey());
            sort = d.entity.sortKey() == null ? List.of() : List.of(d.entity.sortKey());
        } else {
            IndexTemplates templates = d.entity.indexes().get(index);
            if (templates == null) {
                throw tree.error(ap.get("index_name"), where + ": entity " + d.entity.name() + " has no gsi_mappings for " + index);
            }
            partition = templates.partitionKeys();
            sort = templates.sortKeys();
        }
        List<KeyTemplate> keys = new ArrayList<>();
        partition.forEach(t -> keys.add(d.template(t, McpUsageData.SAMPLE, McpUsageData.ACCESS)));
        b.partitionKeys(keys);
        Set<String> filterParams = McpFilters.parameters(ap.get("filter_expression"));
        List<String> remaining = new ArrayList<>(d.declaredNames());
        remaining.removeIf(p -> d.parameters.containsKey(p) || filterParams.contains(p) || d.isEntityParameter(p));
        String range = ap.hasNonNull("range_condition") ? ap.get("range_condition").asText() : null;
        KeyOperator operator = range == null ? null : RANGES.get(range);
        if (range != null && operator == null) {
            throw tree.error(ap.get("range_condition"), where + ": range_condition '" + range
                    + "' is not one of begins_with, between, >, <, >=, <=");
        }
        int rangeCount = operator == null ? 0 : operator == KeyOperator.BETWEEN ? 2 : 1;
        if (remaining.size() < rangeCount) {
            throw tree.error(ap, where + ": range_condition " + range + " needs " + rangeCount
                    + " parameter(s) beside the partition key's");
        }
        List<String> rangeParams = remaining.subList(remaining.size() - rangeCount, remaining.size());
        Set<String> equal = new LinkedHashSet<>(remaining.subList(0, remaining.size() - rangeCount));
        boolean collection = "mixed_data".equals(ap.path("return_type").asText());
        List<SortKeyCondition> conditions = new ArrayList<>();
        boolean placed = operator == null;
        for (KeyTemplate t : sort) {
            if (equal.containsAll(t.parameters()) && !(t.isConstant() && (collection || operator != null))) {
                conditions.add(new SortKeyCondition(KeyOperator.EQ, d.template(t, McpUsageData.SAMPLE), null));
                continue;
            }
            String prefix = leading(t, equal);
            String on = t.parameters().stream().filter(p -> !equal.contains(p)).findFirst().orElse(null);
            if (operator != null) {
                d.template(KeyTemplate.of(prefix), McpUsageData.SAMPLE);
                List<KeyTemplate> values = new ArrayList<>();
                for (String p : rangeParams) {
                    d.add(p, on, McpUsageData.SAMPLE);
                    values.add(KeyTemplate.of(prefix + "${" + p + "}"));
                }
                conditions.add(new SortKeyCondition(operator, values.get(0), values.size() > 1 ? values.get(1) : null));
                placed = true;
            } else if (!prefix.isEmpty() && !collection) {
                conditions.add(new SortKeyCondition(KeyOperator.BEGINS_WITH, d.template(KeyTemplate.of(prefix),
                        McpUsageData.SAMPLE), null));
            }
            break;
        }
        if (!placed) {
            leftOut.add(d.label + ": range_condition " + range + " (no sort-key attribute is left for it)");
        }
        b.sortKeys(conditions);
    }

    /** The template's text before its first placeholder that is not among {@code given}. */
    private static String leading(KeyTemplate template, Set<String> given) {
        StringBuilder text = new StringBuilder();
        for (String part : template.parts()) {
            if (part.startsWith("${") && part.endsWith("}") && !given.contains(part.substring(2, part.length() - 1))) {
                break;
            }
            text.append(part);
        }
        return text.toString();
    }

    /** A field's value type for a filter or update value. */
    static AttributeType valueType(Field field) {
        return field == null || !field.scalar() ? AttributeType.S : field.attributeType();
    }

    McpUsageData usage() {
        return usage;
    }
}
