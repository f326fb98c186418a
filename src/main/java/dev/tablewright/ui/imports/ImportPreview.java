package dev.tablewright.ui.imports;

import dev.tablewright.formats.imports.ImportedModel;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.ui.common.PatternPlace;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * What an imported file was found to hold, as the import dialog lists it: its tables, indexes,
 * facets, access patterns and items, and what was left out with the reason, each a section of
 * rows of text under column headings.
 */
public final class ImportPreview {
    /** One list of the preview: a title ("Tables"), its column headings and its rows. */
    public record Section(String title, List<String> columns, List<List<String>> rows, int count) {
        public Section {
            columns = List.copyOf(columns);
            rows = rows.stream().map(List::copyOf).toList();
        }

        /** A section counting its rows. */
        public Section(String title, List<String> columns, List<List<String>> rows) {
            this(title, columns, rows, rows.size());
        }

        /** The title with the number of things it lists: "Tables (2)"; the items' count for Items (a row per table). */
        public String heading() {
            return title + " (" + count + ")";
        }
    }

    /** The sections' titles, in the order {@link #of} gives them. */
    public static final List<String> TITLES = List.of("Tables", "Indexes", "Facets", "Patterns", "Items", "Left out");

    private ImportPreview() {
    }

    /** The sections of {@code imported}, always all six in the same order, empty ones included. */
    public static List<Section> of(ImportedModel imported) {
        Model model = imported.model();
        List<List<String>> tables = new ArrayList<>();
        List<List<String>> indexes = new ArrayList<>();
        List<List<String>> facets = new ArrayList<>();
        List<List<String>> items = new ArrayList<>();
        int itemCount = 0;
        for (Table table : model.tables()) {
            tables.add(List.of(table.name(), keys(table.keySchema()), table.effectiveBillingMode().name(),
                    Integer.toString(table.globalSecondaryIndexes().size()),
                    Integer.toString(table.localSecondaryIndexes().size())));
            for (SecondaryIndex index : table.indexes()) {
                indexes.add(List.of(table.name(), index.name(), index.isGlobal() ? "GSI" : "LSI", keys(index.keySchema()),
                        projection(index.projection())));
            }
            for (Facet facet : table.facets()) {
                facets.add(List.of(table.name(), facet.name(), template(facet.partitionKeyTemplate()),
                        template(facet.sortKeyTemplate())));
            }
            int count = table.allItems().size();
            itemCount += count;
            String byFacet = table.facets().stream().filter(f -> !f.items().isEmpty())
                    .map(f -> f.name() + " " + f.items().size()).collect(Collectors.joining(", "));
            items.add(List.of(table.name(), Integer.toString(count), byFacet));
        }
        List<List<String>> patterns = new ArrayList<>();
        for (AccessPattern pattern : model.accessPatterns()) {
            // a transaction: its actions under the operation, every table it touches
            patterns.add(List.of(pattern.name(), PatternPlace.operation(pattern), pattern.operation().isTransaction()
                    ? String.join(", ", pattern.tables()) : pattern.table(),
                    pattern.index() == null ? "" : pattern.index(), pattern.description()));
        }
        List<List<String>> leftOut = imported.leftOut().stream().map(ImportPreview::whatAndWhy).toList();
        return List.of(
                new Section(TITLES.get(0), List.of("Table", "Key", "Billing", "GSIs", "LSIs"), tables),
                new Section(TITLES.get(1), List.of("Table", "Index", "Kind", "Key", "Projection"), indexes),
                new Section(TITLES.get(2), List.of("Table", "Facet", "Partition key", "Sort key"), facets),
                new Section(TITLES.get(3), List.of("Pattern", "Operation", "Table", "Index", "Description"), patterns),
                new Section(TITLES.get(4), List.of("Table", "Items", "By facet"), items, itemCount),
                new Section(TITLES.get(5), List.of("What", "Why"), leftOut));
    }

    /** "PK (S) / SK (S)", a multi-attribute key's parts joined with "+". */
    static String keys(KeySchema schema) {
        String partition = schema.partitionKeys().stream().map(ImportPreview::attribute).collect(Collectors.joining(" + "));
        String sort = schema.sortKeys().stream().map(ImportPreview::attribute).collect(Collectors.joining(" + "));
        return sort.isEmpty() ? partition : partition + " / " + sort;
    }

    private static String attribute(KeyAttribute key) {
        return key.name() + " (" + key.type() + ")";
    }

    private static String projection(Projection projection) {
        return switch (projection.type()) {
            case ALL -> "all";
            case KEYS_ONLY -> "keys only";
            case INCLUDE -> "include " + String.join(", ", projection.nonKeyAttributes());
        };
    }

    private static String template(KeyTemplate template) {
        return template == null ? "" : template.toString();
    }

    /** A left-out line "thing: reason" as its two parts; a line without a reason keeps it whole. */
    static List<String> whatAndWhy(String line) {
        int colon = line.indexOf(": ");
        if (colon < 0) {
            return List.of(line, "");
        }
        return List.of(line.substring(0, colon), line.substring(colon + 2));
    }
}
