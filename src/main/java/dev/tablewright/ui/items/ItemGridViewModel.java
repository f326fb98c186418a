package dev.tablewright.ui.items;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ValueOrder;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Set;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.common.ValueText;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;

/**
 * The aggregate view's state, laid out as NoSQL Workbench's visualizer does: items grouped by
 * partition key value (shown once per group), sorted within a group by sort key in DynamoDB's
 * order, each row tagged with its facet (entity type) and colour. For a GSI or LSI the view is
 * keyed by the index's keys and holds only the items in the index, with only the projected
 * attributes; the items left out are listed with the reason.
 */
public final class ItemGridViewModel {
    /** What the grid says before any model is open (or after the open one is closed). */
    public static final String NO_MODEL = "No model open. File > Open… (Ctrl+O) opens a NoSQL Workbench model.";
    /**
     * A row of the view.
     *
     * @param item the item as the view holds it (projected for an index)
     * @param facet its facet, or null
     * @param color its facet's colour, or null
     * @param group the number of its partition-key group, from 0
     * @param groupStart whether it is the first row of its group (where the partition value shows)
     * @param groupSize how many rows its group has
     */
    public record Row(Item item, String facet, String color, int group, boolean groupStart, int groupSize) {
    }

    /** An item the index leaves out, and why. */
    public record Missing(Item item, String facet, String reason) {
    }

    private final ObservableList<String> keyColumns = FXCollections.observableArrayList();
    private final RowList<Row> rows = new RowList<>();
    private final ObservableList<Missing> missing = FXCollections.observableArrayList();
    private final ObservableList<PartitionLoad> partitions = FXCollections.observableArrayList();
    private final ObservableMap<String, String> legend = FXCollections.observableMap(new LinkedHashMap<>());
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper membership = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper emptyMessage = new ReadOnlyStringWrapper(NO_MODEL);
    // one read-only view each, kept: listeners on a view live only as long as the view does
    private final ObservableList<String> keyColumnsView = FXCollections.unmodifiableObservableList(keyColumns);
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ObservableList<Missing> missingView = FXCollections.unmodifiableObservableList(missing);
    private final ObservableMap<String, String> legendView = FXCollections.unmodifiableObservableMap(legend);
    private Map<String, Map<String, String>> facetAliases = Map.of();
    private final ReadOnlyObjectWrapper<Highlight> highlight = new ReadOnlyObjectWrapper<>(Highlight.NONE);
    private final ReadOnlyStringWrapper highlightCaption = new ReadOnlyStringWrapper("");
    private String shownTable;
    private List<String> shownTableKeys = List.of();

    /**
     * The items an access pattern run returned, marked in the grid wherever they show (base table,
     * facet or index view of that table), matched by the table's primary key.
     */
    public record Highlight(String table, Set<Item> keys, String label) {
        public static final Highlight NONE = new Highlight(null, Set.of(), "");

        public Highlight {
            keys = Set.copyOf(keys);
        }
    }

    /** The key attribute names of what is shown: the table's, or the index's. */
    public ObservableList<String> keyColumns() {
        return keyColumnsView;
    }

    public ObservableList<Row> rows() {
        return rowsView;
    }

    /** For an index view: the items it leaves out. */
    public ObservableList<Missing> missing() {
        return missingView;
    }

    /** Items and bytes per partition key value, largest first, hot ones flagged. */
    public ObservableList<PartitionLoad> partitions() {
        return partitions;
    }

    /** Facet name to colour, for the legend. */
    public ObservableMap<String, String> legend() {
        return legendView;
    }

    /** What the grid says when it has no rows: no model open, or nothing in this view and why. */
    public ReadOnlyStringProperty emptyMessageProperty() {
        return emptyMessage.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }

    /** For an index view, e.g. "41 of 63 items; 22 lack GSI2's keys"; empty otherwise. */
    public ReadOnlyStringProperty membershipProperty() {
        return membership.getReadOnlyProperty();
    }

    /** The facet's alias for a key attribute of the base table (e.g. EmployeeID for PK), or null. */
    public String aliasOf(String facet, String keyAttribute) {
        if (facet == null) {
            return null;
        }
        return facetAliases.getOrDefault(facet, Map.of()).get(keyAttribute);
    }

    /** What is highlighted now; the view repaints its rows when this changes. */
    public ReadOnlyObjectProperty<Highlight> highlightProperty() {
        return highlight.getReadOnlyProperty();
    }

