package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Operation;
import java.util.Map;
import java.util.Objects;

/**
 * An UpdateItem: the key, an update expression and an optional condition expression;
 * {@code returnValues} and {@code returnValuesOnConditionCheckFailure} as the request spells them
 * (null when absent).
 */
public record UpdateItemRequest(String tableName, Item key, String updateExpression, String conditionExpression,
                                Map<String, String> expressionAttributeNames,
                                Map<String, AttributeValue> expressionAttributeValues,
                                ReturnConsumedCapacity returnConsumedCapacity, String returnValues,
                                String returnValuesOnConditionCheckFailure) implements WriteRequest {
    /** An UpdateItem that returns nothing but capacity (ReturnValues absent). */
    public UpdateItemRequest(String tableName, Item key, String updateExpression, String conditionExpression,
                             Map<String, String> expressionAttributeNames,
                             Map<String, AttributeValue> expressionAttributeValues,
                             ReturnConsumedCapacity returnConsumedCapacity) {
        this(tableName, key, updateExpression, conditionExpression, expressionAttributeNames,
                expressionAttributeValues, returnConsumedCapacity, null, null);
    }

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
