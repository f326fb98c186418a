package dev.tablewright.ui.common;

import java.nio.file.Path;
import java.util.Optional;

/** The window's one way to ask and to report: views get it injected, tests replace it. */
public interface DialogService {

    /** Shows an error: what failed (title) and the cause and what to do (message). */
    void showError(String title, String message);

    Optional<Path> chooseModelToOpen(Path initialFolder);

    Optional<Path> chooseModelToSave(Path initialFolder, String suggestedName);

    /** Asks whether to discard unsaved changes; true when the person agrees. */
    boolean confirmDiscard(String modelName);

    /** Asks a yes/no question; true for yes. Without a way to ask, the answer is no. */
    default boolean confirm(String title, String message) {
        return false;
    }
}
