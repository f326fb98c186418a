package dev.tablewright.ui.mainwindow;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.navigator.NavigatorNode;
import dev.tablewright.ui.navigator.NavigatorViewModel;
import dev.tablewright.ui.items.ItemGridViewModel;
import java.nio.file.Path;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.beans.property.SimpleStringProperty;
import dev.tablewright.capacity.Prices;
import dev.tablewright.edit.EditHistory;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.ui.capacity.CapacityPanelViewModel;
import dev.tablewright.ui.connections.ConnectionService;
import dev.tablewright.ui.connections.ConnectionsViewModel;
import dev.tablewright.ui.deploy.DeployService;
import dev.tablewright.ui.deploy.DeployViewModel;
import dev.tablewright.ui.inspector.InspectorViewModel;
import dev.tablewright.ui.problems.ProblemsViewModel;
import dev.tablewright.ui.run.PatternRunService;
import dev.tablewright.ui.run.PatternRunViewModel;
import dev.tablewright.ui.shards.ShardCalculatorViewModel;
import java.util.List;
import java.util.Optional;

/**
 * The main window's state: the open model and its file, the title, whether there are unsaved
 * changes, the status line, and the navigator and grid it drives. Opening and saving run on the
 * background executor; failures arrive as {@link #errorProperty()} messages.
 */
public final class MainWindowViewModel {
    /** Reads and writes model files; the real one is ModelFiles, tests may pass their own. */
    public interface ModelStore {
        LoadedModel read(Path file) throws Exception;

        void write(Model model, Path file) throws Exception;
    }

    /** A failure to show: what failed and why. */
    public record Failure(String title, String message) {
    }

    private final TaskExecutor executor;
    private final ModelStore store;
    private final ReadOnlyObjectWrapper<Model> model = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("Tablewright");
    private final StringProperty status = new SimpleStringProperty("Ready");
    private final ObjectProperty<Failure> error = new SimpleObjectProperty<>();
    private final NavigatorViewModel navigator;
    private final ItemGridViewModel grid = new ItemGridViewModel();
    private final ShardCalculatorViewModel shards =
            new ShardCalculatorViewModel();
    private final ObjectProperty<Tool> tool = new SimpleObjectProperty<>(Tool.ITEMS);
    private final InspectorViewModel inspector =
            new InspectorViewModel();
    private final EditHistory history = new EditHistory();
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper undoLabel = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper redoLabel = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<Item> editedItem = new ReadOnlyObjectWrapper<>();
    private boolean applyingEdit;
    private final ProblemsViewModel problems;

    /** The view shown in the centre. */
    public enum Tool { ITEMS, RUN, SHARDS, CAPACITY, DEPLOY }

    private final DeployViewModel deploy;
    private final CapacityPanelViewModel capacity;

    private final PatternRunViewModel run;

    public MainWindowViewModel(TaskExecutor executor, ModelStore store,
                               DeployService deployService) {
        this(executor, store, deployService, null);
    }

    public MainWindowViewModel(TaskExecutor executor, ModelStore store,
                               DeployService deployService,
                               PatternRunService runService) {
        this.executor = executor;
        this.store = store;
        this.deploy = new DeployViewModel(executor, deployService, model::get);
        this.capacity = new CapacityPanelViewModel(executor,
                Prices.defaults());
        model.addListener((obs, old, now) -> capacity.refresh(now));
        this.run = new PatternRunViewModel(executor, model::get, runService);
        this.navigator = new NavigatorViewModel(model.getReadOnlyProperty());
        grid.useExecutor(executor);
        this.problems = new ProblemsViewModel(executor);
        grid.setProblemSource(problems::problemsOf);
        model.addListener((obs, old, now) -> problems.refresh(now));
        title.bind(Bindings.createStringBinding(() -> model.get() == null ? "Tablewright"
                : "Tablewright - " + model.get().name() + (dirty.get() ? " *" : ""), model, dirty));
        navigator.selectedProperty().addListener((obs, old, now) -> showSelection(now));
        run.lastResultProperty().addListener((obs, old, result) -> showRunResult(result));
        inspector.setVerdictSource(this::verdict);
        model.addListener((obs, old, now) -> {
            if (!applyingEdit) {
                showFirstTable();
            }
        });
    }

    private ConnectionsViewModel connections;

    /** Offers the connections dialog (saved connections, Test, import a live table) backed by {@code service}. */
    public void useConnections(ConnectionService service) {
        connections = new ConnectionsViewModel(executor, service);
    }

    /** The connections dialog's state, or null when no connection service is wired. */
    public ConnectionsViewModel connections() {
        return connections;
    }

    /** Saved connections changed: the Run tab's engine list follows. */
    public void connectionsChanged() {
        run.refreshTargets();
    }

