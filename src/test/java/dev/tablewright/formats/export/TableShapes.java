package dev.tablewright.formats.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A table's definition in one comparable form, built either from the model (independently of the
 * exporters) or from what DynamoDB or a template says: the CreateTable names that
 * {@code describe-table} and {@code AWS::DynamoDB::Table} share.
 */
final class TableShapes {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private TableShapes() {
    }

    /** What the model says the table is. */
    static ObjectNode expected(Table table) {
        ObjectNode shape = NODES.objectNode();
        shape.put("TableName", table.name());
        shape.set("Keys", keys(table.keySchema()));
        Map<String, String> attributes = new TreeMap<>();
        table.keySchema().attributes().forEach(a -> attributes.put(a.name(), a.type().name()));
        table.indexes().forEach(i -> i.keySchema().attributes().forEach(a -> attributes.putIfAbsent(a.name(), a.type().name())));
        ObjectNode attributeNode = shape.putObject("Attributes");
        attributes.forEach(attributeNode::put);
        boolean provisioned = table.billingMode() == dev.tablewright.model.BillingMode.PROVISIONED;
        shape.put("Billing", provisioned ? "PROVISIONED" : "PAY_PER_REQUEST");
        ProvisionedCapacity tableCapacity = table.capacity() == null ? ProvisionedCapacity.of(5, 5) : table.capacity();
        if (provisioned) {
            shape.put("Throughput", units(tableCapacity));
        }
        ObjectNode gsis = shape.putObject("GlobalSecondaryIndexes");
        for (SecondaryIndex index : table.globalSecondaryIndexes()) {
            ObjectNode node = index(index);
            if (provisioned) {
                node.put("Throughput", units(index.capacity() == null ? tableCapacity : index.capacity()));
            }
            gsis.set(index.name(), node);
        }
        ObjectNode lsis = shape.putObject("LocalSecondaryIndexes");
        table.localSecondaryIndexes().forEach(index -> lsis.set(index.name(), index(index)));
        return shape;
    }

    /** The same form read from a describe-table TableDescription or a CloudFormation table's Properties. */
    static ObjectNode described(JsonNode description) {
        ObjectNode shape = NODES.objectNode();
        shape.put("TableName", description.path("TableName").asText());
        shape.set("Keys", keys(description.path("KeySchema")));
        Map<String, String> attributes = new TreeMap<>();
        description.path("AttributeDefinitions").forEach(d ->
                attributes.put(d.path("AttributeName").asText(), d.path("AttributeType").asText()));
        ObjectNode attributeNode = shape.putObject("Attributes");
        attributes.forEach(attributeNode::put);
        String billing = description.has("BillingMode") ? description.get("BillingMode").asText()
                : description.path("BillingModeSummary").path("BillingMode").asText(
                        description.path("ProvisionedThroughput").path("ReadCapacityUnits").asLong() > 0
                                ? "PROVISIONED" : "PAY_PER_REQUEST");
        boolean provisioned = billing.equals("PROVISIONED");
        shape.put("Billing", billing);
        if (provisioned) {
            shape.put("Throughput", units(description.path("ProvisionedThroughput")));
        }
        ObjectNode gsis = shape.putObject("GlobalSecondaryIndexes");
        for (JsonNode index : sortedByName(description.path("GlobalSecondaryIndexes"))) {
            ObjectNode node = index(index);
            if (provisioned) {
                node.put("Throughput", units(index.path("ProvisionedThroughput")));
            }
            gsis.set(index.path("IndexName").asText(), node);
        }
        ObjectNode lsis = shape.putObject("LocalSecondaryIndexes");
        sortedByName(description.path("LocalSecondaryIndexes")).forEach(index ->
                lsis.set(index.path("IndexName").asText(), index(index)));
        return shape;
    }

    private static List<JsonNode> sortedByName(JsonNode array) {
        List<JsonNode> list = new ArrayList<>();
        array.forEach(list::add);
        list.sort((a, b) -> a.path("IndexName").asText().compareTo(b.path("IndexName").asText()));
        return list;
    }

    private static ObjectNode index(SecondaryIndex index) {
        ObjectNode node = NODES.objectNode();
        node.set("Keys", keys(index.keySchema()));
        node.put("ProjectionType", index.projection().type().name());
        var nonKey = node.putArray("NonKeyAttributes");
        index.projection().nonKeyAttributes().stream().sorted().forEach(nonKey::add);
        return node;
    }

    private static ObjectNode index(JsonNode index) {
        ObjectNode node = NODES.objectNode();
        node.set("Keys", keys(index.path("KeySchema")));
        node.put("ProjectionType", index.path("Projection").path("ProjectionType").asText());
        List<String> names = new ArrayList<>();
        index.path("Projection").path("NonKeyAttributes").forEach(n -> names.add(n.asText()));
        var nonKey = node.putArray("NonKeyAttributes");
        names.stream().sorted().forEach(nonKey::add);
        return node;
    }

    /** HASH and RANGE, each the key's attribute names in schema order joined by commas. */
    private static ObjectNode keys(KeySchema keySchema) {
        ObjectNode node = NODES.objectNode().put("HASH", String.join(",", names(keySchema.partitionKeys())));
        if (keySchema.hasSortKey()) {
            node.put("RANGE", String.join(",", names(keySchema.sortKeys())));
        }
        return node;
    }

    private static List<String> names(List<KeyAttribute> attributes) {
        return attributes.stream().map(KeyAttribute::name).toList();
    }

    static ObjectNode keys(JsonNode keySchema) {
        ObjectNode node = NODES.objectNode();
        keySchema.forEach(k -> {
            String type = k.path("KeyType").asText();
            String name = k.path("AttributeName").asText();
            node.put(type, node.has(type) ? node.get(type).asText() + "," + name : name);
        });
        return node;
    }

    private static String units(ProvisionedCapacity capacity) {
        return Math.max(1, capacity.readCapacityUnits()) + "/" + Math.max(1, capacity.writeCapacityUnits());
    }

    private static String units(JsonNode throughput) {
        return throughput.path("ReadCapacityUnits").asLong() + "/" + throughput.path("WriteCapacityUnits").asLong();
    }
}
