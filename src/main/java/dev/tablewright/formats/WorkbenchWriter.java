package dev.tablewright.formats;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.Item;
import dev.tablewright.model.AutoScaling;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.List;

/** Maps a Model to a NoSQL Workbench 3.0 document, with the extension block when the model needs it. */
final class WorkbenchWriter {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private WorkbenchWriter() {
    }

    static ObjectNode write(Model model) {
        ObjectNode root = NODES.objectNode();
        root.put("ModelName", model.name());
        root.set("ModelMetadata", metadata(model.metadata().withVersion(ModelMetadata.CURRENT_VERSION)));
        ArrayNode tables = root.putArray("DataModel");
        model.tables().forEach(t -> tables.add(table(t)));
        putExtras(root, model.extras());
        ObjectNode extension = ExtensionCodec.write(model);
        if (extension != null) {
            root.set(ExtensionCodec.KEY, extension);
        }
        return root;
    }

    private static ObjectNode metadata(ModelMetadata m) {
        ObjectNode n = NODES.objectNode();
        putIfSet(n, "Author", m.author());
        putIfSet(n, "DateCreated", m.dateCreated());
        putIfSet(n, "DateLastModified", m.dateLastModified());
        putIfSet(n, "Description", m.description());
        putIfSet(n, "AWSService", m.awsService());
        putIfSet(n, "Version", m.version());
        putExtras(n, m.extras());
        return n;
    }

    private static ObjectNode table(Table t) {
        ObjectNode n = NODES.objectNode();
        n.put("TableName", t.name());
        n.set("KeyAttributes", keySchema(t.keySchema()));
        ArrayNode nonKey = n.putArray("NonKeyAttributes");
        t.nonKeyAttributes().forEach(a -> nonKey.addObject()
                .put("AttributeName", a.name()).put("AttributeType", a.type().name()));
        if (!t.globalSecondaryIndexes().isEmpty()) {
            ArrayNode gsis = n.putArray("GlobalSecondaryIndexes");
            t.globalSecondaryIndexes().forEach(g -> gsis.add(index(g)));
        }
        if (!t.facets().isEmpty()) {
            ArrayNode facets = n.putArray("TableFacets");
            t.facets().forEach(f -> facets.add(facet(f)));
        }
        if (t.facets().isEmpty() || !t.items().isEmpty()) {
            n.set("TableData", items(t.items()));
        }
        if (t.billingMode() != null) {
            n.put("BillingMode", t.billingMode().name());
        }
        if (t.capacity() != null) {
            n.set("ProvisionedCapacitySettings", capacitySettings(t.capacity()));
        }
        putExtras(n, t.extras());
        return n;
    }

    static ObjectNode index(SecondaryIndex index) {
        ObjectNode n = NODES.objectNode();
        n.put("IndexName", index.name());
        n.set("KeyAttributes", keySchema(index.keySchema()));
        ObjectNode projection = n.putObject("Projection");
        projection.put("ProjectionType", index.projection().type().name());
        if (index.projection().type() == ProjectionType.INCLUDE) {
            ArrayNode attributes = projection.putArray("NonKeyAttributes");
            index.projection().nonKeyAttributes().forEach(attributes::add);
        }
        if (index.capacity() != null) {
            n.set("ProvisionedThroughput", throughput(index.capacity()));
        }
        putExtras(n, index.extras());
        return n;
    }

    private static ObjectNode keySchema(KeySchema keys) {
        ObjectNode n = NODES.objectNode();
        n.set("PartitionKey", keyAttribute(keys.partitionKey()));
        if (keys.sortKey() != null) {
            n.set("SortKey", keyAttribute(keys.sortKey()));
        }
        return n;
    }

    private static ObjectNode keyAttribute(KeyAttribute a) {
        return NODES.objectNode().put("AttributeName", a.name()).put("AttributeType", a.type().name());
    }

    private static ObjectNode facet(Facet f) {
        ObjectNode n = NODES.objectNode();
        n.put("FacetName", f.name());
        if (f.partitionKeyAlias() != null || f.sortKeyAlias() != null) {
            ObjectNode alias = n.putObject("KeyAttributeAlias");
            putIfSet(alias, "PartitionKeyAlias", f.partitionKeyAlias());
            putIfSet(alias, "SortKeyAlias", f.sortKeyAlias());
        }
        n.set("TableData", items(f.items()));
        ArrayNode nonKey = n.putArray("NonKeyAttributes");
        f.nonKeyAttributes().forEach(nonKey::add);
        putExtras(n, f.extras());
        return n;
    }

    private static ArrayNode items(List<Item> items) {
        ArrayNode array = NODES.arrayNode(items.size());
        items.forEach(item -> array.add(ItemSourceForms.write(item)));
        return array;
    }

    private static ObjectNode capacitySettings(ProvisionedCapacity c) {
        ObjectNode n = NODES.objectNode();
        n.set("ProvisionedThroughput", throughput(c));
        if (c.readScaling() != null) {
            n.set("AutoScalingRead", autoScaling(c.readScaling()));
        }
        if (c.writeScaling() != null) {
            n.set("AutoScalingWrite", autoScaling(c.writeScaling()));
        }
        return n;
    }

    private static ObjectNode throughput(ProvisionedCapacity c) {
        return NODES.objectNode().put("ReadCapacityUnits", c.readCapacityUnits())
                .put("WriteCapacityUnits", c.writeCapacityUnits());
    }

    private static ObjectNode autoScaling(AutoScaling a) {
        ObjectNode n = NODES.objectNode();
        ObjectNode target = n.putObject("ScalableTargetRequest");
        target.put("MinCapacity", a.minCapacity());
        target.put("MaxCapacity", a.maxCapacity());
        putIfSet(target, "ServiceRole", a.serviceRole());
        ObjectNode policy = n.putObject("ScalingPolicyConfiguration");
        if (a.targetUtilization() == Math.rint(a.targetUtilization())) {
            policy.put("TargetValue", (long) a.targetUtilization());
        } else {
            policy.put("TargetValue", a.targetUtilization());
        }
        return n;
    }

    private static void putExtras(ObjectNode n, Extras extras) {
        extras.json().forEach((key, json) -> n.set(key, parse(json)));
    }

    private static JsonNode parse(String json) {
        try {
            return MAPPER.readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("kept JSON is not valid: " + e.getOriginalMessage(), e);
        }
    }

    private static void putIfSet(ObjectNode n, String field, String value) {
        if (value != null) {
            n.put(field, value);
        }
    }
}
