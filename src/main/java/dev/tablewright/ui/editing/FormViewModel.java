package dev.tablewright.ui.editing;

import dev.tablewright.model.Model;
import java.util.Optional;
import javafx.beans.Observable;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * The common part of the definition forms (table, index, facet, access pattern, sample data): the
 * model they edit, the first problem with what is typed (checked on every change), and the
 * labelled model edit they make.
 */
public abstract class FormViewModel {
    /** A labelled model edit for the undo history. */
    public record Result(String label, Model model) {
    }

    protected final Model model;
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");

    protected FormViewModel(Model model) {
        this.model = model;
    }

    /** Re-checks the form whenever one of {@code inputs} changes, and once now. */
    protected final void watch(Observable... inputs) {
        for (Observable input : inputs) {
            input.addListener(o -> revalidate());
        }
        revalidate();
    }

    protected final void revalidate() {
        String problem;
        try {
            problem = problem();
        } catch (RuntimeException e) {
            problem = e.getMessage();
        }
        message.set(problem == null ? "" : problem);
        valid.set(problem == null);
    }

    /** The first problem with the form as typed, or null. */
    protected abstract String problem();

    /** The edit, built from a valid form. */
    protected abstract Result build();

    /** The dialog's title, e.g. "Edit GSI GSI1". */
    public abstract String title();

    public ReadOnlyBooleanProperty validProperty() {
        return valid.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The edit, or empty while the form has a problem or changes nothing. */
    public Optional<Result> result() {
        if (!valid.get()) {
            return Optional.empty();
        }
        Result result;
        try {
            result = build();
        } catch (RuntimeException e) { // e.g. generators that cannot make enough distinct keys
            message.set(e.getMessage());
            valid.set(false);
            return Optional.empty();
        }
        return result.model().equals(model) ? Optional.empty() : Optional.of(result);
    }

    static boolean blank(String text) {
        return text == null || text.isBlank();
    }

    static String strip(String text) {
        return text == null ? "" : text.strip();
    }
}
