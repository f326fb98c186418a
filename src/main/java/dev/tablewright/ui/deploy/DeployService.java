package dev.tablewright.ui.deploy;

import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DeployResult;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.model.Model;

/** Deploys a model to one connection; the app wires it to the dynamo Deployer, tests to their own. */
public interface DeployService {

    /** Where it deploys, in words, e.g. "embedded DynamoDB Local (in memory)". */
    String target();

    /**
     * Creates the tables and loads the items, reporting as it goes; throws
     * {@link dev.tablewright.dynamo.DeployException} with the exact count when it stops early.
     */
    /**
     * The connection it deploys to, or null when it is none the Run tab offers: runs on that same
     * connection leave scratch tables there that a deploy may replace without asking.
     */
    default Connection connection() {
        return null;
    }

    DeployResult deploy(Model model, ExistingTables existing, DeployListener listener, CancelToken cancel);

    /**
     * Takes the tables deployed from {@code saved} to {@code now} by a migration plan (diff/ModelDiff,
     * migrate/MigrationPlanner, dynamo/MigrationRunner), resumable as {@code migrate --apply} is; returns
     * one line of what it did. Throws {@link dev.tablewright.dynamo.MigrationException} when it stops.
     */
    default String migrate(Model saved, Model now, boolean allowDelete, DeployListener listener, CancelToken cancel)
            throws Exception {
        throw new UnsupportedOperationException(target() + " cannot apply a migration plan");
    }
}
