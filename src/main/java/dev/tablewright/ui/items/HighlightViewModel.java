package dev.tablewright.ui.items;

import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.items.ItemGridViewModel.Row;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The items an access pattern run returned, marked in a grid wherever they show (base table,
 * facet or index view of that table), and the caption that says how many of them the grid shows.
 */
public final class HighlightViewModel {
    /**
     * The items a run returned, by the table's primary key, and what returned them.
     */
    public record Highlight(String table, Set<Item> keys, String label) {
        public static final Highlight NONE = new Highlight(null, Set.of(), "");

        public Highlight {
            keys = Set.copyOf(keys);
        }
    }

    private final GridLayoutViewModel layout;
    private final ReadOnlyObjectWrapper<Highlight> highlight = new ReadOnlyObjectWrapper<>(Highlight.NONE);
    private final ReadOnlyStringWrapper caption = new ReadOnlyStringWrapper("");
    private TaskExecutor executor;
    /** Counts the counts begun: a count finished late is dropped when a newer one began. */
    private long counts;

    /** Highlights in the rows {@code layout} shows. */
    HighlightViewModel(GridLayoutViewModel layout) {
        this.layout = layout;
    }

    /** What is highlighted now; the view repaints its rows when this changes. */
    public ReadOnlyObjectProperty<Highlight> highlightProperty() {
        return highlight.getReadOnlyProperty();
    }

    /** "11 rows returned by <pattern>", or empty when nothing shown here is highlighted. */
    public ReadOnlyStringProperty captionProperty() {
        return caption.getReadOnlyProperty();
    }

    /** Counts big grids' highlighted rows on {@code background}; without one, in place. */
    void useExecutor(TaskExecutor background) {
        this.executor = background;
    }

    /** Marks {@code items} (of {@code table}) as the result of {@code label}, e.g. a pattern's name. */
    public void highlight(Table table, Collection<Item> items, String label) {
        List<String> keys = table.keySchema().attributeNames();
        Set<Item> matched = new HashSet<>();
        items.forEach(item -> matched.add(GridLayout.keyOf(item, keys)));
        highlight.set(new Highlight(table.name(), matched, label));
        recount();
    }

    public void clear() {
        highlight.set(Highlight.NONE);
        recount();
    }

    /** Whether a row's item is among the highlighted ones. */
    public boolean isHighlighted(Item item) {
        Highlight h = highlight.get();
        return h.table() != null && h.table().equals(layout.shownTable())
                && h.keys().contains(GridLayout.keyOf(item, layout.shownTableKeys()));
    }

    /** How many of the rows shown now are highlighted. */
    public long highlightedRows() {
        Highlight h = highlight.get();
        return h.table() == null || !h.table().equals(layout.shownTable()) ? 0
                : highlighted(layout.rowList().snapshot(), h, layout.shownTableKeys());
    }

    /**
     * Says how many highlighted items the view shows: counted away from the FX thread for a big
     * grid (a million rows take a noticeable time), the newest count winning.
     */
    void recount() {
        Highlight h = highlight.get();
        long count = ++counts;
        if (h.table() == null || !h.table().equals(layout.shownTable())) {
            caption.set("");
            return;
        }
        List<Row> snapshot = layout.rowList().snapshot();
        List<String> keys = layout.shownTableKeys();
        if (executor == null || snapshot.size() < ItemGridViewModel.IN_PLACE_LIMIT) {
            caption.set(captionText(h, highlighted(snapshot, h, keys)));
            return;
        }
        executor.submit("count highlighted rows", () -> highlighted(snapshot, h, keys), shown -> {
            if (count == counts) {
                caption.set(captionText(h, shown));
            }
        }, error -> {
            if (count == counts) {
                caption.set("Could not count the highlighted items: " + error.getMessage());
            }
        });
    }

    /** Blanks the caption (the grid shows nothing); a count still running may yet finish. */
    void blankCaption() {
        caption.set("");
    }

    private static String captionText(Highlight h, long shown) {
        return shown + " of the " + h.keys().size() + " items returned by " + h.label()
                + (shown == 1 ? " is" : " are") + " in this view (highlighted)";
    }

    private static long highlighted(List<Row> rows, Highlight h, List<String> tableKeys) {
        return rows.stream().filter(r -> h.keys().contains(GridLayout.keyOf(r.item(), tableKeys))).count();
    }
}
