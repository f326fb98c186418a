package dev.tablewright.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.dynamo.AttributeValues;
import dev.tablewright.dynamo.LocalDynamoServer;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.migrate.ItemChecksum;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code migrate --apply} against a DynamoDB Local 3.3.1 server on loopback, one action per test on a
 * table of 10,000 items: the verbs deploy OLD, migrate OLD NEW --apply, then import-table of the live
 * table diffed with NEW (only model-only changes left), and a count and checksum of every item.
 */
class MigrateApplyLocalTest {
    private static final int ITEMS = 10_000;
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final KeySchema KEYS = KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S));
    private static final List<Item> ITEMS_OF_ORDERS = items();
    private static LocalDynamoServer server;
    private static DynamoDbClient client;

    @TempDir
    Path dir;

    @BeforeAll
    static void startLocal() {
        server = LocalDynamoServer.start(0, null);
        client = DynamoDbClient.builder().endpointOverride(server.endpoint()).region(Region.US_EAST_1)
                .credentialsProvider(StaticCredentialsProvider.create(AwsBasicCredentials.create("test", "test")))
                .build();
    }

    @AfterAll
    static void stopLocal() {
        client.close();
        server.close();
    }

    private static List<Item> items() {
        List<Item> items = new ArrayList<>(ITEMS);
        String[] statuses = {"open", "paid", "shipped"};
        for (int i = 0; i < ITEMS; i++) {
            items.add(Item.of(Map.of(
                    "PK", new AttributeValue.S("O#" + i),
                    "SK", new AttributeValue.S("ORDER"),
                    "Customer", new AttributeValue.S("C#" + (i % 613)),
                    "Status", new AttributeValue.S(statuses[i % 3]),
                    "Total", new AttributeValue.N(Integer.toString(i * 7 % 1000) + ".5"),
                    "Lines", AttributeValue.l(List.of(new AttributeValue.S("sku-" + i % 17), AttributeValue.n(i % 5))))));
        }
        return items;
    }

    private static SecondaryIndex byCustomer(Projection projection) {
        return SecondaryIndex.gsi("ByCustomer", KeySchema.of(KeyAttribute.of("Customer", ScalarType.S),
                KeyAttribute.of("Total", ScalarType.N)), projection);
    }

    private static Table orders(String name, List<SecondaryIndex> gsis) {
        return Table.of(name, KEYS).withIndexes(gsis, List.of()).withItems(ITEMS_OF_ORDERS);
    }

    private Path write(String file, Table table) throws IOException {
        Path path = dir.resolve(file);
        ModelFiles.write(new Model(file, ModelMetadata.of(""), List.of(table), List.of(), null), path);
        return path;
    }

    private String endpoint() {
        return server.endpoint().toString();
    }

    private void deploy(Path model) {
        CliRun run = CliRun.of("deploy", model.toString(), "--endpoint", endpoint());
        assertThat(run.exitCode()).as("deploy of %s: %s", model, run.err()).isZero();
    }

    private CliRun migrate(Path old, Path now, String... more) {
        List<String> args = new ArrayList<>(List.of("migrate", old.toString(), now.toString(), "--apply",
                "--endpoint", endpoint(), "--checkpoint", dir.resolve("checkpoint.json").toString()));
        args.addAll(List.of(more));
        return CliRun.of(args.toArray(String[]::new));
    }

    /** DescribeTable (through import-table) matches NEW, and every item of OLD is in the table. */
    private void assertLiveMatches(Path newModel, String table) throws IOException {
        Path imported = dir.resolve("imported-" + table + ".json");
        CliRun importRun = CliRun.of("import-table", "--table", table, "--endpoint", endpoint(), "--sample", "10",
                "--out", imported.toString());
        assertThat(importRun.exitCode()).as("import-table: %s", importRun.err()).isZero();
        CliRun diff = CliRun.of("diff", newModel.toString(), imported.toString(), "--json");
        List<String> live = new ArrayList<>();
        JSON.readTree(diff.out()).get("changes").forEach(c -> {
            if (!c.get("action").asText().equals("none")) {
                live.add(c.toString());
            }
        });
        assertThat(live).as("changes between NEW and the live table %s that a live table would need", table).isEmpty();

        ItemChecksum expected = new ItemChecksum();
        ITEMS_OF_ORDERS.forEach(expected::add);
        ItemChecksum found = new ItemChecksum();
        client.scanPaginator(b -> b.tableName(table)).items()
                .forEach(i -> found.add(AttributeValues.fromSdkItem(i)));
        assertThat(found.toString()).as("count and checksum of the items in %s", table).isEqualTo(expected.toString());
    }

    @Test
    void migrateApply_whenAGsiIsAdded_createsItWithEveryItemThatHasItsKey() throws IOException {
        Path old = write("add-old.json", orders("MigAdd", List.of()));
        Path now = write("add-new.json", orders("MigAdd", List.of(byCustomer(Projection.all()))));
        deploy(old);

        CliRun run = migrate(old, now);

        assertThat(run.exitCode()).as("migrate: %s", run.err()).isZero();
        assertThat(run.out()).contains("1 steps run");
        assertLiveMatches(now, "MigAdd");
        assertThat(client.scanPaginator(b -> b.tableName("MigAdd").indexName("ByCustomer").select("COUNT")).stream()
                .mapToInt(p -> p.count()).sum()).as("entries of the new index").isEqualTo(ITEMS);
        assertThat(Files.exists(dir.resolve("checkpoint.json"))).as("the checkpoint of a finished run is removed").isFalse();
    }

    @Test
    void migrateApply_whenAGsiHoldingItemsIsDeleted_refusesWithoutAllowDeleteThenDeletesIt() throws IOException {
        Path old = write("delete-old.json", orders("MigDelete", List.of(byCustomer(Projection.all()))));
        Path now = write("delete-new.json", orders("MigDelete", List.of()));
        deploy(old);

        CliRun refused = migrate(old, now);
        TableDescription afterRefusal = client.describeTable(b -> b.tableName("MigDelete")).table();
        CliRun allowed = migrate(old, now, "--allow-delete");

        assertThat(refused.exitCode()).isEqualTo(1);
        assertThat(refused.err()).contains("index ByCustomer of table MigDelete holds items", "--allow-delete");
        assertThat(afterRefusal.globalSecondaryIndexes()).as("the index after the refusal").hasSize(1);
        assertThat(allowed.exitCode()).as("migrate --allow-delete: %s", allowed.err()).isZero();
        assertLiveMatches(now, "MigDelete");
    }

    @Test
    void migrateApply_whenAProjectionNarrows_recreatesTheIndex() throws IOException {
        Path old = write("recreate-old.json", orders("MigRecreate", List.of(byCustomer(Projection.all()))));
        Path now = write("recreate-new.json", orders("MigRecreate", List.of(byCustomer(Projection.keysOnly()))));
        deploy(old);

        CliRun run = migrate(old, now, "--allow-delete");

        assertThat(run.exitCode()).as("migrate: %s", run.err()).isZero();
        assertThat(run.out()).contains("2 steps run");
        assertThat(client.describeTable(b -> b.tableName("MigRecreate")).table().globalSecondaryIndexes().get(0)
                .projection().projectionTypeAsString()).isEqualTo("KEYS_ONLY");
        assertLiveMatches(now, "MigRecreate");
    }

    @Test
    void migrateApply_whenBillingTtlAndStreamChange_updatesTheTableInPlace() throws IOException {
        Table before = orders("MigSettings", List.of(byCustomer(Projection.all())));
        Table after = new Table("MigSettings", KEYS, List.of(), before.globalSecondaryIndexes(), List.of(), List.of(),
                ITEMS_OF_ORDERS, BillingMode.PROVISIONED, ProvisionedCapacity.of(7, 9), null,
                new TableSettings("ExpiresAt", TableSettings.StreamViewType.NEW_IMAGE, false, null, null, null, false,
                        null, null, Map.of()));
        Path old = write("settings-old.json", before);
        Path now = write("settings-new.json", after);
        deploy(old);

        CliRun run = migrate(old, now);
        CliRun again = migrate(old, now);

        assertThat(run.exitCode()).as("migrate: %s", run.err()).isZero();
        assertThat(run.out()).contains("3 steps run");
        TableDescription d = client.describeTable(b -> b.tableName("MigSettings")).table();
        assertThat(d.billingModeSummary().billingModeAsString()).isEqualTo("PROVISIONED");
        assertThat(d.provisionedThroughput().writeCapacityUnits()).isEqualTo(9L);
        assertThat(d.streamSpecification().streamViewTypeAsString()).isEqualTo("NEW_IMAGE");
        assertThat(client.describeTimeToLive(b -> b.tableName("MigSettings")).timeToLiveDescription().attributeName())
                .isEqualTo("ExpiresAt");
        assertLiveMatches(now, "MigSettings");
        assertThat(again.exitCode()).as("a second run: %s", again.err()).isZero();
        assertThat(again.out()).as("a second run finds each step done").contains("0 steps run, 3 found done");
    }

    @Test
    void migrateApply_whenTheKeySchemaChanges_copiesEveryItemIntoANewTableAndKeepsTheOld() throws IOException {
        Path old = write("replace-old.json", orders("MigOrders", List.of()));
        Table byCustomerKey = Table.of("MigOrdersByCustomer", KeySchema.of(KeyAttribute.of("Customer", ScalarType.S),
                KeyAttribute.of("PK", ScalarType.S))).withItems(ITEMS_OF_ORDERS);
        Path now = write("replace-new.json", byCustomerKey);
        deploy(old);

        CliRun run = migrate(old, now, "--rename", "MigOrders=MigOrdersByCustomer");

        assertThat(run.exitCode()).as("migrate: %s", run.err()).isZero();
        assertThat(run.out()).contains("checked MigOrdersByCustomer: 10000 items", ITEMS + " items copied");
        assertLiveMatches(now, "MigOrdersByCustomer");
        assertThat(client.describeTable(b -> b.tableName("MigOrders")).table().itemCount())
                .as("the old table is kept with its items").isEqualTo((long) ITEMS);
    }

    @Test
    void migrateApply_whenKilledDuringACopy_resumesToTheSameResult() throws Exception {
        Path old = write("kill-old.json", orders("MigKill", List.of()));
        Path now = write("kill-new.json", Table.of("MigKillByCustomer", KeySchema.of(
                KeyAttribute.of("Customer", ScalarType.S), KeyAttribute.of("PK", ScalarType.S))).withItems(ITEMS_OF_ORDERS));
        deploy(old);
        Path checkpoint = dir.resolve("checkpoint.json");
        Process child = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "dev.tablewright.app.Launcher",
                "migrate", old.toString(), now.toString(), "--rename", "MigKill=MigKillByCustomer", "--apply",
                "--endpoint", endpoint(), "--checkpoint", checkpoint.toString(), "--page-size", "25")
                .redirectErrorStream(true).redirectOutput(dir.resolve("child.log").toFile()).start();

        long copiedAtKill = waitForCopied(checkpoint, child, 2_000);
        child.destroyForcibly(); // SIGKILL: no shutdown hook, no cancel
        assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
        JsonNode killed = JSON.readTree(checkpoint.toFile());
        CliRun resumed = migrate(old, now, "--rename", "MigKill=MigKillByCustomer", "--page-size", "25");

        assertThat(copiedAtKill).as("killed in the middle of the copy").isBetween(2_000L, (long) ITEMS - 1);
        assertThat(killed.get("done")).as("steps done at the kill: the new table").extracting(JsonNode::asInt)
                .containsExactly(1);
        assertThat(resumed.exitCode()).as("the resumed run: %s", resumed.err()).isZero();
        assertThat(resumed.err()).contains("resuming the copy after");
        assertThat(resumed.out()).contains("checked MigKillByCustomer: 10000 items");
        assertLiveMatches(now, "MigKillByCustomer");
    }

    private static long waitForCopied(Path checkpoint, Process child, long atLeast) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (System.nanoTime() < deadline) {
            if (!child.isAlive()) {
                throw new AssertionError("the child ended (exit " + child.exitValue() + ") before it was killed");
            }
            if (Files.exists(checkpoint)) {
                try {
                    JsonNode copy = JSON.readTree(checkpoint.toFile()).path("copy");
                    long copied = copy.path("copied").asLong();
                    if (copied >= atLeast) {
                        return copied;
                    }
                } catch (IOException halfWritten) {
                    // moved into place atomically, so only a read racing the move: read again
                }
            }
            Thread.sleep(5);
        }
        throw new AssertionError("the copy did not reach " + atLeast + " items within 120 s");
    }
}
