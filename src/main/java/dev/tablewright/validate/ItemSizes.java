package dev.tablewright.validate;

import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;

/** DynamoDB's 400 KB item limit, measured with the capacity calculator's exact sizes. */
final class ItemSizes {
    static final long MAX_ITEM_BYTES = ItemSize.MAX_ITEM_BYTES;

    private ItemSizes() {
    }

    static long of(Item item) {
        return ItemSize.of(item);
    }

    static long of(AttributeValue value) {
        return ItemSize.valueSize(value);
    }
}
