package dev.tablewright.app;

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
    public DeployResult deploy(Model model, ExistingTables existing, DeployListener listener, CancelToken cancel) {
        return new Deployer(DynamoClients.open(connection)).deploy(model, existing, listener, cancel);
    }
}
