package dev.tablewright.model.query;

import dev.tablewright.model.item.AttributeValue;
import dev.tablewright.model.item.Item;
import dev.tablewright.model.schema.Operation;
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
