package dev.tablewright.formats;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.TemplateValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One access pattern of the extension block's {@code "AccessPatterns"} (docs/model-format.md). A key
 * of one attribute is written as {@code "PartitionKey"} / {@code "SortKey"}, as before multi-attribute
 * keys; a multi-attribute GSI key as {@code "PartitionKeys"} / {@code "SortKeys"} lists in key order.
 */
final class PatternCodec {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private PatternCodec() {
    }

    static AccessPattern read(JsonCursor p) {
        p.requireObject("an access pattern");
        Operation operation = p.code("Operation", Operation::fromName,
                "GetItem, Query, Scan, PutItem, UpdateItem, DeleteItem, TransactWriteItems, TransactGetItems, ConditionCheck");
        List<AccessPattern> actions = new ArrayList<>();
        for (JsonCursor action : p.elements("Actions")) {
            actions.add(read(action));
        }
        if (operation.isTransaction() && actions.isEmpty()) {
            throw new JsonCursor.ReadError(p.path() + ".Actions", "a " + operation + " needs its \"Actions\"");
        }
        if (!operation.isTransaction() && !actions.isEmpty()) {
            throw new JsonCursor.ReadError(p.path() + ".Actions", "only a TransactWriteItems or TransactGetItems has"
                    + " \"Actions\", not a " + operation);
        }
        String table = operation.isTransaction() && !p.has("Table") ? actions.get(0).table() : p.text("Table");
        AccessPattern.Builder b = AccessPattern.builder(p.text("Name"), table, operation).actions(actions)
                .description(p.optionalText("Description"))
                .index(p.optionalText("Index"))
                .filter(p.optionalText("FilterExpression"))
                .update(p.optionalText("UpdateExpression"))
                .condition(p.optionalText("ConditionExpression"))
                .projection(p.strings("Projection"))
                .scanIndexForward(p.booleanValue("ScanIndexForward", true));
        b.partitionKeys(partitionKeys(p));
        b.sortKeys(sortKeys(p));
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
            b.consistency(p.code("Consistency", PatternCodec::consistency, "EVENTUAL, STRONG"));
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

    static ObjectNode write(AccessPattern p) {
        ObjectNode n = NODES.objectNode();
        n.put("Name", p.name());
        if (!p.description().isEmpty()) {
            n.put("Description", p.description());
        }
        n.put("Table", p.table());
        putIfSet(n, "Index", p.index());
        n.put("Operation", p.operation().name());
        if (p.partitionKeys().size() == 1) {
            n.put("PartitionKey", p.partitionKey().text());
        } else if (p.partitionKeys().size() > 1) {
            ArrayNode keys = n.putArray("PartitionKeys");
            p.partitionKeys().forEach(k -> keys.add(k.text()));
        }
        if (p.sortKeys().size() == 1) {
            n.set("SortKey", sortKey(p.sortKey()));
        } else if (p.sortKeys().size() > 1) {
            ArrayNode conditions = n.putArray("SortKeys");
            p.sortKeys().forEach(c -> conditions.add(sortKey(c)));
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
        if (!p.actions().isEmpty()) {
            ArrayNode actions = n.putArray("Actions");
            p.actions().forEach(a -> actions.add(write(a)));
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


    /** {@code "PartitionKey": "t"} for one attribute, {@code "PartitionKeys": ["t1", "t2"]} for several. */
    private static List<KeyTemplate> partitionKeys(JsonCursor p) {
        onlyOne(p, "PartitionKey", "PartitionKeys");
        if (p.has("PartitionKey")) {
            return List.of(KeyTemplate.of(p.text("PartitionKey")));
        }
        return p.strings("PartitionKeys").stream().map(KeyTemplate::of).toList();
    }

    /** {@code "SortKey": {..}} for one attribute, {@code "SortKeys": [{..}, {..}]} for several. */
    private static List<SortKeyCondition> sortKeys(JsonCursor p) {
        onlyOne(p, "SortKey", "SortKeys");
        if (p.has("SortKey")) {
            return List.of(sortKey(p.child("SortKey").requireObject("\"SortKey\"")));
        }
        List<SortKeyCondition> conditions = new ArrayList<>();
        for (JsonCursor c : p.elements("SortKeys")) {
            conditions.add(sortKey(c.requireObject("a sort-key condition")));
        }
        return conditions;
    }

    private static void onlyOne(JsonCursor p, String single, String list) {
        if (p.has(single) && p.has(list)) {
            throw new JsonCursor.ReadError(p.path() + "." + list, "give either \"" + single + "\" (one key attribute) or \""
                    + list + "\" (several), not both");
        }
    }

    private static ObjectNode sortKey(SortKeyCondition c) {
        ObjectNode s = NODES.objectNode();
        s.put("Operator", c.operator().symbol());
        s.put("Value", c.value().text());
        if (c.upper() != null) {
            s.put("Upper", c.upper().text());
        }
        return s;
    }

    private static void putIfSet(ObjectNode n, String field, String value) {
        if (value != null) {
            n.put(field, value);
        }
    }
}
