package dev.tablewright.formats.imports;

import dev.tablewright.model.Item;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Adds imported items to a table or one of its facets. Nothing is overwritten: an item whose
 * primary key the table already holds, or that lacks a key, is a problem, and then nothing is added.
 */
public final class ItemImports {
    private ItemImports() {
    }

    /** The table named, or an exception listing the tables there are. */
    public static Table table(Model model, String tableName, Path modelFile) throws ImportException {
        return model.findTable(tableName).orElseThrow(() -> new ImportException(modelFile, 0, "no table '" + tableName
                + "'; the model has " + String.join(", ", model.tables().stream().map(Table::name).toList())));
    }

    /** The facet named, null for none, or an exception listing the table's facets. */
    public static Facet facet(Table table, String facetName, Path modelFile) throws ImportException {
        if (facetName == null) {
            return null;
        }
        return table.findFacet(facetName).orElseThrow(() -> new ImportException(modelFile, 0, "table " + table.name()
                + " has no facet '" + facetName + "'" + (table.facets().isEmpty() ? "" : "; it has "
                + String.join(", ", table.facets().stream().map(Facet::name).toList()))));
    }

    /**
     * The model with the items added to the table (or facet); {@code source} names the file the
     * items came from in problems.
     */
    public static Model add(Model model, String tableName, String facetName, List<SourcedItem> items, Path source,
                            Path modelFile) throws ImportException {
        Table table = table(model, tableName, modelFile);
        Facet facet = facet(table, facetName, modelFile);
        Map<String, String> held = new HashMap<>();
        for (Item existing : table.items()) {
            held.putIfAbsent(PrimaryKeys.identity(existing, table.keySchema()), "table " + table.name());
        }
        for (Facet f : table.facets()) {
            for (Item existing : f.items()) {
                held.putIfAbsent(PrimaryKeys.identity(existing, table.keySchema()), "facet " + f.name());
            }
        }
        Map<String, Integer> lines = new HashMap<>();
        List<ItemProblem> problems = new ArrayList<>();
        List<Item> added = new ArrayList<>();
        for (SourcedItem sourced : items) {
            String keyProblem = PrimaryKeys.keyProblem(sourced.item(), table.keySchema());
            if (keyProblem != null) {
                problems.add(new ItemProblem(sourced.line(), keyProblem));
                continue;
            }
            String identity = PrimaryKeys.identity(sourced.item(), table.keySchema());
            String key = PrimaryKeys.describe(sourced.item(), table.keySchema());
            if (held.containsKey(identity)) {
                problems.add(new ItemProblem(sourced.line(), "primary key " + key + " is already held by an item of "
                        + held.get(identity) + " in " + modelFile));
                continue;
            }
            Integer first = lines.putIfAbsent(identity, sourced.line());
            if (first != null) {
                problems.add(new ItemProblem(sourced.line(), "primary key " + key + " repeats line " + first));
                continue;
            }
            added.add(sourced.item());
        }
        if (!problems.isEmpty()) {
            throw new ItemImportException(source, problems);
        }
        Table updated;
        if (facet == null) {
            List<Item> all = new ArrayList<>(table.items());
            all.addAll(added);
            updated = table.withItems(all);
        } else {
            List<Item> all = new ArrayList<>(facet.items());
            all.addAll(added);
            Facet grown = facet.withItems(all);
            updated = table.withFacets(table.facets().stream().map(f -> f.name().equals(facet.name()) ? grown : f).toList());
        }
        return model.withTable(updated);
    }
}
