package dev.tablewright.formats.imports;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeyTemplate;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One entity of an MCP {@code schema.json} as read: its table, its key templates with
 * {@code {field}} turned into {@code ${field}}, the templates of each index it maps
 * ({@code gsi_mappings}, one per key attribute: several for a multi-attribute key), and its
 * typed fields by name.
 */
record McpSchemaEntity(String name, String table, String entityType, KeyTemplate partitionKey, KeyTemplate sortKey,
                       Map<String, IndexTemplates> indexes, Map<String, Field> fields) {
    private static final Pattern FIELD = Pattern.compile("\\{([^{}]+)}");

    /** The templates of an index's partition-key and sort-key attributes, in key-schema order. */
    record IndexTemplates(List<KeyTemplate> partitionKeys, List<KeyTemplate> sortKeys) {
    }

    /** A field: its code-generator type ({@code string, integer, decimal, boolean, array, object, uuid}). */
    record Field(String name, String type, String itemType, boolean required) {
        /** The attribute type DynamoDB stores the field's values as. */
        AttributeType attributeType() {
            return switch (type) {
                case "integer", "decimal" -> AttributeType.N;
                case "boolean" -> AttributeType.BOOL;
                case "array" -> AttributeType.L;
                case "object" -> AttributeType.M;
                default -> AttributeType.S;
            };
        }

        /** True when a template can give the value (a string, number or boolean, not a list or map). */
        boolean scalar() {
            AttributeType t = attributeType();
            return t != AttributeType.L && t != AttributeType.M;
        }

        /** A datafaker expression making a value of the field's type, for sample items. */
        String generator() {
            return switch (type) {
                case "uuid" -> "#{Internet.uuid}";
                case "integer" -> "#{number.numberBetween '1','1000'}";
                case "decimal" -> "#{numerify '##.##'}";
                case "boolean" -> "#{options.option 'true','false'}";
                default -> "#{Lorem.word}";
            };
        }
    }

    /** A code-generator template ({@code USER#{user_id}}) as a model template ({@code USER#${user_id}}). */
    static KeyTemplate template(String text) {
        return KeyTemplate.of(FIELD.matcher(text).replaceAll(m -> Matcher.quoteReplacement("${" + m.group(1) + "}")));
    }

    /** The field of that name, or null. */
    Field field(String fieldName) {
        return fields.get(fieldName);
    }
}
