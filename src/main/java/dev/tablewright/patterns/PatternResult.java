package dev.tablewright.patterns;

import dev.tablewright.engine.request.ConsumedCapacity;

import dev.tablewright.model.Item;
import java.util.List;

/**
 * A pattern run: the items of all its requests (for a fan-out, merged in the index's sort key
 * order, descending when the pattern reads backwards), summed counts and capacity, and each
 * request's own result.
 */
public record PatternResult(BoundPattern bound, List<Item> items, int count, int scannedCount,
                            ConsumedCapacity consumedCapacity, List<ShardResult> shards) {
    public PatternResult {
        items = List.copyOf(items);
        shards = List.copyOf(shards);
    }
}
