package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternRunner;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * Every read pattern of the shipped models gives the same items through DynamoDB Local, in-process
 * and as a localhost server reached like a remote endpoint, as in memory.
 */
class RemotePatternRunnerTest {
    private static AmazonDynamoDBLocal local;
    private static OpenConnection connection;
    private static LocalDynamoServer server;
    private static OpenConnection serverConnection;
    private static final List<Model> MODELS = new ArrayList<>();

    @BeforeAll
    static void deploy() throws Exception {
        local = DynamoDBEmbedded.create(null, true);
        DynamoDbClient client = local.dynamoDbClient();
        connection = OpenConnection.of(Connection.embedded(), client);
        server = LocalDynamoServer.start(0, null);
        serverConnection = DynamoClients.open(new Connection.Endpoint(server.endpoint(), "us-east-1", null));
        for (String name : List.of("hr-oe", "gaming", "person-records")) {
            Model model = ModelFiles.read(Path.of("models", name + ".json")).model();
            new Deployer(connection).deploy(model, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
            new Deployer(serverConnection).deploy(model, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
            MODELS.add(model);
        }
    }

    @AfterAll
    static void stop() {
        connection.client().close();
        local.shutdown();
        serverConnection.close();
        server.close();
    }

    /** An item's key values in order, for comparing results; numbers and sets compare by value. */
    private static List<String> keys(Model model, PatternResult result, String tableName) {
        Table table = model.findTable(tableName).orElseThrow();
        List<String> keys = new ArrayList<>();
        for (Item item : result.items()) {
            StringBuilder key = new StringBuilder();
            for (String name : table.keySchema().attributeNames()) {
                AttributeValue v = item.get(name);
                key.append(v instanceof AttributeValue.N n ? n.decimal().stripTrailingZeros().toPlainString() : v).append('|');
            }
            keys.add(key.toString());
        }
        return keys;
    }

    @Test
    void run_whenEveryReadPatternOfTheShippedModels_givesTheInMemoryItems() {
        List<String> differences = new ArrayList<>();
        int patterns = compare(connection, differences) + compare(serverConnection, differences);

        assertThat(patterns).as("read patterns checked on both connections").isGreaterThanOrEqualTo(40);
        assertThat(differences).isEmpty();
    }

    /** Runs every read pattern on the connection and in memory; returns how many were compared. */
    private static int compare(OpenConnection target, List<String> differences) {
        int patterns = 0;
        for (Model model : MODELS) {
            InMemoryEngine engine = InMemoryEngine.of(model);
            RemotePatternRunner remote = new RemotePatternRunner(target, 8, 100);
            for (AccessPattern pattern : model.accessPatterns()) {
                if (!pattern.operation().isRead()) {
                    continue;
                }
                patterns++;
                BoundPattern bound = PatternBinder.bind(model, pattern, Map.of());
                PatternResult memory = PatternRunner.run(engine, bound);
                RemotePatternRunner.Run run = remote.run(bound);
                List<String> expected = keys(model, memory, pattern.table());
                List<String> actual = keys(model, run.result(), pattern.table());
                if (!expected.equals(actual) || memory.count() != run.result().count()) {
                    differences.add(target.describe() + ": " + model.name() + " / " + pattern.name() + ": memory "
                            + expected + " Local " + actual);
                }
            }
        }
        return patterns;
    }

    @Test
    void run_whenShardedPattern5_fansOutOver15ShardsInParallelWithTimings() {
        Model hrOe = MODELS.get(0);
        AccessPattern pattern5 = hrOe.accessPatterns().get(4);
        InMemoryEngine engine = InMemoryEngine.of(hrOe);
        BoundPattern bound = PatternBinder.bind(hrOe, pattern5, Map.of());

        RemotePatternRunner.Run parallel = new RemotePatternRunner(connection, 15, 100).run(bound);
        RemotePatternRunner.Run sequential = new RemotePatternRunner(connection, 1, 100).run(bound);

        assertThat(pattern5.fanOut()).isNotNull();
        assertThat(parallel.shards()).hasSize(15).allSatisfy(s -> assertThat(s.pages()).isNotEmpty());
        assertThat(parallel.parallel()).isTrue();
        assertThat(sequential.parallel()).isFalse();
        assertThat(parallel.result().count()).isEqualTo(PatternRunner.run(engine, bound).count()).isPositive();
        assertThat(parallel.result().items()).isEqualTo(sequential.result().items());
        assertThat(parallel.shards()).extracting(RemotePatternRunner.ShardRun::shard)
                .containsExactlyElementsOf(java.util.stream.IntStream.range(0, 15).boxed().toList());
    }
}
