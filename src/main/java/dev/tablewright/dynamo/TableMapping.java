package dev.tablewright.dynamo;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.LocalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughput;
import software.amazon.awssdk.services.dynamodb.model.ProvisionedThroughputDescription;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import java.util.Set;

/**
 * Maps a model table to a CreateTableRequest (with what it takes of the table's settings, see
 * {@link SettingsMapping}) and a live table's description back to a model table.
 * A provisioned table or index without capacity in the model gets {@link #DEFAULT_CAPACITY}.
 *
 * <p>The model's AttributeDefinition, BillingMode and Projection meet the SDK's classes of the same
 * names here: the model's are imported, the SDK's written out in full.
 */
public final class TableMapping {
    /** Read and write units used when the model says provisioned but gives no figures. */
    public static final ProvisionedCapacity DEFAULT_CAPACITY = ProvisionedCapacity.of(5, 5);

    private TableMapping() {
    }

    public static CreateTableRequest toCreateTableRequest(Table table) {
        boolean provisioned = table.effectiveBillingMode() == BillingMode.PROVISIONED;
        ProvisionedCapacity tableCapacity = table.capacity() == null ? DEFAULT_CAPACITY : table.capacity();
        var request = CreateTableRequest.builder()
                .tableName(table.name())
                .keySchema(keySchema(table.keySchema()))
                .attributeDefinitions(attributeDefinitions(table))
                .billingMode(provisioned ? software.amazon.awssdk.services.dynamodb.model.BillingMode.PROVISIONED
                        : software.amazon.awssdk.services.dynamodb.model.BillingMode.PAY_PER_REQUEST);
        if (provisioned) {
            request.provisionedThroughput(throughput(tableCapacity));
        }
        if (!table.globalSecondaryIndexes().isEmpty()) {
            request.globalSecondaryIndexes(table.globalSecondaryIndexes().stream().map(index -> {
                var gsi = GlobalSecondaryIndex.builder()
                        .indexName(index.name())
                        .keySchema(keySchema(index.keySchema()))
                        .projection(projection(index.projection()));
                if (provisioned) {
                    gsi.provisionedThroughput(throughput(index.capacity() == null ? tableCapacity : index.capacity()));
                }
                SettingsMapping.addToIndex(table.settings().indexThroughput(index.name()), gsi);
                return gsi.build();
            }).toList());
        }
        if (!table.localSecondaryIndexes().isEmpty()) {
            request.localSecondaryIndexes(table.localSecondaryIndexes().stream().map(index ->
                    LocalSecondaryIndex.builder()
                            .indexName(index.name())
                            .keySchema(keySchema(index.keySchema()))
                            .projection(projection(index.projection()))
                            .build()).toList());
        }
        SettingsMapping.addToCreateTable(table.settings(), request);
        return request.build();
    }

    static List<KeySchemaElement> keySchema(KeySchema keySchema) {
        List<KeySchemaElement> elements = new ArrayList<>();
        keySchema.partitionKeys().forEach(k ->
                elements.add(KeySchemaElement.builder().attributeName(k.name()).keyType(KeyType.HASH).build()));
        keySchema.sortKeys().forEach(k ->
                elements.add(KeySchemaElement.builder().attributeName(k.name()).keyType(KeyType.RANGE).build()));
        return elements;
    }

    static List<software.amazon.awssdk.services.dynamodb.model.AttributeDefinition> attributeDefinitions(Table table) {
        return table.keyAttributeTypes().entrySet().stream()
                .map(e -> software.amazon.awssdk.services.dynamodb.model.AttributeDefinition.builder()
                        .attributeName(e.getKey())
                        .attributeType(ScalarAttributeType.fromValue(e.getValue().name()))
                        .build())
                .toList();
    }

    static software.amazon.awssdk.services.dynamodb.model.Projection projection(Projection projection) {
        var b = software.amazon.awssdk.services.dynamodb.model.Projection.builder()
                .projectionType(projection.type().name());
        if (projection.type() == ProjectionType.INCLUDE) {
            b.nonKeyAttributes(projection.nonKeyAttributes());
        }
        return b.build();
    }

    static ProvisionedThroughput throughput(ProvisionedCapacity capacity) {
        return ProvisionedThroughput.builder()
                .readCapacityUnits(Math.max(1, capacity.readCapacityUnits()))
                .writeCapacityUnits(Math.max(1, capacity.writeCapacityUnits()))
                .build();
    }

