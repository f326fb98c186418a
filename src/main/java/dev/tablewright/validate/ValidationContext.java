package dev.tablewright.validate;

import dev.tablewright.model.Item;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;

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

    /** The access patterns with their positions in the model's list. */
    List<IndexedPattern> patterns() {
        List<IndexedPattern> list = new ArrayList<>();
        for (int i = 0; i < model.accessPatterns().size(); i++) {
            list.add(new IndexedPattern(model.accessPatterns().get(i), patternPath(i)));
        }
        return list;
    }

    record IndexedPattern(AccessPattern pattern, String path) {
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

        /** Every item: the table's own, then each facet's, as {@link Table#allItems()} orders them. */
        List<LocatedItem> items() {
            if (items == null) {
                List<LocatedItem> list = new ArrayList<>(table.items().size());
                for (int i = 0; i < table.items().size(); i++) {
                    list.add(new LocatedItem(table.items().get(i), path, i));
                }
                for (int f = 0; f < table.facets().size(); f++) {
                    Facet facet = table.facets().get(f);
                    String owner = at("TableFacets[" + f + "]");
                    for (int i = 0; i < facet.items().size(); i++) {
                        list.add(new LocatedItem(facet.items().get(i), owner, i));
                    }
                }
                items = List.copyOf(list);
            }
            return items;
        }
    }
}
