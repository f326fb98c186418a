package dev.tablewright.ui.mainwindow;

import dev.tablewright.edit.EditHistory;
import dev.tablewright.formats.ReadProgress;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.ui.common.TaskExecutor;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * The open document: the model and its file, the undo history and whether there are unsaved
 * changes, the title, the status line. Opening and saving run on the background executor; failures
 * arrive as {@link #errorProperty()} messages.
 */
public final class ModelDocument {
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
    private final EditHistory history = new EditHistory();
    private final ReadOnlyBooleanWrapper canUndo = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper canRedo = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper undoLabel = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper redoLabel = new ReadOnlyStringWrapper("");
    /** Counts the documents shown (opened, new, recovered, imported; not edits), even an equal one reopened. */
    private final ReadOnlyIntegerWrapper shown = new ReadOnlyIntegerWrapper(0);
    /** The first rows of the model being opened, while the rest is read; null otherwise. */
    private final ReadOnlyObjectWrapper<Table> preview = new ReadOnlyObjectWrapper<>();
    private long opens;
    /** The open in flight (a number from {@link #opens}), 0 when none: late news of another is dropped. */
    private long opening;

    public ModelDocument(TaskExecutor executor, ModelStore store) {
        this.executor = executor;
        this.store = store;
        title.bind(Bindings.createStringBinding(() -> model.get() == null ? "Tablewright"
                : "Tablewright - " + model.get().name() + (dirty.get() ? " *" : ""), model, dirty));
    }

    /** The open model, or null. */
    public Model model() {
        return model.get();
    }

    public ReadOnlyObjectProperty<Model> modelProperty() {
        return model.getReadOnlyProperty();
    }

    /**
     * Changes each time a document is shown in place of the last one, even a model equal to it (the
     * same file reopened), which {@link #modelProperty()} alone would not announce.
     */
    public ReadOnlyIntegerProperty shownProperty() {
        return shown.getReadOnlyProperty();
    }

    /**
     * While a big model is opened: its first table with only the first items read (see
     * {@link ReadProgress#firstItems}), to show read-only until the model is open; null otherwise.
     * It turns null before the opened model is shown, or, when the open fails, after {@link #busyProperty}
     * turned false (the window then shows the model it had again).
     */
    public ReadOnlyObjectProperty<Table> previewProperty() {
        return preview.getReadOnlyProperty();
    }

    /** Whether the first rows of a model being opened are shown: nothing may be edited until it is open. */
    public boolean previewing() {
        return preview.get() != null;
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

    /** Shows a model that is already in memory (a new one, or one built by code). */
    public void show(Model newModel, Path from) {
        file.set(from);
        model.set(newModel);
        shown.set(shown.get() + 1);
        history.reset(newModel, true);
        syncHistory();
    }

    /**
     * Shows a model restored from an autosaved recovery copy: it belongs to {@code source} (null when
     * never saved) and has unsaved changes.
     */
    public void showRecovered(Model recovered, Path source) {
        file.set(source);
        model.set(recovered);
        shown.set(shown.get() + 1);
        history.reset(recovered, false);
        syncHistory();
        status.set("Restored the unsaved changes to " + recovered.name() + "; save them with File > Save");
    }

    /** Shows a model imported from a live table: new, not yet saved anywhere. */
    public void showImported(Model imported) {
        showImported(imported, "DynamoDB");
    }

    /** Shows a model imported from {@code source} (a live table, another tool's file): new, not yet saved anywhere. */
    public void showImported(Model imported, String source) {
        file.set(null);
        model.set(imported);
        shown.set(shown.get() + 1);
        history.reset(imported, false);
        syncHistory();
        status.set("Imported " + imported.name() + " from " + source + "; save it with File > Save As");
    }

    /**
     * Shows {@code edited}, already recorded in (or taken from) the history: the same document,
     * changed. The window keeps its place in it.
     */
    void showEdit(Model edited) {
        model.set(edited);
        syncHistory();
    }

    public void open(Path path, Consumer<Path> onOpened) {
        busy.set(true);
        status.set("Opening " + path.getFileName() + "…");
        long open = ++opens;
        opening = open;
        executor.submit("open " + path.getFileName(), () -> store.read(path, progress(path, open)), loaded -> {
            opening = 0;
            preview.set(null); // still busy: the window keeps the first rows until the model's own replace them
            busy.set(false);
            show(loaded.model(), path);
            int items = loaded.model().tables().stream().mapToInt(t -> t.allItems().size()).sum();
            status.set("Opened " + path.getFileName() + ": " + loaded.model().tables().size() + " table(s), "
                    + items + " items, " + loaded.model().accessPatterns().size() + " access patterns");
            onOpened.accept(path);
        }, failure -> {
            opening = 0;
            busy.set(false);
            preview.set(null);
            status.set("Could not open " + path.getFileName());
            error.set(new Failure("Could not open the model", failure.getMessage()
                    + "\n\nThe file was not changed. Fix it in a text editor or open another model."));
        });
    }

    /** What the reader of {@code path} tells, handed to the UI thread: the first rows, the count read. */
    private ReadProgress progress(Path path, long open) {
        return new ReadProgress() {
            @Override
            public void firstItems(Table first) {
                executor.onUi(() -> {
                    if (opening == open) {
                        preview.set(first);
                        status.set(reading(path, first.items().size()));
                    }
                });
            }

            @Override
            public void itemsRead(long count) {
                executor.onUi(() -> {
                    if (opening == open) {
                        status.set(reading(path, count));
                    }
                });
            }
        };
    }

    private String reading(Path path, long count) {
        Table first = preview.get();
        return String.format("Opening %s: reading… %,d items%s", path.getFileName(), count, first == null ? ""
                : "; the first rows of " + first.name() + " are shown, read-only until the model is open");
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

    private void syncHistory() {
        dirty.set(history.isDirty());
        canUndo.set(history.canUndo());
        canRedo.set(history.canRedo());
        undoLabel.set(history.undoLabel());
        redoLabel.set(history.redoLabel());
    }
}
