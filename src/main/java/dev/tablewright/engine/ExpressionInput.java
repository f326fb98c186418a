package dev.tablewright.engine;

import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.GetItemRequest;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeySchema;
import java.util.Map;

/**
 * The expression texts of one request and their placeholders, as the request carries them, with
 * the key schemas they are checked against: whether it is a Query, the table's keys, and the keys
 * of the table or index read ({@code tableKeys} and {@code queriedKeys} null for writes and GetItem).
 */
public record ExpressionInput(String keyConditionExpression, String filterExpression, String projectionExpression,
                              String conditionExpression, String updateExpression, Map<String, String> names,
                              Map<String, AttributeValue> values, boolean query, KeySchema tableKeys,
                              KeySchema queriedKeys) {
    public ExpressionInput {
        names = QueryRequest.copy(names);
        values = QueryRequest.copy(values);
    }

    static ExpressionInput of(QueryRequest q, IndexView view) {
        return new ExpressionInput(q.keyConditionExpression(), q.filterExpression(), q.projectionExpression(), null,
                null, q.expressionAttributeNames(), q.expressionAttributeValues(), true, view.tableKeySchema(),
                view.keySchema());
    }

    static ExpressionInput of(ScanRequest s, IndexView view) {
        return new ExpressionInput(null, s.filterExpression(), s.projectionExpression(), null, null,
                s.expressionAttributeNames(), s.expressionAttributeValues(), false, view.tableKeySchema(),
                view.keySchema());
    }

    static ExpressionInput of(GetItemRequest g, KeySchema tableKeys) {
        return new ExpressionInput(null, null, g.projectionExpression(), null, null, g.expressionAttributeNames(),
                Map.of(), false, tableKeys, tableKeys);
    }

    static ExpressionInput write(String condition, String update, Map<String, String> names,
                                 Map<String, AttributeValue> values, KeySchema tableKeys) {
        return new ExpressionInput(null, null, null, condition, update, names, values, false, tableKeys, tableKeys);
    }
}