    /**
     * Starts a new, unsaved model with one table keyed by PK and SK (strings), the usual start of a
     * single-table design.
     */
    public void newModel() {
        var keys = KeySchema.of(
                KeyAttribute.of("PK", ScalarType.S),
                KeyAttribute.of("SK", ScalarType.S));
        Model fresh = new Model("Untitled", ModelMetadata.of(""),
                List.of(Table.of("Table1", keys)), List.of(), null);
        show(fresh, null);
        history.reset(fresh, false);
        syncHistory();
        status.set("New model: one table keyed by PK and SK; add items, indexes and patterns, then save");
    }

    /**
     * Shows a model restored from an autosaved recovery copy: it belongs to {@code source} (null when
     * never saved) and has unsaved changes.
     */
    public void showRecovered(Model recovered, Path source) {
        file.set(source);
        model.set(recovered);
        history.reset(recovered, false);
        syncHistory();
        status.set("Restored the unsaved changes to " + recovered.name() + "; save them with File > Save");
    }

    /** Shows a model imported from a live table: new, not yet saved anywhere. */
    public void showImported(Model imported) {
        file.set(null);
        model.set(imported);
        history.reset(imported, false);
        syncHistory();
        status.set("Imported " + imported.name() + " from DynamoDB; save it with File > Save As");
    }

    public NavigatorViewModel navigator() {
        return navigator;
    }

    public ItemGridViewModel grid() {
        return grid;
    }

    public ShardCalculatorViewModel shards() {
        return shards;
    }

    public PatternRunViewModel run() {
        return run;
    }

    public CapacityPanelViewModel capacity() {
        return capacity;
    }

    public InspectorViewModel inspector() {
        return inspector;
    }

    public DeployViewModel deploy() {
        return deploy;
    }

    /** Where runs and deploys go, for the status bar. */
    public String engine() {
        return deploy.target();
    }

    public ObjectProperty<Tool> toolProperty() {
        return tool;
    }

    public ReadOnlyObjectProperty<Model> modelProperty() {
        return model.getReadOnlyProperty();
    }

    public ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public StringProperty statusProperty() {
        return status;
    }

    public ObjectProperty<Failure> errorProperty() {
        return error;
    }

    /** Shows a model that is already in memory (a new one, or one built by code). */
    public void show(Model newModel, Path from) {
        file.set(from);
        model.set(newModel);
        history.reset(newModel, true);
        syncHistory();
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
        if (model.get() == null || edited == model.get()) {
            return;
        }
        history.record(label, edited);
        showEdited(edited, focus);
        status.set(label);
    }

    /** Undoes the last edit, if any. */
    public void undo() {
        String label = history.undoLabel();
        history.undo().ifPresent(before -> {
            showEdited(before, null);
            status.set("Undid: " + label);
        });
    }

    /** Redoes the last undone edit, if any. */
    public void redo() {
        String label = history.redoLabel();
        history.redo().ifPresent(after -> {
            showEdited(after, null);
            status.set("Redid: " + label);
        });
    }

    private void showEdited(Model edited, Item focus) {
        // without an item to show, keep the selected one selected (matched by key) if it is still there
        Item keep = focus != null ? focus : inspector.itemProperty().get();
        applyingEdit = true;
        try {
            model.set(edited);
        } finally {
            applyingEdit = false;
        }
        syncHistory();
        String shown = grid.shownTable();
        boolean same = shown != null && edited.findTable(shown).map(grid::reshow).orElse(false);
        if (!same) {
            showFirstTable();
        }
        editedItem.set(null);
        editedItem.set(keep);
    }

    private void syncHistory() {
        dirty.set(history.isDirty());
        canUndo.set(history.canUndo());
        canRedo.set(history.canRedo());
        undoLabel.set(history.undoLabel());
        redoLabel.set(history.redoLabel());
    }

    /** The validation findings of the model, re-checked after every change. */
    public ProblemsViewModel problems() {
        return problems;
    }

    /** Shows the item a finding is about: its table (or its facet) in the Items tab, the item selected. */
    public void showProblem(ProblemsViewModel.Problem problem) {
        Model current = model.get();
        if (problem.item() == null || current == null) {
            status.set(problem.message());
            return;
        }
        tool.set(Tool.ITEMS);
        current.findTable(problem.table()).ifPresent(t -> grid.show(t, null, null));
        editedItem.set(null);
        editedItem.set(problem.item());
        status.set(problem.message());
    }

    /** The edit history (undo and redo stacks, and the saved snapshot). */
    public EditHistory history() {
        return history;
    }

