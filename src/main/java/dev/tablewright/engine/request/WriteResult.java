package dev.tablewright.engine.request;

import dev.tablewright.model.Item;

/**
 * A write's response: the item as it was before the write (null when there was none), as it is
 * after, the attributes ReturnValues asked for (null when none: no Attributes in the answer), and
 * capacity.
 */
public record WriteResult(Item oldItem, Item newItem, ConsumedCapacity consumedCapacity, Item attributes)
        implements Response {
    public WriteResult(Item oldItem, Item newItem, ConsumedCapacity consumedCapacity) {
        this(oldItem, newItem, consumedCapacity, null);
    }
}
