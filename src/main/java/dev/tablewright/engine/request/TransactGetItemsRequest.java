package dev.tablewright.engine.request;

import java.util.List;

/** A TransactGetItems: its Gets in order, each a table, a key and an optional projection. */
public record TransactGetItemsRequest(List<GetItemRequest> gets, ReturnConsumedCapacity returnConsumedCapacity) {
    public TransactGetItemsRequest {
        gets = List.copyOf(gets);
    }
}
