package dev.tablewright.ui.mainwindow;

import dev.tablewright.edit.EditHistory;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.ui.capacity.CapacityPanelViewModel;
import dev.tablewright.ui.connections.ConnectionsViewModel;
import dev.tablewright.ui.deploy.DeployViewModel;
import dev.tablewright.ui.inspector.InspectorViewModel;
import dev.tablewright.ui.items.ItemGridViewModel;
import dev.tablewright.ui.navigator.NavigatorViewModel;
import dev.tablewright.ui.problems.ProblemsViewModel;
import dev.tablewright.ui.review.ReviewViewModel;
import dev.tablewright.ui.run.PatternRunViewModel;
import dev.tablewright.ui.shards.ShardCalculatorViewModel;
import dev.tablewright.ui.workload.WorkloadViewModel;
import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The main window's state, made of parts built by the composition root: the open document
 * ({@link ModelDocument}: model, file, title, unsaved changes, status), the routing of the
 * selection between navigator, grid, inspector and run ({@link SelectionRouter}), and the tools'
 * own view-models. This class wires them together and is what the window's view talks to.
 */
public final class MainWindowViewModel {
    /** The view shown in the centre. */
    public enum Tool { ITEMS, RUN, SHARDS, CAPACITY, DEPLOY, REVIEW, WORKLOAD, TABLES }

    private final MainWindowParts parts;
    private final ModelDocument document;
    private final SelectionRouter router;
    private dev.tablewright.ui.tables.TablesViewModel tables;
    private dev.tablewright.ui.compare.CompareViewModel compare;
    private dev.tablewright.ui.imports.ImportViewModel imports;
    private final WorkloadViewModel workload;

    public MainWindowViewModel(MainWindowParts parts) {
        this.parts = parts;
        this.document = parts.document();
        document.modelProperty().addListener((obs, old, now) -> parts.capacity().refresh(now));
        // the shard calculator takes an index's inputs from the load projection the capacity plan comes with
        parts.capacity().projectionProperty().addListener((obs, old, now) -> parts.shards().useProjection(now,
                document.model() != null && !document.model().workload().isEmpty()));
        parts.grid().setProblemSource(parts.problems()::problemsOf);
        document.modelProperty().addListener((obs, old, now) -> parts.problems().refresh(now));
        this.router = new SelectionRouter(document, parts.navigator(), parts.grid(), parts.inspector(), parts.run());
        router.start();
        parts.review().useSaved(() -> document.history().saved());
        parts.deploy().useSaved(() -> document.history().saved());
        document.modelProperty().addListener((obs, old, now) -> parts.review().refresh(now));
        // a save makes the model the one the edits are counted from: their findings go
        document.dirtyProperty().addListener((obs, was, dirty) -> {
            if (!dirty) {
                parts.review().savedChanged();
            }
        });
        parts.review().connect(router::showSubject, this::edit);
        parts.review().shownProperty().bind(router.toolProperty().isEqualTo(Tool.REVIEW));
        // the plan and its projection feed the Capacity and Write shards tabs only
        parts.capacity().shownProperty().bind(router.toolProperty().isEqualTo(Tool.CAPACITY)
                .or(router.toolProperty().isEqualTo(Tool.SHARDS)));
        // the Workload tab edits through the window's edit path, so Undo takes its changes back
        workload = new WorkloadViewModel(this::edit);
        workload.refresh(document.model());
        document.modelProperty().addListener((obs, old, now) -> workload.refresh(now));
        // a run on the deploy's own connection leaves scratch tables there, which a deploy replaces
        parts.run().lastResultProperty().addListener((obs, old, result) -> {
            if (result != null && document.model() != null) {
                parts.deploy().ranOn(parts.run().targetProperty().get().connection(),
                        document.model().tables().stream().map(t -> t.name()).toList());
            }
        });
    }

    /** The Tables workspace on live connections, or null when none is wired. */
    public dev.tablewright.ui.tables.TablesViewModel tables() {
        return tables;
    }

    /** Wires the Tables workspace (the composition root does, before the window is built). */
    public void useTables(dev.tablewright.ui.tables.TablesViewModel workspace) {
        this.tables = workspace;
    }

    /** File > Compare with…: the open model against another model file; null when not wired. */
    public dev.tablewright.ui.compare.CompareViewModel compare() {
        return compare;
    }

    public void useCompare(dev.tablewright.ui.compare.CompareViewModel comparison) {
        this.compare = comparison;
    }

    /** File > Import…: another tool's file read into a new model; null when not wired. */
    public dev.tablewright.ui.imports.ImportViewModel imports() {
        return imports;
    }

    public void useImports(dev.tablewright.ui.imports.ImportViewModel importer) {
        this.imports = importer;
    }

    /** The open document: model, file, history, title and status. */
    public ModelDocument document() {
        return document;
    }

    /** The connections dialog's state, or null when no connection service is wired. */
    public ConnectionsViewModel connections() {
        return parts.connections();
    }

