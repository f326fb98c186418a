package dev.tablewright.formats;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardSpec;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.Workload;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads and writes the {@code "Tablewright"} extension block (docs/model-format.md). */
final class ExtensionCodec {
    static final String KEY = "Tablewright";
    static final int FORMAT_VERSION = 1;
    static final String TABLE_KEYS = "KeyAttributes";
    static final String INDEX_KEYS = "IndexKeyAttributes";
    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;

    private ExtensionCodec() {
    }

    record FacetExtension(String partitionKeyTemplate, String sortKeyTemplate, String color,
                          Map<String, String> generators) {
        static final FacetExtension NONE = new FacetExtension(null, null, null, Map.of());
    }

    /**
     * @param keys the table's full key when it is multi-attribute, else null
     * @param indexKeys the full key of each multi-attribute index, by index name
     */
    record TableExtension(String path, List<SecondaryIndex> localIndexes, Map<String, ShardSpec> shards,
                          Map<String, FacetExtension> facets, KeySchema keys, Map<String, KeySchema> indexKeys,
                          TableSettings settings) {
        String keysPath() {
            return path + "." + TABLE_KEYS;
        }

        String indexKeysPath(String index) {
            return path + "." + INDEX_KEYS + "." + index;
        }
    }

    /** What the block says, looked up by table, index and facet name while the tables are read. */
    record Extension(Map<String, TableExtension> tables, List<AccessPattern> accessPatterns, Workload workload) {
        List<SecondaryIndex> localIndexesOf(String table) {
            TableExtension t = tables.get(table);
            return t == null ? List.of() : t.localIndexes();
        }

        ShardSpec shardsOf(String table, String index) {
            TableExtension t = tables.get(table);
            return t == null ? null : t.shards().get(index);
        }

        /** The table's key: the extension's full key when it has one, else Workbench's. */
        KeySchema keysOf(String table, KeySchema workbench) {
            TableExtension t = tables.get(table);
            if (t == null || t.keys() == null) {
                return workbench;
            }
            return KeyListCodec.merge(workbench, t.keys(), t.keysPath(), "table " + table);
        }

        /** The index with the extension's full key when it has one. */
        SecondaryIndex withKeysOf(String table, SecondaryIndex index) {
            TableExtension t = tables.get(table);
            KeySchema full = t == null ? null : t.indexKeys().get(index.name());
            if (full == null) {
                return index;
            }
            KeySchema keys = KeyListCodec.merge(index.keySchema(), full, t.indexKeysPath(index.name()),
                    "index " + index.name());
            return new SecondaryIndex(index.name(), index.kind(), keys, index.projection(), index.capacity(),
                    index.shards(), index.extras());
        }

        TableSettings settingsOf(String table) {
            TableExtension t = tables.get(table);
            return t == null ? TableSettings.none() : t.settings();
        }

        FacetExtension facetOf(String table, String facet) {
            TableExtension t = tables.get(table);
            return t == null ? FacetExtension.NONE : t.facets().getOrDefault(facet, FacetExtension.NONE);
        }

        void checkTablesExist(List<Table> modelTables) {
            for (Map.Entry<String, TableExtension> e : tables.entrySet()) {
                if (modelTables.stream().noneMatch(t -> t.name().equals(e.getKey()))) {
                    throw new JsonCursor.ReadError(e.getValue().path(),
                            "table '" + e.getKey() + "' is not in DataModel");
                }
            }
            for (Table table : modelTables) {
                TableExtension t = tables.get(table.name());
                for (String index : t == null ? List.<String>of() : t.indexKeys().keySet()) {
                    if (table.findIndex(index).isEmpty()) {
                        throw new JsonCursor.ReadError(t.indexKeysPath(index),
                                "index '" + index + "' is not an index of table " + table.name());
                    }
                }
            }
        }
    }

    static Extension read(JsonCursor root) {
        if (!root.has(KEY)) {
            return new Extension(Map.of(), List.of(), Workload.none());
        }
        JsonCursor block = root.child(KEY).requireObject("the \"" + KEY + "\" block");
        Map<String, TableExtension> tables = new LinkedHashMap<>();
        block.fields("Tables").forEach((name, cursor) -> tables.put(name, table(cursor)));
        List<AccessPattern> patterns = new ArrayList<>();
        for (JsonCursor p : block.elements("AccessPatterns")) {
            patterns.add(PatternCodec.read(p));
        }
        Workload workload = block.has(WorkloadCodec.KEY) ? WorkloadCodec.read(block.child(WorkloadCodec.KEY))
                : Workload.none();
        return new Extension(tables, patterns, workload);
    }

