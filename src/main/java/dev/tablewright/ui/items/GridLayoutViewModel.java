package dev.tablewright.ui.items;

import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Table;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.items.GridLayout.Layout;
import dev.tablewright.ui.items.GridLayout.RowChange;
import dev.tablewright.ui.items.ItemGridViewModel.Missing;
import dev.tablewright.ui.items.ItemGridViewModel.Row;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;

/**
 * The rows a grid shows and what it says of them: which table, index or facet, laid out by
 * {@link GridLayout} (away from the FX thread for a big table, the newest layout winning), with
 * its key columns, the items an index leaves out, the load per partition, the facet legend and
 * the captions. An edit of the table shown replaces only the rows that changed.
 */
public final class GridLayoutViewModel {
    private final ObservableList<String> keyColumns = FXCollections.observableArrayList();
    private final RowList<Row> rows = new RowList<>();
    private final ObservableList<Missing> missing = FXCollections.observableArrayList();
    private final ObservableList<PartitionLoad> partitions = FXCollections.observableArrayList();
    private final ObservableMap<String, String> legend = FXCollections.observableMap(new LinkedHashMap<>());
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper membership = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper emptyMessage;
    private final ReadOnlyBooleanWrapper layingOut = new ReadOnlyBooleanWrapper();
    private final ReadOnlyIntegerWrapper resultsShown = new ReadOnlyIntegerWrapper();
    // one read-only view each, kept: listeners on a view live only as long as the view does
    private final ObservableList<String> keyColumnsView = FXCollections.unmodifiableObservableList(keyColumns);
    private final ObservableList<Row> rowsView = FXCollections.unmodifiableObservableList(rows);
    private final ObservableList<Missing> missingView = FXCollections.unmodifiableObservableList(missing);
    private final ObservableMap<String, String> legendView = FXCollections.unmodifiableObservableMap(legend);
    /** Told after rows are shown, and when the grid is cleared (the highlight's count follows). */
    private final Runnable shown;
    private final Runnable cleared;
    private Map<String, Map<String, String>> facetAliases = Map.of();
    private String shownTable;
    /** How many of the first key columns are partition-key attributes. */
    private int partitionKeyColumns;
    private List<String> shownTableKeys = List.of();
    private String shownIndex;
    private String shownFacet;
    private TaskExecutor executor;
    private long layouts;
    /** The rows given to {@link #rows} by the last layout, unchanged since; null when not known. */
    private List<Row> appliedRows;
    private int lastChangedFrom;
    private int lastChangedTo;

    /**
     * A layout that says {@code emptyMessage} while it shows nothing, and runs {@code shown} after
     * it shows rows and {@code cleared} when it is cleared.
     */
    GridLayoutViewModel(String emptyMessage, Runnable shown, Runnable cleared) {
        this.emptyMessage = new ReadOnlyStringWrapper(emptyMessage);
        this.shown = shown;
        this.cleared = cleared;
    }

    /** The key attribute names of what is shown: the table's, or the index's. */
    public ObservableList<String> keyColumns() {
        return keyColumnsView;
    }

    /**
     * How many of {@link #keyColumns} (the first ones) are partition-key attributes: one, or up to
     * four for a multi-attribute GSI key; set before the key columns change.
     */
    public int partitionKeyColumns() {
        return partitionKeyColumns;
    }

    public ObservableList<Row> rows() {
        return rowsView;
    }

