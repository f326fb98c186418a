package dev.tablewright.model.query;

import dev.tablewright.model.item.Item;

/** A GetItem response: the item, or null when no item has the key. */
public record GetItemResult(Item item, ConsumedCapacity consumedCapacity) implements Response {
}
