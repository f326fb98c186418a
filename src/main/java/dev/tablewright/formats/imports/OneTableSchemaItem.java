package dev.tablewright.formats.imports;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The OneTable schema a table holds: OneTable's {@code saveSchema} writes it as the item of its
 * {@code _Schema} model, whose partition key is {@code _schema} and sort key
 * {@code _schema:<name>} ({@code _schema:Current} for the schema in use), with the schema's
 * {@code format}, {@code version}, {@code name}, {@code indexes}, {@code models}, {@code params} and
 * {@code queries} as attributes. Read by {@link OneTableImporter}, it gives a table read from
 * DynamoDB its facets (key templates, typed attributes) and patterns; the table's own keys,
 * indexes and settings stay as DynamoDB describes them.
 */
public final class OneTableSchemaItem {
    /** The partition-key value of OneTable's schema items. */
    public static final String SCHEMA_KEY = "_schema";
    /** The sort-key value of the schema in use. */
    public static final String CURRENT = SCHEMA_KEY + ":Current";
    private static final List<String> PARTS = List.of("format", "version", "name", "indexes", "models", "params", "queries");
    private static final ObjectMapper JSON = new ObjectMapper();

    private OneTableSchemaItem() {
    }

    /** The key of the current schema's item in a table of these keys; empty unless its key attributes are strings. */
    public static Optional<Item> key(KeySchema keys) {
        if (keys.partitionKey().type() != ScalarType.S
                || (keys.hasSortKey() && keys.sortKey().type() != ScalarType.S)) {
            return Optional.empty();
        }
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        key.put(keys.partitionKey().name(), AttributeValue.s(SCHEMA_KEY));
        if (keys.hasSortKey()) {
            key.put(keys.sortKey().name(), AttributeValue.s(CURRENT));
        }
        return Optional.of(Item.of(key));
    }

    /**
     * The model read from DynamoDB with the schema item's facets and patterns.
     *
     * @param item the schema item as plain JSON (maps as objects; a part saved as JSON text is parsed)
     * @throws ImportException naming the table when the schema cannot be read
     */
    public static ImportedModel apply(Model live, JsonNode item) throws ImportException {
        Table table = live.tables().get(0);
        Path where = Path.of(table.name());
        ObjectNode schema = JSON.createObjectNode();
        for (String part : PARTS) {
            JsonNode value = item.get(part);
            if (value != null && value.isTextual() && !part.equals("format") && !part.equals("version")
                    && !part.equals("name")) {
                try {
                    value = JSON.readTree(value.asText());
                } catch (JsonProcessingException e) {
                    throw new ImportException(where, 0, "the OneTable schema item's " + part + " is neither a map nor JSON text");
                }
            }
            if (value != null) {
                schema.set(part, value);
            }
        }
        ImportedModel read = OneTableImporter.read(schema.toString(), where, table.name());
        Table fromSchema = read.model().tables().get(0);
        List<String> leftOut = new ArrayList<>(read.leftOut());
        if (!keyNames(fromSchema.keySchema()).equals(keyNames(table.keySchema()))) {
            leftOut.add("the OneTable schema's primary index " + keyNames(fromSchema.keySchema())
                    + " is not the table's key " + keyNames(table.keySchema()) + ": its models are not used");
            return new ImportedModel(live, ImportFormat.ONETABLE, leftOut);
        }
        for (SecondaryIndex index : fromSchema.indexes()) {
            if (table.findIndex(index.name()).isEmpty()) {
                leftOut.add("the OneTable schema's index " + index.name() + " (the table has no such index)");
            }
        }
        String typeField = schema.path("params").path("typeField").asText("_type");
        Map<String, List<Item>> byFacet = new LinkedHashMap<>();
        fromSchema.facets().forEach(f -> byFacet.put(f.name(), new ArrayList<>()));
        List<Item> loose = new ArrayList<>();
        for (Item i : table.allItems()) {
            List<Item> target = i.get(typeField) instanceof AttributeValue.S s ? byFacet.get(s.value()) : null;
            (target == null ? loose : target).add(i);
        }
        List<Facet> facets = fromSchema.facets().stream().map(f -> f.withItems(byFacet.get(f.name()))).toList();
        Map<String, AttributeDefinition> attributes = new LinkedHashMap<>();
        fromSchema.nonKeyAttributes().forEach(a -> attributes.put(a.name(), a));
        table.nonKeyAttributes().forEach(a -> attributes.putIfAbsent(a.name(), a));
        table.keyAttributeTypes().keySet().forEach(attributes::remove);
        Table merged = new Table(table.name(), table.keySchema(), List.copyOf(attributes.values()),
                table.globalSecondaryIndexes(), table.localSecondaryIndexes(), facets, loose, table.billingMode(),
                table.capacity(), table.extras(), table.settings());
        List<AccessPattern> patterns = new ArrayList<>(live.accessPatterns());
        for (AccessPattern p : read.model().accessPatterns()) {
            if (p.index() == null || table.findIndex(p.index()).isPresent()) {
                patterns.add(p);
            } else {
                leftOut.add("the OneTable query " + p.name() + " (it reads index " + p.index() + ", which the table lacks)");
            }
        }
        return new ImportedModel(live.withTables(List.of(merged)).withAccessPatterns(patterns), ImportFormat.ONETABLE, leftOut);
    }

    private static List<String> keyNames(KeySchema keys) {
        return keys.attributes().stream().map(KeyAttribute::name).toList();
    }
}
