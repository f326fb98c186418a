package dev.tablewright.ui.review;

import dev.tablewright.model.Model;
import dev.tablewright.review.DesignReview;
import dev.tablewright.review.ReviewCode;
import dev.tablewright.review.ReviewFinding;
import dev.tablewright.review.ReviewOptions;
import dev.tablewright.review.ReviewSeverity;
import dev.tablewright.review.ReviewSubject;
import dev.tablewright.ui.common.TaskExecutor;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The Review tab: the design findings of the open model ({@link DesignReview}), worked out again
 * off the UI thread after every change, where only the latest change's findings are shown (each
 * review carries a generation number; a slower one for an older model is dropped). A finding can
 * show what it is about, and a finding whose fix is a model edit can be applied as an undoable edit.
 */
public final class ReviewViewModel {
    private final TaskExecutor executor;
    private final ReviewOptions options;
    private final ObservableList<ReviewFinding> findings = FXCollections.observableArrayList();
    private final ObservableList<ReviewFinding> findingsView = FXCollections.unmodifiableObservableList(findings);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("No model open");
    private final ReadOnlyBooleanWrapper reviewing = new ReadOnlyBooleanWrapper(false);
    private Consumer<ReviewSubject> shower = subject -> { };
    private BiConsumer<String, Model> editor = (label, model) -> { };
    private Model model;
    /** The model as last saved, for the findings on the edits since (null: none). */
    private Supplier<Model> saved = () -> null;
    /** True while the tab is shown; a change made while it is hidden is reviewed when it is shown. */
    private final BooleanProperty shown = new SimpleBooleanProperty(this, "shown", true);
    private boolean stale;
    /** Counts refreshes; read by the background review too, which skips a model already replaced. */
    private final AtomicLong generation = new AtomicLong();

    public ReviewViewModel(TaskExecutor executor, ReviewOptions options) {
        this.executor = Objects.requireNonNull(executor, "executor");
        this.options = Objects.requireNonNull(options, "options");
        shown.addListener((obs, was, now) -> {
            if (now && stale) {
                refresh(model);
            }
        });
    }

    /**
     * Whether the Review tab is shown (true unless the window says otherwise). A review of a big
     * model takes a worker thread for seconds, so while the tab is hidden a change only marks the
     * findings out of date, and the latest model is reviewed when the tab is shown again.
     */
    public BooleanProperty shownProperty() {
        return shown;
    }

    /**
     * Where the tab sends what a chosen finding is about ({@code show}) and the edits its fixes make
     * ({@code edit}, with what Undo will call it); the main window wires both.
     */
    public void connect(Consumer<ReviewSubject> show, BiConsumer<String, Model> edit) {
        this.shower = Objects.requireNonNull(show, "show");
        this.editor = Objects.requireNonNull(edit, "edit");
    }

    /** The findings, most serious first. */
    public ObservableList<ReviewFinding> findings() {
        return findingsView;
    }

    /** "Reviewing…", "3 findings: 1 error, 2 warnings", "No findings", or why the review failed. */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /** True while a review of the latest model is running. */
    public ReadOnlyBooleanProperty reviewingProperty() {
        return reviewing.getReadOnlyProperty();
    }

    /**
     * Where the model as last saved comes from: with it the review adds findings on the edits since
     * (a table replaced, an index dropped while patterns read it).
     */
    public void useSaved(Supplier<Model> lastSaved) {
        this.saved = Objects.requireNonNull(lastSaved, "lastSaved");
    }

    /** The model was saved: findings on the edits before the save are reviewed away (only when there are some). */
    public void savedChanged() {
        if (findings.stream().anyMatch(f -> f.code() == ReviewCode.TABLE_REPLACED
                || f.code() == ReviewCode.INDEX_DROPPED_IN_USE)) {
            refresh(model);
        }
    }

    /** Reviews {@code newModel} in the background; a later call supersedes one still running. */
    public void refresh(Model newModel) {
        model = newModel;
        long run = generation.incrementAndGet();
        stale = !shown.get() && newModel != null;
        if (stale) {
            reviewing.set(false);
            status.set("Reviewed when this tab is shown");
            return;
        }
        if (newModel == null) {
            findings.clear();
            reviewing.set(false);
            status.set("No model open");
            return;
        }
        reviewing.set(true);
        status.set("Reviewing…");
        Model lastSaved = saved.get();
        // a review still queued when a newer edit arrives does not start: only the latest is worked out
        executor.submit("review " + newModel.name(), () -> run == generation.get()
                ? DesignReview.review(newModel, options, lastSaved == newModel ? null : lastSaved) : null, result -> {
                    if (result != null && run == generation.get()) {
                        reviewing.set(false);
                        findings.setAll(result);
                        status.set(summary(result));
                    }
                }, error -> {
                    if (run == generation.get()) {
                        reviewing.set(false);
                        findings.clear();
                        status.set("Could not review the model: " + error.getMessage());
                    }
                });
    }

    /** Shows what the finding is about: its table, index, pattern or items. */
    public void show(ReviewFinding finding) {
        if (finding != null) {
            shower.accept(finding.subject());
        }
    }

    /** Whether the finding's fix is a model edit the tab can make. */
    public static boolean canApply(ReviewFinding finding) {
        return finding != null && finding.fixAction().isPresent();
    }

    /**
     * Applies the finding's fix to the open model as one undoable edit; false (and the status says
     * why) when it has none or the edit cannot be made on the model as it is now.
     */
    public boolean apply(ReviewFinding finding) {
        if (!canApply(finding) || model == null) {
            return false;
        }
        var action = finding.fixAction().orElseThrow();
        Model edited;
        try {
            edited = FixEdits.apply(model, action);
        } catch (RuntimeException e) {
            status.set("Could not " + action.description() + ": " + e.getMessage());
            return false;
        }
        editor.accept(FixEdits.label(action), edited);
        return true;
    }

    /** "Table/Index pattern": where the finding is. */
    public static String where(ReviewFinding finding) {
        return finding.table() + (finding.index() == null ? "" : "/" + finding.index())
                + (finding.pattern() == null ? "" : " · " + finding.pattern());
    }

    /** "3 findings: 1 error, 2 warnings", naming only the severities present; "No findings" when none. */
    static String summary(List<ReviewFinding> result) {
        if (result.isEmpty()) {
            return "No findings";
        }
        List<String> parts = new ArrayList<>();
        for (ReviewSeverity severity : ReviewSeverity.values()) {
            long n = result.stream().filter(f -> f.severity() == severity).count();
            if (n > 0) {
                String word = severity == ReviewSeverity.INFO ? "note" : severity.name().toLowerCase();
                parts.add(n + " " + word + (n == 1 ? "" : "s"));
            }
        }
        return result.size() + (result.size() == 1 ? " finding: " : " findings: ") + String.join(", ", parts);
    }
}
