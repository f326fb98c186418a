package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.StreamViewType;
import dev.tablewright.model.TableSettings.TableClass;
import dev.tablewright.model.TableSettings.Throughput;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * Each table setting deployed to DynamoDB Local 3.3.1 and read back by import-table. Local keeps
 * TTL, streams, deletion protection and the on-demand maximum; it refuses continuous backups and
 * tagging, and accepts but drops table class, warm throughput and KMS encryption: for those,
 * deploy says in one line that it skipped the setting and goes on.
 */
class TableSettingsDeployTest {
    private static final AtomicInteger NAMES = new AtomicInteger();
    private static AmazonDynamoDBLocal local;
    private static OpenConnection connection;

    @BeforeAll
    static void start() {
        local = DynamoDBEmbedded.create(null, true);
        connection = OpenConnection.of(Connection.embedded(), local.dynamoDbClient());
    }

    @AfterAll
    static void stop() {
        connection.client().close();
        local.shutdown();
    }

    static TableSettings settings(String ttl, StreamViewType stream, boolean protection, TableClass tableClass,
                                  Throughput onDemand, Throughput warm, boolean pitr, Integer days, Encryption encryption,
                                  Map<String, String> tags) {
        return new TableSettings(ttl, stream, protection, tableClass, onDemand, warm, pitr, days, encryption, tags);
    }

    static Stream<Arguments> keptByLocal() {
        return Stream.of(
                Arguments.of("TTL", settings("expiresAt", null, false, null, null, null, false, null, null, Map.of())),
                Arguments.of("stream KEYS_ONLY", settings(null, StreamViewType.KEYS_ONLY, false, null, null, null, false,
                        null, null, Map.of())),
                Arguments.of("stream NEW_AND_OLD_IMAGES", settings(null, StreamViewType.NEW_AND_OLD_IMAGES, false, null,
                        null, null, false, null, null, Map.of())),
                Arguments.of("deletion protection", settings(null, null, true, null, null, null, false, null, null,
                        Map.of())),
                Arguments.of("on-demand maximum", settings(null, null, false, null, new Throughput(100L, 50L), null,
                        false, null, null, Map.of())));
    }

    static Stream<Arguments> skippedByLocal() {
        return Stream.of(
                Arguments.of("table class", settings(null, null, false, TableClass.STANDARD_INFREQUENT_ACCESS, null, null,
                        false, null, null, Map.of())),
                Arguments.of("warm throughput", settings(null, null, false, null, null, new Throughput(13000L, 5000L),
                        false, null, null, Map.of())),
                Arguments.of("KMS encryption", settings(null, null, false, null, null, null, false, null,
                        new Encryption(Encryption.KeyType.AWS_MANAGED, null), Map.of())),
                Arguments.of("point-in-time recovery", settings(null, null, false, null, null, null, true, 7, null,
                        Map.of())),
                Arguments.of("tags", settings(null, null, false, null, null, null, false, null, null,
                        Map.of("team", "orders"))));
    }

    static Model model(TableSettings settings) {
        Table table = new Table("settings" + NAMES.incrementAndGet(), KeySchema.of(KeyAttribute.of("id", ScalarType.S)),
                List.of(), List.of(), List.of(), List.of(), List.of(), BillingMode.PAY_PER_REQUEST, null, Extras.none(),
                settings);
        return new Model("settings", ModelMetadata.of(""), List.of(table), List.of(), Extras.none());
    }

    private static List<String> deploy(Model model) {
        List<String> steps = new ArrayList<>();
        new Deployer(connection).deploy(model, ExistingTables.REFUSE, new DeployListener() {
            @Override
            public void onStep(String message) {
                steps.add(message);
            }
        }, CancelToken.create());
        return steps;
    }

    private static TableSettings imported(Model model) {
        return new TableImporter(connection).importTable(model.tables().get(0).name(), 0).tables().get(0).settings();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("keptByLocal")
    void deployThenImportTable_whenLocalKeepsTheSetting_givesItBack(String name, TableSettings settings) {
        Model model = model(settings);

        List<String> steps = deploy(model);

        assertThat(imported(model)).as(name).isEqualTo(settings);
        assertThat(steps).noneMatch(s -> s.contains("skipped"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("skippedByLocal")
    void deploy_whenLocalLacksTheSetting_saysItSkippedItAndCreatesTheTable(String name, TableSettings settings) {
        Model model = model(settings);
        String table = model.tables().get(0).name();

        List<String> steps = deploy(model);

        assertThat(steps).filteredOn(s -> s.contains("skipped")).containsExactly(
                "table " + table + ": " + name + " skipped: " + connection.describe() + " "
                        + (name.equals("point-in-time recovery") || name.equals("tags") ? "does not support it"
                        : "accepted the setting but does not keep it"));
        assertThat(imported(model)).isEqualTo(TableSettings.none());
    }

    @Test
    void deploy_whenReplacingAProtectedTable_refusesBeforeTouchingIt() {
        Model model = model(settings(null, null, true, null, null, null, false, null, null, Map.of()));
        deploy(model);

        assertThatThrownBy(() -> new Deployer(connection).deploy(model, ExistingTables.REPLACE, DeployListener.NONE,
                CancelToken.create()))
                .isInstanceOfSatisfying(DeployException.class, e -> assertThat(e.refused()).isTrue())
                .hasMessageContaining("has deletion protection on, so it cannot be replaced");
        assertThat(imported(model).deletionProtection()).isTrue();
    }

    @Test
    void deployThenImportTable_whenAGlobalIndexHasItsOwnOnDemandMaximum_givesItBack() {
        TableSettings.IndexThroughput own = new TableSettings.IndexThroughput(new Throughput(100L, 50L),
                new Throughput(13000L, 5000L));
        Table table = new Table("settings" + NAMES.incrementAndGet(), KeySchema.of(KeyAttribute.of("id", ScalarType.S)),
                List.of(), List.of(dev.tablewright.model.SecondaryIndex.gsi("ByStatus",
                KeySchema.of(KeyAttribute.of("status", ScalarType.S)), dev.tablewright.model.Projection.all())),
                List.of(), List.of(), List.of(), BillingMode.PAY_PER_REQUEST, null, Extras.none(),
                TableSettings.none().withIndexThroughput(Map.of("ByStatus", own)));
        Model model = new Model("settings", ModelMetadata.of(""), List.of(table), List.of(), Extras.none());

        List<String> steps = deploy(model);

        assertThat(imported(model).indexThroughput()).as("ByStatus's own on-demand maximum, as Local keeps it")
                .containsExactly(Map.entry("ByStatus", new TableSettings.IndexThroughput(new Throughput(100L, 50L), null)));
        assertThat(steps).as("Local drops the index's warm throughput: deploy says so")
                .contains("table " + table.name() + ": warm throughput of index ByStatus skipped: "
                        + connection.describe() + " accepted the setting but does not keep it");
    }
}
