package dev.tablewright.engine.request;

import dev.tablewright.model.Item;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A BatchGetItem: for each table (in the request's order) its keys and how to read them. */
public record BatchGetItemRequest(Map<String, KeysAndAttributes> requestItems,
                                  ReturnConsumedCapacity returnConsumedCapacity) {
    public BatchGetItemRequest {
        requestItems = Collections.unmodifiableMap(new LinkedHashMap<>(requestItems));
    }

    /** One table's part: the keys, an optional projection with its names, and the consistency. */
    public record KeysAndAttributes(List<Item> keys, String projectionExpression,
                                    Map<String, String> expressionAttributeNames, Boolean consistentRead) {
        public KeysAndAttributes {
            keys = List.copyOf(keys);
            expressionAttributeNames = QueryRequest.copy(expressionAttributeNames);
        }
    }
}
