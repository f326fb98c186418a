package dev.tablewright.validate;

import dev.tablewright.model.Item;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * The model under validation, with the JSON path of every table, index, item and access pattern
 * as docs/model-format.md names them ("Locations in findings").
 */
final class ValidationContext {
    private final Model model;
    private final List<TableScope> tables = new ArrayList<>();

    ValidationContext(Model model) {
        this.model = model;
        for (int i = 0; i < model.tables().size(); i++) {
            tables.add(new TableScope(model.tables().get(i), i));
        }
    }

    Model model() {
        return model;
    }

    List<TableScope> tables() {
        return tables;
    }

    TableScope findTable(String name) {
        return tables.stream().filter(t -> t.table().name().equals(name)).findFirst().orElse(null);
    }

    static String patternPath(int patternIndex) {
        return "Tablewright.AccessPatterns[" + patternIndex + "]";
    }

    /**
     * The requests the access patterns send, with their positions in the file: each pattern, and in
     * place of a transaction each of its actions ({@code AccessPatterns[i].Actions[j]}), which the
     * pattern rules check as the patterns they are.
     */
    List<IndexedPattern> patterns() {
        List<IndexedPattern> list = new ArrayList<>();
        for (int i = 0; i < model.accessPatterns().size(); i++) {
            AccessPattern p = model.accessPatterns().get(i);
            if (p.operation().isTransaction()) {
                for (int j = 0; j < p.actions().size(); j++) {
                    list.add(new IndexedPattern(p.actions().get(j), patternPath(i) + ".Actions[" + j + "]", p));
                }
            } else {
                list.add(new IndexedPattern(p, patternPath(i), null));
            }
        }
        return list;
    }

    /** A pattern, or an action of the {@code transaction} it stands in (else null). */
    record IndexedPattern(AccessPattern pattern, String path, AccessPattern transaction) {
        String at(String key) {
            return path + "." + key;
        }
    }

    /** An item with the path of its JSON object in the file. */
    record LocatedItem(Item item, String owner, int index) {
        /** The item's JSON path, made only when a finding needs it: a big model has millions of items. */
        String path() {
            return owner + ".TableData[" + index + "]";
        }

        String attributePath(String attribute) {
            return path() + "." + attribute;
        }
    }

    /** An index with the path of its JSON object in the file. */
    record LocatedIndex(SecondaryIndex index, String path) {
    }

    /** One table: its paths, its indexes and its items where they sit in the file. */
    static final class TableScope {
        private final Table table;
        private final String path;
        private List<LocatedItem> items;

        TableScope(Table table, int index) {
            this.table = table;
            this.path = "DataModel[" + index + "]";
        }

        Table table() {
            return table;
        }

        String path() {
            return path;
        }

        String at(String key) {
            return path + "." + key;
        }

        /** Where Tablewright's extension block keeps this table's additions. */
        String extensionPath() {
            return "Tablewright.Tables." + table.name();
        }

        List<LocatedIndex> indexes() {
            List<LocatedIndex> list = new ArrayList<>();
            for (int i = 0; i < table.globalSecondaryIndexes().size(); i++) {
                list.add(new LocatedIndex(table.globalSecondaryIndexes().get(i),
                        at("GlobalSecondaryIndexes[" + i + "]")));
            }
            for (int i = 0; i < table.localSecondaryIndexes().size(); i++) {
                list.add(new LocatedIndex(table.localSecondaryIndexes().get(i),
                        extensionPath() + ".LocalSecondaryIndexes[" + i + "]"));
            }
            return list;
        }

        /**
         * Every item: the table's own, then each facet's, as {@link Table#allItems()} orders them. A view
         * that makes each {@link LocatedItem} when asked: a million-item table would otherwise hold a
         * million of them through validation (and the garbage collector would copy them).
         */
        List<LocatedItem> items() {
            if (items == null) {
                List<List<Item>> parts = new ArrayList<>();
                List<String> owners = new ArrayList<>();
                parts.add(table.items());
                owners.add(path);
                for (int f = 0; f < table.facets().size(); f++) {
                    parts.add(table.facets().get(f).items());
                    owners.add(at("TableFacets[" + f + "]"));
                }
                items = new LocatedItems(List.copyOf(parts), List.copyOf(owners));
            }
            return items;
        }
    }

    /** The items of a table and its facets, each located where it is asked for. */
    private static final class LocatedItems extends AbstractList<LocatedItem> implements RandomAccess {
        private final List<List<Item>> parts;
        private final List<String> owners;
        private final int size;

        LocatedItems(List<List<Item>> parts, List<String> owners) {
            this.parts = parts;
            this.owners = owners;
            this.size = parts.stream().mapToInt(List::size).sum();
        }

        @Override
        public LocatedItem get(int index) {
            Objects.checkIndex(index, size);
            int at = index;
            for (int p = 0; p < parts.size(); p++) {
                List<Item> part = parts.get(p);
                if (at < part.size()) {
                    return new LocatedItem(part.get(at), owners.get(p), at);
                }
                at -= part.size();
            }
            throw new IllegalStateException("index " + index + " of " + size);
        }

        @Override
        public int size() {
            return size;
        }
    }
}