    /** "11 rows returned by <pattern>", or empty when nothing shown here is highlighted. */
    public ReadOnlyStringProperty highlightCaptionProperty() {
        return highlightCaption.getReadOnlyProperty();
    }

    /**
     * Says how many highlighted items the view shows: counted away from the FX thread for a big
     * grid (a million rows take a noticeable time), the newest count winning.
     */
    private void updateHighlightCaption() {
        Highlight h = highlight.get();
        long count = ++highlightCounts;
        if (h.table() == null || !h.table().equals(shownTable)) {
            highlightCaption.set("");
            return;
        }
        List<Row> snapshot = rows.snapshot();
        List<String> keys = shownTableKeys;
        if (executor == null || snapshot.size() < IN_PLACE_LIMIT) {
            highlightCaption.set(highlightText(h, highlighted(snapshot, h, keys)));
            return;
        }
        executor.submit("count highlighted rows", () -> highlighted(snapshot, h, keys), shown -> {
            if (count == highlightCounts) {
                highlightCaption.set(highlightText(h, shown));
            }
        }, error -> {
            if (count == highlightCounts) {
                highlightCaption.set("Could not count the highlighted items: " + error.getMessage());
            }
        });
    }

    private long highlightCounts;

    private static String highlightText(Highlight h, long shown) {
        return shown + " of the " + h.keys().size() + " items returned by " + h.label()
                + (shown == 1 ? " is" : " are") + " in this view (highlighted)";
    }

    private static long highlighted(List<Row> rows, Highlight h, List<String> tableKeys) {
        return rows.stream().filter(r -> h.keys().contains(only(r.item(), tableKeys))).count();
    }

    /** Marks {@code items} (of {@code table}) as the result of {@code label}, e.g. a pattern's name. */
    public void highlight(Table table, Collection<Item> items, String label) {
        List<String> keys = table.keySchema().attributeNames();
        Set<Item> matched = new HashSet<>();
        items.forEach(item -> matched.add(only(item, keys)));
        highlight.set(new Highlight(table.name(), matched, label));
        updateHighlightCaption();
    }

    public void clearHighlight() {
        highlight.set(Highlight.NONE);
        updateHighlightCaption();
    }

    /** Whether a row's item is among the highlighted ones. */
    public boolean isHighlighted(Item item) {
        Highlight h = highlight.get();
        return h.table() != null && h.table().equals(shownTable) && h.keys().contains(only(item, shownTableKeys));
    }

    /** How many of the rows shown now are highlighted. */
    public long highlightedRows() {
        Highlight h = highlight.get();
        return h.table() == null || !h.table().equals(shownTable) ? 0 : highlighted(rows.snapshot(), h, shownTableKeys);
    }

    /**
     * The index of the next row after {@code after} (wrapping around) whose attribute names or
     * values contain {@code query}, ignoring case; -1 when none does.
     */
    public int find(String query, int after) {
        return find(rows.snapshot(), query, after, () -> false);
    }

    /** How many rows {@link #find} can reach for {@code query}. */
    public int countMatches(String query) {
        return countMatches(rows.snapshot(), query, () -> false);
    }

    /** What the find bar says of its query: "3 matches", "no match", "Counting…", or nothing. */
    public ReadOnlyStringProperty findSummaryProperty() {
        return findSummary.getReadOnlyProperty();
    }

    /**
     * Counts the rows matching {@code query} into {@link #findSummaryProperty}: away from the FX
     * thread for a big grid (every name and value of a million items takes a noticeable time),
     * where a newer count cancels it (the grid asks again when its rows change).
     */
    public void countMatchesLater(String query) {
        long count = counts.incrementAndGet();
        List<Row> snapshot = rows.snapshot();
        if (query == null || query.isBlank()) {
            findSummary.set("");
        } else if (executor == null || snapshot.size() < IN_PLACE_LIMIT) {
            findSummary.set(matchSummary(countMatches(snapshot, query, () -> false)));
        } else {
            findSummary.set("Counting…");
            executor.submit("count matches", () -> countMatches(snapshot, query, () -> counts.get() != count), matched -> {
                if (counts.get() == count) {
                    findSummary.set(matchSummary(matched));
                }
            }, error -> {
                if (counts.get() == count) {
                    findSummary.set("Could not search: " + error.getMessage());
                }
            });
        }
    }

