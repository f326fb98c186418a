package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Operation;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * A Query, field for field as the DynamoDB API has it. The key condition is given either bound
 * ({@code keyCondition}) or as {@code keyConditionExpression} text with placeholders; optional
 * fields are null when absent, as in the API (ScanIndexForward then means true, ConsistentRead
 * false, Select the default for the table or index).
 */
public record QueryRequest(String tableName, String indexName, KeyCondition keyCondition,
                           String keyConditionExpression, String filterExpression, String projectionExpression,
                           Map<String, String> expressionAttributeNames,
                           Map<String, AttributeValue> expressionAttributeValues,
                           Boolean scanIndexForward, Integer limit, Item exclusiveStartKey, Select select,
                           Boolean consistentRead, ReturnConsumedCapacity returnConsumedCapacity)
        implements ReadRequest {
    public QueryRequest {
        Objects.requireNonNull(tableName, "tableName");
        expressionAttributeNames = copy(expressionAttributeNames);
        expressionAttributeValues = copy(expressionAttributeValues);
    }

    public static <V> Map<String, V> copy(Map<String, V> map) {
        return map == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(map));
    }

    @Override
    public Operation operation() {
        return Operation.Query;
    }

    public boolean forward() {
        return scanIndexForward == null || scanIndexForward;
    }

    public boolean strong() {
        return Boolean.TRUE.equals(consistentRead);
    }

    public static Builder builder(String tableName) {
        return new Builder(tableName);
    }

    public Builder toBuilder() {
        return new Builder(tableName).indexName(indexName).keyCondition(keyCondition)
                .keyConditionExpression(keyConditionExpression).filterExpression(filterExpression)
                .projectionExpression(projectionExpression).names(expressionAttributeNames)
                .values(expressionAttributeValues).scanIndexForward(scanIndexForward).limit(limit)
                .exclusiveStartKey(exclusiveStartKey).select(select).consistentRead(consistentRead)
                .returnConsumedCapacity(returnConsumedCapacity);
    }

    public QueryRequest withExclusiveStartKey(Item key) {
        return toBuilder().exclusiveStartKey(key).build();
    }

    /** Builds a Query; unset fields stay absent. */
    public static final class Builder {
        private final String tableName;
        private String indexName;
        private KeyCondition keyCondition;
        private String keyConditionExpression;
        private String filterExpression;
        private String projectionExpression;
        private Map<String, String> names = Map.of();
        private Map<String, AttributeValue> values = Map.of();
        private Boolean scanIndexForward;
        private Integer limit;
        private Item exclusiveStartKey;
        private Select select;
        private Boolean consistentRead;
        private ReturnConsumedCapacity returnConsumedCapacity;

        private Builder(String tableName) {
            this.tableName = tableName;
        }

        public Builder indexName(String v) { this.indexName = v; return this; }
        public Builder keyCondition(KeyCondition v) { this.keyCondition = v; return this; }
        public Builder keyConditionExpression(String v) { this.keyConditionExpression = v; return this; }
        public Builder filterExpression(String v) { this.filterExpression = v; return this; }
        public Builder projectionExpression(String v) { this.projectionExpression = v; return this; }
        public Builder names(Map<String, String> v) { this.names = v; return this; }
        public Builder values(Map<String, AttributeValue> v) { this.values = v; return this; }
        public Builder scanIndexForward(Boolean v) { this.scanIndexForward = v; return this; }
        public Builder limit(Integer v) { this.limit = v; return this; }
        public Builder exclusiveStartKey(Item v) { this.exclusiveStartKey = v; return this; }
        public Builder select(Select v) { this.select = v; return this; }
        public Builder consistentRead(Boolean v) { this.consistentRead = v; return this; }
        public Builder returnConsumedCapacity(ReturnConsumedCapacity v) { this.returnConsumedCapacity = v; return this; }

        public QueryRequest build() {
            return new QueryRequest(tableName, indexName, keyCondition, keyConditionExpression, filterExpression,
                    projectionExpression, names, values, scanIndexForward, limit, exclusiveStartKey, select,
                    consistentRead, returnConsumedCapacity);
        }
    }
}
