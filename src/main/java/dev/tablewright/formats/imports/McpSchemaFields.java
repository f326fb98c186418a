package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Set;

/**
 * The fields each object of an MCP {@code schema.json} has in the code generator's schema
 * definition; a field beyond them is named as left out, never dropped silently.
 */
final class McpSchemaFields {
    static final Set<String> TABLE = Set.of("table_config", "gsi_list", "entities");
    static final Set<String> TABLE_CONFIG = Set.of("table_name", "partition_key", "sort_key");
    static final Set<String> GSI = Set.of("name", "partition_key", "sort_key", "projection", "included_attributes");
    static final Set<String> ENTITY = Set.of("entity_type", "pk_template", "sk_template", "gsi_mappings", "fields",
            "access_patterns");
    static final Set<String> FIELD = Set.of("name", "type", "required", "item_type");
    static final Set<String> MAPPING = Set.of("name", "pk_template", "sk_template");
    static final Set<String> PATTERN = Set.of("pattern_id", "name", "description", "operation", "index_name",
            "range_condition", "consistent_read", "filter_expression", "parameters", "return_type");
    static final Set<String> PARAMETER = Set.of("name", "type", "entity_type", "default");
    static final Set<String> FILTER = Set.of("conditions", "logical_operator");
    static final Set<String> CONDITION = Set.of("field", "operator", "function", "param", "param2", "params");
    static final Set<String> TRANSACTION = Set.of("pattern_id", "name", "description", "operation", "entities_involved",
            "parameters", "return_type");
    static final Set<String> ACTION = Set.of("table", "entity", "action", "condition");

    private McpSchemaFields() {
    }

    /** One line for each field of {@code node} that {@code known} lacks. */
    static void noteUnknown(JsonNode node, Set<String> known, String where, List<String> leftOut) {
        if (node == null || !node.isObject()) {
            return;
        }
        node.fieldNames().forEachRemaining(name -> {
            if (!known.contains(name)) {
                leftOut.add(where + "." + name + " (not a field of the code generator's schema)");
            }
        });
    }

    /** {@link #noteUnknown} for each object of a list. */
    static void noteUnknownEach(JsonNode list, Set<String> known, String where, List<String> leftOut) {
        int n = 0;
        for (JsonNode node : list) {
            noteUnknown(node, known, where + "[" + n++ + "]", leftOut);
        }
    }
}
