package dev.tablewright.engine.request;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Capacity a request consumed, shaped as DynamoDB's {@code ConsumedCapacity}: the total, and with
 * {@link ReturnConsumedCapacity#INDEXES} the part on the table ({@code table}, else null) and on
 * each index (empty maps when none).
 */
public record ConsumedCapacity(String tableName, double capacityUnits, Capacity table,
                               Map<String, Capacity> localSecondaryIndexes,
                               Map<String, Capacity> globalSecondaryIndexes) {
    public ConsumedCapacity {
        Objects.requireNonNull(tableName, "tableName");
        localSecondaryIndexes = localSecondaryIndexes == null ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(localSecondaryIndexes));
        globalSecondaryIndexes = globalSecondaryIndexes == null ? Map.of()
                : Collections.unmodifiableMap(new LinkedHashMap<>(globalSecondaryIndexes));
    }

    public static ConsumedCapacity total(String tableName, double units) {
        return new ConsumedCapacity(tableName, units, null, Map.of(), Map.of());
    }
}
