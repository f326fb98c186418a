package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Operation;
import java.util.Map;
import java.util.Objects;

/** An UpdateItem: the key, an update expression and an optional condition expression. */
public record UpdateItemRequest(String tableName, Item key, String updateExpression, String conditionExpression,
                                Map<String, String> expressionAttributeNames,
                                Map<String, AttributeValue> expressionAttributeValues,
                                ReturnConsumedCapacity returnConsumedCapacity) implements WriteRequest {
    public UpdateItemRequest {
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(key, "key");
        expressionAttributeNames = QueryRequest.copy(expressionAttributeNames);
        expressionAttributeValues = QueryRequest.copy(expressionAttributeValues);
    }

    @Override
    public Operation operation() {
        return Operation.UpdateItem;
    }
}
