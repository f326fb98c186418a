package dev.tablewright.formats.imports;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads a OneTable schema (JSON, {@code format: onetable:1.x}, OneTable's schema specification 1.1.0)
 * into a one-table model: {@code indexes} ({@code primary}, GSIs, {@code type: local} LSIs, each
 * {@code project} all, keys or a list of attributes), {@code models} as facets whose key templates
 * are the {@code value} of the table's key fields (a {@code ${name:size:pad}} padding is named as
 * left out), fields as the table's non-key attributes with their types, {@code items} (plain JSON)
 * given to the facet their type field ({@code params.typeField}, default {@code _type}) names, and
 * {@code queries} as patterns ({@link OneTableQueries}). The table is named after the file.
 */
public final class OneTableImporter {
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final Pattern PADDED = Pattern.compile("\\$\\{([^}:]+):[^}]*}");

    private final PositionedTree tree;
    private final String givenTableName;
    private final List<String> leftOut = new ArrayList<>();

    private OneTableImporter(PositionedTree tree, String givenTableName) {
        this.tree = tree;
        this.givenTableName = givenTableName;
    }

    public static ImportedModel read(String text, Path file) throws ImportException {
        return read(text, file, null);
    }

    /** Reads the schema for the table {@code tableName} (null: named after the file). */
    static ImportedModel read(String text, Path file, String tableName) throws ImportException {
        OneTableImporter importer = new OneTableImporter(PositionedTree.parseJson(file, text), tableName);
        Model model = importer.model();
        return new ImportedModel(model, ImportFormat.ONETABLE, importer.leftOut);
    }

    private Model model() throws ImportException {
        JsonNode root = tree.root();
        JsonNode indexes = root.path("indexes");
        JsonNode primary = indexes.get("primary");
        if (primary == null || !primary.isObject() || !primary.path("hash").isTextual()) {
            throw tree.error(indexes.isMissingNode() ? root : indexes, "a OneTable schema needs indexes.primary with a hash attribute");
        }
        JsonNode models = root.path("models");
        String typeField = root.path("params").path("typeField").asText("_type");
        Map<String, ScalarType> keyTypes = new LinkedHashMap<>();
        String hash = primary.get("hash").asText();
        String sort = primary.path("sort").asText(null);
        KeySchema tableKeys = sort == null ? KeySchema.of(key(models, hash, keyTypes))
                : KeySchema.of(key(models, hash, keyTypes), key(models, sort, keyTypes));

        List<SecondaryIndex> gsis = new ArrayList<>();
        List<SecondaryIndex> lsis = new ArrayList<>();
        for (Map.Entry<String, JsonNode> e : indexes.properties()) {
            if (e.getKey().equals("primary")) {
                continue;
            }
            JsonNode index = e.getValue();
            String where = "indexes." + e.getKey();
            Projection projection = projection(index.get("project"), where);
            if ("local".equals(index.path("type").asText())) {
                if (!index.path("sort").isTextual()) {
                    throw tree.error(index, where + ": a local index needs a sort attribute");
                }
                lsis.add(SecondaryIndex.lsi(e.getKey(), KeySchema.of(tableKeys.partitionKey(),
                        key(models, index.get("sort").asText(), keyTypes)), projection));
            } else {
                if (!index.path("hash").isTextual()) {
                    throw tree.error(index, where + ": a global index needs a hash attribute");
                }
                KeyAttribute indexHash = key(models, index.get("hash").asText(), keyTypes);
                KeySchema keys = index.path("sort").isTextual()
                        ? KeySchema.of(indexHash, key(models, index.get("sort").asText(), keyTypes)) : KeySchema.of(indexHash);
                gsis.add(SecondaryIndex.gsi(e.getKey(), keys, projection));
            }
        }

        Map<String, AttributeType> attributes = new LinkedHashMap<>();
        List<Facet> facets = new ArrayList<>();
        for (Map.Entry<String, JsonNode> model : models.properties()) {
            facets.add(facet(model.getKey(), model.getValue(), tableKeys, keyTypes, attributes, root));
        }
        attributes.putIfAbsent(typeField, AttributeType.S);
        List<Item> loose = new ArrayList<>();
        Map<String, List<Item>> byFacet = new LinkedHashMap<>();
        facets.forEach(f -> byFacet.put(f.name(), new ArrayList<>()));
        int n = 0;
        for (JsonNode data : root.path("items")) {
            String where = "items[" + n++ + "]";
            if (!data.isObject()) {
                throw tree.error(data, where + " must be an object");
            }
            Item item;
            try {
                ObjectNode wrapper = NODES.objectNode();
                wrapper.putObject("item").set("M", data);
                item = Item.of(((AttributeValue.M) DynamoJson.itemFromWorkbenchJson(wrapper).get("item")).values());
            } catch (DynamoJson.InvalidValueException e) {
                throw tree.error(data, where + ": " + e.getMessage());
            }
            item = sets(item, attributes);
            List<Item> target = byFacet.get(data.path(typeField).asText(""));
            (target == null ? loose : target).add(item);
        }
        facets = facets.stream().map(f -> f.withItems(byFacet.get(f.name()))).toList();
        List<AttributeDefinition> nonKey = attributes.entrySet().stream()
                .filter(e -> !keyTypes.containsKey(e.getKey()))
                .map(e -> new AttributeDefinition(e.getKey(), e.getValue())).toList();
        String tableName = tableName();
        Table table = new Table(tableName, tableKeys, nonKey, gsis, lsis, facets, loose, BillingMode.PAY_PER_REQUEST,
                null, Extras.none());
        List<AccessPattern> patterns = new OneTableQueries(tree, table, typeField, leftOut).read(root.get("queries"));
        String description = root.path("description").asText("");
        return new Model(tableName, ModelMetadata.of(description), List.of(table), patterns, Extras.none());
    }

