package dev.tablewright.ui.items;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.common.ValueText;
import dev.tablewright.ui.items.ItemGridViewModel.Row;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Finding text in a grid's rows: the next row whose attribute names or values contain it, and how
 * many rows do. A big grid is searched away from the FX thread, where a newer search stops an
 * older one and a newer count an older count (but a search never stops a count).
 */
public final class FindViewModel {
    private final RowList<Row> rows;
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper searching = new ReadOnlyBooleanWrapper();
    /** Count the counts and searches begun; one still running stops when a newer one of its kind begins. */
    private final AtomicLong counts = new AtomicLong();
    private final AtomicLong searches = new AtomicLong();
    private TaskExecutor executor;

    /** Finds in {@code rows}. */
    FindViewModel(RowList<Row> rows) {
        this.rows = rows;
    }

    /** Searches big grids on {@code background}; without one, in place. */
    void useExecutor(TaskExecutor background) {
        this.executor = background;
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
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Whether {@link #findLater} is searching a big grid away from the FX thread. */
    public ReadOnlyBooleanProperty searchingProperty() {
        return searching.getReadOnlyProperty();
    }

    /**
     * Counts the rows matching {@code query} into {@link #summaryProperty}: away from the FX
     * thread for a big grid (every name and value of a million items takes a noticeable time),
     * where a newer count cancels it (the grid asks again when its rows change).
     */
    public void countMatchesLater(String query) {
        long count = counts.incrementAndGet();
        List<Row> snapshot = rows.snapshot();
        if (query == null || query.isBlank()) {
            summary.set("");
        } else if (executor == null || snapshot.size() < ItemGridViewModel.IN_PLACE_LIMIT) {
            summary.set(matchSummary(countMatches(snapshot, query, () -> false)));
        } else {
            summary.set("Counting…");
            executor.submit("count matches", () -> countMatches(snapshot, query, () -> counts.get() != count), matched -> {
                if (counts.get() == count) {
                    summary.set(matchSummary(matched));
                }
            }, error -> {
                if (counts.get() == count) {
                    summary.set("Could not search: " + error.getMessage());
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
        if (executor == null || snapshot.size() < ItemGridViewModel.IN_PLACE_LIMIT) {
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
                summary.set("Could not search: " + error.getMessage());
            }
        });
    }

    private static String matchSummary(int count) {
        return count == 0 ? "no match" : String.format("%,d", count) + (count == 1 ? " match" : " matches");
    }

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
}
