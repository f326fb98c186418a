package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A OneTable schema's saved {@code queries} as patterns: {@code type} Query, Scan or Entity (a
 * query kept to one model by a filter on the type field), {@code index} ({@code primary} is the
 * table), {@code hash} and the sort condition ({@code operation} with {@code sort}, and
 * {@code sort2} for Between), {@code limit}, and {@code filters} joined left to right by their
 * {@code combine}. Each literal becomes a parameter with that value as its default.
 */
final class OneTableQueries {
    private static final Map<String, KeyOperator> SORT_OPERATIONS = Map.of("Equal", KeyOperator.EQ,
            "Less than", KeyOperator.LT, "Less than or equal", KeyOperator.LE, "Greater than", KeyOperator.GT,
            "Greater than or equal", KeyOperator.GE, "Begins with", KeyOperator.BEGINS_WITH, "Between", KeyOperator.BETWEEN);
    private static final Map<String, String> COMPARISONS = Map.of("Equal", "=", "Not equal", "<>", "Less than", "<",
            "Less than or equal", "<=", "Greater than", ">", "Greater than or equal", ">=");

    private final PositionedTree tree;
    private final Table table;
    private final String typeField;
    private final List<String> leftOut;

    OneTableQueries(PositionedTree tree, Table table, String typeField, List<String> leftOut) {
        this.tree = tree;
        this.table = table;
        this.typeField = typeField;
        this.leftOut = leftOut;
    }

    List<AccessPattern> read(JsonNode queries) throws ImportException {
        List<AccessPattern> patterns = new ArrayList<>();
        if (queries == null || queries.isNull()) {
            return patterns;
        }
        for (Map.Entry<String, JsonNode> e : queries.properties()) {
            patterns.add(pattern(e.getKey(), e.getValue()));
        }
        return patterns;
    }

    private AccessPattern pattern(String name, JsonNode q) throws ImportException {
        String where = "queries." + name;
        String type = q.path("type").asText("Query");
        String indexName = q.path("index").asText("primary");
        String index = indexName.equals("primary") ? null : indexName;
        KeySchema keys = index == null ? table.keySchema() : table.findIndex(index).map(SecondaryIndex::keySchema)
                .orElseThrow(() -> tree.error(q.get("index"), where + ": index " + indexName + " is not in indexes"));
        Operation operation = type.equals("Scan") ? Operation.Scan : Operation.Query;
        AccessPattern.Builder builder = AccessPattern.builder(name, table.name(), operation).index(index);
        List<Parameter> parameters = new ArrayList<>();
        Map<String, String> names = new LinkedHashMap<>();
        Map<String, TemplateValue> values = new LinkedHashMap<>();
        List<String> filters = new ArrayList<>();
        List<String> combines = new ArrayList<>();
        if (operation == Operation.Query) {
            if (!q.hasNonNull("hash")) {
                throw tree.error(q, where + ": a query needs a hash value");
            }
            parameters.add(Parameter.of("hash", q.get("hash").asText()));
            builder.partitionKey("${hash}");
            String op = q.path("operation").asText("");
            if (q.hasNonNull("sort") && !q.get("sort").asText().isEmpty()) {
                KeyOperator operator = SORT_OPERATIONS.get(op);
                if (operator == null) {
                    throw tree.error(q.get("operation"), where + ": operation '" + op + "' is not one of "
                            + String.join(", ", SORT_OPERATIONS.keySet()));
                }
                if (!keys.hasSortKey()) {
                    throw tree.error(q.get("sort"), where + ": " + indexName + " has no sort key");
                }
                parameters.add(Parameter.of("sort", q.get("sort").asText()));
                if (operator == KeyOperator.BETWEEN) {
                    parameters.add(Parameter.of("sort2", q.path("sort2").asText()));
                    builder.sortKey(new SortKeyCondition(operator, KeyTemplate.of("${sort}"), KeyTemplate.of("${sort2}")));
                } else {
                    builder.sortKey(new SortKeyCondition(operator, KeyTemplate.of("${sort}"), null));
                }
            }
        }
        if (type.equals("Entity")) {
            if (!q.hasNonNull("model") || table.findFacet(q.get("model").asText()).isEmpty()) {
                throw tree.error(q, where + ": an Entity query names a model of models");
            }
            names.put("#type", typeField);
            values.put(":type", TemplateValue.of(AttributeType.S, "${model}"));
            parameters.add(Parameter.of("model", q.get("model").asText()));
            filters.add("#type = :type");
            combines.add("And");
        }
        int n = 0;
        for (JsonNode filter : q.path("filters")) {
            String field = filter.path("field").asText();
            String operation2 = filter.path("operation").asText();
            String attr = "#f" + n;
            String value = ":f" + n;
            names.put(attr, field);
            String text = switch (operation2) {
                case "Existing" -> "attribute_exists(" + attr + ")";
                case "Not Existing", "Not existing" -> "attribute_not_exists(" + attr + ")";
                case "Begins with" -> "begins_with(" + attr + ", " + value + ")";
                case "Contains" -> "contains(" + attr + ", " + value + ")";
                case "Does not contain" -> "NOT contains(" + attr + ", " + value + ")";
                case "Between" -> attr + " BETWEEN " + value + " AND " + value + "b";
                default -> {
                    String symbol = COMPARISONS.get(operation2);
                    if (symbol == null) {
                        throw tree.error(filter, where + ".filters[" + n + "]: operation '" + operation2 + "' is unknown");
                    }
                    yield attr + " " + symbol + " " + value;
                }
            };
            if (text.contains(value)) {
                AttributeType valueType = switch (filter.path("type").asText("string")) {
                    case "number" -> AttributeType.N;
                    case "boolean" -> AttributeType.BOOL;
                    default -> AttributeType.S;
                };
                String param = field + (parameters.stream().anyMatch(p -> p.name().equals(field)) ? "_" + n : "");
                JsonNode given = filter.path("value");
                if (operation2.equals("Between") && given.isArray() && given.size() == 2) {
                    parameters.add(Parameter.of(param, given.get(0).asText()));
                    parameters.add(Parameter.of(param + "_to", given.get(1).asText()));
                    values.put(value, TemplateValue.of(valueType, "${" + param + "}"));
                    values.put(value + "b", TemplateValue.of(valueType, "${" + param + "_to}"));
                } else {
                    parameters.add(Parameter.of(param, given.asText()));
                    values.put(value, TemplateValue.of(valueType, "${" + param + "}"));
                }
            }
            filters.add(text);
            combines.add(filter.path("combine").asText("And").equalsIgnoreCase("Or") ? "OR" : "AND");
            n++;
        }
        if (!filters.isEmpty()) {
            // left to right: ((a AND b) OR c)
            String expression = filters.get(0);
            for (int i = 1; i < filters.size(); i++) {
                expression = (i > 1 ? "(" + expression + ")" : expression) + " " + combines.get(i).toUpperCase() + " " + filters.get(i);
            }
            builder.filter(expression);
        }
        if (q.has("limit") && q.get("limit").canConvertToInt() && q.get("limit").asInt() > 0) {
            builder.limit(q.get("limit").asInt());
        }
        if (q.hasNonNull("schema") && !q.get("schema").asText().equals("Current")) {
            leftOut.add(where + ": schema " + q.get("schema").asText() + " (a pattern runs on the model's own)");
        }
        return builder.names(names).values(values).parameters(parameters).build();
    }
}
