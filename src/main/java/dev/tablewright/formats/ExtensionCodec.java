package dev.tablewright.formats;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.ShardSpec;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads and writes the {@code "Tablewright"} extension block (docs/model-format.md). */
final class ExtensionCodec {
    static final String KEY = "Tablewright";
    static final int FORMAT_VERSION = 1;
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ExtensionCodec() {
    }

    record FacetExtension(String partitionKeyTemplate, String sortKeyTemplate, String color,
                          Map<String, String> generators) {
        static final FacetExtension NONE = new FacetExtension(null, null, null, Map.of());
    }

    record TableExtension(String path, List<SecondaryIndex> localIndexes, Map<String, ShardSpec> shards,
                          Map<String, FacetExtension> facets) {
    }

    /** What the block says, looked up by table, index and facet name while the tables are read. */
    record Extension(Map<String, TableExtension> tables, List<AccessPattern> accessPatterns) {
        List<SecondaryIndex> localIndexesOf(String table) {
            TableExtension t = tables.get(table);
            return t == null ? List.of() : t.localIndexes();
        }

        ShardSpec shardsOf(String table, String index) {
            TableExtension t = tables.get(table);
            return t == null ? null : t.shards().get(index);
        }

        FacetExtension facetOf(String table, String facet) {
            TableExtension t = tables.get(table);
            return t == null ? FacetExtension.NONE : t.facets().getOrDefault(facet, FacetExtension.NONE);
        }

        void checkTablesExist(List<Table> modelTables) {
            for (Map.Entry<String, TableExtension> e : tables.entrySet()) {
                if (modelTables.stream().noneMatch(t -> t.name().equals(e.getKey()))) {
                    throw new JsonCursor.ReadError(e.getValue().path(),
                            "table '" + e.getKey() + "' is not in DataModel");
                }
            }
        }
    }

    static Extension read(JsonCursor root) {
        if (!root.has(KEY)) {
            return new Extension(Map.of(), List.of());
        }
        JsonCursor block = root.child(KEY).requireObject("the \"" + KEY + "\" block");
        Map<String, TableExtension> tables = new LinkedHashMap<>();
        block.fields("Tables").forEach((name, cursor) -> tables.put(name, table(cursor)));
        List<AccessPattern> patterns = new ArrayList<>();
        for (JsonCursor p : block.elements("AccessPatterns")) {
            patterns.add(pattern(p));
        }
        return new Extension(tables, patterns);
    }

    private static TableExtension table(JsonCursor t) {
        t.requireObject("a table extension");
        List<SecondaryIndex> lsis = new ArrayList<>();
        for (JsonCursor l : t.elements("LocalSecondaryIndexes")) {
            lsis.add(WorkbenchReader.index(l, IndexKind.LSI));
        }
        Map<String, ShardSpec> shards = new LinkedHashMap<>();
        t.fields("IndexShards").forEach((index, s) -> {
            s.requireObject("a shard setting");
            int count = s.intValue("Count");
            if (count < 1) {
                throw new JsonCursor.ReadError(s.path() + ".Count", "a shard count must be at least 1, was " + count);
            }
            shards.put(index, new ShardSpec(s.text("Attribute"), count, s.optionalText("HashSource")));
        });
        Map<String, FacetExtension> facets = new LinkedHashMap<>();
        t.fields("Facets").forEach((facet, f) -> {
            f.requireObject("a facet extension");
            Map<String, String> generators = new LinkedHashMap<>();
            f.fields("Generators").forEach((attribute, g) -> {
                if (!g.node().isTextual()) {
                    throw new JsonCursor.ReadError(g.path(), "expected a datafaker expression string");
                }
                generators.put(attribute, g.node().textValue());
            });
            facets.put(facet, new FacetExtension(f.optionalText("PartitionKeyTemplate"),
                    f.optionalText("SortKeyTemplate"), f.optionalText("Color"), generators));
        });
        return new TableExtension(t.path(), lsis, shards, facets);
    }

