package dev.tablewright.ui.deploy;

import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployException;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DeployProgress;
import dev.tablewright.dynamo.DeployResult;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;

/**
 * Deploying the open model: the choice for tables that already exist (asked in plain words), a
 * progress fraction and line (items written of total, items per second), the outcome, and cancel.
 * The work runs on the background executor; progress reaches the UI thread through it.
 */
public final class DeployViewModel {
    private final TaskExecutor executor;
    private final DeployService service;
    private final Supplier<Model> model;
    private final ObjectProperty<ExistingTables> existing = new SimpleObjectProperty<>(ExistingTables.REFUSE);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final DoubleProperty progress = new SimpleDoubleProperty(0);
    private final ReadOnlyStringWrapper progressText = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper step = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper outcome = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper scratchNote = new ReadOnlyStringWrapper("");
    /** Tables that running a pattern created on this deploy's own connection, not yet deployed over. */
    private final Set<String> scratch = new TreeSet<>();
    private volatile CancelToken cancel;

    private Supplier<Model> saved = () -> null;
    private final BooleanProperty allowDelete = new SimpleBooleanProperty(this, "allowDelete", false);

    public DeployViewModel(TaskExecutor executor, DeployService service, Supplier<Model> model) {
        this.executor = executor;
        this.service = service;
        this.model = model;
    }

    public String target() {
        return service.target();
    }

