package dev.tablewright.formats.export;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.DoubleNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.tablewright.formats.export.CdkValue.Constant;
import dev.tablewright.formats.export.CdkValue.Flag;
import dev.tablewright.formats.export.CdkValue.Struct;
import dev.tablewright.formats.export.CdkValue.Values;
import dev.tablewright.model.AutoScaling;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.Throughput;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A model's table as CDK's L2 {@code Table} says it, in no language yet: the construct's props,
 * its indexes, the escape-hatch overrides where the L2 construct writes a setting differently from
 * {@link CloudFormationExporter} (the SSE type and a customer key given by id), its tags, its auto
 * scaling and the items to write once it exists. The figures come from the owners the CloudFormation
 * export uses ({@link TableDefinitions}), so the synthesized table is the exported one.
 */
record CdkTables(String logicalId, String variable, Struct props, List<Struct> globalIndexes,
                 List<Struct> localIndexes, Map<String, JsonNode> overrides, Map<String, String> tags,
                 List<Scaling> scaling) {

    /** One {@code autoScale...Capacity(...).scaleOnUtilization(...)} call; index null for the table's own. */
    record Scaling(String indexName, String readOrWrite, long min, long max, double targetPercent) {
        JsonNode target() {
            return DoubleNode.valueOf(targetPercent);
        }
    }

    /** The table as CDK props, removed by {@code removalPolicy} (a RemovalPolicy constant: RETAIN, DESTROY, SNAPSHOT). */
    static CdkTables of(Table table, String logicalId, String variable, String removalPolicy) {
        Map<String, CdkValue> props = new LinkedHashMap<>();
        props.put("tableName", CdkValue.text(table.name()));
        props.put("partitionKey", attribute(table.keySchema().partitionKey()));
        table.keySchema().findSortKey().ifPresent(sort -> props.put("sortKey", attribute(sort)));
        ProvisionedCapacity capacity = TableDefinitions.tableCapacity(table);
        props.put("billingMode", new Constant("dynamodb", "BillingMode", capacity == null ? "PAY_PER_REQUEST" : "PROVISIONED"));
        if (capacity != null) {
            props.put("readCapacity", CdkValue.number(TableDefinitions.units(capacity.readCapacityUnits())));
            props.put("writeCapacity", CdkValue.number(TableDefinitions.units(capacity.writeCapacityUnits())));
        }
        TableSettings s = table.settings();
        onDemandAndWarm(s.onDemandThroughput(), s.warmThroughput(), props);
        if (s.timeToLiveAttribute() != null) {
            props.put("timeToLiveAttribute", CdkValue.text(s.timeToLiveAttribute()));
        }
        if (s.stream() != null) {
            props.put("stream", new Constant("dynamodb", "StreamViewType", s.stream().name()));
        }
        if (s.deletionProtection()) {
            props.put("deletionProtection", new Flag(true));
        }
        if (s.tableClass() != null) {
            props.put("tableClass", new Constant("dynamodb", "TableClass", s.tableClass().name()));
        }
        if (s.pointInTimeRecovery()) {
            Map<String, CdkValue> pitr = new LinkedHashMap<>();
            pitr.put("pointInTimeRecoveryEnabled", new Flag(true));
            if (s.recoveryPeriodDays() != null) {
                pitr.put("recoveryPeriodInDays", CdkValue.number(s.recoveryPeriodDays()));
            }
            props.put("pointInTimeRecoverySpecification", new Struct("PointInTimeRecoverySpecification", pitr));
        }
        Map<String, JsonNode> overrides = new LinkedHashMap<>();
        if (s.encryption() != null) {
            encryption(s.encryption(), props, overrides);
        }
        props.put("removalPolicy", new Constant("cdk", "RemovalPolicy", removalPolicy));

        List<Struct> gsis = new ArrayList<>();
        for (SecondaryIndex index : table.globalSecondaryIndexes()) {
            gsis.add(globalIndex(table, index));
        }
        List<Struct> lsis = table.localSecondaryIndexes().stream().map(CdkTables::localIndex).toList();
        return new CdkTables(logicalId, variable, new Struct("TableProps", props), gsis, lsis, overrides,
                s.tags(), scaling(table));
    }

    private static Struct globalIndex(Table table, SecondaryIndex index) {
        Map<String, CdkValue> fields = new LinkedHashMap<>();
        fields.put("indexName", CdkValue.text(index.name()));
        keys(index.keySchema(), fields);
        projection(index, fields);
        ProvisionedCapacity own = TableDefinitions.indexCapacity(table, index);
        if (own != null) {
            fields.put("readCapacity", CdkValue.number(TableDefinitions.units(own.readCapacityUnits())));
            fields.put("writeCapacity", CdkValue.number(TableDefinitions.units(own.writeCapacityUnits())));
        }
        TableSettings.IndexThroughput t = table.settings().indexThroughput(index.name());
        if (t != null) {
            onDemandAndWarm(t.onDemandThroughput(), t.warmThroughput(), fields);
        }
        return new Struct("GlobalSecondaryIndexProps", fields);
    }

    private static Struct localIndex(SecondaryIndex index) {
        Map<String, CdkValue> fields = new LinkedHashMap<>();
        fields.put("indexName", CdkValue.text(index.name()));
        fields.put("sortKey", attribute(index.keySchema().sortKey()));
        projection(index, fields);
        return new Struct("LocalSecondaryIndexProps", fields);
    }

    /** One attribute as partitionKey / sortKey, several (a multi-attribute GSI key) as partitionKeys / sortKeys. */
    private static void keys(KeySchema schema, Map<String, CdkValue> fields) {
        if (schema.partitionKeys().size() == 1) {
            fields.put("partitionKey", attribute(schema.partitionKey()));
        } else {
            fields.put("partitionKeys", new Values(schema.partitionKeys().stream().map(CdkTables::attribute).toList()));
        }
        if (schema.sortKeys().size() == 1) {
            fields.put("sortKey", attribute(schema.sortKey()));
        } else if (schema.sortKeys().size() > 1) {
            fields.put("sortKeys", new Values(schema.sortKeys().stream().map(CdkTables::attribute).toList()));
        }
    }

    private static void projection(SecondaryIndex index, Map<String, CdkValue> fields) {
        fields.put("projectionType", new Constant("dynamodb", "ProjectionType", index.projection().type().name()));
        if (index.projection().type() == ProjectionType.INCLUDE) {
            fields.put("nonKeyAttributes", new Values(index.projection().nonKeyAttributes().stream()
                    .map(CdkValue::text).toList()));
        }
    }

    private static CdkValue attribute(KeyAttribute key) {
        String type = switch (key.type()) {
            case S -> "STRING";
            case N -> "NUMBER";
            case B -> "BINARY";
        };
        Map<String, CdkValue> fields = new LinkedHashMap<>();
        fields.put("name", CdkValue.text(key.name()));
        fields.put("type", new Constant("dynamodb", "AttributeType", type));
        return new Struct("Attribute", fields);
    }

    private static void onDemandAndWarm(Throughput onDemand, Throughput warm, Map<String, CdkValue> fields) {
        if (onDemand != null && onDemand.readUnitsPerSecond() != null) {
            fields.put("maxReadRequestUnits", CdkValue.number(onDemand.readUnitsPerSecond()));
        }
        if (onDemand != null && onDemand.writeUnitsPerSecond() != null) {
            fields.put("maxWriteRequestUnits", CdkValue.number(onDemand.writeUnitsPerSecond()));
        }
        if (warm != null) {
            Map<String, CdkValue> units = new LinkedHashMap<>();
            if (warm.readUnitsPerSecond() != null) {
                units.put("readUnitsPerSecond", CdkValue.number(warm.readUnitsPerSecond()));
            }
            if (warm.writeUnitsPerSecond() != null) {
                units.put("writeUnitsPerSecond", CdkValue.number(warm.writeUnitsPerSecond()));
            }
            fields.put("warmThroughput", new Struct("WarmThroughput", units));
        }
    }

    /**
     * AWS owned is the L2's DEFAULT ({@code SSEEnabled: false}); AWS managed is its AWS_MANAGED, which
     * leaves out the SSE type the CloudFormation export writes, and a customer key is given by id or
     * alias (the L2 takes only a KMS key construct): both through the escape hatch.
     */
    private static void encryption(Encryption e, Map<String, CdkValue> props, Map<String, JsonNode> overrides) {
        if (e.keyType() == Encryption.KeyType.OWNED) {
            props.put("encryption", new Constant("dynamodb", "TableEncryption", "DEFAULT"));
            return;
        }
        props.put("encryption", new Constant("dynamodb", "TableEncryption", "AWS_MANAGED"));
        overrides.put("SSESpecification.SSEType", TextNode.valueOf("KMS"));
        if (e.keyType() == Encryption.KeyType.CUSTOMER_MANAGED && e.kmsKeyId() != null) {
            overrides.put("SSESpecification.KMSMasterKeyId", TextNode.valueOf(e.kmsKeyId()));
        }
    }

    /** The auto scaling CloudFormationExporter writes: the table's, and each GSI with the table's settings. */
    private static List<Scaling> scaling(Table table) {
        ProvisionedCapacity capacity = TableDefinitions.tableCapacity(table);
        List<Scaling> calls = new ArrayList<>();
        if (capacity == null) {
            return calls;
        }
        List<String> owners = new ArrayList<>();
        owners.add(null);
        table.globalSecondaryIndexes().forEach(index -> owners.add(index.name()));
        for (String owner : owners) {
            addScaling(calls, owner, "Read", capacity.readScaling());
            addScaling(calls, owner, "Write", capacity.writeScaling());
        }
        return calls;
    }

    private static void addScaling(List<Scaling> calls, String index, String readOrWrite, AutoScaling scaling) {
        if (scaling != null) {
            calls.add(new Scaling(index, readOrWrite, scaling.minCapacity(), scaling.maxCapacity(),
                    scaling.targetUtilization()));
        }
    }
}