    /**
     * Finds the next row after {@code after} matching {@code query} (see {@link #find}) and hands
     * its index to {@code found}, or -1: at once for a small grid, later on the FX thread for a big
     * one (while {@link #searchingProperty} is true), and not at all when a newer search came first
     * or the rows changed meanwhile.
     */
    public void findLater(String query, int after, IntConsumer found) {
        long search = searches.incrementAndGet();
        List<Row> snapshot = rows.snapshot();
        if (executor == null || snapshot.size() < IN_PLACE_LIMIT) {
            searching.set(false);
            found.accept(find(snapshot, query, after, () -> false));
            return;
        }
        searching.set(true);
        executor.submit("find", () -> find(snapshot, query, after, () -> searches.get() != search), at -> {
            if (searches.get() == search) {
                searching.set(false);
                if (rows.snapshot() == snapshot) {
                    found.accept(at);
                }
            }
        }, error -> {
            if (searches.get() == search) {
                searching.set(false);
                findSummary.set("Could not search: " + error.getMessage());
            }
        });
    }

    /** Whether {@link #findLater} is searching a big grid away from the FX thread. */
    public ReadOnlyBooleanProperty searchingProperty() {
        return searching.getReadOnlyProperty();
    }

    private static String matchSummary(int count) {
        return count == 0 ? "no match" : String.format("%,d", count) + (count == 1 ? " match" : " matches");
    }

    private final ReadOnlyStringWrapper findSummary = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper searching = new ReadOnlyBooleanWrapper();
    /** Count the counts and searches begun; one still running stops when a newer one of its kind begins. */
    private final AtomicLong counts = new AtomicLong();
    private final AtomicLong searches = new AtomicLong();

    private static int find(List<Row> rows, String query, int after, BooleanSupplier cancelled) {
        if (query == null || query.isBlank() || rows.isEmpty()) {
            return -1;
        }
        String needle = query.strip().toLowerCase(Locale.ROOT);
        for (int step = 1; step <= rows.size(); step++) {
            int i = Math.floorMod(after + step, rows.size());
            if (matches(rows.get(i).item(), needle)) {
                return i;
            }
            if (step % 10_000 == 0 && cancelled.getAsBoolean()) {
                return -1;
            }
        }
        return -1;
    }

    private static int countMatches(List<Row> rows, String query, BooleanSupplier cancelled) {
        if (query == null || query.isBlank()) {
            return 0;
        }
        String needle = query.strip().toLowerCase(Locale.ROOT);
        int count = 0;
        for (int i = 0; i < rows.size(); i++) {
            if (matches(rows.get(i).item(), needle)) {
                count++;
            }
            if (i % 10_000 == 0 && cancelled.getAsBoolean()) {
                return 0;
            }
        }
        return count;
    }

    private static boolean matches(Item item, String needle) {
        for (Map.Entry<String, AttributeValue> e : item.attributes().entrySet()) {
            if (e.getKey().toLowerCase(Locale.ROOT).contains(needle)
                    || ValueText.of(e.getValue()).toLowerCase(Locale.ROOT).contains(needle)) {
                return true;
            }
        }
        return false;
    }

    /** The table shown now, or null. */
    public String shownTable() {
        return shownTable;
    }

