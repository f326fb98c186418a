package dev.tablewright.ui.items;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Item;
import dev.tablewright.model.NumberForm;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.ValueOrder;
import dev.tablewright.ui.items.ItemGridViewModel.Missing;
import dev.tablewright.ui.items.ItemGridViewModel.Row;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Everything a grid shows of a table, an index or a facet, computed from the model alone (so that
 * it can run away from the FX thread): items sorted in DynamoDB's key order, grouped by partition
 * key value, each tagged with its facet and colour.
 */
final class GridLayout {
    private GridLayout() {
    }

    /** Everything a view shows, computed away from the FX thread. */
    record Layout(String table, List<String> tableKeys, List<String> keyNames, int partitionKeyCount, List<Row> rows,
                  List<Missing> missing, List<PartitionLoad> partitions, Map<String, String> legend,
                  Map<String, Map<String, String>> aliases, String caption, String membership,
                  String emptyMessage) {
    }

    /**
     * The rows a grid showed ({@code before}, null when unknown) and those of a new layout differ in
     * one range, {@code from} to {@code beforeTo} (exclusive) in the old rows and {@code from} to
     * {@code afterTo} in the new: found off the FX thread, so that an edit of one item in a million
     * replaces a few rows instead of all of them (which holds the FX thread for a noticeable time).
     */
    record RowChange(Layout layout, List<Row> before, int from, int beforeTo, int afterTo) {
        static RowChange between(List<Row> before, Layout layout) {
            List<Row> after = layout.rows();
            if (before == null) {
                return new RowChange(layout, null, 0, 0, after.size());
            }
            int from = 0;
            int common = Math.min(before.size(), after.size());
            while (from < common && before.get(from).equals(after.get(from))) {
                from++;
            }
            int beforeTo = before.size();
            int afterTo = after.size();
            while (beforeTo > from && afterTo > from && before.get(beforeTo - 1).equals(after.get(afterTo - 1))) {
                beforeTo--;
                afterTo--;
            }
            return new RowChange(layout, before, from, beforeTo, afterTo);
        }
    }

    /** Lays out a table's items: all of them, those of one facet, or those in one index. */
    static Layout of(Table table, String indexName, String facetName) {
        Map<Item, String> facetOf = new IdentityHashMap<>();
        for (Facet facet : table.facets()) {
            facet.items().forEach(item -> facetOf.put(item, facet.name()));
        }
        Map<String, String> colors = FacetColors.of(table);
        List<Item> items = new ArrayList<>(table.allItems());
        String view = "Base table";
        if (facetName != null) {
            items.removeIf(item -> !facetName.equals(facetOf.get(item)));
            view = "Facet " + facetName;
        }
        KeySchema keys = table.keySchema();
        List<Missing> left = new ArrayList<>();
        Map<Item, String> facetOfShown = new IdentityHashMap<>(facetOf);
        String membershipText = "";
        if (indexName != null) {
            SecondaryIndex index = table.findIndex(indexName).orElseThrow();
            keys = index.keySchema();
            List<Item> inIndex = new ArrayList<>();
            for (Item item : items) {
                String reason = IndexView.whyMissing(index, item);
                if (reason == null) {
                    Item projected = IndexView.project(table, index, item);
                    facetOfShown.put(projected, facetOf.get(item));
                    inIndex.add(projected);
                } else {
                    left.add(new Missing(item, facetOf.get(item), reason));
                }
            }
            membershipText = inIndex.size() + " of " + items.size() + " items; "
                    + (left.isEmpty() ? "every item carries " + index.name() + "'s keys"
                    : left.size() + " lack " + index.name() + "'s keys")
                    + " · projection " + index.projection().type();
            items = inIndex;
            view = index.kind() + " " + index.name();
        }
        items.sort(byKey(keys));
        List<Row> laidOut = grouped(items, keys, facetOfShown, colors);
        Map<String, String> legendOf = new LinkedHashMap<>();
        laidOut.stream().map(Row::facet).filter(Objects::nonNull).distinct().forEach(f -> legendOf.put(f, colors.get(f)));
        long groups = laidOut.isEmpty() ? 0 : laidOut.get(laidOut.size() - 1).group() + 1;
        String captionText = table.name() + " · " + view + " · " + items.size() + " items in " + groups + " partitions";
        String empty = indexName != null && !left.isEmpty()
                ? "No item carries " + indexName + "'s key attributes " + keys.attributeNames() + "."
                : "No items in " + table.name() + (facetName != null || indexName != null ? " · " + view : "") + " yet.";
        return new Layout(table.name(), table.keySchema().attributeNames(), keys.attributeNames(),
                keys.partitionKeys().size(), laidOut, left, PartitionLoad.of(laidOut, partitionKeyNames(keys)), legendOf, aliasesOf(table), captionText,
                membershipText, empty);
    }

