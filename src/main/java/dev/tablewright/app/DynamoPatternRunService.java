package dev.tablewright.app;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.DynamoPatternTarget;
import dev.tablewright.dynamo.LiveTables;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.patterns.PatternVerdict;
import dev.tablewright.ui.run.MappingService;
import dev.tablewright.ui.run.PatternRunService;
import dev.tablewright.ui.run.RunTarget;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.Supplier;
import dev.tablewright.model.Table;
import java.time.Duration;
import java.util.function.ToIntFunction;
import java.util.logging.Level;
import java.util.logging.Logger;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.EmbeddedLocal;
import dev.tablewright.dynamo.EmbeddedWarmUp;
import dev.tablewright.ui.common.TaskExecutor;

/**
 * The Run tab's engines besides memory: the embedded DynamoDB Local and each saved connection, run
 * through {@link DynamoPatternTarget} as the command line's {@code query} does. Embedded targets
 * live as long as the window, so the model is deployed there only when it changes. A saved
 * connection runs through the name mapping saved with it (the Run tab's "Mapping…" editor).
 */
public final class DynamoPatternRunService implements PatternRunService, MappingService {
    private static final RunTarget EMBEDDED = new RunTarget("Embedded DynamoDB Local", Connection.embedded());
    /** Pages read per request at most, as {@code query --max-pages} defaults to. */
    private static final int MAX_PAGES = 100;
    /** Models up to this size are deployed to the embedded DynamoDB Local at launch (a few seconds at most). */
    static final int PREPARED_ITEMS_MAX = 10_000;
    private static final Logger LOG = Logger.getLogger(DynamoPatternRunService.class.getName());
    private final ConnectionStore store;
    private final Map<Connection, PatternTarget> embedded = new HashMap<>();
    private final ToIntFunction<CancelToken> warmUp;
    private final CancelToken warmUpCancel = CancelToken.create();

    /** {@code store} null offers the embedded DynamoDB Local only. */
    public DynamoPatternRunService(ConnectionStore store) {
        this(store, EmbeddedWarmUp::run);
    }

    /** With another warm-up than {@link EmbeddedWarmUp#run} (tests). */
    DynamoPatternRunService(ConnectionStore store, ToIntFunction<CancelToken> warmUp) {
        this.store = store;
        this.warmUp = warmUp;
    }

    /**
     * Starts and warms the embedded DynamoDB Local on {@code executor} and returns at once: the
     * window calls it after its first frame, so the first run on the embedded engine does not wait
     * for DynamoDB Local to start and load. The model open then (when it has at most
     * {@link #PREPARED_ITEMS_MAX} items) is deployed there as a run would deploy it, and
     * {@code prepared} is told its tables on the executor's UI thread. {@link #cancelWarmUp()} stops
     * the warm-up at its next step.
     */
    public void warmUpEmbedded(TaskExecutor executor, Supplier<Model> model, Consumer<List<String>> prepared) {
        executor.schedule("warm up DynamoDB Local", Duration.ZERO, () -> {
            try {
                // the open model's deploy first: it is what a first run would wait for
                Model current = model.get();
                if (current != null && !warmUpCancel.isCancelled()
                        && current.tables().stream().mapToLong(t -> t.allItems().size()).sum() <= PREPARED_ITEMS_MAX
                        && embedded(EMBEDDED) instanceof DynamoPatternTarget target) {
                    target.prepare(current);
                    List<String> tables = current.tables().stream().map(Table::name).toList();
                    executor.onUi(() -> prepared.accept(tables));
                    // then the request path of a query, on the model's own tables and indexes
                    if (!warmUpCancel.isCancelled()) {
                        target.warmReads(current);
                    }
                    return;
                }
                // no model deployed: the request path of a query, on a scratch table
                warmUp.applyAsInt(warmUpCancel);
            } catch (RuntimeException e) {
                // a failed warm-up costs nothing but time: the first run starts DynamoDB Local itself
                // and reports its own failure
                if (!warmUpCancel.isCancelled()) { // cancelled: the window is closing, nothing to report
                    LOG.log(Level.INFO, "warming up DynamoDB Local failed: " + e.getMessage());
                }
            }
        });
    }

    /** Stops a warm-up at its next step (the window is closing). */
    public void cancelWarmUp() {
        warmUpCancel.cancel();
    }

    @Override
    public Optional<String> waitFor(RunTarget target) {
        return target.connection() instanceof Connection.Embedded e && !EmbeddedLocal.isStarted(e.dataDir())
                ? Optional.of("Starting DynamoDB Local…") : Optional.empty();
    }

    @Override
    public List<RunTarget> targets() {
        List<RunTarget> targets = new ArrayList<>();
        targets.add(EMBEDDED);
        if (store != null) {
            try {
                for (Map.Entry<String, Connection> saved : store.load().entrySet()) {
                    targets.add(new RunTarget(saved.getKey(), saved.getValue()));
                }
            } catch (IOException | RuntimeException e) {
                // a broken connections file must not stop runs in memory or on the embedded Local;
                // the connections dialog reports the file's problem when it is opened
            }
        }
        return targets;
    }

    @Override
    public PatternRun run(RunTarget target, Model model, BoundPattern bound) {
        if (target.connection() instanceof Connection.Embedded) {
            return embedded(target).run(model, bound);
        }
        try (PatternTarget open = DynamoPatternTarget.open(target.connection(), MAX_PAGES, mappingOf(target))) {
            return open.run(model, bound);
        }
    }

    @Override
    public boolean mappable(RunTarget target) {
        return target.connection() != null && !(target.connection() instanceof Connection.Embedded);
    }

    @Override
    public NameMapping load(RunTarget target) throws IOException {
        return store == null ? NameMapping.identity() : store.mapping(target.name());
    }

    @Override
    public void save(RunTarget target, NameMapping mapping) throws IOException {
        if (store == null) {
            throw new IOException("no connections file is wired into this window");
        }
        store.saveMapping(target.name(), mapping);
    }

    @Override
    public List<String> liveTables(RunTarget target) {
        try (OpenConnection open = DynamoClients.open(target.connection())) {
            return new LiveTables(open).names();
        }
    }

    @Override
    public Optional<Table> describe(RunTarget target, String liveTable) {
        try (OpenConnection open = DynamoClients.open(target.connection())) {
            return new LiveTables(open).find(liveTable);
        }
    }

    @Override
    public PatternVerdict check(RunTarget target, Model model, AccessPattern pattern) {
        try (PatternTarget open = DynamoPatternTarget.open(target.connection(), MAX_PAGES, mappingOf(target))) {
            return open.check(model, pattern);
        }
    }

    /** The saved mapping of a target; a broken one is an error of the run, in its words. */
    private NameMapping mappingOf(RunTarget target) {
        try {
            return mappable(target) ? load(target) : NameMapping.identity();
        } catch (IOException e) {
            throw new IllegalStateException("cannot read the mapping saved with " + target.name() + ": " + e.getMessage(), e);
        }
    }

    private synchronized PatternTarget embedded(RunTarget target) {
        return embedded.computeIfAbsent(target.connection(), c -> DynamoPatternTarget.open(c, MAX_PAGES));
    }
}
