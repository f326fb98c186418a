package dev.tablewright.engine.request;

import dev.tablewright.model.Item;

/** A GetItem response: the item, or null when no item has the key. */
public record GetItemResult(Item item, ConsumedCapacity consumedCapacity) implements Response {
}