    private static TableExtension table(JsonCursor t) {
        t.requireObject("a table extension");
        List<SecondaryIndex> lsis = new ArrayList<>();
        for (JsonCursor l : t.elements("LocalSecondaryIndexes")) {
            lsis.add(WorkbenchReader.index(l, IndexKind.LSI));
        }
        Map<String, ShardSpec> shards = new LinkedHashMap<>();
        t.fields("IndexShards").forEach((index, s) -> {
            s.requireObject("a shard setting");
            int count = s.intValue("Count");
            if (count < 1) {
                throw new JsonCursor.ReadError(s.path() + ".Count", "a shard count must be at least 1, was " + count);
            }
            shards.put(index, new ShardSpec(s.text("Attribute"), count, s.optionalText("HashSource")));
        });
        Map<String, FacetExtension> facets = new LinkedHashMap<>();
        t.fields("Facets").forEach((facet, f) -> {
            f.requireObject("a facet extension");
            Map<String, String> generators = new LinkedHashMap<>();
            f.fields("Generators").forEach((attribute, g) -> {
                if (!g.node().isTextual()) {
                    throw new JsonCursor.ReadError(g.path(), "expected a datafaker expression string");
                }
                generators.put(attribute, g.node().textValue());
            });
            facets.put(facet, new FacetExtension(f.optionalText("PartitionKeyTemplate"),
                    f.optionalText("SortKeyTemplate"), f.optionalText("Color"), generators));
        });
        KeySchema keys = t.has(TABLE_KEYS) ? KeyListCodec.read(t.child(TABLE_KEYS)) : null;
        Map<String, KeySchema> indexKeys = new LinkedHashMap<>();
        t.fields(INDEX_KEYS).forEach((index, k) -> indexKeys.put(index, KeyListCodec.read(k)));
        TableSettings settings = t.has(SettingsCodec.KEY) ? SettingsCodec.read(t.child(SettingsCodec.KEY))
                : TableSettings.none();
        return new TableExtension(t.path(), lsis, shards, facets, keys, indexKeys, settings);
    }

    /** The block for a model, or null when the model has nothing that needs it. */
    static ObjectNode write(Model model) {
        ObjectNode tables = NODES.objectNode();
        for (Table table : model.tables()) {
            ObjectNode t = tableExtension(table);
            if (t.size() > 0) {
                tables.set(table.name(), t);
            }
        }
        ObjectNode workload = WorkloadCodec.write(model.workload());
        if (tables.isEmpty() && model.accessPatterns().isEmpty() && workload == null) {
            return null;
        }
        ObjectNode block = NODES.objectNode();
        block.put("FormatVersion", FORMAT_VERSION);
        if (!tables.isEmpty()) {
            block.set("Tables", tables);
        }
        if (!model.accessPatterns().isEmpty()) {
            ArrayNode patterns = block.putArray("AccessPatterns");
            model.accessPatterns().forEach(p -> patterns.add(PatternCodec.write(p)));
        }
        if (workload != null) {
            block.set(WorkloadCodec.KEY, workload);
        }
        return block;
    }

    private static ObjectNode tableExtension(Table table) {
        ObjectNode t = NODES.objectNode();
        if (!table.localSecondaryIndexes().isEmpty()) {
            ArrayNode lsis = t.putArray("LocalSecondaryIndexes");
            table.localSecondaryIndexes().forEach(l -> lsis.add(WorkbenchWriter.index(l)));
        }
        ObjectNode shards = NODES.objectNode();
        for (SecondaryIndex index : table.indexes()) {
            if (index.shards() != null) {
                ObjectNode s = shards.putObject(index.name());
                s.put("Attribute", index.shards().attribute());
                s.put("Count", index.shards().count());
                if (index.shards().hashSource() != null) {
                    s.put("HashSource", index.shards().hashSource());
                }
            }
        }
        if (!shards.isEmpty()) {
            t.set("IndexShards", shards);
        }
        ObjectNode facets = NODES.objectNode();
        for (Facet facet : table.facets()) {
            ObjectNode f = NODES.objectNode();
            if (facet.partitionKeyTemplate() != null) {
                f.put("PartitionKeyTemplate", facet.partitionKeyTemplate().text());
            }
            if (facet.sortKeyTemplate() != null) {
                f.put("SortKeyTemplate", facet.sortKeyTemplate().text());
            }
            if (facet.color() != null) {
                f.put("Color", facet.color());
            }
            if (!facet.generators().isEmpty()) {
                ObjectNode g = f.putObject("Generators");
                facet.generators().forEach(g::put);
            }
            if (f.size() > 0) {
                facets.set(facet.name(), f);
            }
        }
        if (!facets.isEmpty()) {
            t.set("Facets", facets);
        }
        if (table.keySchema().isMultiAttribute()) {
            t.set(TABLE_KEYS, KeyListCodec.write(table.keySchema()));
        }
        ObjectNode indexKeys = NODES.objectNode();
        table.indexes().stream().filter(index -> index.keySchema().isMultiAttribute())
                .forEach(index -> indexKeys.set(index.name(), KeyListCodec.write(index.keySchema())));
        if (!indexKeys.isEmpty()) {
            t.set(INDEX_KEYS, indexKeys);
        }
        ObjectNode settings = SettingsCodec.write(table.settings());
        if (settings != null) {
            t.set(SettingsCodec.KEY, settings);
        }
        return t;
    }
}
