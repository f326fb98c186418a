package dev.tablewright.patterns;

import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest;

/**
 * A transaction pattern with its parameters bound: the one TransactWriteItems or TransactGetItems
 * it sends (the other is null), each action rendered from the action's own pattern.
 */
public record BoundTransaction(TransactWriteItemsRequest write, TransactGetItemsRequest get) {
    public BoundTransaction {
        if ((write == null) == (get == null)) {
            throw new IllegalArgumentException("a bound transaction is a TransactWriteItems or a TransactGetItems");
        }
    }

    /** How many actions it sends. */
    public int size() {
        return write != null ? write.actions().size() : get.gets().size();
    }

    /** The DynamoDB operation it calls. */
    public String operation() {
        return write != null ? "TransactWriteItems" : "TransactGetItems";
    }
}
