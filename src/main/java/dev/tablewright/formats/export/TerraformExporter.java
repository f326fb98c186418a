package dev.tablewright.formats.export;

import dev.tablewright.model.AutoScaling;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Terraform configuration for a model (AWS provider): one {@code aws_dynamodb_table} per table
 * with its attribute, global_secondary_index and local_secondary_index blocks and its settings
 * ({@link TerraformSettings}), and
 * {@code aws_appautoscaling_target}/{@code _policy} pairs where the model has auto scaling (the
 * table then ignores capacity changes, which the scaling makes).
 */
public final class TerraformExporter {
    private TerraformExporter() {
    }

    public static String toHcl(Model model) {
        StringBuilder out = new StringBuilder();
        out.append("# DynamoDB tables of the model ").append(model.name().replaceAll("[\\r\\n]", " "))
                .append(" (exported by Tablewright)\n");
        Set<String> used = new HashSet<>();
        for (Table table : model.tables()) {
            String name = LogicalIds.unique(LogicalIds.terraform(table.name()), used);
            out.append('\n');
            table(out, table, name);
            scaling(out, used, table, name);
        }
        return out.toString();
    }

    private static void table(StringBuilder out, Table table, String name) {
        out.append("resource \"aws_dynamodb_table\" \"").append(name).append("\" {\n");
        attribute(out, 1, "name", string(table.name()));
        attribute(out, 1, "billing_mode", string(table.effectiveBillingMode().name()));
        keys(out, 1, table.keySchema(), true);
        ProvisionedCapacity capacity = TableDefinitions.tableCapacity(table);
        capacity(out, 1, capacity);
        TerraformSettings.write(out, table.settings());
        table.keyAttributeTypes().forEach((attribute, type) -> {
            out.append("\n  attribute {\n");
            attribute(out, 2, "name", string(attribute));
            attribute(out, 2, "type", string(type.name()));
            out.append("  }\n");
        });
        for (SecondaryIndex index : table.globalSecondaryIndexes()) {
            out.append("\n  global_secondary_index {\n");
            attribute(out, 2, "name", string(index.name()));
            keys(out, 2, index.keySchema(), true);
            projection(out, index.projection());
            capacity(out, 2, TableDefinitions.indexCapacity(table, index));
            TerraformSettings.indexThroughput(out, table.settings().indexThroughput(index.name()));
            out.append("  }\n");
        }
        for (SecondaryIndex index : table.localSecondaryIndexes()) {
            out.append("\n  local_secondary_index {\n");
            attribute(out, 2, "name", string(index.name()));
            keys(out, 2, index.keySchema(), false);
            projection(out, index.projection());
            out.append("  }\n");
        }
        if (capacity != null && (capacity.readScaling() != null || capacity.writeScaling() != null)) {
            out.append("\n  lifecycle {\n");
            attribute(out, 2, "ignore_changes", "[read_capacity, write_capacity]");
            out.append("  }\n");
        }
        out.append("}\n");
    }

    private static void keys(StringBuilder out, int depth, KeySchema keySchema, boolean withHashKey) {
        if (keySchema.isMultiAttribute()) {
            // the AWS provider's form for a multi-attribute GSI key: key_schema blocks in schema order
            keySchema.partitionKeys().forEach(k -> keySchemaBlock(out, depth, k.name(), "HASH"));
            keySchema.sortKeys().forEach(k -> keySchemaBlock(out, depth, k.name(), "RANGE"));
            return;
        }
        if (withHashKey) {
            attribute(out, depth, "hash_key", string(keySchema.partitionKey().name()));
        }
        keySchema.findSortKey().ifPresent(sk -> attribute(out, depth, "range_key", string(sk.name())));
    }

    private static void keySchemaBlock(StringBuilder out, int depth, String attributeName, String keyType) {
        out.append("  ".repeat(depth)).append("key_schema {\n");
        attribute(out, depth + 1, "attribute_name", string(attributeName));
        attribute(out, depth + 1, "key_type", string(keyType));
        out.append("  ".repeat(depth)).append("}\n");
    }

    private static void projection(StringBuilder out, Projection projection) {
        attribute(out, 2, "projection_type", string(projection.type().name()));
        if (projection.type() == ProjectionType.INCLUDE) {
            attribute(out, 2, "non_key_attributes", list(projection.nonKeyAttributes()));
        }
    }