    /**
     * The facet of each of {@code items} (a query result, not the model's own item objects), found
     * by the table's primary key; items of no facet are left out.
     */
    static Map<Item, String> facetsOf(Table table, List<Item> items) {
        List<String> tableKeys = table.keySchema().attributeNames();
        Map<Item, String> facetByKey = new HashMap<>();
        for (Facet facet : table.facets()) {
            facet.items().forEach(item -> facetByKey.put(keyOf(item, tableKeys), facet.name()));
        }
        Map<Item, String> facetOf = new IdentityHashMap<>();
        items.forEach(item -> {
            String f = facetByKey.get(keyOf(item, tableKeys));
            if (f != null) {
                facetOf.put(item, f);
            }
        });
        return facetOf;
    }

    /**
     * Rows for {@code items} in the order given, grouped by consecutive partition key values (the
     * whole tuple of a multi-attribute partition key).
     */
    static List<Row> grouped(List<Item> items, KeySchema keys, Map<Item, String> facetOf,
                             Map<String, String> colors) {
        List<String> pk = partitionKeyNames(keys);
        int n = items.size();
        // first where each group starts, then each row made once with its group's size: a million rows
        // are a million objects, not two million
        int[] startOf = new int[n];
        int start = 0;
        for (int i = 1; i < n; i++) {
            if (!samePartition(items.get(i - 1), items.get(i), pk)) {
                start = i;
            }
            startOf[i] = start;
        }
        List<Row> result = new ArrayList<>(n);
        int group = -1;
        int end = 0;
        for (int i = 0; i < n; i++) {
            boolean newGroup = i == 0 || startOf[i] == i;
            if (newGroup) {
                group++;
                end = i + 1;
                while (end < n && startOf[end] == i) {
                    end++;
                }
            }
            Item item = items.get(i);
            String facet = facetOf.get(item);
            result.add(new Row(item, facet, facet == null ? null : colors.get(facet), group, newGroup, end - startOf[i]));
        }
        return result;
    }

    private static boolean samePartition(Item a, Item b, List<String> partitionKeys) {
        for (String name : partitionKeys) {
            if (!Objects.equals(a.get(name), b.get(name))) {
                return false;
            }
        }
        return true;
    }

    /** Each facet's aliases of the table's key attributes, by facet name and then attribute name. */
    static Map<String, Map<String, String>> aliasesOf(Table table) {
        Map<String, Map<String, String>> result = new LinkedHashMap<>();
        for (Facet facet : table.facets()) {
            Map<String, String> aliases = new LinkedHashMap<>();
            if (facet.partitionKeyAlias() != null) {
                aliases.put(table.keySchema().partitionKey().name(), facet.partitionKeyAlias());
            }
            if (facet.sortKeyAlias() != null && table.keySchema().sortKey() != null) {
                aliases.put(table.keySchema().sortKey().name(), facet.sortKeyAlias());
            }
            result.put(facet.name(), aliases);
        }
        return result;
    }

    /** The item cut down to the attributes {@code names} (those it has): its key, for matching. */
    /** The item's key attributes, numbers in canonical form, so a model item matches what an engine returns. */
    static Item keyOf(Item item, List<String> names) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (String name : names) {
            AttributeValue v = item.get(name);
            if (v != null) {
                out.put(name, NumberForm.canonical(v));
            }
        }
        return Item.of(out);
    }

    /** The names of the partition-key attributes, in schema order. */
    static List<String> partitionKeyNames(KeySchema keys) {
        return keys.partitionKeys().stream().map(KeyAttribute::name).toList();
    }

    /** The item's values of {@code names}, in order; null where it has none. */
    /**
     * The grid's order: by each partition-key attribute, then each sort-key attribute, in schema
     * order, each by its own type ({@link ValueOrder}).
     */
    static Comparator<Item> byKey(KeySchema keys) {
        Comparator<Item> order = (a, b) -> 0;
        for (KeyAttribute key : keys.attributes()) {
            String name = key.name();
            order = order.thenComparing(item -> item.get(name), GridLayout::compare);
        }
        return order;
    }

    /** DynamoDB's key order where the types allow; missing or mismatched values last, by type name. */
    private static int compare(AttributeValue a, AttributeValue b) {
        if (a == null || b == null) {
            return a == null ? (b == null ? 0 : 1) : -1;
        }
        if (a.type() == b.type() && a.type().isScalarKeyType()) {
            return ValueOrder.compare(a, b);
        }
        return a.type().compareTo(b.type());
    }
}
