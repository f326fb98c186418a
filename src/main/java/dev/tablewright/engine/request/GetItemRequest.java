package dev.tablewright.engine.request;

import dev.tablewright.model.Item;
import dev.tablewright.model.Operation;
import java.util.Map;
import java.util.Objects;

/** A GetItem, as the DynamoDB API has it; optional fields are null when absent. */
public record GetItemRequest(String tableName, Item key, String projectionExpression,
                             Map<String, String> expressionAttributeNames, Boolean consistentRead,
                             ReturnConsumedCapacity returnConsumedCapacity) implements ReadRequest {
    public GetItemRequest {
        Objects.requireNonNull(tableName, "tableName");
        Objects.requireNonNull(key, "key");
        expressionAttributeNames = QueryRequest.copy(expressionAttributeNames);
    }

    public static GetItemRequest of(String tableName, Item key) {
        return new GetItemRequest(tableName, key, null, Map.of(), null, null);
    }

    @Override
    public Operation operation() {
        return Operation.GetItem;
    }

    public boolean strong() {
        return Boolean.TRUE.equals(consistentRead);
    }
}
