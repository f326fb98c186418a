package dev.tablewright.engine.request;

import dev.tablewright.model.Item;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A BatchWriteItem: for each table (in the request's order) its puts and deletes. */
public record BatchWriteItemRequest(Map<String, List<Write>> requestItems,
                                    ReturnConsumedCapacity returnConsumedCapacity) {
    public BatchWriteItemRequest {
        Map<String, List<Write>> copy = new LinkedHashMap<>();
        requestItems.forEach((table, writes) -> copy.put(table, List.copyOf(writes)));
        requestItems = Collections.unmodifiableMap(copy);
    }

    /** One write: a PutRequest's item or a DeleteRequest's key (the other null; both null when the request had neither). */
    public record Write(Item putItem, Item deleteKey) {
    }
}
