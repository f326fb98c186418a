package dev.tablewright.review;

import dev.tablewright.diff.Change;
import dev.tablewright.diff.ChangeAction;
import dev.tablewright.diff.ModelDiff;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Findings on the edits since the model was last saved, as a live table would take them: a change
 * that replaces a table (a new table and a copy of every item: TABLE_REPLACED) and a GSI deleted or
 * rebuilt while access patterns still read it (INDEX_DROPPED_IN_USE). Both are WARNINGs: the design
 * may be right, but the deploy is a migration ({@code tablewright migrate}), not an update.
 */
final class ChangeRisks {
    private ChangeRisks() {
    }

    static void check(Model saved, Model now, List<ReviewFinding> out) {
        ModelDiff diff = ModelDiff.between(saved, now);
        Set<String> replaced = new LinkedHashSet<>();
        for (Change c : diff.changes()) {
            if (c.action() == ChangeAction.REPLACE_TABLE && replaced.add(c.table())) {
                String kinds = String.join(", ", diff.forTable(c.table()).stream()
                        .filter(x -> x.action() == ChangeAction.REPLACE_TABLE).map(Change::kind).distinct().toList());
                long items = now.findTable(c.table()).map(t -> (long) t.allItems().size()).orElse(0L);
                out.add(new ReviewFinding(ReviewCode.TABLE_REPLACED, ReviewSeverity.WARNING, c.table(), null, null,
                        "since the last save, " + kinds + " changed: DynamoDB cannot change this in place, so a live "
                                + "table needs a new table and a copy of every item (" + items + " in the model)",
                        "plan the copy with `tablewright migrate SAVED.json NEW.json` (the old table is kept), or "
                                + "undo the change", Map.of("items", (double) items), ReviewSubject.table(c.table()),
                        null));
            }
        }
        for (Change c : diff.changes()) {
            boolean drops = c.action() == ChangeAction.DELETE_INDEX || c.action() == ChangeAction.RECREATE_INDEX;
            if (!drops || replaced.contains(c.table())) {
                continue;
            }
            List<String> readers = now.accessPatterns().stream()
                    .filter(p -> p.table().equals(c.table()) && c.index().equals(p.index()))
                    .map(AccessPattern::name).toList();
            if (readers.isEmpty()) {
                continue;
            }
            String what = c.action() == ChangeAction.DELETE_INDEX ? "is deleted"
                    : "is deleted and created again (" + c.kind() + ")";
            out.add(new ReviewFinding(ReviewCode.INDEX_DROPPED_IN_USE, ReviewSeverity.WARNING, c.table(), c.index(),
                    null, "since the last save, " + c.index() + " " + what + " while " + readers.size()
                            + (readers.size() == 1 ? " pattern reads it (" : " patterns read it (")
                            + String.join(", ", readers) + "): on a live table they fail until its backfill ends",
                    "create the new index under another name first, move the patterns to it, then delete the old "
                            + "one (each its own UpdateTable); or undo the change",
                    Map.of("patterns", (double) readers.size()), ReviewSubject.index(c.table(), c.index()), null));
        }
    }
}
