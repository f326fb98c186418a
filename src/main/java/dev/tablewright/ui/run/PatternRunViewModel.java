package dev.tablewright.ui.run;

import dev.tablewright.model.Item;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternExplainer;
import dev.tablewright.engine.Explanation;
import dev.tablewright.patterns.ResultComparison;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.ui.items.ItemGridViewModel;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.model.Parameter;
import dev.tablewright.ui.common.TaskExecutor;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.engine.Verdict;
import java.util.Optional;

/**
 * Running an access pattern by clicking: its parameters (defaults filled in), the engine, and after
 * a run the items, counts, capacity, latency, one row per shard, and the exact request as
 * DynamoDB JSON.
 */
public final class PatternRunViewModel {
    /** A parameter and the value to run with. */
    public record ParameterValue(String name, String description, StringProperty value) {
    }

    /** One request of a run (one per shard for a fan-out). */
    public record ShardRow(String shard, int count, int scanned, double units, String millis) {
    }

    private final TaskExecutor executor;
    private final Supplier<Model> model;
    private final PatternRunService remote;
    private final ObjectProperty<AccessPattern> pattern = new SimpleObjectProperty<>();
    private final ObservableList<RunTarget> targets = FXCollections.observableArrayList(RunTarget.MEMORY);
    private final ObjectProperty<RunTarget> target = new SimpleObjectProperty<>();
    private final ObjectProperty<RunTarget> compareWith = new SimpleObjectProperty<>();
    private final ReadOnlyObjectWrapper<PatternResult> lastResult = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyObjectWrapper<ResultComparison> comparison = new ReadOnlyObjectWrapper<>();
    private final ReadOnlyStringWrapper compareSummary = new ReadOnlyStringWrapper("");
    private final ObservableList<String> differences = FXCollections.observableArrayList();
    private final ItemGridViewModel resultGrid = new ItemGridViewModel();
    private final ObservableList<ParameterValue> parameters = FXCollections.observableArrayList();
    private final ObservableList<Item> items = FXCollections.observableArrayList();
    private final ObservableList<ShardRow> shards = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("Choose an access pattern in the navigator.");
    private final ReadOnlyStringWrapper request = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyBooleanWrapper failed = new ReadOnlyBooleanWrapper(false);
    private final boolean wired;
    private final PatternCodeViewModel code;
    private final LiveVerdictViewModel liveVerdict;

    public PatternRunViewModel(TaskExecutor executor, Supplier<Model> model, PatternRunService remote) {
        this.executor = executor;
        this.model = model;
        this.wired = remote != null;
        this.remote = remote != null ? remote : new PatternRunService() {
            @Override
            public List<RunTarget> targets() {
                return List.of(new RunTarget("DynamoDB Local (not wired here)", Connection.embedded()));
            }

            @Override
            public PatternRun run(RunTarget where, Model m, BoundPattern b) {
                throw new IllegalStateException("no DynamoDB connection is wired into this window");
            }
        };
        pattern.addListener((obs, old, now) -> choose(now));
        code = new PatternCodeViewModel(model, pattern, this::givenValues);
        refreshTargets();
        resultGrid.clear(NOT_RUN);
        liveVerdict = new LiveVerdictViewModel(executor, model, remote instanceof MappingService m ? m : null, pattern, target);
    }

    /** Whether the chosen live connection can answer the pattern, before it runs; its "Mapping…" editor. */
    public LiveVerdictViewModel liveVerdict() {
        return liveVerdict;
    }

    /** What the results grid says before a run. */
    static final String NOT_RUN = "Run the pattern (F5) to see the items it returns.";

    /** Reads the engines again (saved connections may have changed), keeping the choices if they remain. */
    public void refreshTargets() {
        RunTarget chosen = target.get();
        RunTarget compared = compareWith.get();
        List<RunTarget> all = new ArrayList<>();
        all.add(RunTarget.MEMORY);
        all.addAll(remote.targets());
        targets.setAll(all);
        // the first engine the service offers (the embedded DynamoDB Local) is the default; in memory
        // when the window runs without DynamoDB
        RunTarget preferred = wired && all.size() > 1 ? all.get(1) : RunTarget.MEMORY;
        target.set(chosen != null && all.contains(chosen) ? chosen : preferred);
        compareWith.set(all.contains(compared) ? compared : null);
    }

    /** The engines a run can go to: in memory, the embedded DynamoDB Local, each saved connection. */
    public ObservableList<RunTarget> targets() {
        return targets;
    }

    public ObjectProperty<RunTarget> targetProperty() {
        return target;
    }

