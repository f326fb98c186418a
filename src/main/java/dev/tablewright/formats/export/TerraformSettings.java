package dev.tablewright.formats.export;

import static dev.tablewright.formats.export.TerraformExporter.attribute;
import static dev.tablewright.formats.export.TerraformExporter.string;

import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.Throughput;

/**
 * A table's settings as the AWS provider's {@code aws_dynamodb_table} arguments: ttl,
 * stream_enabled/stream_view_type, deletion_protection_enabled, table_class, on_demand_throughput,
 * warm_throughput, point_in_time_recovery, server_side_encryption and tags. DynamoDB's defaults
 * are left out.
 */
final class TerraformSettings {
    private TerraformSettings() {
    }

    static void write(StringBuilder out, TableSettings s) {
        if (s.stream() != null) {
            attribute(out, 1, "stream_enabled", "true");
            attribute(out, 1, "stream_view_type", string(s.stream().name()));
        }
        if (s.deletionProtection()) {
            attribute(out, 1, "deletion_protection_enabled", "true");
        }
        if (s.tableClass() != null) {
            attribute(out, 1, "table_class", string(s.tableClass().name()));
        }
        if (s.timeToLiveAttribute() != null) {
            out.append("\n  ttl {\n");
            attribute(out, 2, "attribute_name", string(s.timeToLiveAttribute()));
            attribute(out, 2, "enabled", "true");
            out.append("  }\n");
        }
        throughput(out, "on_demand_throughput", s.onDemandThroughput(), "max_read_request_units",
                "max_write_request_units");
        throughput(out, "warm_throughput", s.warmThroughput(), "read_units_per_second", "write_units_per_second");
        if (s.pointInTimeRecovery()) {
            out.append("\n  point_in_time_recovery {\n");
            attribute(out, 2, "enabled", "true");
            if (s.recoveryPeriodDays() != null) {
                attribute(out, 2, "recovery_period_in_days", Integer.toString(s.recoveryPeriodDays()));
            }
            out.append("  }\n");
        }
        if (s.encryption() != null) {
            // enabled = false is the AWS owned key; enabled without a key ARN the AWS managed key
            Encryption e = s.encryption();
            out.append("\n  server_side_encryption {\n");
            attribute(out, 2, "enabled", Boolean.toString(e.keyType() != Encryption.KeyType.OWNED));
            if (e.keyType() == Encryption.KeyType.CUSTOMER_MANAGED && e.kmsKeyId() != null) {
                attribute(out, 2, "kms_key_arn", string(e.kmsKeyId()));
            }
            out.append("  }\n");
        }
        if (!s.tags().isEmpty()) {
            out.append("\n  tags = {\n");
            s.tags().forEach((key, value) -> attribute(out, 2, string(key), string(value)));
            out.append("  }\n");
        }
    }

    private static void throughput(StringBuilder out, String block, Throughput t, String read, String write) {
        throughput(out, 1, block, t, read, write);
    }

    /** A global_secondary_index block's own on_demand_throughput and warm_throughput, when it has them. */
    static void indexThroughput(StringBuilder out, TableSettings.IndexThroughput t) {
        if (t != null) {
            throughput(out, 2, "on_demand_throughput", t.onDemandThroughput(), "max_read_request_units",
                    "max_write_request_units");
            throughput(out, 2, "warm_throughput", t.warmThroughput(), "read_units_per_second",
                    "write_units_per_second");
        }
    }

    private static void throughput(StringBuilder out, int depth, String block, Throughput t, String read,
                                   String write) {
        if (t == null) {
            return;
        }
        String indent = "  ".repeat(depth);
        out.append(depth == 1 ? "\n" : "").append(indent).append(block).append(" {\n");
        if (t.readUnitsPerSecond() != null) {
            attribute(out, depth + 1, read, Long.toString(t.readUnitsPerSecond()));
        }
        if (t.writeUnitsPerSecond() != null) {
            attribute(out, depth + 1, write, Long.toString(t.writeUnitsPerSecond()));
        }
        out.append(indent).append("}\n");
    }
}
