package dev.tablewright.ui.run;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.patterns.PatternVerdict;
import dev.tablewright.ui.common.TaskExecutor;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;

/**
 * Before a run on a live connection: whether its tables can answer the chosen pattern (through the
 * connection's saved name mapping), checked off the FX thread whenever the pattern or the engine
 * changes or the mapping is saved; a slower older answer never replaces a newer one. Also opens
 * the "Mapping…" editor for the chosen connection.
 */
public final class LiveVerdictViewModel {
    private final TaskExecutor executor;
    private final Supplier<Model> model;
    private final MappingService service;
    private final ObjectProperty<AccessPattern> pattern;
    private final ObjectProperty<RunTarget> target;
    private final ReadOnlyStringWrapper verdictText = new ReadOnlyStringWrapper("");
    private final ReadOnlyObjectWrapper<PatternVerdict> verdict = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyBooleanWrapper mappable = new ReadOnlyBooleanWrapper(false);
    private long generation;

    /** {@code service} null: no live connections are wired, so there is never a verdict. */
    public LiveVerdictViewModel(TaskExecutor executor, Supplier<Model> model, MappingService service,
                                ObjectProperty<AccessPattern> pattern, ObjectProperty<RunTarget> target) {
        this.executor = executor;
        this.model = model;
        this.service = service;
        this.pattern = pattern;
        this.target = target;
        pattern.addListener((obs, old, now) -> refresh());
        target.addListener((obs, old, now) -> refresh());
        refresh();
    }

    /** "" when there is nothing to check (memory, the embedded Local); else OK or the reasons, in words. */
    public ReadOnlyStringProperty verdictTextProperty() {
        return verdictText.getReadOnlyProperty();
    }

    /** The last verdict, or null when there is none (or it is being checked). */
    public ReadOnlyObjectProperty<PatternVerdict> verdictProperty() {
        return verdict.getReadOnlyProperty();
    }

    /** Whether the chosen engine is a saved live connection, whose mapping can be edited. */
    public ReadOnlyBooleanProperty mappableProperty() {
        return mappable.getReadOnlyProperty();
    }

    /** Checks the chosen pattern on the chosen engine again (after a mapping is saved, say). */
    public void refresh() {
        long mine = ++generation;
        RunTarget where = target.get();
        AccessPattern chosen = pattern.get();
        Model current = model.get();
        verdict.set(null);
        boolean live = service != null && where != null && !where.inMemory() && service.mappable(where);
        mappable.set(live);
        if (!live || chosen == null || current == null) {
            verdictText.set("");
            return;
        }
        verdictText.set("Checking " + where.name() + "'s tables…");
        executor.submit("check " + chosen.name() + " on " + where.name(), () -> service.check(where, current, chosen),
                answer -> {
                    if (mine == generation) {
                        verdict.set(answer);
                        verdictText.set(answer.ok() ? "The live tables of " + where.name() + " can answer this pattern."
                                : "Cannot run on " + where.name() + ": " + answer.summary() + ".");
                    }
                }, error -> {
                    if (mine == generation) {
                        verdictText.set("Could not check " + where.name() + "'s tables: " + error.getMessage());
                    }
                });
    }

    /** An editor of the chosen connection's mapping for the open model; saving it checks again. */
    public MappingEditorViewModel openEditor() {
        RunTarget where = target.get();
        if (!mappable.get() || where == null || model.get() == null) {
            throw new IllegalStateException("choose a saved connection to map the model's names onto");
        }
        MappingEditorViewModel editor = new MappingEditorViewModel(executor, service, where, model.get(), this::refresh);
        editor.load();
        return editor;
    }
}
