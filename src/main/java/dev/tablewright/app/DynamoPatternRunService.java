package dev.tablewright.app;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.dynamo.DynamoPatternTarget;
import dev.tablewright.model.Model;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.ui.run.PatternRunService;
import dev.tablewright.ui.run.RunTarget;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The Run tab's engines besides memory: the embedded DynamoDB Local and each saved connection, run
 * through {@link DynamoPatternTarget} as the command line's {@code query} does. Embedded targets
 * live as long as the window, so the model is deployed there only when it changes.
 */
public final class DynamoPatternRunService implements PatternRunService {
    private static final RunTarget EMBEDDED = new RunTarget("Embedded DynamoDB Local", Connection.embedded());
    /** Pages read per request at most, as {@code query --max-pages} defaults to. */
    private static final int MAX_PAGES = 100;
    private final ConnectionStore store;
    private final Map<Connection, PatternTarget> embedded = new HashMap<>();

    /** {@code store} null offers the embedded DynamoDB Local only. */
    public DynamoPatternRunService(ConnectionStore store) {
        this.store = store;
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
        try (PatternTarget open = DynamoPatternTarget.open(target.connection(), MAX_PAGES)) {
            return open.run(model, bound);
        }
    }

    private synchronized PatternTarget embedded(RunTarget target) {
        return embedded.computeIfAbsent(target.connection(), c -> DynamoPatternTarget.open(c, MAX_PAGES));
    }
}
