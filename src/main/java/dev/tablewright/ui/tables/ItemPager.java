package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.ItemPage;
import dev.tablewright.model.Item;
import dev.tablewright.ui.common.TaskExecutor;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleLongProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;

/**
 * Reads a Query, Scan or PartiQL result page by page as the grid scrolls near its end, and keeps
 * only the {@code keptPages} pages nearest the rows last shown: a page let go is read again from
 * its start cursor when its rows come back into view. What stays for every page read is its start
 * and end cursor and its row count, so a 1,000,000-item table costs about 10,000 small keys.
 *
 * <p>A page gathers requests until it holds {@code minRows} rows or the result ends (a filter may
 * leave requests empty); the scanned count shows progress and {@link #cancel()} stops it. Only the
 * latest {@link #start} is answered: an older source's pages are dropped.
 */
public final class ItemPager {
    /** Reads one request's page after {@code cursor} (null: the first). Called off the UI thread. */
    @FunctionalInterface
    public interface Source {
        ItemPage fetch(Object cursor);
    }

    /** Rows from the end at which the next page is read. */
    static final int NEAR_END = 30;
    private final TaskExecutor executor;
    private final int keptPages;
    private final int minRows;
    private final List<Slot> slots = new ArrayList<>();
    private final PagedRows rows;
    private final BooleanProperty loading = new SimpleBooleanProperty(this, "loading");
    private final BooleanProperty complete = new SimpleBooleanProperty(this, "complete");
    private final LongProperty scanned = new SimpleLongProperty(this, "scanned");
    private final StringProperty error = new SimpleStringProperty(this, "error", "");
    private Source source;
    private long generation;
    private int total;
    private int lastShownSlot;
    private AtomicBoolean cancelled = new AtomicBoolean();

    /** One page: where it starts and ends, how many rows it has and, while kept, its items. */
    private static final class Slot {
        final Object start;
        final Object end;
        final int offset;
        final int count;
        List<Item> items;
        boolean reloading;

        Slot(Object start, Object end, int offset, List<Item> items) {
            this.start = start;
            this.end = end;
            this.offset = offset;
            this.count = items.size();
            this.items = items;
        }
    }

    private record Gathered(List<Item> items, Object end, boolean last) {
    }

    public ItemPager(TaskExecutor executor, int keptPages, int minRows) {
        if (keptPages < 2 || minRows < 1) {
            throw new IllegalArgumentException("keep at least 2 pages of at least 1 row");
        }
        this.executor = executor;
        this.keptPages = keptPages;
        this.minRows = minRows;
        this.rows = new PagedRows(() -> total, this::row);
    }

    /** The rows read so far (null for a row whose page was let go; {@link #rowShown} reads it again). */
    public ObservableList<Item> rows() {
        return rows;
    }

    /** Starts reading {@code newSource} from its first page, dropping what was shown. */
    public void start(Source newSource) {
        cancelled.set(true);
        cancelled = new AtomicBoolean();
        generation++;
        int before = total;
        slots.clear();
        total = 0;
        lastShownSlot = 0;
        rows.cleared(before);
        source = newSource;
        complete.set(false);
        loading.set(false);
        scanned.set(0);
        error.set("");
        loadNext();
    }

    /** Stops the reading under way; what was read stays. */
    public void cancel() {
        cancelled.set(true);
    }

    /** The grid shows row {@code index}: reads the next page near the end, or the row's page again. */
    public void rowShown(int index) {
        if (index < 0 || index >= total) {
            return;
        }
        int slot = slotOf(index);
        lastShownSlot = slot;
        if (slots.get(slot).items == null) {
            reload(slot);
        }
        if (index >= total - NEAR_END) {
            loadNext();
        }
    }

    /** Reads the next page unless one is being read or the result has ended. */
    public void loadNext() {
        if (source == null || loading.get() || complete.get()) {
            return;
        }
        Object after = slots.isEmpty() ? null : slots.get(slots.size() - 1).end;
        long asked = generation;
        AtomicBoolean stop = cancelled;
        Source from = source;
        loading.set(true);
        executor.submit("Read a page", () -> gather(from, after, null, stop, asked), page -> {
            if (asked != generation) {
                return;
            }
            loading.set(false);
            int offset = total;
            Slot slot = new Slot(after, page.end(), offset, page.items());
            slots.add(slot);
            total += slot.count;
            complete.set(page.last() || stop.get());
            rows.added(offset, total);
            evict();
        }, failure -> {
            if (asked == generation) {
                loading.set(false);
                error.set(TablesText.oneLine(failure));
            }
        });
    }

