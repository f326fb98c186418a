package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;

/** A TransactWriteItems: its actions in order, all applied or none. */
public record TransactWriteItemsRequest(List<Action> actions, ReturnConsumedCapacity returnConsumedCapacity,
                                        String clientRequestToken) {
    public TransactWriteItemsRequest {
        actions = List.copyOf(actions);
    }

    /** What an action does; {@code NONE} for an element that named none of them. */
    public enum Kind { CONDITION_CHECK, PUT, DELETE, UPDATE, NONE }

    /**
     * One action: a Put's item, or the key of a ConditionCheck, Delete or Update, with its
     * expressions; {@code kinds} counts the members the element set (DynamoDB wants exactly one).
     */
    public record Action(Kind kind, int kinds, String tableName, Item item, Item key, String updateExpression,
                         String conditionExpression, Map<String, String> expressionAttributeNames,
                         Map<String, AttributeValue> expressionAttributeValues,
                         String returnValuesOnConditionCheckFailure) {
        public Action {
            expressionAttributeNames = QueryRequest.copy(expressionAttributeNames);
            expressionAttributeValues = QueryRequest.copy(expressionAttributeValues);
        }
    }
}
