package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.LiveTable;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.util.stream.Collectors;

/** A live table's keys, indexes, settings and figures as the workspace's details pane shows them. */
final class TableDetails {
    private TableDetails() {
    }

    static String of(LiveTable live) {
        Table t = live.table();
        StringBuilder out = new StringBuilder();
        out.append(t.name()).append("  ·  ").append(live.status()).append('\n');
        out.append("Items: ").append(String.format("%,d", live.itemCount()))
                .append("  ·  Size: ").append(size(live.sizeBytes())).append("  (DescribeTable; updated about every 6 hours on AWS)\n");
        out.append("Keys: ").append(keys(t.keySchema())).append('\n');
        out.append("Billing: ").append(live.billing());
        if (t.capacity() != null) {
            out.append(" (").append(t.capacity().readCapacityUnits()).append(" RCU, ")
                    .append(t.capacity().writeCapacityUnits()).append(" WCU)");
        }
        out.append('\n');
        TableSettings s = t.settings();
        if (s != null && !s.isEmpty()) {
            if (s.stream() != null) {
                out.append("Stream: ").append(s.stream()).append('\n');
            }
            if (s.tableClass() != null) {
                out.append("Table class: ").append(s.tableClass()).append('\n');
            }
            if (s.deletionProtection()) {
                out.append("Deletion protection: on\n");
            }
        }
        if (t.indexes().isEmpty()) {
            out.append("Indexes: none");
        } else {
            out.append("Indexes:");
            for (SecondaryIndex index : t.indexes()) {
                out.append("\n  ").append(index.isGlobal() ? "GSI " : "LSI ").append(index.name()).append(": ")
                        .append(keys(index.keySchema())).append("  · projection ")
                        .append(index.projection().type());
                if (!index.projection().nonKeyAttributes().isEmpty()) {
                    out.append(' ').append(index.projection().nonKeyAttributes());
                }
            }
        }
        return out.toString();
    }

    private static String keys(KeySchema keys) {
        String pk = keys.partitionKeys().stream().map(TableDetails::key).collect(Collectors.joining(" + "));
        String sk = keys.sortKeys().stream().map(TableDetails::key).collect(Collectors.joining(" + "));
        return "partition " + pk + (sk.isEmpty() ? "" : ", sort " + sk);
    }

    private static String key(KeyAttribute key) {
        return key.name() + " (" + key.type() + ")";
    }

    private static String size(long bytes) {
        if (bytes < 1024) {
            return bytes + " B";
        }
        return bytes < 1024 * 1024 ? String.format("%.1f KB", bytes / 1024.0) : String.format("%.1f MB", bytes / 1048576.0);
    }
}
