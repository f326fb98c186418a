package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The values of a CloudFormation template as plain text, numbers and lists: {@code Ref} to a
 * parameter takes its Default, {@code Ref} to a table its name, {@code Fn::Join} and
 * {@code Fn::Sub} of those are worked out; a missing or unusable value is an error naming its line.
 */
final class TemplateValues {
    private final PositionedTree tree;
    private final Map<String, JsonNode> parameterDefaults;
    private final Map<String, String> tableNamesById;

    TemplateValues(PositionedTree tree, Map<String, JsonNode> parameterDefaults, Map<String, String> tableNamesById) {
        this.tree = tree;
        this.parameterDefaults = parameterDefaults;
        this.tableNamesById = tableNamesById;
    }

    ImportException error(JsonNode at, String reason) {
        return tree.error(at, reason);
    }

    List<JsonNode> array(JsonNode owner, String field, String where) throws ImportException {
        JsonNode value = owner.get(field);
        if (value == null || value.isNull()) {
            return List.of();
        }
        if (!value.isArray()) {
            throw tree.error(value, where + ": " + field + " must be a list");
        }
        List<JsonNode> list = new ArrayList<>();
        value.forEach(list::add);
        return list;
    }

    String requiredText(JsonNode owner, String field, String where) throws ImportException {
        JsonNode value = owner.get(field);
        String text = value == null ? null : resolveText(value);
        if (text == null) {
            throw tree.error(value == null ? owner : value, where + ": " + (value == null ? "missing " + field
                    : field + " must be a name, found " + value));
        }
        return text;
    }

    long requiredLong(JsonNode owner, String field, String where) throws ImportException {
        JsonNode value = owner.get(field) == null ? null : resolve(owner.get(field));
        if (value != null && value.isIntegralNumber()) {
            return value.asLong();
        }
        if (value != null && value.isTextual() && value.textValue().matches("[0-9]{1,18}")) {
            return Long.parseLong(value.textValue());
        }
        throw tree.error(owner.get(field) == null ? owner : owner.get(field), where + ": "
                + (value == null ? "missing " + field : field + " must be a whole number, found " + owner.get(field)));
    }

    /** A value with {@code Ref}s to parameters replaced by their defaults. */
    JsonNode resolve(JsonNode value) {
        if (value.isObject() && value.size() == 1 && value.has("Ref")) {
            JsonNode parameter = parameterDefaults.get(value.get("Ref").asText());
            return parameter == null ? value : parameter;
        }
        return value;
    }

    /**
     * A value as text: a string, a number, a Ref to a parameter or to a table (its name), a
     * {@code Fn::Join} or {@code Fn::Sub} of those; null when it cannot be known without deploying.
     */
    String resolveText(JsonNode value) {
        if (value == null) {
            return null;
        }
        if (value.isTextual() || value.isNumber()) {
            return value.asText();
        }
        if (!value.isObject() || value.size() != 1) {
            return null;
        }
        if (value.has("Ref")) {
            String ref = value.get("Ref").asText();
            if (tableNamesById.containsKey(ref)) {
                return tableNamesById.get(ref);
            }
            JsonNode parameter = parameterDefaults.get(ref);
            return parameter == null ? null : resolveText(parameter);
        }
        if (value.has("Fn::Join") && value.get("Fn::Join").isArray() && value.get("Fn::Join").size() == 2) {
            String separator = value.get("Fn::Join").get(0).asText();
            StringBuilder b = new StringBuilder();
            JsonNode parts = value.get("Fn::Join").get(1);
            for (int i = 0; i < parts.size(); i++) {
                String part = resolveText(parts.get(i));
                if (part == null) {
                    return null;
                }
                b.append(i == 0 ? "" : separator).append(part);
            }
            return b.toString();
        }
        if (value.has("Fn::Sub") && value.get("Fn::Sub").isTextual()) {
            return substitute(value.get("Fn::Sub").textValue());
        }
        return null;
    }

    /** Fn::Sub text with ${Table} and ${Parameter} replaced; other variables (${AWS::AccountId}) kept as written. */
    private String substitute(String text) {
        StringBuilder b = new StringBuilder();
        int i = 0;
        while (i < text.length()) {
            int open = text.indexOf("${", i);
            if (open < 0) {
                b.append(text, i, text.length());
                break;
            }
            int close = text.indexOf('}', open);
            if (close < 0) {
                b.append(text, i, text.length());
                break;
            }
            b.append(text, i, open);
            String name = text.substring(open + 2, close);
            if (name.startsWith("!")) {
                b.append("${").append(name.substring(1)).append('}');
            } else {
                String known = tableNamesById.containsKey(name) ? tableNamesById.get(name)
                        : parameterDefaults.containsKey(name) ? resolveText(parameterDefaults.get(name)) : null;
                b.append(known == null ? "${" + name + "}" : known);
            }
            i = close + 1;
        }
        return b.toString();
    }

    /** An optional true/false value; {@code fallback} when absent. */
    boolean optionalBoolean(JsonNode owner, String field, String where, boolean fallback) throws ImportException {
        JsonNode value = owner.get(field) == null ? null : resolve(owner.get(field));
        if (value == null || value.isNull()) {
            return fallback;
        }
        if (value.isBoolean()) {
            return value.booleanValue();
        }
        if (value.isTextual() && (value.textValue().equalsIgnoreCase("true") || value.textValue().equalsIgnoreCase("false"))) {
            return Boolean.parseBoolean(value.textValue());
        }
        throw tree.error(owner.get(field), where + ": " + field + " must be true or false, found " + owner.get(field));
    }

    /** An optional whole number; null when absent. */
    Long optionalLong(JsonNode owner, String field, String where) throws ImportException {
        return owner.has(field) && !owner.get(field).isNull() ? requiredLong(owner, field, where) : null;
    }
}
