package dev.tablewright.engine;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import java.util.List;
import java.util.Optional;

/**
 * The one rule for which items a table or a secondary index holds: an item is in a view exactly when
 * it carries every key attribute of the view with the declared scalar type (so a GSI or LSI is
 * sparse). The engine, the window and {@code info} all ask here; none needs an engine to do so.
 */
public final class IndexMembership {
    private IndexMembership() {
    }

    /** Whether the view with these keys holds the item. */
    public static boolean holds(KeySchema keys, Item item) {
        return firstMismatch(keys, item) == null;
    }

    /** Why the view with these keys does not hold the item: the first key attribute it fails on. */
    public static Optional<Exclusion> exclusion(KeySchema keys, Item item) {
        return Optional.ofNullable(firstMismatch(keys, item));
    }

    private static Exclusion firstMismatch(KeySchema keys, Item item) {
        Exclusion e = firstMismatch(keys.partitionKeys(), item);
        return e != null ? e : firstMismatch(keys.sortKeys(), item);
    }

    /** Partition-key attributes, then sort-key ones, without making a list of both for each item. */
    private static Exclusion firstMismatch(List<KeyAttribute> keys, Item item) {
        for (int i = 0; i < keys.size(); i++) {
            KeyAttribute key = keys.get(i);
            AttributeValue value = item.get(key.name());
            if (value == null || value.type() != key.type().attributeType()) {
                return new Exclusion(key, value);
            }
        }
        return null;
    }

    /**
     * A key attribute an item fails: {@code found} is the item's value of another type, or null when
     * the item has no such attribute.
     */
    public record Exclusion(KeyAttribute key, AttributeValue found) {
        public boolean isAbsent() {
            return found == null;
        }
    }
}
