package dev.tablewright.ui.common;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** Dialogs on a JavaFX window. */
public final class FxDialogService implements DialogService {
    private final Window owner;

    public FxDialogService(Window owner) {
        this.owner = owner;
    }

    @Override
    public void showError(String title, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR);
        alert.initOwner(owner);
        alert.setTitle("Tablewright");
        alert.setHeaderText(title);
        TextArea text = new TextArea(message);
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(Math.min(10, 2 + (int) message.lines().count()));
        alert.getDialogPane().setContent(text);
        alert.showAndWait();
    }

    @Override
    public Optional<Path> chooseModelToOpen(Path initialFolder) {
        FileChooser chooser = chooser(initialFolder);
        chooser.setTitle("Open a model");
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(f -> f.toPath());
    }

    @Override
    public Optional<Path> chooseModelToSave(Path initialFolder, String suggestedName) {
        FileChooser chooser = chooser(initialFolder);
        chooser.setTitle("Save the model");
        chooser.setInitialFileName(suggestedName);
        return Optional.ofNullable(chooser.showSaveDialog(owner)).map(f -> f.toPath());
    }

    @Override
    public Optional<Path> chooseFile(String title, Path initialFolder, Map<String, List<String>> filters) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        filters.forEach((description, patterns) -> chooser.getExtensionFilters().add(
                new FileChooser.ExtensionFilter(description, patterns)));
        if (initialFolder != null && Files.isDirectory(initialFolder)) {
            chooser.setInitialDirectory(initialFolder.toFile());
        }
        return Optional.ofNullable(chooser.showOpenDialog(owner)).map(f -> f.toPath());
    }

    @Override
    public boolean confirmDiscard(String modelName) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION,
                "The changes to " + modelName + " are not saved. Discard them?", ButtonType.CANCEL, ButtonType.YES);
        alert.initOwner(owner);
        alert.setHeaderText("Unsaved changes");
        return alert.showAndWait().filter(ButtonType.YES::equals).isPresent();
    }

    @Override
    public boolean confirm(String title, String message) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, message, ButtonType.NO, ButtonType.YES);
        alert.initOwner(owner);
        alert.setHeaderText(title);
        return alert.showAndWait().filter(ButtonType.YES::equals).isPresent();
    }

    private static FileChooser chooser(Path initialFolder) {
        FileChooser chooser = new FileChooser();
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter("Models (*.json)", "*.json"));
        if (initialFolder != null && Files.isDirectory(initialFolder)) {
            chooser.setInitialDirectory(initialFolder.toFile());
        }
        return chooser;
    }
}
