package dev.tablewright.formats.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.io.UncheckedIOException;

/**
 * The CreateTable request of a table as JSON, the shape {@code aws dynamodb create-table
 * --cli-input-json} reads (and the Properties of a CloudFormation table use the same names for
 * keys, billing and indexes). TTL and point-in-time recovery are not part of CreateTable: see
 * {@link SettingsExport#followUpCommands}.
 */
public final class CliInputExporter {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectWriter JSON = new ObjectMapper().writer(
            new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n")));

    private CliInputExporter() {
    }

    /** The request as pretty JSON text with a final newline. */
    public static String toJson(Table table) {
        try {
            return JSON.writeValueAsString(createTableInput(table)) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    public static ObjectNode createTableInput(Table table) {
        ObjectNode input = NODES.objectNode();
        input.put("TableName", table.name());
        ArrayNode definitions = input.putArray("AttributeDefinitions");
        table.keyAttributeTypes().forEach((name, type) ->
                definitions.addObject().put("AttributeName", name).put("AttributeType", type.name()));
        input.set("KeySchema", keySchema(table.keySchema()));
        input.put("BillingMode", table.effectiveBillingMode().name());
        ProvisionedCapacity capacity = TableDefinitions.tableCapacity(table);
        if (capacity != null) {
            input.set("ProvisionedThroughput", throughput(capacity));
        }
        if (!table.globalSecondaryIndexes().isEmpty()) {
            ArrayNode gsis = input.putArray("GlobalSecondaryIndexes");
            for (SecondaryIndex index : table.globalSecondaryIndexes()) {
                ObjectNode gsi = index(index);
                ProvisionedCapacity own = TableDefinitions.indexCapacity(table, index);
                if (own != null) {
                    gsi.set("ProvisionedThroughput", throughput(own));
                }
                SettingsExport.indexThroughput(table.settings().indexThroughput(index.name()), gsi);
                gsis.add(gsi);
            }
        }
        if (!table.localSecondaryIndexes().isEmpty()) {
            ArrayNode lsis = input.putArray("LocalSecondaryIndexes");
            table.localSecondaryIndexes().forEach(index -> lsis.add(index(index)));
        }
        SettingsExport.createTable(table.settings(), input);
        return input;
    }

    /** The table's keys, attribute definitions, billing, throughput and indexes: what every form shares. */
    static ObjectNode definition(Table table) {
        // the settings go where CloudFormation puts them (SettingsExport); each index's own stay in its entry
        ObjectNode input = createTableInput(table.withSettings(TableSettings.none()
                .withIndexThroughput(table.settings().indexThroughput())));
        input.remove("TableName");
        return input;
    }

    private static ObjectNode index(SecondaryIndex index) {
        ObjectNode node = NODES.objectNode();
        node.put("IndexName", index.name());
        node.set("KeySchema", keySchema(index.keySchema()));
        node.set("Projection", projection(index.projection()));
        return node;
    }

    /** HASH elements then RANGE elements, each in schema order (a GSI may have up to four of each). */
    static ArrayNode keySchema(KeySchema keySchema) {
        ArrayNode elements = NODES.arrayNode();
        keySchema.partitionKeys().forEach(k -> elements.addObject().put("AttributeName", k.name()).put("KeyType", "HASH"));
        keySchema.sortKeys().forEach(k -> elements.addObject().put("AttributeName", k.name()).put("KeyType", "RANGE"));
        return elements;
    }

    static ObjectNode projection(Projection projection) {
        ObjectNode node = NODES.objectNode().put("ProjectionType", projection.type().name());
        if (projection.type() == ProjectionType.INCLUDE) {
            ArrayNode names = node.putArray("NonKeyAttributes");
            projection.nonKeyAttributes().forEach(names::add);
        }
        return node;
    }

    static ObjectNode throughput(ProvisionedCapacity capacity) {
        return NODES.objectNode()
                .put("ReadCapacityUnits", TableDefinitions.units(capacity.readCapacityUnits()))
                .put("WriteCapacityUnits", TableDefinitions.units(capacity.writeCapacityUnits()));
    }
}
