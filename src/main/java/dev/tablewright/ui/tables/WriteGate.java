package dev.tablewright.ui.tables;

import java.util.function.BiPredicate;
import java.util.function.Supplier;
import javafx.beans.property.StringProperty;

/**
 * Decides whether a write may run on the chosen connection: never on a read-only one (the reason
 * goes to the error line), and on one that is not local only once the person confirms.
 */
final class WriteGate {
    private final Supplier<LiveTarget> target;
    private final StringProperty status;
    private final StringProperty error;
    private BiPredicate<String, String> confirmer = (title, message) -> false;

    WriteGate(Supplier<LiveTarget> target, StringProperty status, StringProperty error) {
        this.target = target;
        this.status = status;
        this.error = error;
    }

    void confirmWith(BiPredicate<String, String> confirm) {
        this.confirmer = confirm;
    }

    /** False (with the reason shown) when the write must not run: read-only, or not confirmed. */
    boolean allow(String what) {
        LiveTarget on = target.get();
        if (on == null) {
            error.set("choose a connection first");
            return false;
        }
        if (on.readOnly()) {
            error.set(new TablesService.ReadOnlyException(on.name(), what).getMessage());
            return false;
        }
        if (!on.local() && !confirmer.test("Write to " + on.name() + "?", what + " will change data on "
                + on.connection().describe() + ", which is not a local DynamoDB. Go ahead?")) {
            status.set(what + " not run: not confirmed");
            return false;
        }
        return true;
    }
}
