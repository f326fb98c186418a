package dev.tablewright.engine.request;

import dev.tablewright.model.Item;
import java.util.Collections;
import java.util.List;

/** A TransactGetItems' answer: one item per Get in order (null where there was none), and capacity per table. */
public record TransactGetItemsResult(List<Item> items, List<ConsumedCapacity> consumedCapacity) {
    public TransactGetItemsResult {
        items = Collections.unmodifiableList(new java.util.ArrayList<>(items));
    }
}
