package dev.tablewright.ui.items;

import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.items.HighlightViewModel.Highlight;
import java.util.Collection;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import java.util.function.IntConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.ObservableList;
import javafx.collections.ObservableMap;

/**
 * The aggregate view's state, laid out as NoSQL Workbench's visualizer does: items grouped by
 * partition key value (shown once per group), sorted within a group by sort key in DynamoDB's
 * order, each row tagged with its facet (entity type) and colour. For a GSI or LSI the view is
 * keyed by the index's keys and holds only the items in the index, with only the projected
 * attributes; the items left out are listed with the reason.
 *
 * <p>It composes one view-model per concern: {@link GridLayoutViewModel} (the rows and what is
 * said of them), {@link HighlightViewModel} (a pattern run's items marked) and
 * {@link FindViewModel} (text found in the rows); its own methods hand over to them.
 */
public final class ItemGridViewModel {
    /** What the grid says before any model is open (or after the open one is closed). */
    public static final String NO_MODEL = "No model open. File > Open… (Ctrl+O) opens a NoSQL Workbench model.";
    /** Up to this many items a view is laid out (or searched, or counted) in place: it takes a few milliseconds. */
    static final int IN_PLACE_LIMIT = 5_000;

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

    private final GridLayoutViewModel layout;
    private final HighlightViewModel highlights;
    private final FindViewModel finder;
    private BiFunction<String, Item, Set<String>> problemSource = (table, item) -> Set.of();

    public ItemGridViewModel() {
        layout = new GridLayoutViewModel(NO_MODEL, this::rowsShown, this::rowsCleared);
        highlights = new HighlightViewModel(layout);
        finder = new FindViewModel(layout.rowList());
    }

    /** The highlight's count follows the rows shown. */
    private void rowsShown() {
        highlights.recount();
    }

    private void rowsCleared() {
        highlights.blankCaption();
    }

    /** The rows shown and what is said of them. */
    public GridLayoutViewModel layoutViewModel() {
        return layout;
    }

    /** The items of a pattern run marked in the rows. */
    public HighlightViewModel highlightViewModel() {
        return highlights;
    }

    /** Text found in the rows. */
    public FindViewModel findViewModel() {
        return finder;
    }

    /**
     * Lays big tables out, and searches and counts in them, on {@code background} (sorting and
     * grouping a million items takes seconds) and applies the result on the FX thread; without
     * one, all of it works in place.
     */
    public void useExecutor(TaskExecutor background) {
        layout.useExecutor(background);
        highlights.useExecutor(background);
        finder.useExecutor(background);
    }

    /**
     * Where the grid learns which attributes of an item validation findings are about (the problems
     * list): given the table and an item, the attribute names ("" for the item as a whole).
     */
    public void setProblemSource(BiFunction<String, Item, Set<String>> source) {
        this.problemSource = source;
    }

    /** The attributes of a shown item that findings are about; empty when none. */
    public Set<String> problemsOf(Item item) {
        return layout.shownTable() == null ? Set.of() : problemSource.apply(layout.shownTable(), item);
    }

    // ---- the rows (see GridLayoutViewModel) ----

    /** The key attribute names of what is shown: the table's, or the index's. */
    public ObservableList<String> keyColumns() {
        return layout.keyColumns();
    }

    /** How many of the first {@link #keyColumns} are partition-key attributes (up to four on a GSI). */
    public int partitionKeyColumns() {
        return layout.partitionKeyColumns();
    }

    public ObservableList<Row> rows() {
        return layout.rows();
    }

    /** For an index view: the items it leaves out. */
    public ObservableList<Missing> missing() {
        return layout.missing();
    }

    /** Items and bytes per partition key value, largest first, hot ones flagged. */
    public ObservableList<PartitionLoad> partitions() {
        return layout.partitions();
    }

    /** Facet name to colour, for the legend. */
    public ObservableMap<String, String> legend() {
        return layout.legend();
    }

    /** What the grid says when it has no rows: no model open, or nothing in this view and why. */
    public ReadOnlyStringProperty emptyMessageProperty() {
        return layout.emptyMessageProperty();
    }

    public ReadOnlyStringProperty captionProperty() {
        return layout.captionProperty();
    }

    /** For an index view, e.g. "41 of 63 items; 22 lack GSI2's keys"; empty otherwise. */
    public ReadOnlyStringProperty membershipProperty() {
        return layout.membershipProperty();
    }

