package dev.tablewright.edit;

import dev.tablewright.model.Model;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Objects;
import java.util.Optional;

/**
 * Undo and redo over model snapshots. Models are immutable, so an edit is kept as the model before
 * and after it, with a label that says what it did ("Edit Data of HR-E01 / HR-CONFIDENTIAL"); the
 * snapshots share every table, facet and item the edit did not touch. The history also remembers
 * which snapshot was last saved, so undoing back to it makes the model clean again.
 */
public final class EditHistory {
    /** One edit: what it did, and the model before and after. */
    public record Edit(String label, Model before, Model after) {
        public Edit {
            Objects.requireNonNull(label, "label");
            Objects.requireNonNull(after, "after");
        }
    }

    /** How many edits are kept; the oldest are dropped beyond it. */
    public static final int LIMIT = 200;

    private final Deque<Edit> undo = new ArrayDeque<>();
    private final Deque<Edit> redo = new ArrayDeque<>();
    private Model current;
    private Model saved;
    private boolean savedKnown;

    /** Starts over from {@code model}, which is what the file holds ({@code clean}) or not. */
    public void reset(Model model, boolean clean) {
        undo.clear();
        redo.clear();
        current = model;
        saved = clean ? model : null;
        savedKnown = clean;
    }

    /** Records an edit from the current model to {@code after}; forgets whatever could be redone. */
    public void record(String label, Model after) {
        undo.push(new Edit(label, current, after));
        while (undo.size() > LIMIT) {
            undo.removeLast();
        }
        redo.clear();
        current = after;
    }

    /** Undoes the last edit and returns the model before it. */
    public Optional<Model> undo() {
        if (undo.isEmpty()) {
            return Optional.empty();
        }
        Edit edit = undo.pop();
        redo.push(edit);
        current = edit.before();
        return Optional.of(current);
    }

    /** Redoes the last undone edit and returns the model after it. */
    public Optional<Model> redo() {
        if (redo.isEmpty()) {
            return Optional.empty();
        }
        Edit edit = redo.pop();
        undo.push(edit);
        current = edit.after();
        return Optional.of(current);
    }

    /** The model now was just written to its file. */
    public void markSaved(Model model) {
        saved = model;
        savedKnown = true;
    }

    public Model current() {
        return current;
    }

    /** The model as last saved, or null when it was never saved (or its history was reset unsaved). */
    public Model saved() {
        return savedKnown ? saved : null;
    }

    /** Whether the model differs from the one last saved (or was never saved). */
    public boolean isDirty() {
        return !savedKnown || current != saved;
    }

    public boolean canUndo() {
        return !undo.isEmpty() && undo.peek().before() != null;
    }

    public boolean canRedo() {
        return !redo.isEmpty();
    }

    /** What Undo would undo, or empty. */
    public String undoLabel() {
        return canUndo() ? undo.peek().label() : "";
    }

    /** What Redo would redo, or empty. */
    public String redoLabel() {
        return redo.isEmpty() ? "" : redo.peek().label();
    }
}