    /** A second engine to run the same requests on, side by side; null runs on one engine only. */
    public ObjectProperty<RunTarget> compareWithProperty() {
        return compareWith;
    }

    /** The last successful run's result (on the first engine), for highlighting and "why not?". */
    public ReadOnlyObjectProperty<PatternResult> lastResultProperty() {
        return lastResult.getReadOnlyProperty();
    }

    /** How the second engine's result differs from the first's, after a side-by-side run. */
    public ReadOnlyObjectProperty<ResultComparison> comparisonProperty() {
        return comparison.getReadOnlyProperty();
    }

    /** The second engine's counts, capacity and latency, like {@link #summaryProperty()}. */
    public ReadOnlyStringProperty compareSummaryProperty() {
        return compareSummary.getReadOnlyProperty();
    }

    /** One line per difference between the two engines' results. */
    public ObservableList<String> differences() {
        return differences;
    }

    /** The result items, grouped by partition as the aggregate view draws them. */
    public ItemGridViewModel resultGrid() {
        return resultGrid;
    }

    /**
     * Why an item is or is not in the last run's result, as the in-memory engine explains it, or
     * empty when nothing has run yet.
     */
    public Optional<Explanation> explain(Item item) {
        return explanationOf(item).map(Supplier::get);
    }

    /**
     * The work of {@link #explain}, with the last run and the model taken now (on the UI thread) so
     * that it can run on a background thread: it builds a whole in-memory engine. Empty when nothing
     * has run yet.
     */
    public Optional<Supplier<Explanation>> explanationOf(Item item) {
        PatternResult result = lastResult.get();
        Model current = model.get();
        if (result == null || current == null) {
            return Optional.empty();
        }
        return Optional.of(() -> {
            try {
                return new PatternExplainer(InMemoryEngine.of(current))
                        .explain(result.bound(), item, result.items());
            } catch (RuntimeException e) {
                return new Explanation(Verdict.NOT_IN_TABLE, "cannot explain: " + e.getMessage());
            }
        });
    }

    public ObjectProperty<AccessPattern> patternProperty() {
        return pattern;
    }

    public ObservableList<ParameterValue> parameters() {
        return parameters;
    }

    public ObservableList<Item> items() {
        return items;
    }

