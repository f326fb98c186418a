package dev.tablewright.app;

import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.RemotePatternRunner;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.model.Model;
import dev.tablewright.ui.run.PatternRunService;
import dev.tablewright.ui.run.RunTarget;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs patterns on DynamoDB. On the embedded DynamoDB Local the model is deployed first (replacing
 * the tables) whenever it differs from the last run's, so results match what is open; on a saved
 * connection the requests go to the tables already there, exactly as a user's code would send them.
 */
public final class DynamoPatternRunService implements PatternRunService {
    private static final RunTarget EMBEDDED = new RunTarget("Embedded DynamoDB Local", Connection.embedded());
    private final ConnectionStore store;
    private Model deployed;

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
    public Outcome run(RunTarget target, Model model, BoundPattern bound) {
        if (target.connection() instanceof Connection.Embedded) {
            return runEmbedded(target, model, bound);
        }
        try (OpenConnection open = DynamoClients.open(target.connection())) {
            return outcome(new RemotePatternRunner(open, 8, 100).run(bound));
        }
    }

    private synchronized Outcome runEmbedded(RunTarget target, Model model, BoundPattern bound) {
        OpenConnection open = DynamoClients.open(target.connection());
        if (deployed != model) {
            new Deployer(open).deploy(model, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
            deployed = model;
        }
        return outcome(new RemotePatternRunner(open, 8, 100).run(bound));
    }

    private static Outcome outcome(RemotePatternRunner.Run run) {
        return new Outcome(run.result(), run.shards().stream().map(RemotePatternRunner.ShardRun::millis).toList(),
                run.millis());
    }
}
