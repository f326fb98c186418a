package dev.tablewright.engine;

/** Told of every change to a table and its indexes, on the thread that made it. */
@FunctionalInterface
public interface TableListener {
    void changed(ItemChange change);
}