    /** A field the models type {@code set}, given as a JSON array of strings or numbers, as OneTable stores it: SS or NS. */
    private static Item sets(Item item, Map<String, AttributeType> attributes) {
        Map<String, AttributeValue> values = new LinkedHashMap<>(item.attributes());
        values.replaceAll((name, value) -> {
            if (attributes.get(name) != AttributeType.SS || !(value instanceof AttributeValue.L list) || list.values().isEmpty()) {
                return value;
            }
            if (list.values().stream().allMatch(v -> v instanceof AttributeValue.S)) {
                return AttributeValue.ss(list.values().stream().map(v -> ((AttributeValue.S) v).value()).distinct().toList());
            }
            if (list.values().stream().allMatch(v -> v instanceof AttributeValue.N)) {
                return AttributeValue.ns(list.values().stream().map(v -> ((AttributeValue.N) v).value()).distinct().toList());
            }
            return value;
        });
        return Item.of(values);
    }

    /** A key attribute, typed by the first model field of its name that has a type (S when none has). */
    private KeyAttribute key(JsonNode models, String name, Map<String, ScalarType> keyTypes) throws ImportException {
        boolean isoDates = tree.root().path("params").path("isoDates").asBoolean(false);
        ScalarType known = keyTypes.get(name);
        if (known != null) {
            return KeyAttribute.of(name, known);
        }
        ScalarType type = ScalarType.S;
        for (Map.Entry<String, JsonNode> model : models.properties()) {
            JsonNode field = model.getValue().get(name);
            if (field != null && field.has("type")) {
                AttributeType t = type(field.get("type").asText(), isoDates);
                if (t != AttributeType.S && t != AttributeType.N && t != AttributeType.B) {
                    throw tree.error(field, "models." + model.getKey() + "." + name + ": a key attribute is a string, "
                            + "number or binary, not " + field.get("type").asText());
                }
                type = ScalarType.fromCode(t.name());
                break;
            }
        }
        keyTypes.put(name, type);
        return KeyAttribute.of(name, type);
    }

    private Facet facet(String name, JsonNode fields, KeySchema tableKeys, Map<String, ScalarType> keyTypes,
                        Map<String, AttributeType> attributes, JsonNode root) throws ImportException {
        boolean isoDates = root.path("params").path("isoDates").asBoolean(false);
        List<String> own = new ArrayList<>();
        KeyTemplate pk = null;
        KeyTemplate sk = null;
        for (Map.Entry<String, JsonNode> e : fields.properties()) {
            String field = e.getKey();
            JsonNode spec = e.getValue();
            String value = spec.path("value").isTextual() ? spec.get("value").asText() : null;
            if (value != null && PADDED.matcher(value).find()) {
                leftOut.add("models." + name + "." + field + ": the padding of " + value + " (a template substitutes values as they are)");
                value = PADDED.matcher(value).replaceAll(m -> Matcher.quoteReplacement("${" + m.group(1) + "}"));
            }
            if (field.equals(tableKeys.partitionKey().name())) {
                pk = value == null ? null : KeyTemplate.of(value);
            } else if (tableKeys.hasSortKey() && field.equals(tableKeys.sortKey().name())) {
                sk = value == null ? null : KeyTemplate.of(value);
            } else if (keyTypes.containsKey(field)) {
                if (value != null) {
                    leftOut.add("models." + name + "." + field + ": the index key template " + value
                            + " (a facet holds templates of the table's key)");
                }
            } else {
                own.add(field);
                attributes.putIfAbsent(field, spec.has("type") ? type(spec.get("type").asText(), isoDates) : AttributeType.S);
            }
        }
        return new Facet(name, tableKeys.partitionKey().name(), tableKeys.hasSortKey() ? tableKeys.sortKey().name() : null,
                pk, sk, own, List.of(), null, Map.of(), Extras.none());
    }

    private static AttributeType type(String oneTableType, boolean isoDates) {
        return switch (oneTableType) {
            case "number" -> AttributeType.N;
            case "binary", "buffer" -> AttributeType.B;
            case "boolean" -> AttributeType.BOOL;
            case "array" -> AttributeType.L;
            case "object" -> AttributeType.M;
            case "set" -> AttributeType.SS;
            case "date" -> isoDates ? AttributeType.S : AttributeType.N;
            default -> AttributeType.S;
        };
    }

    private Projection projection(JsonNode project, String where) throws ImportException {
        if (project == null || project.isNull() || "all".equals(project.asText())) {
            return Projection.all();
        }
        if ("keys".equals(project.asText())) {
            return Projection.keysOnly();
        }
        if (project.isArray()) {
            List<String> names = new ArrayList<>();
            project.forEach(name -> names.add(name.asText()));
            return Projection.include(names);
        }
        throw tree.error(project, where + ".project: '" + project.asText() + "' is not all, keys or a list of attributes");
    }

    private String tableName() {
        if (givenTableName != null) {
            return givenTableName;
        }
        Path name = tree.file().getFileName();
        String text = name == null ? "onetable" : name.toString();
        int dot = text.indexOf('.');
        text = dot > 0 ? text.substring(0, dot) : text;
        return text.length() < 3 ? text + "-table" : text;
    }
}
