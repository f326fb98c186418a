package dev.tablewright.formats.imports;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The JSON an {@code aws dynamodb} command line gives its options ({@code --expression-attribute-names},
 * {@code --expression-attribute-values}, {@code --key}, {@code --item}): inline JSON objects, read as
 * the AWS CLI reads them; a {@code file://} argument or text that is not a JSON object is one clear
 * line naming the option.
 */
final class CliJsonOptions {
    private static final ObjectMapper JSON = new ObjectMapper();

    private CliJsonOptions() {
    }

    static Map<String, String> stringMap(String json, String option) {
        Map<String, String> map = new LinkedHashMap<>();
        if (json == null) {
            return map;
        }
        JsonNode node = parse(json, option);
        node.properties().forEach(e -> {
            if (!e.getValue().isTextual()) {
                throw new IllegalArgumentException(option + ": " + e.getKey() + " must name an attribute");
            }
            map.put(e.getKey(), e.getValue().textValue());
        });
        return map;
    }

    static Map<String, AttributeValue> valueMap(String json) {
        return json == null ? new LinkedHashMap<>() : itemFrom(json, "--expression-attribute-values");
    }

    static Map<String, AttributeValue> itemFrom(String json, String option) {
        try {
            return new LinkedHashMap<>(DynamoJson.itemFromJson(McpValues.pythonBooleans(parse(json, option))).attributes());
        } catch (DynamoJson.InvalidValueException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage());
        }
    }

    private static JsonNode parse(String json, String option) {
        if (json.startsWith("file://") || json.startsWith("fileb://")) {
            throw new IllegalArgumentException(option + " reads " + json + ", a file beside the model: give its JSON inline");
        }
        try {
            JsonNode node = JSON.readTree(json);
            if (node == null || !node.isObject()) {
                throw new IllegalArgumentException(option + " must be a JSON object");
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(option + " is not valid JSON: " + e.getOriginalMessage());
        }
    }
}