    /** The rows as a list that can be read on another thread (see {@link RowList#snapshot}). */
    RowList<Row> rowList() {
        return rows;
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

    /** Whether a big table is being laid out away from the FX thread (the rows shown are the previous ones until it ends). */
    public ReadOnlyBooleanProperty layingOutProperty() {
        return layingOut.getReadOnlyProperty();
    }

    /** The facet's alias for a key attribute of the base table (e.g. EmployeeID for PK), or null. */
    public String aliasOf(String facet, String keyAttribute) {
        if (facet == null) {
            return null;
        }
        return facetAliases.getOrDefault(facet, Map.of()).get(keyAttribute);
    }

    /** The table shown now, or null. */
    public String shownTable() {
        return shownTable;
    }

    /** The key attribute names of the table shown now (not the index's); empty when none is. */
    List<String> shownTableKeys() {
        return shownTableKeys;
    }

    /** The index shown now, or null for the table or a facet. */
    public String shownIndex() {
        return shownIndex;
    }

    /** The facet shown now (its items only), or null. */
    public String shownFacet() {
        return shownFacet;
    }

    /** Lays big tables out on {@code background}; without one, {@link #show} works in place. */
    void useExecutor(TaskExecutor background) {
        this.executor = background;
    }

    /**
     * Shows a list of items in the order given (a query result), grouped by consecutive partition
     * key values of the table or index, each tagged with its facet. The key columns stay when they
     * are those shown already (a run of the same pattern again, or after {@link #expect}): the view
     * keeps its columns and cells then, and only fits the columns' widths to the new rows
     * ({@link #resultsShownProperty}).
     */
    public void showItems(Table table, String indexName, List<Item> items, String captionText) {
        ++layouts;
        layingOut.set(false);
        KeySchema keys = keysOf(table, indexName);
        Map<Item, String> facetOf = GridLayout.facetsOf(table, items);
        Map<String, String> colors = FacetColors.of(table);
        shownTable = table.name();
        shownTableKeys = table.keySchema().attributeNames();
        facetAliases = GridLayout.aliasesOf(table);
        appliedRows = null;
        rows.replaceAll(GridLayout.grouped(items, keys, facetOf, colors));
        // after the rows: new columns are sized for them
        boolean sameColumns = showColumns(keys);
        missing.clear();
        partitions.setAll(PartitionLoad.of(rows, GridLayout.partitionKeyNames(keys)));
        legend.clear();
        rows.stream().map(Row::facet).filter(Objects::nonNull).distinct().forEach(f -> legend.put(f, colors.get(f)));
        membership.set("");
        caption.set(captionText);
        emptyMessage.set("The run returned no items.");
        if (sameColumns) {
            resultsShown.set(resultsShown.get() + 1);
        }
        shown.run();
    }

    /**
     * Shows no rows, and the key columns of {@code table} or its index {@code indexName}: those a
     * result of {@link #showItems} on them will have (a pattern chosen, not yet run). {@code message}
     * is what the empty grid shows.
     */
    public void expect(Table table, String indexName, String message) {
        clearRows(message);
        showColumns(keysOf(table, indexName));
    }

    /** Fits the columns to the rows: told each time {@link #showItems} shows rows under the columns it had. */
    public ReadOnlyIntegerProperty resultsShownProperty() {
        return resultsShown.getReadOnlyProperty();
    }

    private static KeySchema keysOf(Table table, String indexName) {
        return indexName == null ? table.keySchema() : table.findIndex(indexName).orElseThrow().keySchema();
    }

    /** Makes {@code keys} the key columns; true when they were already. */
    private boolean showColumns(KeySchema keys) {
        if (partitionKeyColumns == keys.partitionKeys().size() && keyColumns.equals(keys.attributeNames())) {
            return true;
        }
        partitionKeyColumns = keys.partitionKeys().size();
        keyColumns.setAll(keys.attributeNames());
        return false;
    }

    /** Shows no rows and says why ({@code message} is what the empty grid shows). */
    public void clear(String message) {
        keyColumns.clear();
        clearRows(message);
    }

    private void clearRows(String message) {
        ++layouts;
        layingOut.set(false);
        shownTable = null;
        shownTableKeys = List.of();
        appliedRows = null;
        rows.replaceAll(List.of());
        missing.clear();
        legend.clear();
        partitions.clear();
        caption.set("");
        membership.set("");
        cleared.run();
        emptyMessage.set(message);
    }

    /** Shows a table's items: all of them, those of one facet, or those in one index. */
    public void show(Table table, String indexName, String facetName) {
        shownIndex = indexName;
        shownFacet = facetName;
        long generation = ++layouts;
        int size = table.items().size() + table.facets().stream().mapToInt(f -> f.items().size()).sum();
        List<Row> before = appliedRows;
        if (executor == null || size < ItemGridViewModel.IN_PLACE_LIMIT) {
            layingOut.set(false);
            apply(RowChange.between(before, GridLayout.of(table, indexName, facetName)));
            return;
        }
        String doing = "Laying out " + String.format("%,d", size) + " items…";
        caption.set(table.name() + " · " + doing);
        emptyMessage.set(doing);
        layingOut.set(true);
        executor.submit("lay out " + table.name(), () -> RowChange.between(before, GridLayout.of(table, indexName, facetName)), change -> {
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
        boolean sameColumns = Objects.equals(shownTable, layout.table()) && keyColumns.equals(layout.keyNames())
                && partitionKeyColumns == layout.partitionKeyCount();
        shownTable = layout.table();
        shownTableKeys = layout.tableKeys();
        facetAliases = layout.aliases();
        membership.set(layout.membership());
        // an edit of the table shown keeps the grid's columns and cells: a change here makes the view
        // rebuild them, sized for the rows just set
        if (!sameColumns) {
            partitionKeyColumns = layout.partitionKeyCount();
            keyColumns.setAll(layout.keyNames());
        }
        missing.setAll(layout.missing());
        partitions.setAll(layout.partitions());
        legend.clear();
        legend.putAll(layout.legend());
        caption.set(layout.caption());
        emptyMessage.set(layout.emptyMessage());
        shown.run();
    }
}
