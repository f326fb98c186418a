package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Operation;
import java.util.Map;
import java.util.Objects;

/**
 * A DeleteItem: the key, with an optional condition expression; {@code returnValues} and
 * {@code returnValuesOnConditionCheckFailure} as the request spells them (null when absent).
 */
public record DeleteItemRequest(String tableName, Item key, String conditionExpression,
                                Map<String, String> expressionAttributeNames,
                                Map<String, AttributeValue> expressionAttributeValues,
                                ReturnConsumedCapacity returnConsumedCapacity, String returnValues,
                                String returnValuesOnConditionCheckFailure) implements WriteRequest {
    /** A DeleteItem that returns nothing but capacity (ReturnValues absent). */
    public DeleteItemRequest(String tableName, Item key, String conditionExpression,
                             Map<String, String> expressionAttributeNames,
                             Map<String, AttributeValue> expressionAttributeValues,
                             ReturnConsumedCapacity returnConsumedCapacity) {
        this(tableName, key, conditionExpression, expressionAttributeNames, expressionAttributeValues,
                returnConsumedCapacity, null, null);
    }

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
