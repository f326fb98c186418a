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
 * {@code index}, {@code filterExpression}, {@code updateExpression}, {@code conditionExpression},
 * {@code limit}, {@code fanOut}.
 *
 * @param partitionKeys the value template of each partition-key attribute, in key-schema order:
 *     one for a table or single-attribute index, up to four for a multi-attribute GSI key, none
 *     for a Scan
 * @param sortKeys the condition on each sort-key attribute used, in key-schema order: none, or one
 *     for a single-attribute key; for a multi-attribute key, equalities on the leading attributes
 *     and any operator on the last one used
 * @param expressionAttributeNames {@code #name} placeholders used by the expressions
 * @param expressionAttributeValues {@code :value} placeholders used by the expressions
 * @param item the attributes a PutItem writes (beyond the key), or the key of an update/delete
 * @param projection attribute paths to return; empty returns all
 * @param frequencyPerSecond how often the application runs it
 * @param actions a transaction's actions in order, each a pattern of its own on its own table (a
 *     TransactWriteItems' Put, Update, Delete or ConditionCheck; a TransactGetItems' GetItem),
 *     binding the transaction's parameters by name; empty for any other operation
 */
public record AccessPattern(String name, String description, String table, String index, Operation operation,
                            List<KeyTemplate> partitionKeys, List<SortKeyCondition> sortKeys,
                            List<Parameter> parameters,
                            String filterExpression, String updateExpression, String conditionExpression,
                            Map<String, String> expressionAttributeNames,
                            Map<String, TemplateValue> expressionAttributeValues,
                            Map<String, TemplateValue> item, List<String> projection,
                            boolean scanIndexForward, Integer limit, ReadConsistency consistency,
                            ShardFanOut fanOut, double frequencyPerSecond, List<AccessPattern> actions) {
    public AccessPattern {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(operation, "operation");
        description = description == null ? "" : description;
        partitionKeys = partitionKeys == null ? List.of() : List.copyOf(partitionKeys);
        sortKeys = sortKeys == null ? List.of() : List.copyOf(sortKeys);
        parameters = List.copyOf(parameters);
        expressionAttributeNames = Collections.unmodifiableMap(new LinkedHashMap<>(expressionAttributeNames));
        expressionAttributeValues = Collections.unmodifiableMap(new LinkedHashMap<>(expressionAttributeValues));
        item = Collections.unmodifiableMap(new LinkedHashMap<>(item));
        projection = List.copyOf(projection);
        consistency = consistency == null ? ReadConsistency.EVENTUAL : consistency;
        actions = actions == null ? List.of() : List.copyOf(actions);
    }

    /** A pattern that is not a transaction: no actions. */
    public AccessPattern(String name, String description, String table, String index, Operation operation,
                         List<KeyTemplate> partitionKeys, List<SortKeyCondition> sortKeys, List<Parameter> parameters,
                         String filterExpression, String updateExpression, String conditionExpression,
                         Map<String, String> expressionAttributeNames,
                         Map<String, TemplateValue> expressionAttributeValues, Map<String, TemplateValue> item,
                         List<String> projection, boolean scanIndexForward, Integer limit, ReadConsistency consistency,
                         ShardFanOut fanOut, double frequencyPerSecond) {
        this(name, description, table, index, operation, partitionKeys, sortKeys, parameters, filterExpression,
                updateExpression, conditionExpression, expressionAttributeNames, expressionAttributeValues, item,
                projection, scanIndexForward, limit, consistency, fanOut, frequencyPerSecond, List.of());
    }

    /** The same pattern with {@code changed} as its actions (a transaction's). */
    public AccessPattern withActions(List<AccessPattern> changed) {
        return new AccessPattern(name, description, table, index, operation, partitionKeys, sortKeys, parameters,
                filterExpression, updateExpression, conditionExpression, expressionAttributeNames,
                expressionAttributeValues, item, projection, scanIndexForward, limit, consistency, fanOut,
                frequencyPerSecond, changed);
    }

    /** The tables the pattern touches: its own, and for a transaction each action's, in order, once each. */
    public List<String> tables() {
        java.util.LinkedHashSet<String> names = new java.util.LinkedHashSet<>();
        names.add(table);
        actions.forEach(a -> names.add(a.table()));
        return List.copyOf(names);
    }

    /** The template of the (first) partition-key attribute, or null for a Scan. */
    public KeyTemplate partitionKey() {
        return partitionKeys.isEmpty() ? null : partitionKeys.get(0);
    }

    /** The condition on the (first) sort-key attribute, or null when the pattern has none. */
    public SortKeyCondition sortKey() {
        return sortKeys.isEmpty() ? null : sortKeys.get(0);
    }

    /**
     * The top-level attributes the projection names: each entry is an attribute path (a name, a
     * {@code #placeholder}, or a path such as {@code Address.City} or {@code Lines[0]}), never an
     * expression, so a reserved word such as {@code Total} or {@code Status} is an attribute name.
     */
    public List<String> projectedAttributes() {
        List<String> names = new java.util.ArrayList<>();
        for (String entry : projection) {
            String top = topAttribute(entry);
            if (top != null && !names.contains(top)) {
                names.add(top);
            }
        }
        return names;
    }

    /** The top-level attribute a projection entry names, through its #name when it uses one (null if unknown). */
    public String topAttribute(String entry) {
        String top = entry.split("[.\\[]", 2)[0].strip();
        if (top.startsWith("#")) {
            return expressionAttributeNames.get(top);
        }
        return top.isEmpty() ? null : top;
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
        private List<KeyTemplate> partitionKeys = List.of();
        private List<SortKeyCondition> sortKeys = List.of();
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
        private List<AccessPattern> actions = List.of();

        private Builder(String name, String table, Operation operation) {
            this.name = name;
            this.table = table;
            this.operation = operation;
        }

        public Builder description(String v) { this.description = v; return this; }
        public Builder index(String v) { this.index = v; return this; }
        public Builder partitionKey(String template) {
            this.partitionKeys = template == null ? List.of() : List.of(KeyTemplate.of(template));
            return this;
        }
        public Builder sortKey(SortKeyCondition v) { this.sortKeys = v == null ? List.of() : List.of(v); return this; }
        public Builder partitionKeys(List<KeyTemplate> v) { this.partitionKeys = v; return this; }
        public Builder sortKeys(List<SortKeyCondition> v) { this.sortKeys = v; return this; }
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
        public Builder actions(List<AccessPattern> v) { this.actions = v; return this; }

        public AccessPattern build() {
            return new AccessPattern(name, description, table, index, operation, partitionKeys, sortKeys, parameters,
                    filterExpression, updateExpression, conditionExpression, names, values, item, projection,
                    scanIndexForward, limit, consistency, fanOut, frequency, actions);
        }
    }
}
