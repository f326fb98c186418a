package dev.tablewright.ui.common;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The window's one way to ask and to report: views get it injected, tests replace it. */
public interface DialogService {

    /** Shows an error: what failed (title) and the cause and what to do (message). */
    void showError(String title, String message);

    Optional<Path> chooseModelToOpen(Path initialFolder);

    Optional<Path> chooseModelToSave(Path initialFolder, String suggestedName);

    /**
     * Asks for a file to read, offering {@code filters} (a description such as "Terraform (*.tf)" and
     * its patterns, the first chosen at first). Without filters of its own, a service asks as Open does.
     */
    default Optional<Path> chooseFile(String title, Path initialFolder, Map<String, List<String>> filters) {
        return chooseModelToOpen(initialFolder);
    }

    /** Asks whether to discard unsaved changes; true when the person agrees. */
    boolean confirmDiscard(String modelName);

    /** Asks a yes/no question; true for yes. Without a way to ask, the answer is no. */
    default boolean confirm(String title, String message) {
        return false;
    }
}
