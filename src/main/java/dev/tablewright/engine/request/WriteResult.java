package dev.tablewright.engine.request;

import dev.tablewright.model.Item;

/** A write's response: the item as it was before the write (null when there was none), and capacity. */
public record WriteResult(Item oldItem, Item newItem, ConsumedCapacity consumedCapacity) implements Response {
}