    public ReadOnlyBooleanProperty canUndoProperty() {
        return canUndo.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty canRedoProperty() {
        return canRedo.getReadOnlyProperty();
    }

    /** What Undo would undo, e.g. "Edit Data of HR-E01 / HR-CONFIDENTIAL"; empty when nothing. */
    public ReadOnlyStringProperty undoLabelProperty() {
        return undoLabel.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty redoLabelProperty() {
        return redoLabel.getReadOnlyProperty();
    }

    /** The item the last edit made or changed (to select in the grid), or null. */
    public ReadOnlyObjectProperty<Item> editedItemProperty() {
        return editedItem.getReadOnlyProperty();
    }

    public void open(Path path, Consumer<Path> onOpened) {
        busy.set(true);
        status.set("Opening " + path.getFileName() + "…");
        executor.submit("open " + path.getFileName(), () -> store.read(path), loaded -> {
            busy.set(false);
            show(loaded.model(), path);
            int items = loaded.model().tables().stream().mapToInt(t -> t.allItems().size()).sum();
            status.set("Opened " + path.getFileName() + ": " + loaded.model().tables().size() + " table(s), "
                    + items + " items, " + loaded.model().accessPatterns().size() + " access patterns");
            onOpened.accept(path);
        }, failure -> {
            busy.set(false);
            status.set("Could not open " + path.getFileName());
            error.set(new Failure("Could not open the model", failure.getMessage()
                    + "\n\nThe file was not changed. Fix it in a text editor or open another model."));
        });
    }

    public void saveAs(Path path, Consumer<Path> onSaved) {
        Model current = model.get();
        if (current == null) {
            return;
        }
        busy.set(true);
        status.set("Saving " + path.getFileName() + "…");
        executor.submit("save " + path.getFileName(), () -> {
            store.write(current, path);
            return path;
        }, saved -> {
            busy.set(false);
            file.set(saved);
            history.markSaved(current);
            syncHistory();
            status.set("Saved " + saved.getFileName());
            onSaved.accept(saved);
        }, failure -> {
            busy.set(false);
            status.set("Could not save " + path.getFileName());
            error.set(new Failure("Could not save the model", path + ": " + failure.getMessage()
                    + "\n\nThe previous file is unchanged. Choose another folder with File > Save As."));
        });
    }

    /** Shows the index or facet of that name (in the first table that has one), or the base table. */
    public void showView(String name) {
        Model current = model.get();
        if (current == null) {
            return;
        }
        if (name.startsWith("pattern:")) {
            int n = Integer.parseInt(name.substring("pattern:".length()));
            if (n >= 1 && n <= current.accessPatterns().size()) {
                run.patternProperty().set(current.accessPatterns().get(n - 1));
                tool.set(Tool.RUN);
                run.run();
            }
            return;
        }
        if ("shards".equals(name)) {
            tool.set(Tool.SHARDS);
            return;
        }
        if ("capacity".equals(name)) {
            tool.set(Tool.CAPACITY);
            return;
        }
        if ("deploy".equals(name)) {
            tool.set(Tool.DEPLOY);
            return;
        }
        for (var table : current.tables()) {
            if (table.findIndex(name).isPresent()) {
                grid.show(table, name, null);
                return;
            }
            if (table.findFacet(name).isPresent()) {
                grid.show(table, null, name);
                return;
            }
        }
        showFirstTable();
    }

    /** Marks the run's items in the grids and lets the inspector say why an item was or was not returned. */
    private void showRunResult(PatternResult result) {
        Model current = model.get();
        if (result == null || current == null) {
            grid.clearHighlight();
        } else {
            var pattern = result.bound().pattern();
            current.findTable(pattern.table()).ifPresent(t -> grid.highlight(t, result.items(), pattern.name()));
            status.set("Ran " + pattern.name() + ": " + result.items().size() + " items");
        }
        inspector.refreshVerdict();
    }

    private Optional<String> verdict(Item item) {
        var result = run.lastResultProperty().get();
        if (result == null) {
            return Optional.empty();
        }
        String name = result.bound().pattern().name();
        return run.explain(item).map(e -> e.included() ? "✓ Returned by " + name
                : "✗ Not returned by " + name + ": " + e.reason());
    }

    private void showFirstTable() {
        Model current = model.get();
        if (current == null || current.tables().isEmpty()) {
            grid.clear();
            return;
        }
        grid.show(current.tables().get(0), null, null);
    }

    private void showSelection(NavigatorNode node) {
        Model current = model.get();
        if (node != null && node.kind() == NavigatorNode.Kind.SHARDS) {
            tool.set(Tool.SHARDS);
            return;
        }
        if (node != null && node.kind() == NavigatorNode.Kind.PATTERN && current != null) {
            current.findPattern(node.target()).ifPresent(run.patternProperty()::set);
            tool.set(Tool.RUN);
            return;
        }
        if (node != null && node.kind() == NavigatorNode.Kind.CAPACITY) {
            tool.set(Tool.CAPACITY);
            return;
        }
        if (node != null && node.kind() == NavigatorNode.Kind.DEPLOY) {
            tool.set(Tool.DEPLOY);
            return;
        }
        if (node == null || current == null || node.table() == null) {
            return;
        }
        tool.set(Tool.ITEMS);
        current.findTable(node.table()).ifPresent(table -> {
            switch (node.kind()) {
                case GSI, LSI -> grid.show(table, node.target(), null);
                case FACET -> grid.show(table, null, node.target());
                case TABLE, BASE_TABLE, FACETS -> grid.show(table, null, null);
                default -> { }
            }
        });
    }
}