    /**
     * The model table for a live table's description. Non-key attributes are taken from the sample
     * items (name and the type first seen); the items become the table's own items, facets empty.
     */
    public static Table fromDescription(TableDescription description, List<Item> sample) {
        Map<String, ScalarType> types = new HashMap<>();
        description.attributeDefinitions().forEach(d ->
                types.put(d.attributeName(), ScalarType.fromCode(d.attributeTypeAsString())));
        KeySchema keySchema = keySchema(description.keySchema(), types);
        BillingMode billing = billingMode(description);
        ProvisionedCapacity capacity = billing == BillingMode.PROVISIONED
                ? capacity(description.provisionedThroughput()) : null;

        List<SecondaryIndex> gsis = new ArrayList<>();
        for (GlobalSecondaryIndexDescription gsi : description.globalSecondaryIndexes()) {
            ProvisionedCapacity indexCapacity = billing == BillingMode.PROVISIONED
                    ? capacity(gsi.provisionedThroughput()) : null;
            if (indexCapacity != null && indexCapacity.equals(capacity)) {
                indexCapacity = null; // same as the table's: the model leaves it out
            }
            gsis.add(new SecondaryIndex(gsi.indexName(), IndexKind.GSI, keySchema(gsi.keySchema(), types),
                    projection(gsi.projection()), indexCapacity, null, Extras.none()));
        }
        List<SecondaryIndex> lsis = new ArrayList<>();
        for (LocalSecondaryIndexDescription lsi : description.localSecondaryIndexes()) {
            lsis.add(SecondaryIndex.lsi(lsi.indexName(), keySchema(lsi.keySchema(), types), projection(lsi.projection())));
        }
        List<AttributeDefinition> nonKey = nonKeyAttributes(sample, types.keySet());
        return new Table(description.tableName(), keySchema, nonKey, gsis, lsis, List.of(), sample,
                billing, capacity, Extras.none());
    }

    static BillingMode billingMode(TableDescription description) {
        if (description.billingModeSummary() != null && description.billingModeSummary().billingMode() != null) {
            return description.billingModeSummary().billingModeAsString().equals("PROVISIONED")
                    ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST;
        }
        ProvisionedThroughputDescription throughput = description.provisionedThroughput();
        boolean hasUnits = throughput != null && throughput.readCapacityUnits() != null
                && throughput.readCapacityUnits() > 0;
        return hasUnits ? BillingMode.PROVISIONED : BillingMode.PAY_PER_REQUEST;
    }

    static ProvisionedCapacity capacity(ProvisionedThroughputDescription throughput) {
        if (throughput == null || throughput.readCapacityUnits() == null) {
            return null;
        }
        return ProvisionedCapacity.of(throughput.readCapacityUnits(), throughput.writeCapacityUnits());
    }

    static KeySchema keySchema(List<KeySchemaElement> elements, Map<String, ScalarType> types) {
        List<KeyAttribute> partitionKeys = new ArrayList<>();
        List<KeyAttribute> sortKeys = new ArrayList<>();
        for (KeySchemaElement e : elements) {
            KeyAttribute attribute = KeyAttribute.of(e.attributeName(), types.getOrDefault(e.attributeName(), ScalarType.S));
            (e.keyType() == KeyType.HASH ? partitionKeys : sortKeys).add(attribute);
        }
        return KeySchema.of(partitionKeys, sortKeys);
    }

    static Projection projection(software.amazon.awssdk.services.dynamodb.model.Projection projection) {
        if (projection == null || projection.projectionTypeAsString() == null) {
            return Projection.all();
        }
        ProjectionType type = ProjectionType.fromCode(projection.projectionTypeAsString());
        if (type == ProjectionType.INCLUDE) {
            return Projection.include(projection.nonKeyAttributes());
        }
        return type == ProjectionType.KEYS_ONLY ? Projection.keysOnly() : Projection.all();
    }

    static List<AttributeDefinition> nonKeyAttributes(List<Item> sample, Set<String> keyNames) {
        Map<String, AttributeType> types = new LinkedHashMap<>();
        for (Item item : sample) {
            for (Map.Entry<String, AttributeValue> e : item.attributes().entrySet()) {
                if (!keyNames.contains(e.getKey())) {
                    types.putIfAbsent(e.getKey(), e.getValue().type());
                }
            }
        }
        return types.entrySet().stream().map(e -> new AttributeDefinition(e.getKey(), e.getValue())).toList();
    }
}
