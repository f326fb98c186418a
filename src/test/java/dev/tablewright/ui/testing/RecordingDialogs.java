package dev.tablewright.ui.testing;

import dev.tablewright.ui.common.DialogService;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Dialogs for window tests: each error shown is recorded as "title: message" (read from any
 * thread), Open offers the file set with {@link #toOpen} (none by default), Save As offers none,
 * and "discard unsaved changes?" gets the answer given at construction.
 */
public final class RecordingDialogs implements DialogService {
    private final List<String> errors = new CopyOnWriteArrayList<>();
    private final boolean discard;
    private volatile Path toOpen;

    public RecordingDialogs(boolean discard) {
        this.discard = discard;
    }

    /** The errors shown so far. */
    public List<String> errors() {
        return errors;
    }

    /** The file File > Open will choose next. */
    public void toOpen(Path file) {
        toOpen = file;
    }

    @Override
    public void showError(String title, String message) {
        errors.add(title + ": " + message);
    }

    @Override
    public Optional<Path> chooseModelToOpen(Path initialFolder) {
        return Optional.ofNullable(toOpen);
    }

    @Override
    public Optional<Path> chooseModelToSave(Path initialFolder, String suggestedName) {
        return Optional.empty();
    }

    @Override
    public boolean confirmDiscard(String modelName) {
        return discard;
    }
}
