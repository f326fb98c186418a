package dev.tablewright.engine.request;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Operation;
import java.util.Map;
import java.util.Objects;

/** A Scan, field for field as the DynamoDB API has it; optional fields are null when absent. */
public record ScanRequest(String tableName, String indexName, String filterExpression, String projectionExpression,
                          Map<String, String> expressionAttributeNames,
                          Map<String, AttributeValue> expressionAttributeValues, Integer limit,
                          Item exclusiveStartKey, Select select, Boolean consistentRead, Integer segment,
                          Integer totalSegments, ReturnConsumedCapacity returnConsumedCapacity)
        implements ReadRequest {
    public ScanRequest {
        Objects.requireNonNull(tableName, "tableName");
        expressionAttributeNames = QueryRequest.copy(expressionAttributeNames);
        expressionAttributeValues = QueryRequest.copy(expressionAttributeValues);
    }

    @Override
    public Operation operation() {
        return Operation.Scan;
    }

    public boolean strong() {
        return Boolean.TRUE.equals(consistentRead);
    }

    public static Builder builder(String tableName) {
        return new Builder(tableName);
    }

    public Builder toBuilder() {
        return new Builder(tableName).indexName(indexName).filterExpression(filterExpression)
                .projectionExpression(projectionExpression).names(expressionAttributeNames)
                .values(expressionAttributeValues).limit(limit).exclusiveStartKey(exclusiveStartKey).select(select)
                .consistentRead(consistentRead).segment(segment).totalSegments(totalSegments)
                .returnConsumedCapacity(returnConsumedCapacity);
    }

    public ScanRequest withExclusiveStartKey(Item key) {
        return toBuilder().exclusiveStartKey(key).build();
    }

    /** Builds a Scan; unset fields stay absent. */
    public static final class Builder {
        private final String tableName;
        private String indexName;
        private String filterExpression;
        private String projectionExpression;
        private Map<String, String> names = Map.of();
        private Map<String, AttributeValue> values = Map.of();
        private Integer limit;
        private Item exclusiveStartKey;
        private Select select;
        private Boolean consistentRead;
        private Integer segment;
        private Integer totalSegments;
        private ReturnConsumedCapacity returnConsumedCapacity;

        private Builder(String tableName) {
            this.tableName = tableName;
        }

        public Builder indexName(String v) { this.indexName = v; return this; }
        public Builder filterExpression(String v) { this.filterExpression = v; return this; }
        public Builder projectionExpression(String v) { this.projectionExpression = v; return this; }
        public Builder names(Map<String, String> v) { this.names = v; return this; }
        public Builder values(Map<String, AttributeValue> v) { this.values = v; return this; }
        public Builder limit(Integer v) { this.limit = v; return this; }
        public Builder exclusiveStartKey(Item v) { this.exclusiveStartKey = v; return this; }
        public Builder select(Select v) { this.select = v; return this; }
        public Builder consistentRead(Boolean v) { this.consistentRead = v; return this; }
        public Builder segment(Integer v) { this.segment = v; return this; }
        public Builder totalSegments(Integer v) { this.totalSegments = v; return this; }
        public Builder returnConsumedCapacity(ReturnConsumedCapacity v) { this.returnConsumedCapacity = v; return this; }

        public ScanRequest build() {
            return new ScanRequest(tableName, indexName, filterExpression, projectionExpression, names, values, limit,
                    exclusiveStartKey, select, consistentRead, segment, totalSegments, returnConsumedCapacity);
        }
    }
}
