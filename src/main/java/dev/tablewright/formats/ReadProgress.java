package dev.tablewright.formats;

import dev.tablewright.model.Table;

/**
 * What a model file's reader tells while it reads, on the reading thread: the first items of the
 * first table as soon as they are read (so a window can show a first screen of rows of a big model
 * long before the rest is read), and how many items it has read so far. A model file with a table
 * of fewer than {@link #FIRST_ITEMS} items reads quickly and tells nothing.
 */
public interface ReadProgress {
    /** How many items of the first table {@link #firstItems} gets. */
    int FIRST_ITEMS = 200;
    /** {@link #itemsRead} is told after each this many items. */
    int EVERY_ITEMS = 1 << 16;

    /** Tells nothing. */
    ReadProgress NONE = new ReadProgress() {
        @Override
        public void firstItems(Table first) {
        }

        @Override
        public void itemsRead(long count) {
        }
    };

    /**
     * The first {@link #FIRST_ITEMS} items of the file's first table, in the file's order, in a table
     * that has only its name, its key schema (as KeyAttributes says, before the extension block is
     * read) and those items: for showing, never for editing. Told at most once, and only when the
     * table's name and keys come before its items in the file (as every writer puts them).
     */
    void firstItems(Table first);

    /** How many items (of every table and facet) have been read so far; told now and then. */
    void itemsRead(long count);
}
