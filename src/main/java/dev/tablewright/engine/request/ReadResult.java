package dev.tablewright.engine.request;

import dev.tablewright.model.Item;
import java.util.List;

/**
 * A Query or Scan response as the DynamoDB API has it: {@code items} is null for Select COUNT,
 * {@code lastEvaluatedKey} null when there is no further page, {@code consumedCapacity} null
 * unless asked for.
 */
public record ReadResult(List<Item> items, int count, int scannedCount, Item lastEvaluatedKey,
                         ConsumedCapacity consumedCapacity) implements Response {
    public ReadResult {
        items = items == null ? null : List.copyOf(items);
    }

    /** The items, or an empty list for Select COUNT. */
    public List<Item> itemsOrEmpty() {
        return items == null ? List.of() : items;
    }
}
