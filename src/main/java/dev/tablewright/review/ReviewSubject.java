package dev.tablewright.review;

import dev.tablewright.model.Item;
import java.util.List;
import java.util.Objects;

/** What a finding is about, for the window to select: a table, an index, an access pattern, or items. */
public sealed interface ReviewSubject {
    /** The table the subject lives in (for a pattern, the table it names). */
    String table();

    static ReviewSubject table(String table) {
        return new TableSubject(table);
    }

    static ReviewSubject index(String table, String index) {
        return new IndexSubject(table, index);
    }

    static ReviewSubject pattern(String table, String pattern) {
        return new PatternSubject(table, pattern);
    }

    /** Items of a table (each given by its primary key attributes), as seen in {@code index} or the table when null. */
    static ReviewSubject items(String table, String index, List<Item> keys) {
        return new ItemsSubject(table, index, keys);
    }

    record TableSubject(String table) implements ReviewSubject {
        public TableSubject {
            Objects.requireNonNull(table, "table");
        }
    }

    record IndexSubject(String table, String index) implements ReviewSubject {
        public IndexSubject {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(index, "index");
        }
    }

    record PatternSubject(String table, String pattern) implements ReviewSubject {
        public PatternSubject {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(pattern, "pattern");
        }
    }

    record ItemsSubject(String table, String index, List<Item> keys) implements ReviewSubject {
        public ItemsSubject {
            Objects.requireNonNull(table, "table");
            keys = List.copyOf(keys);
        }
    }
}