    public ObservableList<ShardRow> shards() {
        return shards;
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** The requests as DynamoDB JSON, ready to copy: every shard's for a write-sharded pattern. */
    public ReadOnlyStringProperty requestProperty() {
        return request.getReadOnlyProperty();
    }

    /** The Code tab: the chosen pattern as a program, written while the tab is shown. */
    public PatternCodeViewModel code() {
        return code;
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Whether the summary says why the last run failed or was refused (the view marks it so). */
    public ReadOnlyBooleanProperty failedProperty() {
        return failed.getReadOnlyProperty();
    }

    private void choose(AccessPattern chosen) {
        failed.set(false);
        parameters.clear();
        items.clear();
        shards.clear();
        request.set("");
        clearComparison();
        lastResult.set(null);
        if (chosen == null) {
            resultGrid.clear(NOT_RUN);
            summary.set("Choose an access pattern in the navigator.");
            code.changed();
            return;
        }
        for (Parameter p : chosen.parameters()) {
            StringProperty value = new SimpleStringProperty(p.defaultValue() == null ? "" : p.defaultValue());
            value.addListener((obs, old, now) -> {
                code.changed();
                updateRequest();
            });
            parameters.add(new ParameterValue(p.name(), p.description(), value));
        }
        expectResult(chosen, NOT_RUN);
        updateRequest();
        code.changed();
        summary.set(RunText.chosen(chosen));
    }

    /** The request the chosen pattern sends with the values typed in, shown before it runs; empty while they do not bind. */
    private void updateRequest() {
        try {
            request.set(RequestText.of(PatternBinder.bind(model.get(), pattern.get(), givenValues())));
        } catch (RuntimeException e) {
            request.set("");
        }
    }

    /**
     * Empties the results grid, saying {@code message}, under the key columns the pattern's result
     * will have: a run then fills the columns it finds, and a run again keeps their cells.
     */
    private void expectResult(AccessPattern chosen, String message) {
        Model current = model.get();
        Table table = current == null ? null : current.findTable(chosen.table()).orElse(null);
        if (table != null && (chosen.index() == null || table.findIndex(chosen.index()).isPresent())) {
            resultGrid.expect(table, chosen.index(), message);
        } else {
            resultGrid.clear(message);
        }
    }

    /** The parameter values typed in; an empty field means the pattern's default. */
    private Map<String, String> givenValues() {
        Map<String, String> given = new LinkedHashMap<>();
        parameters.forEach(p -> {
            if (!p.value().get().isEmpty()) {
                given.put(p.name(), p.value().get());
            }
        });
        return given;
    }

    public void run() {
        AccessPattern chosen = pattern.get();
        Model current = model.get();
        if (chosen == null || current == null || running.get()) {
            return;
        }
        Map<String, String> given = givenValues();
        BoundPattern bound;
        try {
            bound = PatternBinder.bind(current, chosen, given);
        } catch (RuntimeException e) {
            summary.set("Cannot run: " + e.getMessage());
            return;
        }
        request.set(RequestText.of(bound));
        running.set(true);
        failed.set(false);
        // a run that must first wait (DynamoDB Local still starting) says why, not just "Running"
        String waiting = target.get().inMemory() ? "" : remote.waitFor(target.get()).map(w -> w + " ").orElse("");
        String runningText = waiting.isEmpty() ? "Running on " + target.get().name() + "…"
                : waiting + "The run on " + target.get().name() + " starts when it is ready.";
        summary.set(runningText);
        expectResult(chosen, runningText);
        clearComparison();
        RunTarget where = target.get();
        RunTarget second = compareWith.get() == null || compareWith.get().equals(where) ? null : compareWith.get();
        executor.submit("run " + chosen.name() + " on " + where.name(), () -> runOn(where, current, bound), outcome -> {
            show(where, current, outcome);
            if (second != null) {
                compareOn(second, where, current, bound, outcome.result());
            } else {
                running.set(false);
            }
        }, error -> {
            running.set(false);
            items.clear(); // nothing of an earlier run stays: its items, requests or highlight
            shards.clear();
            lastResult.set(null);
            failed.set(true);
            summary.set(RunText.failure(where, chosen, error));
            resultGrid.clear("No items: the run failed (see above).");
        });
    }

    private void compareOn(RunTarget second, RunTarget first, Model current, BoundPattern bound, PatternResult firstResult) {
        compareSummary.set("Running on " + second.name() + "…");
        executor.submit("run " + bound.pattern().name() + " on " + second.name(), () -> runOn(second, current, bound),
                outcome -> {
                    running.set(false);
                    compareSummary.set(RunText.describe(second, outcome));
                    List<String> keyNames = current.findTable(bound.pattern().table())
                            .map(t -> t.keySchema().attributeNames()).orElse(List.of());
                    ResultComparison c = ResultComparison.of(first.name(), firstResult.items(), second.name(),
                            outcome.result().items(), keyNames);
                    comparison.set(c);
                    differences.setAll(RunText.differences(c, first, second));
                }, error -> {
                    running.set(false);
                    compareSummary.set(RunText.failure(second, bound.pattern(), error));
                });
    }

    private void clearComparison() {
        comparison.set(null);
        compareSummary.set("");
        differences.clear();
    }

    private PatternRun runOn(RunTarget where, Model current, BoundPattern bound) {
        // a new engine each run, as the model's items are
        return where.inMemory() ? PatternTarget.inMemory().run(current, bound) : remote.run(where, current, bound);
    }

    private void show(RunTarget where, Model current, PatternRun outcome) {
        PatternResult result = outcome.result();
        items.setAll(result.items());
        lastResult.set(result);
        AccessPattern chosen = result.bound().pattern();
        if (result.bound().isTransaction()) {
            showTransaction(where, current, outcome);
            return;
        }
        current.findTable(chosen.table()).ifPresent(table -> resultGrid.showItems(table, chosen.index(),
                result.items(), chosen.name() + " · " + result.items().size() + " items on " + where.name()));
        shards.setAll(RunText.rows(outcome));
        summary.set(RunText.describe(where, outcome));
    }

    /**
     * A transaction's run: the items a TransactGetItems found (under its first table's key columns,
     * the caption naming every table), what a TransactWriteItems did, and one row for its one request.
     */
    private void showTransaction(RunTarget where, Model current, PatternRun outcome) {
        PatternResult result = outcome.result();
        AccessPattern chosen = result.bound().pattern();
        var tx = result.bound().transaction();
        if (tx.write() != null) {
            resultGrid.clear(tx.operation() + " returns no items: its " + tx.size() + " actions were applied on "
                    + where.name() + ", all together. The Tables tab shows the items they wrote.");
        } else {
            current.findTable(chosen.table()).ifPresent(table -> resultGrid.showItems(table, null, result.items(),
                    RunText.itemsCaption(outcome, where)));
        }
        shards.setAll(RunText.rows(outcome));
        summary.set(RunText.describe(where, outcome));
    }
}
