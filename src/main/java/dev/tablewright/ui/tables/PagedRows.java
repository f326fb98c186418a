package dev.tablewright.ui.tables;

import dev.tablewright.model.Item;
import java.util.Collections;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.IntSupplier;
import javafx.collections.ObservableListBase;

/**
 * The grid's rows over an {@link ItemPager}: as long as every row read so far, but holding only
 * the pages the pager keeps; a row of a page let go reads as null until the pager reads it again.
 */
final class PagedRows extends ObservableListBase<Item> {
    private final IntSupplier size;
    private final IntFunction<Item> row;

    PagedRows(IntSupplier size, IntFunction<Item> row) {
        this.size = size;
        this.row = row;
    }

    @Override
    public Item get(int index) {
        if (index < 0 || index >= size()) {
            throw new IndexOutOfBoundsException(index);
        }
        return row.apply(index);
    }

    @Override
    public int size() {
        return size.getAsInt();
    }

    void added(int from, int to) {
        if (to > from) {
            beginChange();
            nextAdd(from, to);
            endChange();
        }
    }

    /** Rows {@code from..to} changed between null (let go) and their items. */
    void replaced(int from, int to, List<Item> before) {
        if (to > from) {
            beginChange();
            nextReplace(from, to, before);
            endChange();
        }
    }

    void cleared(int oldSize) {
        if (oldSize > 0) {
            beginChange();
            nextRemove(0, Collections.nCopies(oldSize, (Item) null));
            endChange();
        }
    }
}