    private void reload(int index) {
        Slot slot = slots.get(index);
        if (slot.reloading) {
            return;
        }
        slot.reloading = true;
        long asked = generation;
        Source from = source;
        executor.submit("Read a page again", () -> gather(from, slot.start, slot.end, new AtomicBoolean(), asked),
                page -> {
                    slot.reloading = false;
                    if (asked != generation) {
                        return;
                    }
                    // the table may have changed since: keep the row count the grid knows
                    List<Item> items = new ArrayList<>(page.items());
                    while (items.size() < slot.count) {
                        items.add(null);
                    }
                    slot.items = List.copyOf(items.subList(0, slot.count).stream().map(i -> i == null ? Item.empty() : i).toList());
                    rows.replaced(slot.offset, slot.offset + slot.count, Collections.nCopies(slot.count, null));
                    evict();
                }, failure -> {
                    slot.reloading = false;
                    if (asked == generation) {
                        error.set(TablesText.oneLine(failure));
                    }
                });
    }

    /** Requests from {@code after} until {@code minRows} rows, the end, the cursor {@code until}, or a cancel. */
    private Gathered gather(Source from, Object after, Object until, AtomicBoolean stop, long asked) {
        List<Item> items = new ArrayList<>();
        Object cursor = after;
        while (true) {
            ItemPage page = from.fetch(cursor);
            items.addAll(page.items());
            cursor = page.next();
            long read = page.scanned();
            executor.onUi(() -> {
                if (asked == generation) {
                    scanned.set(scanned.get() + read);
                }
            });
            boolean reachedEnd = until != null && until.equals(cursor);
            if (cursor == null || reachedEnd || (until == null && items.size() >= minRows) || stop.get()) {
                return new Gathered(items, cursor, cursor == null);
            }
        }
    }

    /** Lets go of the pages farthest from the one last shown while more than {@code keptPages} are kept. */
    private void evict() {
        int kept = 0;
        for (Slot s : slots) {
            kept += s.items == null ? 0 : 1;
        }
        while (kept > keptPages) {
            int farthest = -1;
            for (int i = 0; i < slots.size(); i++) {
                if (slots.get(i).items != null && (farthest < 0
                        || Math.abs(i - lastShownSlot) > Math.abs(farthest - lastShownSlot))) {
                    farthest = i;
                }
            }
            Slot slot = slots.get(farthest);
            List<Item> before = slot.items;
            slot.items = null;
            rows.replaced(slot.offset, slot.offset + slot.count, before);
            kept--;
        }
    }

    private Item row(int index) {
        Slot slot = slots.get(slotOf(index));
        return slot.items == null ? null : slot.items.get(index - slot.offset);
    }

    private int slotOf(int index) {
        int lo = 0;
        int hi = slots.size() - 1;
        while (lo < hi) {
            int mid = (lo + hi + 1) >>> 1;
            if (slots.get(mid).offset <= index) {
                lo = mid;
            } else {
                hi = mid - 1;
            }
        }
        return lo;
    }

    /** The items of the pages kept now, in row order (what export and the editor can see). */
    public List<Item> keptItems() {
        List<Item> out = new ArrayList<>();
        slots.forEach(s -> {
            if (s.items != null) {
                out.addAll(s.items);
            }
        });
        return out;
    }

    public int keptPageCount() {
        return (int) slots.stream().filter(s -> s.items != null).count();
    }

    public int pageCount() {
        return slots.size();
    }

    public ReadOnlyBooleanProperty loadingProperty() {
        return loading;
    }

    /** True once the last page was read (or the reading was cancelled). */
    public ReadOnlyBooleanProperty completeProperty() {
        return complete;
    }

    /** Items read by DynamoDB (before any filter) for this result so far. */
    public ReadOnlyLongProperty scannedProperty() {
        return scanned;
    }

    public ReadOnlyStringProperty errorProperty() {
        return error;
    }
}