    private static AccessPattern pattern(JsonCursor p) {
        p.requireObject("an access pattern");
        Operation operation = p.code("Operation", Operation::fromName,
                "GetItem, Query, Scan, PutItem, UpdateItem, DeleteItem");
        AccessPattern.Builder b = AccessPattern.builder(p.text("Name"), p.text("Table"), operation)
                .description(p.optionalText("Description"))
                .index(p.optionalText("Index"))
                .filter(p.optionalText("FilterExpression"))
                .update(p.optionalText("UpdateExpression"))
                .condition(p.optionalText("ConditionExpression"))
                .projection(p.strings("Projection"))
                .scanIndexForward(p.booleanValue("ScanIndexForward", true));
        if (p.has("PartitionKey")) {
            b.partitionKey(p.text("PartitionKey"));
        }
        if (p.has("SortKey")) {
            b.sortKey(sortKey(p.child("SortKey").requireObject("\"SortKey\"")));
        }
        List<Parameter> parameters = new ArrayList<>();
        for (JsonCursor param : p.elements("Parameters")) {
            param.requireObject("a parameter");
            parameters.add(new Parameter(param.text("Name"), param.optionalText("Default"),
                    param.optionalText("Description")));
        }
        b.parameters(parameters);
        Map<String, String> names = new LinkedHashMap<>();
        p.fields("ExpressionAttributeNames").forEach((placeholder, n) -> {
            if (!n.node().isTextual()) {
                throw new JsonCursor.ReadError(n.path(), "expected an attribute name string");
            }
            names.put(placeholder, n.node().textValue());
        });
        b.names(names);
        b.values(templateValues(p, "ExpressionAttributeValues"));
        b.item(templateValues(p, "Item"));
        if (p.has("Limit")) {
            int limit = p.intValue("Limit");
            if (limit < 1) {
                throw new JsonCursor.ReadError(p.path() + ".Limit", "Limit must be at least 1, was " + limit);
            }
            b.limit(limit);
        }
        if (p.has("Consistency")) {
            b.consistency(p.code("Consistency", ExtensionCodec::consistency, "EVENTUAL, STRONG"));
        }
        if (p.has("FanOut")) {
            JsonCursor f = p.child("FanOut").requireObject("\"FanOut\"");
            int first = f.intValue("First");
            int last = f.intValue("Last");
            if (last < first) {
                throw new JsonCursor.ReadError(f.path(), "shard range " + first + ".." + last + " is empty");
            }
            b.fanOut(new ShardFanOut(f.text("Parameter"), first, last));
        }
        if (p.has("FrequencyPerSecond")) {
            b.frequency(p.doubleValue("FrequencyPerSecond"));
        }
        return b.build();
    }

    private static SortKeyCondition sortKey(JsonCursor s) {
        KeyOperator operator = s.code("Operator", KeyOperator::fromSymbol, "=, <, <=, >, >=, BETWEEN, begins_with");
        String value = s.text("Value");
        String upper = s.optionalText("Upper");
        if (operator == KeyOperator.BETWEEN && upper == null) {
            throw new JsonCursor.ReadError(s.path(), "BETWEEN needs an \"Upper\" value");
        }
        if (operator != KeyOperator.BETWEEN && upper != null) {
            throw new JsonCursor.ReadError(s.path() + ".Upper", "\"Upper\" goes only with BETWEEN");
        }
        return new SortKeyCondition(operator, KeyTemplate.of(value), upper == null ? null : KeyTemplate.of(upper));
    }

    private static Map<String, TemplateValue> templateValues(JsonCursor p, String field) {
        Map<String, TemplateValue> values = new LinkedHashMap<>();
        p.fields(field).forEach((name, v) -> {
            v.requireObject("a typed template value such as {\"S\": \"${name}\"}");
            if (v.node().size() != 1) {
                throw new JsonCursor.ReadError(v.path(), "a typed template value has exactly one type key");
            }
            String code = v.node().fieldNames().next();
            AttributeType type = AttributeType.fromCode(code);
            if (type == null) {
                throw new JsonCursor.ReadError(v.path(), "'" + code + "' is not one of S, N, B, BOOL, NULL, L, M, SS, NS, BS");
            }
            JsonCursor body = v.child(code);
            String template = body.node().isTextual() ? body.node().textValue() : body.node().toString();
            values.put(name, new TemplateValue(type, KeyTemplate.of(template)));
        });
        return values;
    }

    private static ReadConsistency consistency(String code) {
        for (ReadConsistency c : ReadConsistency.values()) {
            if (c.name().equals(code)) {
                return c;
            }
        }
        return null;
    }

    /** The block for a model, or null when the model has nothing that needs it. */
    static ObjectNode write(Model model) {
        ObjectNode tables = NODES.objectNode();
        for (Table table : model.tables()) {
            ObjectNode t = tableExtension(table);
            if (t.size() > 0) {
                tables.set(table.name(), t);
            }
        }
        if (tables.isEmpty() && model.accessPatterns().isEmpty()) {
            return null;
        }
        ObjectNode block = NODES.objectNode();
        block.put("FormatVersion", FORMAT_VERSION);
        if (!tables.isEmpty()) {
            block.set("Tables", tables);
        }
        if (!model.accessPatterns().isEmpty()) {
            ArrayNode patterns = block.putArray("AccessPatterns");
            model.accessPatterns().forEach(p -> patterns.add(pattern(p)));
        }
        return block;
    }

