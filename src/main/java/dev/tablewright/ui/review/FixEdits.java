package dev.tablewright.ui.review;

import dev.tablewright.edit.IndexEdits;
import dev.tablewright.edit.MultiAttributeKeyEdit;
import dev.tablewright.edit.SchemaEdits;
import dev.tablewright.model.Model;
import dev.tablewright.review.FixAction;

/** A review's fix action as the edit command that makes it, over the model it was found in. */
final class FixEdits {
    private FixEdits() {
    }

    /**
     * The model with {@code action} applied.
     *
     * @throws IllegalArgumentException when the model no longer has what the action names, or the
     *     edit cannot be made (the message says why)
     */
    static Model apply(Model model, FixAction action) {
        if (action instanceof FixAction.SetProjection p) {
            return IndexEdits.setProjection(model, p.table(), p.index(), p.projection());
        }
        if (action instanceof FixAction.DropIndex d) {
            if (model.findTable(d.table()).flatMap(t -> t.findIndex(d.index())).isEmpty()) {
                throw new IllegalArgumentException("table " + d.table() + " has no index " + d.index());
            }
            return SchemaEdits.removeIndex(model, d.table(), d.index());
        }
        if (action instanceof FixAction.AddWriteShards s) {
            return IndexEdits.addWriteShards(model, s.table(), s.index(), s.attribute(), s.value(), s.count(),
                    s.hashSource());
        }
        FixAction.MultiAttributeKey k = (FixAction.MultiAttributeKey) action;
        return MultiAttributeKeyEdit.apply(model, k.table(), k.index(), k.role() == FixAction.KeyRole.PARTITION,
                k.replaced(), k.attributes());
    }

    /** What Undo says it undoes: "Review fix: drop index ByDate of table Orders". */
    static String label(FixAction action) {
        return "Review fix: " + action.description();
    }
}
