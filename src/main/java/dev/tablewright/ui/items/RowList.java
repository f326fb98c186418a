package dev.tablewright.ui.items;

import java.util.List;
import javafx.collections.ObservableListBase;

/**
 * An observable list whose content is replaced by another list at once, telling its listeners only
 * the range that differs. A grid's million rows are replaced in constant time plus the changed
 * range: an {@code ObservableList.setAll} adds them one at a time and copies the old ones, which held
 * the FX thread for about 100 ms at a million rows.
 *
 * @param <E> the element type
 */
final class RowList<E> extends ObservableListBase<E> {
    private List<E> content = List.of();

    @Override
    public E get(int index) {
        return content.get(index);
    }

    @Override
    public int size() {
        return content.size();
    }

    /**
     * The content now: a list nobody changes (a replacement brings a new one), safe to read on
     * another thread while this list moves on, and the same object until then.
     */
    List<E> snapshot() {
        return content;
    }

    /** Replaces every element with those of {@code after}, which the list keeps and nobody may change. */
    void replaceAll(List<E> after) {
        replace(after, 0, content.size(), after.size());
    }

    /**
     * Makes {@code after} the content (kept, not copied: nobody may change it afterwards); it differs
     * from the current content only from {@code from} to {@code beforeTo} (exclusive), which it
     * holds from {@code from} to {@code afterTo}. Listeners hear of that range only.
     */
    void replace(List<E> after, int from, int beforeTo, int afterTo) {
        List<E> before = content;
        if (from < 0 || beforeTo < from || afterTo < from || beforeTo > before.size() || afterTo > after.size()
                || before.size() - beforeTo != after.size() - afterTo) {
            throw new IllegalArgumentException("not a range of both lists: " + from + ".." + beforeTo + " of "
                    + before.size() + ", " + from + ".." + afterTo + " of " + after.size());
        }
        content = after;
        if (beforeTo == from && afterTo == from) {
            return;
        }
        beginChange();
        if (beforeTo == from) {
            nextAdd(from, afterTo);
        } else if (afterTo == from) {
            nextRemove(from, before.subList(from, beforeTo));
        } else {
            nextReplace(from, afterTo, before.subList(from, beforeTo));
        }
        endChange();
    }
}
