package dev.tablewright.ui.items;

import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The rows a grid's table holds: all of a list's rows while there are at most {@code size} of
 * them, otherwise a window of {@code size} consecutive rows that the grid moves along as it
 * scrolls. The table never holds a million rows: JavaFX 21's TableView and VirtualFlow spend time
 * in proportion to the rows on every change and layout (the flow adds up row heights to the scroll
 * position, even with a fixed row height), which held the FX thread over 100 ms at a million rows.
 *
 * <p>While every row fits, each change of the list is repeated on the window as it was made (a
 * row replaced stays a row replaced), so the table behaves exactly as if it held the list.
 *
 * @param <T> the row type
 */
final class RowWindow<T> {
    private final ObservableList<T> all;
    private final ObservableList<T> shown = FXCollections.observableArrayList();
    private final int size;
    private int base;

    RowWindow(ObservableList<T> all, int size) {
        if (size < 1) {
            throw new IllegalArgumentException("a window holds at least one row: " + size);
        }
        this.all = all;
        this.size = size;
        shown.setAll(all.size() <= size ? all : all.subList(0, size));
    }

    /** The rows the table holds. */
    ObservableList<T> shown() {
        return shown;
    }

    /** The index in the whole list of the window's first row. */
    int base() {
        return base;
    }

    /** How many rows the whole list has. */
    int total() {
        return all.size();
    }

    /** Whether the list has more rows than the window holds. */
    boolean windowed() {
        return all.size() > size;
    }

    /** The index in the window of the list's row {@code index}, or -1 when the window does not hold it. */
    int toLocal(int index) {
        int local = index - base;
        return index >= 0 && local >= 0 && local < shown.size() ? local : -1;
    }

    /**
     * Moves the window so that row {@code index} of the list is in its middle (as near as the ends
     * of the list allow). False when the window already starts there and nothing changed.
     */
    boolean centreOn(int index) {
        int start = windowed() ? Math.max(0, Math.min(index - size / 2, all.size() - size)) : 0;
        if (start == base && shown.size() == Math.min(size, all.size())) {
            return false;
        }
        reslice(start);
        return true;
    }

    /**
     * Whether rows {@code firstLocal} to {@code lastLocal} of the window (those on screen) are
     * within {@code margin} rows of an end of the window that is not an end of the list.
     */
    boolean nearEdge(int firstLocal, int lastLocal, int margin) {
        return windowed() && ((base > 0 && firstLocal < margin)
                || (base + shown.size() < all.size() && lastLocal >= shown.size() - margin));
    }

    /**
     * Follows a change of the list. While every row fits, the change is repeated on the window; a
     * window over a longer list replaces the rows it holds that were replaced in place, and
     * otherwise is cut again so that it starts at the same row as before the change, moved as
     * {@link #follow(int, ListChangeListener.Change, boolean)} says. True when the window was cut again
     * (the table's selection and scroll position are then to be set again).
     */
    boolean follow(ListChangeListener.Change<? extends T> change) {
        boolean allBefore = heldAllBefore(change);
        if (allBefore && all.size() <= size) {
            repeat(change);
            return false;
        }
        if (!allBefore && windowed() && replacesInPlace(change)) {
            change.reset();
            while (change.next()) {
                for (int i = change.getFrom(); i < change.getTo(); i++) {
                    int local = toLocal(i);
                    if (local >= 0) {
                        shown.set(local, all.get(i));
                    }
                }
            }
            return false;
        }
        int start = Math.max(0, follow(base, change, true));
        reslice(windowed() ? Math.min(start, all.size() - size) : 0);
        return true;
    }

    /** Whether the window held every row of the list before {@code change} (which has been made to the list). */
    boolean heldAllBefore(ListChangeListener.Change<?> change) {
        return base == 0 && shown.size() == all.size() - netGrowth(change);
    }

    /**
     * Where the row at {@code index} before a change of the list is after it: moved by the rows
     * added and removed before it, and kept when it was replaced by one row. A row removed (or a
     * list reordered) gives -1, or with {@code orWhereRemoved} the place where it was (0 when the
     * list had no such row). The change is read from its start; -1 stays -1.
     */
    static int follow(int index, ListChangeListener.Change<?> change, boolean orWhereRemoved) {
        if (index >= change.getList().size() - netGrowth(change)) {
            return orWhereRemoved ? 0 : -1;
        }
        change.reset();
        while (index >= 0 && change.next()) {
            if (change.wasPermutated()) {
                index = orWhereRemoved ? Math.min(index, change.getList().size() - 1) : -1;
            } else {
                int from = change.getFrom();
                int removed = change.getRemovedSize();
                int added = change.getAddedSize();
                if (index >= from + removed) {
                    index += added - removed;
                } else if (index >= from && removed != added) {
                    index = orWhereRemoved ? from : -1;
                }
            }
        }
        return index;
    }

    private void reslice(int start) {
        base = start;
        List<T> rows = all.subList(start, Math.min(all.size(), start + size));
        shown.setAll(rows);
    }

    /** Makes the same change to the window, which holds every row of the list. */
    private void repeat(ListChangeListener.Change<? extends T> change) {
        change.reset();
        while (change.next()) {
            if (change.wasPermutated()) {
                shown.setAll(all);
                return;
            }
            int from = change.getFrom();
            int removed = change.getRemovedSize();
            int added = change.getAddedSize();
            if (from == 0 && removed == shown.size() && added == all.size()) {
                shown.setAll(all);
            } else if (removed == added && added <= 100) {
                for (int i = from; i < change.getTo(); i++) {
                    shown.set(i, all.get(i));
                }
            } else {
                if (removed > 0) {
                    shown.remove(from, from + removed);
                }
                if (added > 0) {
                    shown.addAll(from, change.getAddedSubList());
                }
            }
        }
    }

    private static boolean replacesInPlace(ListChangeListener.Change<?> change) {
        change.reset();
        while (change.next()) {
            if (change.wasPermutated() || change.getRemovedSize() != change.getAddedSize()) {
                return false;
            }
        }
        return true;
    }

    private static int netGrowth(ListChangeListener.Change<?> change) {
        change.reset();
        int growth = 0;
        while (change.next()) {
            growth += change.getAddedSize() - change.getRemovedSize();
        }
        return growth;
    }
}
