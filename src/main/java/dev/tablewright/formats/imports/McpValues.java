package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.BooleanNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Map;

/** DynamoDB JSON as the MCP server's guide has it written, made plain DynamoDB JSON. */
final class McpValues {
    private McpValues() {
    }

    /**
     * The value with each {@code {"BOOL": "True"}} (the guide asks for Python's capitalisation, which
     * JSON can only hold as text) as {@code {"BOOL": true}}, at any depth; other values unchanged.
     */
    static JsonNode pythonBooleans(JsonNode node) {
        if (node instanceof ObjectNode object) {
            JsonNode bool = object.get("BOOL");
            if (object.size() == 1 && bool != null && bool.isTextual()
                    && (bool.textValue().equals("True") || bool.textValue().equals("False"))) {
                object.set("BOOL", BooleanNode.valueOf(bool.textValue().equals("True")));
                return object;
            }
            for (Map.Entry<String, JsonNode> e : object.properties()) {
                pythonBooleans(e.getValue());
            }
        } else if (node != null && node.isArray()) {
            node.forEach(McpValues::pythonBooleans);
        }
        return node;
    }
}