    private static Item only(Item item, List<String> names) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (String name : names) {
            AttributeValue v = item.get(name);
            if (v != null) {
                out.put(name, v);
            }
        }
        return Item.of(out);
    }

    /**
     * Shows a list of items in the order given (a query result), grouped by consecutive partition
     * key values of the table or index, each tagged with its facet.
     */
    public void showItems(Table table, String indexName, List<Item> items, String captionText) {
        ++layouts;
        layingOut.set(false);
        KeySchema keys = indexName == null ? table.keySchema() : table.findIndex(indexName).orElseThrow().keySchema();
        List<String> tableKeys = table.keySchema().attributeNames();
        Map<Item, String> facetByKey = new HashMap<>();
        for (Facet facet : table.facets()) {
            facet.items().forEach(item -> facetByKey.put(only(item, tableKeys), facet.name()));
        }
        Map<Item, String> facetOf = new IdentityHashMap<>();
        items.forEach(item -> {
            String f = facetByKey.get(only(item, tableKeys));
            if (f != null) {
                facetOf.put(item, f);
            }
        });
        Map<String, String> colors = FacetColors.of(table);
        shownTable = table.name();
        shownTableKeys = tableKeys;
        facetAliases = aliasesOf(table);
        keyColumns.setAll(keys.attributeNames());
        appliedRows = null;
        rows.replaceAll(grouped(items, keys, facetOf, colors));
        missing.clear();
        partitions.setAll(PartitionLoad.of(rows, keys.partitionKey().name()));
        legend.clear();
        rows.stream().map(Row::facet).filter(Objects::nonNull).distinct().forEach(f -> legend.put(f, colors.get(f)));
        membership.set("");
        caption.set(captionText);
        emptyMessage.set("The run returned no items.");
        updateHighlightCaption();
    }

    public void clear() {
        clear(NO_MODEL);
    }

    /** Shows no rows and says why ({@code message} is what the empty grid shows). */
    public void clear(String message) {
        ++layouts;
        layingOut.set(false);
        shownTable = null;
        shownTableKeys = List.of();
        keyColumns.clear();
        appliedRows = null;
        rows.replaceAll(List.of());
        missing.clear();
        legend.clear();
        partitions.clear();
        caption.set("");
        membership.set("");
        highlightCaption.set("");
        emptyMessage.set(message);
    }

    /** Shows a table's items: all of them, those of one facet, or those in one index. */
    public void show(Table table, String indexName, String facetName) {
        shownIndex = indexName;
        shownFacet = facetName;
        long generation = ++layouts;
        int size = table.items().size() + table.facets().stream().mapToInt(f -> f.items().size()).sum();
        List<Row> before = appliedRows;
        if (executor == null || size < IN_PLACE_LIMIT) {
            layingOut.set(false);
            apply(RowChange.between(before, layOut(table, indexName, facetName)));
            return;
        }
        String doing = "Laying out " + String.format("%,d", size) + " items…";
        caption.set(table.name() + " · " + doing);
        emptyMessage.set(doing);
        layingOut.set(true);
        executor.submit("lay out " + table.name(), () -> RowChange.between(before, layOut(table, indexName, facetName)), change -> {
            if (generation == layouts) { // a later show() supersedes this one
                layingOut.set(false);
                apply(change);
            }
        }, error -> {
            if (generation == layouts) {
                layingOut.set(false);
                caption.set(table.name() + " · could not lay out the items: " + error.getMessage());
                emptyMessage.set("Could not lay out the items of " + table.name() + ": " + error.getMessage());
            }
        });
    }

    /** Whether a big table is being laid out away from the FX thread (the rows shown are the previous ones until it ends). */
    public ReadOnlyBooleanProperty layingOutProperty() {
        return layingOut.getReadOnlyProperty();
    }

    private final ReadOnlyBooleanWrapper layingOut = new ReadOnlyBooleanWrapper();

    /**
     * Shows the same view (base table, index or facet) of a new version of the table shown now,
     * e.g. after an edit; the base table when that index or facet is gone. False when another
     * table (or nothing) is shown.
     */
    public boolean reshow(Table table) {
        if (!table.name().equals(shownTable)) {
            return false;
        }
        String index = shownIndex != null && table.findIndex(shownIndex).isPresent() ? shownIndex : null;
        String facet = shownFacet != null && table.findFacet(shownFacet).isPresent() ? shownFacet : null;
        show(table, index, facet);
        return true;
    }

    /** The row showing {@code item} (matched by the table's primary key), or -1. */
    public int indexOf(Item item) {
        if (shownTableKeys.isEmpty()) {
            return -1;
        }
        // the rows an edit just replaced first, then all of them: no copies, a million rows stay quick
        for (int i = lastChangedFrom; i < Math.min(rows.size(), lastChangedTo); i++) {
            if (sameKey(rows.get(i).item(), item)) {
                return i;
            }
        }
        for (int i = 0; i < rows.size(); i++) {
            if (sameKey(rows.get(i).item(), item)) {
                return i;
            }
        }
        return -1;
    }

    private boolean sameKey(Item a, Item b) {
        for (String key : shownTableKeys) {
            if (!Objects.equals(a.get(key), b.get(key))) {
                return false;
            }
        }
        return true;
    }

    private int lastChangedFrom;
    private int lastChangedTo;

    private String shownIndex;
    private String shownFacet;

    private BiFunction<String, Item, Set<String>> problemSource = (table, item) -> Set.of();

    /**
     * Where the grid learns which attributes of an item validation findings are about (the problems
     * list): given the table and an item, the attribute names ("" for the item as a whole).
     */
    public void setProblemSource(BiFunction<String, Item, Set<String>> source) {
        this.problemSource = source;
    }

    /** The attributes of a shown item that findings are about; empty when none. */
    public Set<String> problemsOf(Item item) {
        return shownTable == null ? Set.of() : problemSource.apply(shownTable, item);
    }

    /** The index shown now, or null for the table or a facet. */
    public String shownIndex() {
        return shownIndex;
    }

    /** The facet shown now (its items only), or null. */
    public String shownFacet() {
        return shownFacet;
    }

    /**
     * Lays big tables out on {@code background} (sorting and grouping a million items takes
     * seconds) and applies the result on the FX thread; without one, {@link #show} works in place.
     */
    public void useExecutor(TaskExecutor background) {
        this.executor = background;
    }

    private TaskExecutor executor;
    private long layouts;
    /** Up to this many items a view is laid out in place: it takes a few milliseconds. */
    static final int IN_PLACE_LIMIT = 5_000;

    /** Everything a view shows, computed away from the FX thread. */
    private record Layout(String table, List<String> tableKeys, List<String> keyNames, List<Row> rows,
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
    private record RowChange(Layout layout, List<Row> before, int from, int beforeTo, int afterTo) {
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

    /** The rows given to {@link #rows} by the last layout, unchanged since; null when not known. */
    private List<Row> appliedRows;

    private void apply(RowChange change) {
        Layout layout = change.layout();
        List<Row> after = layout.rows();
        lastChangedFrom = change.from();
        lastChangedTo = change.afterTo();
        if (change.before() == null || change.before() != appliedRows) {
            lastChangedTo = 0; // all rows are new: indexOf searches them once
            rows.replaceAll(after);
        } else {
            rows.replace(after, change.from(), change.beforeTo(), change.afterTo());
        }
        appliedRows = after;
        apply(layout);
    }

    private void apply(Layout layout) {
        boolean sameColumns = Objects.equals(shownTable, layout.table()) && keyColumns.equals(layout.keyNames());
        shownTable = layout.table();
        shownTableKeys = layout.tableKeys();
        facetAliases = layout.aliases();
        membership.set(layout.membership());
        // an edit of the table shown keeps the grid's columns and cells: a change here makes the view
        // rebuild them, sized for the rows just set
        if (!sameColumns) {
            keyColumns.setAll(layout.keyNames());
        }
        missing.setAll(layout.missing());
        partitions.setAll(layout.partitions());
        legend.clear();
        legend.putAll(layout.legend());
        caption.set(layout.caption());
        emptyMessage.set(layout.emptyMessage());
        updateHighlightCaption();
    }

    private static Layout layOut(Table table, String indexName, String facetName) {
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
        return new Layout(table.name(), table.keySchema().attributeNames(), keys.attributeNames(), laidOut, left,
                PartitionLoad.of(laidOut, keys.partitionKey().name()), legendOf, aliasesOf(table), captionText,
                membershipText, empty);
    }

    private static List<Row> grouped(List<Item> items, KeySchema keys, Map<Item, String> facetOf,
                                     Map<String, String> colors) {
        String pk = keys.partitionKey().name();
        List<Row> result = new ArrayList<>(items.size());
        int group = -1;
        int start = 0;
        AttributeValue previous = null;
        for (int i = 0; i < items.size(); i++) {
            AttributeValue value = items.get(i).get(pk);
            boolean newGroup = i == 0 || !Objects.equals(value, previous);
            if (newGroup) {
                closeGroup(result, start);
                group++;
                start = i;
            }
            String facet = facetOf.get(items.get(i));
            result.add(new Row(items.get(i), facet, facet == null ? null : colors.get(facet), group, newGroup, 0));
            previous = value;
        }
        closeGroup(result, start);
        return result;
    }

    /** Sets the size of the group that starts at {@code start} and runs to the end of {@code rows}. */
    private static void closeGroup(List<Row> rows, int start) {
        int size = rows.size() - start;
        for (int i = start; i < rows.size(); i++) {
            Row r = rows.get(i);
            rows.set(i, new Row(r.item(), r.facet(), r.color(), r.group(), r.groupStart(), size));
        }
    }

    private static Map<String, Map<String, String>> aliasesOf(Table table) {
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

    static Comparator<Item> byKey(KeySchema keys) {
        Comparator<Item> order = Comparator.comparing(item -> item.get(keys.partitionKey().name()),
                ItemGridViewModel::compare);
        if (keys.sortKey() != null) {
            order = order.thenComparing(item -> item.get(keys.sortKey().name()), ItemGridViewModel::compare);
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
