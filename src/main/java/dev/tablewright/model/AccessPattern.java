package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * An access pattern of a model: a named DynamoDB request with parameters. Key values, expression
 * values and item attributes are templates over the parameters. Optional parts are null:
 * {@code index}, {@code partitionKey} (Scan), {@code sortKey}, {@code filterExpression},
 * {@code updateExpression}, {@code conditionExpression}, {@code limit}, {@code fanOut}.
 *
 * @param expressionAttributeNames {@code #name} placeholders used by the expressions
 * @param expressionAttributeValues {@code :value} placeholders used by the expressions
 * @param item the attributes a PutItem writes (beyond the key), or the key of an update/delete
 * @param projection attribute paths to return; empty returns all
 * @param frequencyPerSecond how often the application runs it
 */
public record AccessPattern(String name, String description, String table, String index, Operation operation,
                            KeyTemplate partitionKey, SortKeyCondition sortKey, List<Parameter> parameters,
                            String filterExpression, String updateExpression, String conditionExpression,
                            Map<String, String> expressionAttributeNames,
                            Map<String, TemplateValue> expressionAttributeValues,
                            Map<String, TemplateValue> item, List<String> projection,
                            boolean scanIndexForward, Integer limit, ReadConsistency consistency,
                            ShardFanOut fanOut, double frequencyPerSecond) {
    public AccessPattern {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(operation, "operation");
        description = description == null ? "" : description;
        parameters = List.copyOf(parameters);
        expressionAttributeNames = Collections.unmodifiableMap(new LinkedHashMap<>(expressionAttributeNames));
        expressionAttributeValues = Collections.unmodifiableMap(new LinkedHashMap<>(expressionAttributeValues));
        item = Collections.unmodifiableMap(new LinkedHashMap<>(item));
        projection = List.copyOf(projection);
        consistency = consistency == null ? ReadConsistency.EVENTUAL : consistency;
    }

    public Optional<Parameter> findParameter(String parameterName) {
        return parameters.stream().filter(p -> p.name().equals(parameterName)).findFirst();
    }

    /** The parameters' default values, for those that have one. */
    public Map<String, String> defaults() {
        Map<String, String> values = new LinkedHashMap<>();
        parameters.forEach(p -> {
            if (p.defaultValue() != null) {
                values.put(p.name(), p.defaultValue());
            }
        });
        return values;
    }

    public static Builder builder(String name, String table, Operation operation) {
        return new Builder(name, table, operation);
    }

    /** Builds a pattern field by field; unset fields take their defaults. */
    public static final class Builder {
        private final String name;
        private final String table;
        private final Operation operation;
        private String description = "";
        private String index;
        private KeyTemplate partitionKey;
        private SortKeyCondition sortKey;
        private List<Parameter> parameters = List.of();
        private String filterExpression;
        private String updateExpression;
        private String conditionExpression;
        private Map<String, String> names = Map.of();
        private Map<String, TemplateValue> values = Map.of();
        private Map<String, TemplateValue> item = Map.of();
        private List<String> projection = List.of();
        private boolean scanIndexForward = true;
        private Integer limit;
        private ReadConsistency consistency = ReadConsistency.EVENTUAL;
        private ShardFanOut fanOut;
        private double frequency;

        private Builder(String name, String table, Operation operation) {
            this.name = name;
            this.table = table;
            this.operation = operation;
        }

        public Builder description(String v) { this.description = v; return this; }
        public Builder index(String v) { this.index = v; return this; }
        public Builder partitionKey(String template) { this.partitionKey = KeyTemplate.of(template); return this; }
        public Builder sortKey(SortKeyCondition v) { this.sortKey = v; return this; }
        public Builder parameters(List<Parameter> v) { this.parameters = v; return this; }
        public Builder filter(String expression) { this.filterExpression = expression; return this; }
        public Builder update(String expression) { this.updateExpression = expression; return this; }
        public Builder condition(String expression) { this.conditionExpression = expression; return this; }
        public Builder names(Map<String, String> v) { this.names = v; return this; }
        public Builder values(Map<String, TemplateValue> v) { this.values = v; return this; }
        public Builder item(Map<String, TemplateValue> v) { this.item = v; return this; }
        public Builder projection(List<String> v) { this.projection = v; return this; }
        public Builder scanIndexForward(boolean v) { this.scanIndexForward = v; return this; }
        public Builder limit(Integer v) { this.limit = v; return this; }
        public Builder consistency(ReadConsistency v) { this.consistency = v; return this; }
        public Builder fanOut(ShardFanOut v) { this.fanOut = v; return this; }
        public Builder frequency(double perSecond) { this.frequency = perSecond; return this; }

        public AccessPattern build() {
            return new AccessPattern(name, description, table, index, operation, partitionKey, sortKey, parameters,
                    filterExpression, updateExpression, conditionExpression, names, values, item, projection,
                    scanIndexForward, limit, consistency, fanOut, frequency);
        }
    }
}