    private static ObjectNode tableExtension(Table table) {
        ObjectNode t = NODES.objectNode();
        if (!table.localSecondaryIndexes().isEmpty()) {
            ArrayNode lsis = t.putArray("LocalSecondaryIndexes");
            table.localSecondaryIndexes().forEach(l -> lsis.add(WorkbenchWriter.index(l)));
        }
        ObjectNode shards = NODES.objectNode();
        for (SecondaryIndex index : table.indexes()) {
            if (index.shards() != null) {
                ObjectNode s = shards.putObject(index.name());
                s.put("Attribute", index.shards().attribute());
                s.put("Count", index.shards().count());
                if (index.shards().hashSource() != null) {
                    s.put("HashSource", index.shards().hashSource());
                }
            }
        }
        if (!shards.isEmpty()) {
            t.set("IndexShards", shards);
        }
        ObjectNode facets = NODES.objectNode();
        for (Facet facet : table.facets()) {
            ObjectNode f = NODES.objectNode();
            if (facet.partitionKeyTemplate() != null) {
                f.put("PartitionKeyTemplate", facet.partitionKeyTemplate().text());
            }
            if (facet.sortKeyTemplate() != null) {
                f.put("SortKeyTemplate", facet.sortKeyTemplate().text());
            }
            if (facet.color() != null) {
                f.put("Color", facet.color());
            }
            if (!facet.generators().isEmpty()) {
                ObjectNode g = f.putObject("Generators");
                facet.generators().forEach(g::put);
            }
            if (f.size() > 0) {
                facets.set(facet.name(), f);
            }
        }
        if (!facets.isEmpty()) {
            t.set("Facets", facets);
        }
        return t;
    }

    private static ObjectNode pattern(AccessPattern p) {
        ObjectNode n = NODES.objectNode();
        n.put("Name", p.name());
        if (!p.description().isEmpty()) {
            n.put("Description", p.description());
        }
        n.put("Table", p.table());
        putIfSet(n, "Index", p.index());
        n.put("Operation", p.operation().name());
        if (p.partitionKey() != null) {
            n.put("PartitionKey", p.partitionKey().text());
        }
        if (p.sortKey() != null) {
            ObjectNode s = n.putObject("SortKey");
            s.put("Operator", p.sortKey().operator().symbol());
            s.put("Value", p.sortKey().value().text());
            if (p.sortKey().upper() != null) {
                s.put("Upper", p.sortKey().upper().text());
            }
        }
        if (!p.parameters().isEmpty()) {
            ArrayNode params = n.putArray("Parameters");
            for (Parameter param : p.parameters()) {
                ObjectNode pn = params.addObject();
                pn.put("Name", param.name());
                putIfSet(pn, "Default", param.defaultValue());
                putIfSet(pn, "Description", param.description());
            }
        }
        putIfSet(n, "FilterExpression", p.filterExpression());
        putIfSet(n, "UpdateExpression", p.updateExpression());
        putIfSet(n, "ConditionExpression", p.conditionExpression());
        if (!p.expressionAttributeNames().isEmpty()) {
            ObjectNode names = n.putObject("ExpressionAttributeNames");
            p.expressionAttributeNames().forEach(names::put);
        }
        putTemplateValues(n, "ExpressionAttributeValues", p.expressionAttributeValues());
        putTemplateValues(n, "Item", p.item());
        if (!p.projection().isEmpty()) {
            ArrayNode projection = n.putArray("Projection");
            p.projection().forEach(projection::add);
        }
        if (!p.scanIndexForward()) {
            n.put("ScanIndexForward", false);
        }
        if (p.limit() != null) {
            n.put("Limit", p.limit());
        }
        if (p.consistency() != ReadConsistency.EVENTUAL) {
            n.put("Consistency", p.consistency().name());
        }
        if (p.fanOut() != null) {
            ObjectNode f = n.putObject("FanOut");
            f.put("Parameter", p.fanOut().parameter());
            f.put("First", p.fanOut().first());
            f.put("Last", p.fanOut().last());
        }
        if (p.frequencyPerSecond() != 0) {
            if (p.frequencyPerSecond() == Math.rint(p.frequencyPerSecond())) {
                n.put("FrequencyPerSecond", (long) p.frequencyPerSecond());
            } else {
                n.put("FrequencyPerSecond", p.frequencyPerSecond());
            }
        }
        return n;
    }

    private static void putTemplateValues(ObjectNode n, String field, Map<String, TemplateValue> values) {
        if (values.isEmpty()) {
            return;
        }
        ObjectNode out = n.putObject(field);
        values.forEach((name, v) -> out.putObject(name).put(v.type().name(), v.template().text()));
    }

    private static void putIfSet(ObjectNode n, String field, String value) {
        if (value != null) {
            n.put(field, value);
        }
    }

}