    /** Saved connections changed: the Run tab's engine list follows. */
    public void connectionsChanged() {
        parts.run().refreshTargets();
    }

    public NavigatorViewModel navigator() {
        return parts.navigator();
    }

    public ItemGridViewModel grid() {
        return parts.grid();
    }

    public ShardCalculatorViewModel shards() {
        return parts.shards();
    }

    public PatternRunViewModel run() {
        return parts.run();
    }

    public CapacityPanelViewModel capacity() {
        return parts.capacity();
    }

    public InspectorViewModel inspector() {
        return parts.inspector();
    }

    public DeployViewModel deploy() {
        return parts.deploy();
    }

    /** The validation findings of the model, re-checked after every change. */
    public ProblemsViewModel problems() {
        return parts.problems();
    }

    /** The design review of the model, worked out again after every change. */
    public ReviewViewModel review() {
        return parts.review();
    }

    /** The model's workload (volumes, rates, peaks, distributions), edited in the Workload tab. */
    public WorkloadViewModel workload() {
        return workload;
    }

    /** Where runs and deploys go, for the status bar. */
    public String engine() {
        return parts.deploy().target();
    }

    public ObjectProperty<Tool> toolProperty() {
        return router.toolProperty();
    }

    /** The item the last edit made or changed (to select in the grid), or null. */
    public ReadOnlyObjectProperty<Item> editedItemProperty() {
        return router.editedItemProperty();
    }

    /** Starts a new, unsaved model with one table keyed by PK and SK. */
    public void newModel() {
        document.newModel();
    }

    /** Shows a model that is already in memory (a new one, or one built by code). */
    public void show(Model newModel, Path from) {
        document.show(newModel, from);
    }

    /** Shows a model restored from an autosaved recovery copy; it has unsaved changes. */
    public void showRecovered(Model recovered, Path source) {
        document.showRecovered(recovered, source);
    }

    /** Shows a model imported from a live table: new, not yet saved anywhere. */
    public void showImported(Model imported) {
        document.showImported(imported);
    }

    /** Shows a model imported from {@code source} (a file of another tool): new, not yet saved anywhere. */
    public void showImported(Model imported, String source) {
        document.showImported(imported, source);
    }

    public void open(Path path, Consumer<Path> onOpened) {
        document.open(path, onOpened);
    }

    public void saveAs(Path path, Consumer<Path> onSaved) {
        document.saveAs(path, onSaved);
    }

    /** Replaces the model after an edit; marks it unsaved. */
    public void edit(Model edited) {
        edit("Change the model", edited);
    }

    /**
     * Applies an edit through the undo history: {@code label} says what it did ("Delete item
     * HR-E01 / HR-CONFIDENTIAL"). The grid keeps showing the same table, index or facet.
     */
    public void edit(String label, Model edited) {
        edit(label, edited, null);
    }

    /** As {@link #edit(String, Model)}, then selects {@code focus} (an item of the new model) in the grid. */
    public void edit(String label, Model edited, Item focus) {
        Model current = document.model();
        if (current == null || edited == current || document.previewing()) {
            return; // while a model is read, the grid shows its first rows, which no edit may touch
        }
        document.history().record(label, edited);
        router.showEdited(edited, focus);
        document.statusProperty().set(label);
    }

    /** Undoes the last edit, if any. */
    public void undo() {
        String label = document.history().undoLabel();
        document.history().undo().ifPresent(before -> {
            router.showEdited(before, null);
            document.statusProperty().set("Undid: " + label);
        });
    }

    /** Redoes the last undone edit, if any. */
    public void redo() {
        String label = document.history().redoLabel();
        document.history().redo().ifPresent(after -> {
            router.showEdited(after, null);
            document.statusProperty().set("Redid: " + label);
        });
    }

    /** Shows the item a finding is about: its table (or its facet) in the Items tab, the item selected. */
    public void showProblem(ProblemsViewModel.Problem problem) {
        router.showProblem(problem);
    }

    /** Shows the index or facet of that name (in the first table that has one), a tool, or a pattern's run. */
    public void showView(String name) {
        router.showView(name);
    }

    /** The edit history (undo and redo stacks, and the saved snapshot). */
    public EditHistory history() {
        return document.history();
    }

    public ReadOnlyObjectProperty<Model> modelProperty() {
        return document.modelProperty();
    }

    public ReadOnlyObjectProperty<Path> fileProperty() {
        return document.fileProperty();
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return document.dirtyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return document.busyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return document.titleProperty();
    }

    public StringProperty statusProperty() {
        return document.statusProperty();
    }

    public ObjectProperty<ModelDocument.Failure> errorProperty() {
        return document.errorProperty();
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return document.canUndoProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return document.canRedoProperty();
    }

    /** What Undo would undo, e.g. "Edit Data of HR-E01 / HR-CONFIDENTIAL"; empty when nothing. */
    public ReadOnlyStringProperty undoLabelProperty() {
        return document.undoLabelProperty();
    }

    public ReadOnlyStringProperty redoLabelProperty() {
        return document.redoLabelProperty();
    }
}