    /** Whether a big table is being laid out away from the FX thread (the rows shown are the previous ones until it ends). */
    public ReadOnlyBooleanProperty layingOutProperty() {
        return layout.layingOutProperty();
    }

    /** The facet's alias for a key attribute of the base table (e.g. EmployeeID for PK), or null. */
    public String aliasOf(String facet, String keyAttribute) {
        return layout.aliasOf(facet, keyAttribute);
    }

    /** The table shown now, or null. */
    public String shownTable() {
        return layout.shownTable();
    }

    /** The index shown now, or null for the table or a facet. */
    public String shownIndex() {
        return layout.shownIndex();
    }

    /** The facet shown now (its items only), or null. */
    public String shownFacet() {
        return layout.shownFacet();
    }

    /** Shows a table's items: all of them, those of one facet, or those in one index. */
    public void show(Table table, String indexName, String facetName) {
        layout.show(table, indexName, facetName);
    }

    /** Shows a list of items in the order given (a query result); see {@link GridLayoutViewModel#showItems}. */
    public void showItems(Table table, String indexName, List<Item> items, String captionText) {
        layout.showItems(table, indexName, items, captionText);
    }

    /** Shows no rows, with the key columns a result on {@code table} or its index will have; see {@link GridLayoutViewModel#expect}. */
    public void expect(Table table, String indexName, String message) {
        layout.expect(table, indexName, message);
    }

    /** Changes each time a result is shown under the columns shown before it: the view fits their widths then. */
    public ReadOnlyIntegerProperty resultsShownProperty() {
        return layout.resultsShownProperty();
    }

    /** Shows the same view of a new version of the table shown now; see {@link GridLayoutViewModel#reshow}. */
    public boolean reshow(Table table) {
        return layout.reshow(table);
    }

    public void clear() {
        clear(NO_MODEL);
    }

    /** Shows no rows and says why ({@code message} is what the empty grid shows). */
    public void clear(String message) {
        layout.clear(message);
    }

    /** The row showing {@code item} (matched by the table's primary key), or -1. */
    public int indexOf(Item item) {
        return layout.indexOf(item);
    }

    // ---- the highlight (see HighlightViewModel) ----

    /** What is highlighted now; the view repaints its rows when this changes. */
    public ReadOnlyObjectProperty<Highlight> highlightProperty() {
        return highlights.highlightProperty();
    }

    /** "11 rows returned by <pattern>", or empty when nothing shown here is highlighted. */
    public ReadOnlyStringProperty highlightCaptionProperty() {
        return highlights.captionProperty();
    }

    /** Marks {@code items} (of {@code table}) as the result of {@code label}, e.g. a pattern's name. */
    public void highlight(Table table, Collection<Item> items, String label) {
        highlights.highlight(table, items, label);
    }

    public void clearHighlight() {
        highlights.clear();
    }

    /** Whether a row's item is among the highlighted ones. */
    public boolean isHighlighted(Item item) {
        return highlights.isHighlighted(item);
    }

    /** How many of the rows shown now are highlighted. */
    public long highlightedRows() {
        return highlights.highlightedRows();
    }

    // ---- find (see FindViewModel) ----

    /** The next row after {@code after} (wrapping around) containing {@code query}; see {@link FindViewModel#find}. */
    public int find(String query, int after) {
        return finder.find(query, after);
    }

    /** How many rows {@link #find} can reach for {@code query}. */
    public int countMatches(String query) {
        return finder.countMatches(query);
    }

    /** What the find bar says of its query: "3 matches", "no match", "Counting…", or nothing. */
    public ReadOnlyStringProperty findSummaryProperty() {
        return finder.summaryProperty();
    }

    /** Counts the rows matching {@code query} into {@link #findSummaryProperty}; see {@link FindViewModel#countMatchesLater}. */
    public void countMatchesLater(String query) {
        finder.countMatchesLater(query);
    }

    /** Hands the next row matching {@code query} to {@code found}; see {@link FindViewModel#findLater}. */
    public void findLater(String query, int after, IntConsumer found) {
        finder.findLater(query, after, found);
    }

    /** Whether {@link #findLater} is searching a big grid away from the FX thread. */
    public ReadOnlyBooleanProperty searchingProperty() {
        return finder.searchingProperty();
    }
}
