package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.formats.imports.McpSchemaEntity.Field;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.ScalarType;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * An entity's {@code sample_data} of a {@code usage_data.json} as an item: each value typed by
 * its field, the table key rendered from the entity's templates, and each index key whose
 * template's fields the sample has (an index key whose fields are missing is left off, as a
 * sparse index expects).
 */
final class McpSampleItems {
    private McpSampleItems() {
    }

    static Item item(Path file, McpSchemaEntity entity, Map<String, JsonNode> sample, KeySchema tableKeys,
                     Map<String, KeyTemplate> indexKeys, Map<String, ScalarType> keyTypes) throws ImportException {
        String where = "entities." + entity.name() + "." + McpUsageData.SAMPLE;
        Map<String, String> texts = new LinkedHashMap<>();
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> e : sample.entrySet()) {
            if (e.getValue().isNull()) {
                continue;
            }
            Field field = entity.field(e.getKey());
            ScalarType keyType = keyTypes.get(e.getKey());
            AttributeType type = keyType != null ? keyType.attributeType() : field == null ? null : field.attributeType();
            try {
                values.put(e.getKey(), McpUsageData.value(e.getValue(), type));
            } catch (IllegalArgumentException ex) {
                throw new ImportException(file, 0, where + "." + e.getKey() + ": " + ex.getMessage());
            }
            String text = McpUsageData.text(e.getValue());
            if (text != null) {
                texts.put(e.getKey(), text);
            }
        }
        Map<String, AttributeValue> item = new LinkedHashMap<>();
        for (KeyAttribute key : tableKeys.attributes()) {
            KeyTemplate template = key == tableKeys.partitionKey() ? entity.partitionKey() : entity.sortKey();
            for (String placeholder : template.parameters()) {
                if (!texts.containsKey(placeholder)) {
                    throw new ImportException(file, 0, where + " has no value for " + placeholder
                            + ", which the key template " + template + " needs");
                }
            }
            item.put(key.name(), keyValue(file, key.type(), template.render(texts), where + ", key " + key.name()));
        }
        for (Map.Entry<String, KeyTemplate> e : indexKeys.entrySet()) {
            if (texts.keySet().containsAll(e.getValue().parameters())) {
                item.put(e.getKey(), keyValue(file, keyTypes.get(e.getKey()), e.getValue().render(texts),
                        where + ", key " + e.getKey()));
            }
        }
        values.forEach(item::putIfAbsent);
        return Item.of(item);
    }

    private static AttributeValue keyValue(Path file, ScalarType type, String text, String where) throws ImportException {
        try {
            return type == ScalarType.N ? AttributeValue.n(text) : AttributeValue.s(text);
        } catch (IllegalArgumentException e) {
            throw new ImportException(file, 0, where + ": " + e.getMessage());
        }
    }
}