    private static void capacity(StringBuilder out, int depth, ProvisionedCapacity capacity) {
        if (capacity != null) {
            attribute(out, depth, "read_capacity", Long.toString(TableDefinitions.units(capacity.readCapacityUnits())));
            attribute(out, depth, "write_capacity", Long.toString(TableDefinitions.units(capacity.writeCapacityUnits())));
        }
    }

    private static void scaling(StringBuilder out, Set<String> used, Table table, String tableName) {
        ProvisionedCapacity capacity = TableDefinitions.tableCapacity(table);
        if (capacity == null) {
            return;
        }
        dimension(out, used, table, tableName, null, "read", capacity.readScaling());
        dimension(out, used, table, tableName, null, "write", capacity.writeScaling());
        for (SecondaryIndex index : table.globalSecondaryIndexes()) {
            dimension(out, used, table, tableName, index.name(), "read", capacity.readScaling());
            dimension(out, used, table, tableName, index.name(), "write", capacity.writeScaling());
        }
    }

    private static void dimension(StringBuilder out, Set<String> used, Table table, String tableName,
                                  String indexName, String readOrWrite, AutoScaling scaling) {
        if (scaling == null) {
            return;
        }
        String name = LogicalIds.unique(tableName + (indexName == null ? "" : "_" + LogicalIds.terraform(indexName))
                + "_" + readOrWrite, used);
        String capital = readOrWrite.equals("read") ? "Read" : "Write";
        String resourceId = "table/${aws_dynamodb_table." + tableName + ".name}"
                + (indexName == null ? "" : "/index/" + escape(indexName));
        out.append("\nresource \"aws_appautoscaling_target\" \"").append(name).append("\" {\n");
        attribute(out, 1, "max_capacity", Long.toString(scaling.maxCapacity()));
        attribute(out, 1, "min_capacity", Long.toString(scaling.minCapacity()));
        attribute(out, 1, "resource_id", "\"" + resourceId + "\"");
        attribute(out, 1, "scalable_dimension", string("dynamodb:" + (indexName == null ? "table" : "index") + ":"
                + capital + "CapacityUnits"));
        attribute(out, 1, "service_namespace", string("dynamodb"));
        out.append("}\n");

        String target = "aws_appautoscaling_target." + name;
        out.append("\nresource \"aws_appautoscaling_policy\" \"").append(name).append("\" {\n");
        attribute(out, 1, "name", "\"DynamoDB" + capital + "CapacityUtilization:${" + target + ".resource_id}\"");
        attribute(out, 1, "policy_type", string("TargetTrackingScaling"));
        attribute(out, 1, "resource_id", target + ".resource_id");
        attribute(out, 1, "scalable_dimension", target + ".scalable_dimension");
        attribute(out, 1, "service_namespace", target + ".service_namespace");
        out.append("\n  target_tracking_scaling_policy_configuration {\n");
        out.append("    predefined_metric_specification {\n");
        attribute(out, 3, "predefined_metric_type", string("DynamoDB" + capital + "CapacityUtilization"));
        out.append("    }\n");
        attribute(out, 2, "target_value", number(scaling.targetUtilization()));
        out.append("  }\n}\n");
    }

    static void attribute(StringBuilder out, int depth, String name, String value) {
        out.append("  ".repeat(depth)).append(name).append(" = ").append(value).append('\n');
    }

    private static String list(List<String> values) {
        StringBuilder b = new StringBuilder("[");
        for (int i = 0; i < values.size(); i++) {
            b.append(i == 0 ? "" : ", ").append(string(values.get(i)));
        }
        return b.append(']').toString();
    }

    private static String number(double value) {
        return value == Math.rint(value) && !Double.isInfinite(value) ? Long.toString((long) value) : Double.toString(value);
    }

    /** A quoted HCL string: backslashes, quotes, control characters and template openers escaped. */
    static String string(String value) {
        return "\"" + escape(value) + "\"";
    }

    private static String escape(String value) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            switch (c) {
                case '\\' -> b.append("\\\\");
                case '"' -> b.append("\\\"");
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                case '$', '%' -> {
                    b.append(c);
                    if (i + 1 < value.length() && value.charAt(i + 1) == '{') {
                        b.append(c);
                    }
                }
                default -> b.append(c);
            }
        }
        return b.toString();
    }
}
