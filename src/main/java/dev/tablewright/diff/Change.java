package dev.tablewright.diff;

import java.util.Objects;

/**
 * One change between two models, by meaning: what changed ({@code kind}, such as
 * {@code index-projection}), where (table, and index or access pattern when it is about one), the
 * value before and after as short text (null when there was none), and what a live table needs for it.
 */
public record Change(String kind, String table, String index, String pattern, String before, String after,
                     ChangeAction action) {
    public Change {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(action, "action");
    }

    static Change ofTable(String kind, String table, Object before, Object after, ChangeAction action) {
        return new Change(kind, table, null, null, text(before), text(after), action);
    }

    static Change ofIndex(String kind, String table, String index, Object before, Object after, ChangeAction action) {
        return new Change(kind, table, index, null, text(before), text(after), action);
    }

    static Change ofPattern(String kind, String table, String pattern, Object before, Object after) {
        return new Change(kind, table, null, pattern, text(before), text(after), ChangeAction.NONE);
    }

    private static String text(Object value) {
        return value == null ? null : value.toString();
    }

    /** One line for people: {@code table Orders, index ByCustomer: index-added (create-index): - -> hash(...)} */
    public String describe() {
        StringBuilder line = new StringBuilder();
        line.append(kind);
        if (table != null) {
            line.append("  table ").append(table);
        }
        if (index != null) {
            line.append(", index ").append(index);
        }
        if (pattern != null) {
            line.append(", pattern ").append(pattern);
        }
        if (before != null || after != null) {
            line.append(": ").append(before == null ? "(none)" : before)
                    .append(" -> ").append(after == null ? "(none)" : after);
        }
        line.append("  [").append(action.word()).append(']');
        return line.toString();
    }
}
