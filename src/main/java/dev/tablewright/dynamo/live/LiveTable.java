package dev.tablewright.dynamo.live;

import dev.tablewright.model.Table;
import java.util.Objects;

/**
 * A table as DescribeTable answers it: its keys, indexes and settings as a model {@link Table}
 * (without items), and the figures DynamoDB keeps about it (updated about every six hours on AWS).
 */
public record LiveTable(Table table, String status, long itemCount, long sizeBytes, String billing) {
    public LiveTable {
        Objects.requireNonNull(table, "table");
    }

    public String name() {
        return table.name();
    }
}
