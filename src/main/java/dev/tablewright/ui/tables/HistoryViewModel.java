package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.QueryHistory;
import dev.tablewright.dynamo.live.ReadRequest;
import dev.tablewright.edit.SchemaEdits;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * What was run on the chosen connection, newest first, read from and added to the config folder
 * off the UI thread. A Query or Scan can be run again or saved into the open model as an access
 * pattern, through the window's undoable edits.
 */
public final class HistoryViewModel {
    /** The open model and the window's undoable edit. */
    public interface ModelAccess {
        Model model();

        void edit(String label, Model edited);

        /** No model: "save as access pattern" says so. */
        static ModelAccess none() {
            return new ModelAccess() {
                @Override
                public Model model() {
                    return null;
                }

                @Override
                public void edit(String label, Model edited) {
                }
            };
        }
    }

    private final TaskExecutor executor;
    private final TablesService service;
    private final ModelAccess model;
    private final Consumer<ReadRequest> rerun;
    private final ObservableList<QueryHistory.Entry> entries = FXCollections.observableArrayList();
    private final StringProperty message = new SimpleStringProperty(this, "message", "");
    private long loads;
    private LiveTarget shown;

    HistoryViewModel(TaskExecutor executor, TablesService service, ModelAccess model, Consumer<ReadRequest> rerun) {
        this.executor = executor;
        this.service = service;
        this.model = model;
        this.rerun = rerun;
    }

    void load(LiveTarget target) {
        shown = target;
        long asked = ++loads;
        entries.clear();
        executor.submit("Read the history", () -> service.history(target), list -> {
            if (asked == loads) {
                List<QueryHistory.Entry> newestFirst = new java.util.ArrayList<>(list);
                java.util.Collections.reverse(newestFirst);
                entries.setAll(newestFirst);
            }
        }, failure -> message.set("could not read the history of " + target.name() + ": " + TablesText.oneLine(failure)));
    }

    void add(LiveTarget target, QueryHistory.Entry entry) {
        if (target == null) {
            return;
        }
        if (shown != null && shown.name().equals(target.name())) {
            entries.add(0, entry);
        }
        executor.submit("Save the history", () -> {
            service.record(target, entry);
            return entry;
        }, saved -> { }, failure -> message.set("could not save the history: " + TablesText.oneLine(failure)));
    }

    /** Runs a Query or Scan of the history again; other entries have nothing to run. */
    public void rerun(QueryHistory.Entry entry) {
        if (entry != null && entry.read() != null) {
            rerun.accept(entry.read());
        }
    }

    /**
     * Saves a Query or Scan of the history as an access pattern named {@code name} in the open
     * model; false (with the reason in {@link #messageProperty()}) when it cannot.
     */
    public boolean saveAsPattern(QueryHistory.Entry entry, String name) {
        Model open = model.model();
        String trimmed = name == null ? "" : name.strip();
        if (entry == null || entry.read() == null) {
            message.set("choose a Query or Scan in the history: only reads become access patterns");
            return false;
        }
        if (open == null) {
            message.set("open a model first: the access pattern is added to the open model");
            return false;
        }
        if (trimmed.isEmpty()) {
            message.set("give the access pattern a name");
            return false;
        }
        if (open.findPattern(trimmed).isPresent()) {
            message.set("the model already has an access pattern named '" + trimmed + "'");
            return false;
        }
        AccessPattern pattern = PatternFromRead.pattern(trimmed, entry.read());
        model.edit("Add access pattern " + trimmed, SchemaEdits.putPattern(open, null, pattern));
        message.set("Added the access pattern '" + trimmed + "' to " + open.name());
        return true;
    }

    public ObservableList<QueryHistory.Entry> entries() {
        return entries;
    }

    public StringProperty messageProperty() {
        return message;
    }

    List<QueryHistory.Entry> snapshot() {
        return List.copyOf(entries);
    }
}