    public ObjectProperty<ExistingTables> existingProperty() {
        return existing;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** 0..1, or -1 while nothing can be counted yet (tables being created). */
    public DoubleProperty progressProperty() {
        return progress;
    }

    public ReadOnlyStringProperty progressTextProperty() {
        return progressText.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty stepProperty() {
        return step.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty outcomeProperty() {
        return outcome.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    /**
     * Says, in plain words, that tables on the deploy's connection are scratch tables a pattern run
     * made, and that deploying replaces them without asking; empty when there are none.
     */
    public ReadOnlyStringProperty scratchNoteProperty() {
        return scratchNote.getReadOnlyProperty();
    }

    /**
     * A pattern ran on {@code where}, which created (or refreshed) {@code tables} there: when that is
     * where this deploys, they are scratch tables, which a deploy replaces rather than refuse.
     */
    public void ranOn(Connection where, Collection<String> tables) {
        if (where == null || !where.equals(service.connection()) || tables.isEmpty()) {
            return;
        }
        scratch.addAll(tables);
        scratchNote.set("Pattern runs on " + service.target() + " created scratch tables there ("
                + String.join(", ", scratch) + "), when the model was opened or run. Deploy replaces them with the"
                + " model's tables without asking.");
    }

    public void deploy() {
        Model current = model.get();
        if (current == null || running.get()) {
            return;
        }
        CancelToken token = CancelToken.create();
        cancel = token;
        running.set(true);
        failed.set(false);
        outcome.set("");
        progress.set(-1);
        progressText.set("");
        step.set("Starting " + service.target() + "…");
        ExistingTables mode = existing.get();
        if (mode == ExistingTables.REFUSE && !scratch.isEmpty()
                && current.tables().stream().allMatch(t -> scratch.contains(t.name()))) {
            // only scratch tables of our own runs are in the way: nothing a person made is lost
            mode = ExistingTables.REPLACE;
            step.set("Replacing the scratch tables a pattern run created (" + String.join(", ", scratch) + ")…");
        }
        ExistingTables chosen = mode;
        DeployListener listener = listener("items");
        executor.submit("deploy " + current.name(), () -> service.deploy(current, chosen, listener, token),
                this::succeeded, this::failedWith);
    }

    /** Shows a deploy's or a migration's steps and progress ("1,000 / 5,000 {@code what} · 900 items/s"). */
    private DeployListener listener(String what) {
        return new DeployListener() {
            @Override
            public void onStep(String message) {
                executor.onUi(() -> step.set(message));
            }

            @Override
            public void onProgress(DeployProgress p) {
                executor.onUi(() -> {
                    progress.set(p.fraction());
                    progressText.set(String.format(Locale.ROOT, "%,d / %,d " + what + " · %,.0f items/s",
                            p.written(), p.total(), p.itemsPerSecond()));
                });
            }
        };
    }

    /** Where the model as last saved comes from (the tables a deploy made from it): OLD of a migration. */
    public void useSaved(Supplier<Model> lastSaved) {
        this.saved = Objects.requireNonNull(lastSaved, "lastSaved");
    }

    /** Whether a migration may delete an index or table that holds items (a recreated index included). */
    public BooleanProperty allowDeleteProperty() {
        return allowDelete;
    }

    /**
     * Applies the migration plan from the model as last saved (deployed) to the open one on the
     * connection, with the deploy's progress, step, outcome and Cancel; a later run resumes a stopped one.
     */
    public void migrate() {
        Model current = model.get();
        if (current == null || running.get()) {
            return;
        }
        Model before = saved.get();
        if (before == null) {
            failed.set(true);
            outcome.set("Save the model first: a migration goes from the model as last saved (and deployed) to the "
                    + "open one.");
            return;
        }
        if (before == current) {
            failed.set(false);
            outcome.set("No change since the last save: nothing to migrate.");
            return;
        }
        CancelToken token = CancelToken.create();
        cancel = token;
        running.set(true);
        failed.set(false);
        outcome.set("");
        progress.set(-1);
        progressText.set("");
        step.set("Planning the migration on " + service.target() + "…");
        boolean deleting = allowDelete.get();
        DeployListener listener = listener("items copied");
        executor.submit("migrate " + current.name(), () -> service.migrate(before, current, deleting, listener, token),
                done -> {
                    running.set(false);
                    progress.set(1);
                    step.set("Done");
                    outcome.set(done);
                }, error -> {
                    running.set(false);
                    failed.set(true);
                    if (progress.get() < 0) {
                        progress.set(0);
                    }
                    step.set("Stopped");
                    outcome.set("The migration stopped: " + error.getMessage());
                });
    }

    public void cancel() {
        CancelToken token = cancel;
        if (token != null) {
            token.cancel();
            if (progress.get() < 0) {
                // nothing counted yet: an indeterminate bar would look as if it still worked
                progress.set(0);
            }
            step.set("Stopping…");
        }
    }

    private void succeeded(DeployResult result) {
        running.set(false);
        progress.set(1);
        step.set("Done");
        scratch.clear();
        scratchNote.set("");
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT, "Deployed to %s in %.1f s: %,d items written",
                service.target(), result.seconds(), result.itemsWritten()));
        if (!result.tablesCreated().isEmpty()) {
            text.append("; created ").append(String.join(", ", result.tablesCreated()));
        }
        if (!result.tablesKept().isEmpty()) {
            text.append("; loaded into the existing ").append(String.join(", ", result.tablesKept()));
        }
        outcome.set(text.append('.').toString());
    }

    private void failedWith(Throwable error) {
        running.set(false);
        failed.set(true);
        if (progress.get() < 0) {
            progress.set(0);
        }
        step.set(error instanceof DeployException d && d.cancelled() ? "Stopped: you cancelled the deploy" : "Stopped");
        if (error instanceof DeployException deploy) {
            String counted = String.format(Locale.ROOT, "%,d of %,d items were written.", deploy.itemsWritten(),
                    deploy.itemsTotal());
            if (deploy.refused()) {
                outcome.set("Nothing was changed: " + describe(deploy.differences())
                        + "\nChoose \"Load the items into the existing tables\" or \"Replace the tables\" and deploy again.");
            } else if (deploy.cancelled()) {
                outcome.set("Cancelled. " + counted + " Deploy again with \"Load the items\" to finish the load.");
            } else {
                outcome.set(deploy.getMessage() + "\n" + counted
                        + " Deploying again with \"Load the items\" completes the load without duplicates.");
            }
        } else {
            outcome.set("The deploy failed: " + error.getMessage());
        }
    }

    private static String describe(Map<String, List<String>> differences) {
        if (differences.isEmpty()) {
            return "the tables already exist.";
        }
        StringBuilder b = new StringBuilder("the tables already exist");
        differences.forEach((table, list) -> b.append("\n  ").append(table).append(": ")
                .append(list.isEmpty() ? "same definition as the model" : String.join("; ", list)));
        return b.toString();
    }
}
