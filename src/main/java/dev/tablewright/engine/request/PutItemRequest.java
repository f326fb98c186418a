package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Operation;
import java.util.Map;
import java.util.Objects;

/**
 * A PutItem: the whole new item, with an optional condition expression; {@code returnValues} and
 * {@code returnValuesOnConditionCheckFailure} as the request spells them (null when absent).
 */
public record PutItemRequest(String tableName, Item item, String conditionExpression,
                             Map<String, String> expressionAttributeNames,
                             Map<String, AttributeValue> expressionAttributeValues,
                             ReturnConsumedCapacity returnConsumedCapacity, String returnValues,
                             String returnValuesOnConditionCheckFailure) implements WriteRequest {
    /** A PutItem that returns nothing but capacity (ReturnValues absent). */
    public PutItemRequest(String tableName, Item item, String conditionExpression,
                          Map<String, String> expressionAttributeNames,
                          Map<String, AttributeValue> expressionAttributeValues,
                          ReturnConsumedCapacity returnConsumedCapacity) {
        this(tableName, item, conditionExpression, expressionAttributeNames, expressionAttributeValues,
                returnConsumedCapacity, null, null);
    }

    public PutItemRequest {
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(item, "item");
        expressionAttributeNames = QueryRequest.copy(expressionAttributeNames);
        expressionAttributeValues = QueryRequest.copy(expressionAttributeValues);
    }

    public static PutItemRequest of(String tableName, Item item) {
        return new PutItemRequest(tableName, item, null, Map.of(), Map.of(), null);
    }

    @Override
    public Operation operation() {
        return Operation.PutItem;
    }
}
