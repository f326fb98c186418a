package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.formats.imports.McpSchemaEntity.Field;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.TemplateValue;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * A pattern's {@code filter_expression} (the MCP code generator's filter support) as a
 * FilterExpression: each of {@code conditions} a comparison ({@code = <> < <= > >=},
 * {@code between} with {@code param} and {@code param2}, {@code in} with {@code params}) or a
 * function ({@code contains}, {@code begins_with}, {@code attribute_exists},
 * {@code attribute_not_exists}, {@code size} with an operator), joined by {@code logical_operator}
 * (AND unless OR). Each parameter's default is the entity's {@code filter_values} entry.
 */
final class McpFilters {
    private static final Set<String> COMPARISONS = Set.of("=", "<>", "<", "<=", ">", ">=");

    private final PositionedTree tree;
    private final McpDraft draft;

    McpFilters(PositionedTree tree, McpDraft draft) {
        this.tree = tree;
        this.draft = draft;
    }

    /** The parameters a filter expression names. */
    static Set<String> parameters(JsonNode filter) {
        Set<String> names = new LinkedHashSet<>();
        if (filter != null) {
            for (JsonNode c : filter.path("conditions")) {
                for (String key : List.of("param", "param2")) {
                    if (c.hasNonNull(key)) {
                        names.add(c.get(key).asText());
                    }
                }
                c.path("params").forEach(p -> names.add(p.asText()));
            }
        }
        return names;
    }

    void read(JsonNode filter, AccessPattern.Builder builder, String where) throws ImportException {
        JsonNode conditions = filter.path("conditions");
        if (!conditions.isArray() || conditions.isEmpty()) {
            throw tree.error(filter, where + ": conditions must be a list of one or more conditions");
        }
        String logical = filter.path("logical_operator").asText("AND");
        if (!logical.equals("AND") && !logical.equals("OR")) {
            throw tree.error(filter.get("logical_operator"), where + ": logical_operator '" + logical + "' is not AND or OR");
        }
        List<String> parts = new ArrayList<>();
        int n = 0;
        for (JsonNode c : conditions) {
            parts.add(condition(c, where + ".conditions[" + n++ + "]"));
        }
        builder.filter(String.join(" " + logical + " ", parts));
    }

    private String condition(JsonNode c, String where) throws ImportException {
        String fieldName = c.path("field").asText("");
        if (fieldName.isEmpty()) {
            throw tree.error(c, where + ": a condition names a field");
        }
        Field field = draft.entity.field(fieldName);
        String ref = draft.name(fieldName);
        String function = c.hasNonNull("function") ? c.get("function").asText() : null;
        String operator = c.hasNonNull("operator") ? c.get("operator").asText() : null;
        if (function != null) {
            return switch (function) {
                case "attribute_exists", "attribute_not_exists" -> function + "(" + ref + ")";
                case "contains" -> "contains(" + ref + ", " + value(c, "param", elementType(field), where) + ")";
                case "begins_with" -> "begins_with(" + ref + ", " + value(c, "param", AttributeType.S, where) + ")";
                case "size" -> comparison("size(" + ref + ")", operator, c, AttributeType.N, where);
                default -> throw tree.error(c.get("function"), where + ": function '" + function + "' is not one of "
                        + "contains, begins_with, attribute_exists, attribute_not_exists, size");
            };
        }
        return comparison(ref, operator, c, McpSchemaPatterns.valueType(field), where);
    }

    private String comparison(String left, String operator, JsonNode c, AttributeType type, String where)
            throws ImportException {
        if (operator == null) {
            throw tree.error(c, where + ": a condition needs an operator or a function");
        }
        if (COMPARISONS.contains(operator)) {
            return left + " " + operator + " " + value(c, "param", type, where);
        }
        if (operator.equals("between")) {
            return left + " BETWEEN " + value(c, "param", type, where) + " AND " + value(c, "param2", type, where);
        }
        if (operator.equals("in")) {
            if (!c.path("params").isArray() || c.get("params").isEmpty()) {
                throw tree.error(c, where + ": in needs a list of params");
            }
            List<String> refs = new ArrayList<>();
            for (JsonNode p : c.get("params")) {
                refs.add(placeholder(p.asText(), type));
            }
            return left + " IN (" + String.join(", ", refs) + ")";
        }
        throw tree.error(c.get("operator"), where + ": operator '" + operator + "' is not one of =, <>, <, <=, >, >=, "
                + "between, in");
    }

    private String value(JsonNode c, String key, AttributeType type, String where) throws ImportException {
        if (!c.hasNonNull(key)) {
            throw tree.error(c, where + ": the condition needs " + key);
        }
        return placeholder(c.get(key).asText(), type);
    }

    private String placeholder(String param, AttributeType type) {
        draft.add(param, null, McpUsageData.FILTER, McpUsageData.SAMPLE);
        String ref = ":" + param;
        draft.values.put(ref, TemplateValue.of(type, "${" + param + "}"));
        return ref;
    }

    /** The type of one element of a list field ({@code item_type}), or the field's own for a string. */
    private static AttributeType elementType(Field field) {
        if (field == null) {
            return AttributeType.S;
        }
        if (field.attributeType() == AttributeType.L) {
            return switch (field.itemType() == null ? "string" : field.itemType()) {
                case "integer", "decimal" -> AttributeType.N;
                case "boolean" -> AttributeType.BOOL;
                default -> AttributeType.S;
            };
        }
        return McpSchemaPatterns.valueType(field);
    }
}
