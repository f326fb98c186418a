package dev.tablewright.app;

import dev.tablewright.capacity.Prices;
import dev.tablewright.diff.ModelDiff;
import dev.tablewright.dynamo.AppDirs;
import dev.tablewright.dynamo.MigrationRunner;
import dev.tablewright.migrate.MigrationPlan;
import dev.tablewright.migrate.MigrationPlanner;
import java.io.IOException;
import java.nio.file.Path;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DeployResult;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.model.Model;
import dev.tablewright.ui.deploy.DeployService;

/** Deploys to the embedded DynamoDB Local (in memory), started on first use. */
public final class EmbeddedDeployService implements DeployService {
    private final Connection connection = Connection.embedded();

    @Override
    public String target() {
        return connection.describe();
    }

    @Override
    public Connection connection() {
        return connection;
    }

    @Override
    public String migrate(Model saved, Model now, boolean allowDelete, DeployListener listener, CancelToken cancel)
            throws IOException {
        MigrationPlan plan = new MigrationPlanner(Prices.defaults(), null)
                .plan(saved, now, ModelDiff.between(saved, now));
        if (plan.isEmpty()) {
            return "Nothing to do: the deployed tables need no change.";
        }
        Path checkpoint = AppDirs.configDir().resolve("migrations")
                .resolve("embedded-" + now.name().replaceAll("[^A-Za-z0-9._-]", "_") + ".checkpoint.json");
        MigrationRunner.Result result = new MigrationRunner(DynamoClients.open(connection)).run(plan, saved, now,
                new MigrationRunner.Options(allowDelete, checkpoint, 100), step -> true, listener, cancel);
        return "Migrated " + connection.describe() + ": " + result.ran().size() + " of " + plan.steps().size()
                + " steps run (" + result.skipped().size() + " found done), " + result.itemsCopied() + " items copied"
                + (result.checks().isEmpty() ? "" : "; checked " + String.join("; ", result.checks())) + ".";
    }

    @Override
    public DeployResult deploy(Model model, ExistingTables existing, DeployListener listener, CancelToken cancel) {
        return new Deployer(DynamoClients.open(connection)).deploy(model, existing, listener, cancel);
    }
}
