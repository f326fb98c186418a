package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionCheck;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.dynamo.LocalDynamoServer;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternRunner;
import dev.tablewright.model.Model;
import dev.tablewright.ui.connections.ImportedTable;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.ui.run.RunTarget;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The window's connection and run services against DynamoDB Local as a localhost server, reached
 * like any endpoint: Test lists the tables, import reads a table back into a model, and a saved
 * connection runs a pattern with the in-memory engine's result.
 */
class DynamoServicesTest {
    private static LocalDynamoServer server;
    private static Connection endpoint;
    private static Model hrOe;

    @BeforeAll
    static void deploy() throws Exception {
        hrOe = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        server = LocalDynamoServer.start(0, null);
        endpoint = new Connection.Endpoint(server.endpoint(), "us-east-1", null);
        try (OpenConnection open = DynamoClients.open(endpoint)) {
            new Deployer(open).deploy(hrOe, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
        }
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void test_whenServerUp_listsTheDeployedTable() {
        ConnectionCheck check = new DynamoConnectionService(null).test(endpoint);

        assertThat(check.ok()).as(check.message()).isTrue();
        assertThat(check.tableNames()).contains(hrOe.tables().get(0).name());
    }

    @Test
    void test_whenNothingListens_saysSoInPlainWords() {
        ConnectionCheck check = new DynamoConnectionService(null).test(Connection.endpoint("http://127.0.0.1:9"));

        assertThat(check.ok()).isFalse();
        assertThat(check.message()).contains("127.0.0.1:9");
    }

    @Test
    void importTable_whenDeployed_givesBackItsIndexesAndItems() {
        String table = hrOe.tables().get(0).name();

        ImportedTable read = new DynamoConnectionService(null).importTable(endpoint, table, 1000);
        Model imported = read.model();

        assertThat(read.notes()).as("no OneTable schema item, the whole sample").isEmpty();

        assertThat(imported.tables()).hasSize(1);
        assertThat(imported.tables().get(0).indexes()).extracting(i -> i.name()).containsExactlyInAnyOrder("GSI1", "GSI2");
        assertThat(imported.tables().get(0).allItems()).hasSize(hrOe.tables().get(0).allItems().size());
    }

    @Test
    void run_whenSavedConnectionChosen_returnsTheInMemoryResult(@TempDir Path config) throws Exception {
        ConnectionStore store = new ConnectionStore(config);
        store.save("local server", endpoint);
        DynamoPatternRunService service = new DynamoPatternRunService(store);
        RunTarget saved = service.targets().stream().filter(t -> t.name().equals("local server")).findFirst().orElseThrow();
        BoundPattern bound = PatternBinder.bind(hrOe, hrOe.accessPatterns().get(4), Map.of());

        PatternRun outcome = service.run(saved, hrOe, bound);

        assertThat(service.targets()).extracting(RunTarget::name).containsExactly("Embedded DynamoDB Local", "local server");
        // DynamoDB returns numbers normalised (6.20 comes back as 6.2): compare values, not texts
        var comparison = dev.tablewright.patterns.ResultComparison.of("in memory",
                PatternRunner.run(InMemoryEngine.of(hrOe), bound).items(), "server", outcome.result().items(),
                hrOe.tables().get(0).keySchema().attributeNames());
        assertThat(comparison.same()).as(comparison.summary()).isTrue();
        assertThat(outcome.result().items()).hasSize(11);
        assertThat(outcome.requests()).hasSize(15);
    }
}
