package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * How a model's names meet a live table whose names differ: per model table, the live table's
 * name, and the live names of its indexes and attributes. A name the mapping does not mention is
 * the same on both sides, so {@link #identity()} runs a model against tables of its own names.
 * Only top-level attribute names are mapped (not map keys inside documents).
 */
public record NameMapping(Map<String, TableNames> tables) {
    private static final NameMapping IDENTITY = new NameMapping(Map.of());

    public NameMapping {
        tables = Collections.unmodifiableMap(new LinkedHashMap<>(Objects.requireNonNull(tables, "tables")));
    }

    /** Every name the same on both sides. */
    public static NameMapping identity() {
        return IDENTITY;
    }

    /**
     * One model table's live names; {@code liveName} null keeps the model's table name. Entries
     * that map a name to itself are dropped, so an unchanged row leaves no trace.
     */
    public record TableNames(String liveName, Map<String, String> indexes, Map<String, String> attributes) {
        public TableNames {
            liveName = liveName == null || liveName.isBlank() ? null : liveName;
            indexes = changed(indexes);
            attributes = changed(attributes);
        }

        public static TableNames of(String liveName) {
            return new TableNames(liveName, Map.of(), Map.of());
        }

        boolean isEmpty() {
            return liveName == null && indexes.isEmpty() && attributes.isEmpty();
        }

        private static Map<String, String> changed(Map<String, String> names) {
            Map<String, String> out = new LinkedHashMap<>();
            if (names != null) {
                names.forEach((model, live) -> {
                    if (live != null && !live.isBlank() && !live.equals(model)) {
                        out.put(model, live);
                    }
                });
            }
            return Collections.unmodifiableMap(out);
        }
    }

    public boolean isIdentity() {
        return tables.values().stream().allMatch(TableNames::isEmpty);
    }

    public Optional<TableNames> find(String modelTable) {
        return Optional.ofNullable(tables.get(modelTable));
    }

    /** The live table's name for a model table. */
    public String table(String modelTable) {
        return find(modelTable).map(TableNames::liveName).orElse(modelTable);
    }

    /** The live index's name for an index of a model table; null stays null (the base table). */
    public String index(String modelTable, String modelIndex) {
        if (modelIndex == null) {
            return null;
        }
        return find(modelTable).map(t -> t.indexes().get(modelIndex)).orElse(modelIndex);
    }

    /** The live attribute's name for a (top-level) attribute of a model table. */
    public String attribute(String modelTable, String modelAttribute) {
        return find(modelTable).map(t -> t.attributes().get(modelAttribute)).orElse(modelAttribute);
    }

    /**
     * The model's name for a live attribute of the table a model table maps to: the model attribute
     * mapped to it, else the live name itself.
     */
    public String modelAttribute(String modelTable, String liveAttribute) {
        TableNames names = tables.get(modelTable);
        if (names != null) {
            for (Map.Entry<String, String> e : names.attributes().entrySet()) {
                if (e.getValue().equals(liveAttribute)) {
                    return e.getKey();
                }
            }
        }
        return liveAttribute;
    }

    /** The model's name for a live index of the table a model table maps to (the live name when none maps to it). */
    public String modelIndex(String modelTable, String liveIndex) {
        TableNames names = tables.get(modelTable);
        if (names != null) {
            for (Map.Entry<String, String> e : names.indexes().entrySet()) {
                if (e.getValue().equals(liveIndex)) {
                    return e.getKey();
                }
            }
        }
        return liveIndex;
    }

    /** A mapping with one table's names replaced (or removed when {@code names} maps nothing). */
    public NameMapping with(String modelTable, TableNames names) {
        Map<String, TableNames> out = new LinkedHashMap<>(tables);
        if (names == null || names.isEmpty()) {
            out.remove(modelTable);
        } else {
            out.put(modelTable, names);
        }
        return new NameMapping(out);
    }
}
