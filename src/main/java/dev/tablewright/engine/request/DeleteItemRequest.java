package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Operation;
import java.util.Map;
import java.util.Objects;

/** A DeleteItem: the key, with an optional condition expression. */
public record DeleteItemRequest(String tableName, Item key, String conditionExpression,
                                Map<String, String> expressionAttributeNames,
                                Map<String, AttributeValue> expressionAttributeValues,
                                ReturnConsumedCapacity returnConsumedCapacity) implements WriteRequest {
    public DeleteItemRequest {
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(key, "key");
        expressionAttributeNames = QueryRequest.copy(expressionAttributeNames);
        expressionAttributeValues = QueryRequest.copy(expressionAttributeValues);
    }

    public static DeleteItemRequest of(String tableName, Item key) {
        return new DeleteItemRequest(tableName, key, null, Map.of(), Map.of(), null);
    }

    @Override
    public Operation operation() {
        return Operation.DeleteItem;
    }
}
