package dev.tablewright.dynamo;

import dev.tablewright.capacity.Prices;
import dev.tablewright.diff.ModelDiff;
import dev.tablewright.migrate.MigrationPlan;
import dev.tablewright.migrate.MigrationPlanner;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.net.URI;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

/** MigrationRunner's cancel and resume, and which connections are asked before each step. */
class MigrationRunnerTest {
    private static LocalDynamoServer server;
    private static OpenConnection connection;

    @TempDir
    Path dir;

    @BeforeAll
    static void start() {
        server = LocalDynamoServer.start(0, null);
        connection = DynamoClients.open(new Connection.Endpoint(server.endpoint(), "us-east-1", null));
    }

    @AfterAll
    static void stop() {
        connection.close();
        server.close();
    }

    @Test
    void isLocal_whenTheConnectionIsOnThisMachine_isTrueAndOtherwiseFalse() {
        assertThat(MigrationRunner.isLocal(Connection.embedded())).isTrue();
        assertThat(MigrationRunner.isLocal(Connection.endpoint("http://localhost:8000"))).isTrue();
        assertThat(MigrationRunner.isLocal(Connection.endpoint("http://127.0.0.1:8000"))).isTrue();
        assertThat(MigrationRunner.isLocal(Connection.endpoint("http://[::1]:8000"))).isTrue();
        assertThat(MigrationRunner.isLocal(Connection.endpoint("https://dynamodb.eu-west-1.amazonaws.com")))
                .as("an AWS endpoint is asked about").isFalse();
        assertThat(MigrationRunner.isLocal(Connection.endpoint("http://10.1.2.3:8000"))).isFalse();
        assertThat(MigrationRunner.isLocal(Connection.profile("prod", "eu-west-1"))).isFalse();
        assertThat(MigrationRunner.isLocal(new Connection.AwsProfile("dev", null, URI.create("http://localhost:8000"))))
                .isTrue();
    }

    @Test
    void run_whenCancelledDuringACopy_stopsAndTheNextRunResumesToEveryItem() throws Exception {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 600; i++) {
            items.add(Item.of(Map.of("PK", new AttributeValue.S("P" + i), "Group", new AttributeValue.S("G" + i % 9))));
        }
        Table old = Table.of("RunnerOld", KeySchema.of(KeyAttribute.of("PK", ScalarType.S))).withItems(items);
        Table now = Table.of("RunnerNew", KeySchema.of(KeyAttribute.of("Group", ScalarType.S),
                KeyAttribute.of("PK", ScalarType.S))).withItems(items);
        Model before = model(old);
        Model after = model(now);
        new Deployer(connection).deploy(before, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
        MigrationPlan plan = new MigrationPlanner(Prices.defaults(), null)
                .plan(before, after, ModelDiff.between(before, after, Map.of("RunnerOld", "RunnerNew")));
        MigrationRunner.Options options = new MigrationRunner.Options(false, dir.resolve("cp.json"), 50);
        CancelToken cancel = CancelToken.create();
        AtomicInteger pages = new AtomicInteger();
        DeployListener cancelAfterThreePages = new DeployListener() {
            @Override
            public void onStep(String message) {
            }

            @Override
            public void onProgress(DeployProgress progress) {
                if (pages.incrementAndGet() == 3) {
                    cancel.cancel();
                }
            }
        };

        MigrationException stopped = catchThrowableOfType(() -> new MigrationRunner(connection).run(plan, before,
                after, options, step -> false, cancelAfterThreePages, cancel), MigrationException.class);
        int afterCancel = DynamoTestSupport.count(connection.client(), "RunnerNew");
        MigrationRunner.Result resumed = new MigrationRunner(connection).run(plan, before, after, options,
                step -> false, DeployListener.NONE, CancelToken.create());

        assertThat(stopped.cancelled()).as("stopped by the cancel: %s", stopped.getMessage()).isTrue();
        assertThat(stopped.getMessage()).contains("after 150 items", "resume");
        assertThat(afterCancel).as("items copied before the cancel").isEqualTo(150);
        assertThat(resumed.skipped()).as("the table created before the cancel is not created again").containsExactly(1);
        assertThat(resumed.itemsCopied()).as("the resumed copy counts from the checkpoint").isEqualTo(600);
        assertThat(resumed.checks()).singleElement().asString().startsWith("RunnerNew: 600 items");
        assertThat(DynamoTestSupport.count(connection.client(), "RunnerNew")).isEqualTo(600);
    }

    private static Model model(Table table) {
        return new Model("m", ModelMetadata.of(""), List.of(table), List.of(), null);
    }
}
