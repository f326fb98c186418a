package dev.tablewright.ui.mainwindow;

import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.DialogSize;
import dev.tablewright.ui.compare.CompareView;
import dev.tablewright.ui.connections.ConnectionsView;
import dev.tablewright.ui.connections.ConnectionsViewModel;
import dev.tablewright.ui.imports.ImportView;
import dev.tablewright.ui.imports.ImportViewModel;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Modality;
import javafx.stage.Stage;

/**
 * The main window's windows of their own: the connections dialog and the comparison of the open
 * model with another file. Each is owned by the main window and takes its stylesheets.
 */
final class SideWindows {
    private final Node owner;
    private final MainWindowViewModel viewModel;
    private final DialogService dialogs;

    SideWindows(Node owner, MainWindowViewModel viewModel, DialogService dialogs) {
        this.owner = owner;
        this.viewModel = viewModel;
        this.dialogs = dialogs;
    }

    /** The connections dialog: saved connections, Test, and importing a live table as a new model. */
    void showConnections() {
        ConnectionsViewModel connections = viewModel.connections();
        Stage dialog = new Stage();
        dialog.setTitle("Connections");
        ConnectionsView content = new ConnectionsView(
                connections, viewModel::connectionsChanged, imported -> {
                    if (!viewModel.dirtyProperty().get() || dialogs.confirmDiscard(viewModel.modelProperty().get().name())) {
                        viewModel.showImported(imported);
                        dialog.close();
                    }
                });
        show(dialog, content, 820, 560, true);
    }

    /**
     * File > Import…: asks for a file (filtered by the formats Tablewright imports), reads it in the
     * import dialog and opens what it holds as a new, unsaved model. Returns the dialog's scene, or
     * null when no file was chosen.
     */
    Scene showImport(Path folder) {
        ImportViewModel imports = viewModel.imports();
        Optional<Path> chosen = dialogs.chooseFile("Import a design", folder, imports.fileFilters());
        return chosen.map(file -> showImport(folder, file)).orElse(null);
    }

    /** The import dialog reading {@code file}; returns its scene. */
    Scene showImport(Path folder, Path file) {
        ImportViewModel imports = viewModel.imports();
        imports.open(file);
        Stage dialog = new Stage();
        dialog.setTitle("Import");
        ImportView content = new ImportView(imports,
                () -> dialogs.chooseFile("Import a design", folder, imports.fileFilters()).ifPresent(imports::open),
                imported -> {
                    if (!viewModel.dirtyProperty().get() || viewModel.modelProperty().get() == null
                            || dialogs.confirmDiscard(viewModel.modelProperty().get().name())) {
                        viewModel.showImported(imported.model(), imports.fileProperty().get().getFileName() + " ("
                                + imported.format().description() + ")");
                        dialog.close();
                    }
                }, dialog::close);
        dialog.setOnHidden(e -> imports.cancel());
        return show(dialog, content, 980, 640, true);
    }

    /**
     * Shows the open model against {@code other} (another model file, or its own file as last saved)
     * in a window of its own, and returns that window's scene (null when there is nothing to compare).
     */
    Scene showComparison(Path other) {
        if (other == null || viewModel.modelProperty().get() == null) {
            return null;
        }
        viewModel.compare().compare(viewModel.modelProperty().get(), other);
        Stage dialog = new Stage();
        dialog.titleProperty().bind(viewModel.compare().titleProperty());
        return show(dialog, new CompareView(viewModel.compare()), 1180, 560, false);
    }

    /** Shows {@code content} in {@code dialog}, owned by the main window (modal when asked), with its stylesheets. */
    private Scene show(Stage dialog, Parent content, double width, double height, boolean modal) {
        Scene main = owner.getScene();
        if (main != null && main.getWindow() != null) {
            dialog.initOwner(main.getWindow());
            if (modal) {
                dialog.initModality(Modality.WINDOW_MODAL);
            }
        }
        Scene scene = DialogSize.scene(content, width, height, main == null ? null : main.getWindow());
        if (main != null) {
            scene.getStylesheets().setAll(main.getStylesheets());
        }
        dialog.setScene(scene);
        dialog.show();
        return scene;
    }
}
