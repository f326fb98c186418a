package dev.tablewright.diff;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.SortKeyCondition;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Access patterns added, removed or changed (operation, table, index, key condition, filter, projection,
 * a transaction's actions, the rest).
 */
final class PatternDiff {
    private PatternDiff() {
    }

    static void compare(Model before, Model after, List<Change> out) {
        for (AccessPattern old : before.accessPatterns()) {
            if (after.findPattern(old.name()).isEmpty()) {
                out.add(Change.ofPattern("pattern-removed", old.table(), old.name(), summary(old), null));
            }
        }
        for (AccessPattern now : after.accessPatterns()) {
            AccessPattern old = before.findPattern(now.name()).orElse(null);
            if (old == null) {
                out.add(Change.ofPattern("pattern-added", now.table(), now.name(), null, summary(now)));
            } else if (!old.equals(now)) {
                changed(old, now, out);
            }
        }
    }

    private static void changed(AccessPattern old, AccessPattern now, List<Change> out) {
        int found = out.size();
        field("pattern-operation", old, now, AccessPattern::operation, out);
        field("pattern-table", old, now, AccessPattern::table, out);
        field("pattern-index", old, now, AccessPattern::index, out);
        field("pattern-key-condition", old, now, PatternDiff::keyCondition, out);
        field("pattern-filter", old, now, AccessPattern::filterExpression, out);
        field("pattern-projection", old, now, p -> p.projection().isEmpty() ? null : String.join(", ", p.projection()),
                out);
        actions(old, now, out);
        if (out.size() == found) { // something else: values, parameters, frequency, consistency...
            out.add(Change.ofPattern("pattern-changed", now.table(), now.name(), null, null));
        }
    }

    /**
     * A transaction's actions added, removed or changed, each named "transaction / action": its
     * operation, table, key, condition, update and item, as one summary before and after.
     */
    private static void actions(AccessPattern old, AccessPattern now, List<Change> out) {
        for (AccessPattern a : old.actions()) {
            if (find(now, a.name()) == null) {
                out.add(Change.ofPattern("pattern-action-removed", a.table(), now.name() + " / " + a.name(),
                        actionSummary(a), null));
            }
        }
        for (AccessPattern a : now.actions()) {
            AccessPattern was = find(old, a.name());
            if (was == null) {
                out.add(Change.ofPattern("pattern-action-added", a.table(), now.name() + " / " + a.name(), null,
                        actionSummary(a)));
            } else if (!was.equals(a)) {
                String before = actionSummary(was);
                String after = actionSummary(a);
                out.add(Change.ofPattern("pattern-action-changed", a.table(), now.name() + " / " + a.name(),
                        before.equals(after) ? null : before, before.equals(after) ? null : after));
            }
        }
    }

    private static AccessPattern find(AccessPattern tx, String action) {
        return tx.actions().stream().filter(a -> a.name().equals(action)).findFirst().orElse(null);
    }

    private static String actionSummary(AccessPattern a) {
        StringBuilder text = new StringBuilder(summary(a));
        if (a.conditionExpression() != null) {
            text.append(" if ").append(a.conditionExpression());
        }
        if (a.updateExpression() != null) {
            text.append(" ").append(a.updateExpression());
        }
        if (!a.item().isEmpty()) {
            text.append(" item ").append(a.item().keySet());
        }
        return text.toString();
    }

    private static void field(String kind, AccessPattern old, AccessPattern now, Function<AccessPattern, Object> value,
                              List<Change> out) {
        Object a = value.apply(old);
        Object b = value.apply(now);
        if (!Objects.equals(a, b)) {
            out.add(Change.ofPattern(kind, now.table(), now.name(), a, b));
        }
    }

    private static String summary(AccessPattern p) {
        String on = p.index() == null ? p.table() : p.table() + "." + p.index();
        String key = keyCondition(p);
        return p.operation() + " " + on + (key == null ? "" : " " + key);
    }

    /** The key condition as templates: {@code PK = G#{game} AND SK begins_with P#}, multi-attribute keys joined by AND. */
    static String keyCondition(AccessPattern p) {
        if (p.partitionKeys().isEmpty() && p.sortKeys().isEmpty()) {
            return null;
        }
        String partition = p.partitionKeys().stream().map(KeyTemplate::text).map(t -> "= " + t)
                .collect(Collectors.joining(" AND "));
        String sort = p.sortKeys().stream().map(PatternDiff::sortText).collect(Collectors.joining(" AND "));
        return sort.isEmpty() ? partition : partition + " AND " + sort;
    }

    private static String sortText(SortKeyCondition c) {
        return c.operator().symbol() + " " + c.value().text() + (c.upper() == null ? "" : " AND " + c.upper().text());
    }
}
