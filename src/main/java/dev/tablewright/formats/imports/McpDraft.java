package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import dev.tablewright.formats.imports.McpSchemaEntity.Field;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.TemplateValue;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A pattern of an MCP schema being read: the parameters it declared, the ones it uses so far
 * (each with its default: the declared {@code default}, else the entity's usage data in the
 * sections asked for, else the code generator's placeholder), and its expression names and values.
 */
final class McpDraft {
    final McpSchemaEntity entity;
    final String label;
    final Map<String, Parameter> parameters;
    final Map<String, String> names;
    final Map<String, TemplateValue> values;
    private final McpUsageData usage;
    private final Map<String, JsonNode> declared;

    McpDraft(McpUsageData usage, McpSchemaEntity entity, String label, JsonNode declaredParameters) {
        this(usage, entity, label, declared(declaredParameters), new LinkedHashMap<>(), new LinkedHashMap<>(),
                new LinkedHashMap<>());
    }

    private McpDraft(McpUsageData usage, McpSchemaEntity entity, String label, Map<String, JsonNode> declared,
                     Map<String, Parameter> parameters, Map<String, String> names, Map<String, TemplateValue> values) {
        this.usage = usage;
        this.entity = entity;
        this.label = label;
        this.declared = declared;
        this.parameters = parameters;
        this.names = names;
        this.values = values;
    }

    private static Map<String, JsonNode> declared(JsonNode list) {
        Map<String, JsonNode> map = new LinkedHashMap<>();
        for (JsonNode p : list) {
            if (p.hasNonNull("name")) {
                map.putIfAbsent(p.get("name").asText(), p);
            }
        }
        return map;
    }

    /** The same pattern, its defaults looked up in another entity's usage data (a transaction's other entity). */
    McpDraft forEntity(McpSchemaEntity other) {
        return new McpDraft(usage, other, label, declared, parameters, names, values);
    }

    /** The parameters declared, in order, entity parameters included. */
    List<String> declaredNames() {
        return List.copyOf(declared.keySet());
    }

    boolean declared(String name) {
        return declared.containsKey(name);
    }

    boolean isEntityParameter(String name) {
        return declared.containsKey(name) && "entity".equals(declared.get(name).path("type").asText());
    }

    /** The entity type of the first entity parameter, if there is one. */
    Optional<String> entityParameter() {
        return declared.values().stream().filter(p -> "entity".equals(p.path("type").asText()))
                .map(p -> p.path("entity_type").asText(null)).filter(t -> t != null).findFirst();
    }

    /** The template, each of its placeholders now a parameter. */
    KeyTemplate template(KeyTemplate template, String... sections) {
        for (String name : template.parameters()) {
            add(name, name, sections);
        }
        return template;
    }

    /**
     * Uses the parameter {@code name}; its default, when the schema gives none, is the entity's
     * usage value of {@code name}, else of {@code field} (the attribute a range compares), in the
     * first of {@code sections} that has one.
     */
    void add(String name, String field, String... sections) {
        if (parameters.containsKey(name)) {
            return;
        }
        JsonNode spec = declared.getOrDefault(name, MissingNode.getInstance());
        String value = McpUsageData.text(spec.get("default"));
        if (value == null) {
            value = usage.text(entity.name(), name, sections);
        }
        if (value == null && field != null) {
            value = usage.text(entity.name(), field, sections);
        }
        Field f = entity.field(field == null ? name : field);
        String type = spec.hasNonNull("type") ? spec.get("type").asText() : f == null ? "string" : f.type();
        if (value == null) {
            value = switch (type) {
                case "integer" -> "1";
                case "decimal" -> "1.5";
                case "boolean" -> "true";
                default -> "sample_" + name;
            };
        }
        parameters.put(name, new Parameter(name, value, type));
    }

    /** The {@code #name} placeholder of an attribute, added to the names. */
    String name(String attribute) {
        String ref = attribute.matches("[A-Za-z0-9_]+") ? "#" + attribute : "#n" + names.size();
        names.put(ref, attribute);
        return ref;
    }

    List<Parameter> parameters() {
        return List.copyOf(parameters.values());
    }

    /** One line for the declared parameters the pattern has no use for. */
    void noteUnused(List<String> leftOut) {
        List<String> unused = declared.keySet().stream()
                .filter(p -> !parameters.containsKey(p) && !isEntityParameter(p)).toList();
        if (!unused.isEmpty()) {
            leftOut.add(label + ": parameter" + (unused.size() > 1 ? "s " : " ") + String.join(", ", unused)
                    + " (no key template, range, filter or field of " + entity.name() + " takes "
                    + (unused.size() > 1 ? "them" : "it") + ")");
        }
    }

}
