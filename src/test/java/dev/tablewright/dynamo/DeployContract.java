package dev.tablewright.dynamo;

import static dev.tablewright.dynamo.DynamoTestSupport.count;
import static dev.tablewright.dynamo.DynamoTestSupport.normalized;
import static dev.tablewright.dynamo.DynamoTestSupport.scanAll;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Model;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/**
 * Deploy and import behaviour every DynamoDB Local setup must show; subclasses say how to reach it.
 */
abstract class DeployContract {
    private static final AtomicInteger NAMES = new AtomicInteger();

    abstract OpenConnection connection();

    static String uniquePrefix(String what) {
        return what + NAMES.incrementAndGet();
    }

    private DeployResult deploy(Model model, ExistingTables mode) {
        return new Deployer(connection(), LoaderSettings.defaults()).deploy(model, mode, DeployListener.NONE,
                CancelToken.create());
    }

    @Test
    void deploy_whenTablesAbsent_createsTablesAndLoadsEqualItems() {
        Model model = TestModels.twoTables(uniquePrefix("fresh"), 130);
        List<DeployProgress> progress = new ArrayList<>();

        DeployResult result = new Deployer(connection()).deploy(model, ExistingTables.REFUSE, new DeployListener() {
            @Override
            public synchronized void onProgress(DeployProgress p) {
                progress.add(p);
            }
        }, CancelToken.create());

        assertThat(result.tablesCreated()).containsExactly(model.tables().get(0).name(), model.tables().get(1).name());
        assertThat(result.itemsWritten()).isEqualTo(137);
        for (Table table : model.tables()) {
            assertThat(scanAll(connection().client(), table.name()))
                    .as("items of %s", table.name())
                    .containsExactlyInAnyOrderElementsOf(normalized(table.allItems()));
        }
        assertThat(progress).isNotEmpty();
        assertThat(progress.stream().mapToLong(DeployProgress::written).max().orElse(0)).isEqualTo(137);
        assertThat(progress.get(progress.size() - 1).total()).isEqualTo(137);
    }

    @Test
    void deploy_whenModelHasIndexesAndCapacity_createsThemAsDeclared() {
        Model model = TestModels.twoTables(uniquePrefix("shape"), 3);

        deploy(model, ExistingTables.REFUSE);

        TableDescription orders = connection().client()
                .describeTable(b -> b.tableName(model.tables().get(0).name())).table();
        assertThat(orders.globalSecondaryIndexes()).singleElement().satisfies(gsi -> {
            assertThat(gsi.indexName()).isEqualTo("GSI1");
            assertThat(gsi.projection().nonKeyAttributes()).containsExactlyInAnyOrder("Status", "Tags");
        });
        assertThat(orders.localSecondaryIndexes()).singleElement()
                .satisfies(lsi -> assertThat(lsi.projection().projectionTypeAsString()).isEqualTo("KEYS_ONLY"));
        TableDescription counters = connection().client()
                .describeTable(b -> b.tableName(model.tables().get(1).name())).table();
        assertThat(counters.provisionedThroughput().readCapacityUnits()).isEqualTo(5);
        assertThat(counters.provisionedThroughput().writeCapacityUnits()).isEqualTo(4);
        assertThat(counters.globalSecondaryIndexes().get(0).provisionedThroughput().writeCapacityUnits()).isEqualTo(2);
    }

    @Test
    void importTable_whenDeployed_givesBackAnEqualDefinitionAndItems() {
        Model model = TestModels.twoTables(uniquePrefix("import"), 40);
        deploy(model, ExistingTables.REFUSE);

        for (Table table : model.tables()) {
            Model imported = new TableImporter(connection()).importTable(table.name(), 1000);

            Table back = imported.tables().get(0);
            assertThat(TableDifferences.between(table, back)).as("differences of %s", table.name()).isEmpty();
            assertThat(back.keySchema()).isEqualTo(table.keySchema());
            assertThat(back.globalSecondaryIndexes()).isEqualTo(table.globalSecondaryIndexes());
            assertThat(back.localSecondaryIndexes()).isEqualTo(table.localSecondaryIndexes());
            assertThat(back.effectiveBillingMode()).isEqualTo(table.effectiveBillingMode());
            assertThat(back.capacity()).isEqualTo(table.capacity());
            assertThat(back.facets()).isEmpty();
            assertThat(normalized(back.items())).containsExactlyInAnyOrderElementsOf(normalized(table.allItems()));
        }
    }

    @Test
    void importTable_whenSampleSmallerThanTable_readsOnlyTheSample() {
        Model model = TestModels.oneTable(uniquePrefix("sample"), 60);
        deploy(model, ExistingTables.REFUSE);

        Model imported = new TableImporter(connection()).importTable(model.tables().get(0).name(), 25);

        assertThat(imported.tables().get(0).items()).hasSize(25);
        assertThat(imported.tables().get(0).nonKeyAttributes()).extracting(a -> a.name()).containsExactly("N");
    }

    @Test
    void deploy_whenTableExists_refusesWithDifferencesAndChangesNothing() {
        Model model = TestModels.twoTables(uniquePrefix("refuse"), 10);
        deploy(model, ExistingTables.REFUSE);
        Table orders = model.tables().get(0);
        Table changed = new Table(orders.name(), orders.keySchema(), List.of(), List.of(), orders.localSecondaryIndexes(),
                List.of(), List.of(), BillingMode.PROVISIONED, ProvisionedCapacity.of(1, 1), null);

        DeployException e = catchThrowableOfType(DeployException.class,
                () -> deploy(model.withTable(changed), ExistingTables.REFUSE));

        assertThat(e.refused()).isTrue();
        assertThat(e.itemsWritten()).isZero();
        assertThat(e.differences().get(orders.name())).anySatisfy(d -> assertThat(d).contains("GSI1"))
                .anySatisfy(d -> assertThat(d).contains("billing mode"));
        assertThat(e.differences().get(model.tables().get(1).name())).isEmpty();
        assertThat(e.getMessage()).contains("already exists").contains("--items-only").contains("--replace");
        assertThat(count(connection().client(), orders.name())).isEqualTo(10);
    }

    @Test
    void deploy_whenItemsOnly_loadsIntoTheExistingTableWithoutDuplicates() {
        Model model = TestModels.oneTable(uniquePrefix("again"), 80);
        String name = model.tables().get(0).name();
        deploy(model, ExistingTables.REFUSE);
        connection().client().deleteItem(b -> b.tableName(name)
                .key(Map.of("PK", AttributeValues.toSdk(AttributeValue.s("item-5")))));

        DeployResult result = deploy(model, ExistingTables.LOAD_ITEMS_ONLY);

        assertThat(result.tablesCreated()).isEmpty();
        assertThat(result.tablesKept()).containsExactly(name);
        assertThat(result.itemsWritten()).isEqualTo(80);
        assertThat(scanAll(connection().client(), name)).containsExactlyInAnyOrderElementsOf(normalized(model.tables().get(0).items()));
    }

    @Test
    void deploy_whenItemsOnlyAndKeysDiffer_refuses() {
        Model model = TestModels.oneTable(uniquePrefix("keys"), 5);
        deploy(model, ExistingTables.REFUSE);
        Table table = model.tables().get(0);
        Table otherKeys = Table.of(table.name(), TestModels.twoTables("x", 0).tables().get(0).keySchema());

        assertThatThrownBy(() -> deploy(model.withTable(otherKeys), ExistingTables.LOAD_ITEMS_ONLY))
                .isInstanceOf(DeployException.class).hasMessageContaining("different key schema");
    }

    @Test
    void deploy_whenReplace_recreatesTheTableFromTheModel() {
        Model model = TestModels.oneTable(uniquePrefix("replace"), 20);
        String name = model.tables().get(0).name();
        deploy(model, ExistingTables.REFUSE);
        connection().client().putItem(b -> b.tableName(name)
                .item(AttributeValues.toSdk(Item.of(Map.of("PK", AttributeValue.s("stray"))))));

        DeployResult result = deploy(model, ExistingTables.REPLACE);

        assertThat(result.tablesCreated()).containsExactly(name);
        assertThat(scanAll(connection().client(), name)).containsExactlyInAnyOrderElementsOf(normalized(model.tables().get(0).items()));
    }

    @Test
    void deploy_whenTwoReplaceTheSameTablesAtOnce_bothSucceedAndTheTablesHoldTheModel() throws Exception {
        // the window's warm-up deploys the open model to the embedded DynamoDB Local while a person
        // may deploy it from the Deploy tab: each describes, deletes and creates the same tables
        Model model = TestModels.twoTables(uniquePrefix("together"), 30);
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            for (int round = 0; round < 4; round++) {
                java.util.concurrent.CountDownLatch go = new java.util.concurrent.CountDownLatch(1);
                List<java.util.concurrent.Future<DeployResult>> both = new ArrayList<>();
                for (int i = 0; i < 2; i++) {
                    both.add(pool.submit(() -> {
                        go.await();
                        return deploy(model, ExistingTables.REPLACE);
                    }));
                }
                go.countDown();
                for (java.util.concurrent.Future<DeployResult> deploy : both) {
                    assertThat(deploy.get(2, java.util.concurrent.TimeUnit.MINUTES).itemsWritten())
                            .as("round %d", round).isEqualTo(37);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        for (Table table : model.tables()) {
            assertThat(scanAll(connection().client(), table.name()))
                    .containsExactlyInAnyOrderElementsOf(normalized(table.allItems()));
        }
    }

    @Test
    void deploy_whenCancelledWhileAnotherDeployHoldsTheEndpoint_stopsWithoutWaitingForIt() throws Exception {
        Model first = TestModels.oneTable(uniquePrefix("holding"), 5);
        Model second = TestModels.oneTable(uniquePrefix("waiting"), 5);
        java.util.concurrent.CountDownLatch holding = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        Thread holder = new Thread(() -> new Deployer(connection()).deploy(first, ExistingTables.REPLACE, new DeployListener() {
            @Override
            public void onStep(String message) {
                holding.countDown();
                try {
                    release.await(1, java.util.concurrent.TimeUnit.MINUTES);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
        }, CancelToken.create()));
        holder.start();
        try {
            assertThat(holding.await(1, java.util.concurrent.TimeUnit.MINUTES)).isTrue();
            CancelToken cancel = CancelToken.create();
            cancel.cancel();
            long start = System.nanoTime();

            List<String> steps = java.util.Collections.synchronizedList(new ArrayList<>());

            assertThatThrownBy(() -> new Deployer(connection()).deploy(second, ExistingTables.REPLACE,
                    new DeployListener() {
                        @Override
                        public void onStep(String message) {
                            steps.add(message);
                        }
                    }, cancel))
                    .isInstanceOfSatisfying(DeployException.class, e -> assertThat(e.cancelled()).isTrue());
            assertThat(steps).singleElement().asString().startsWith("waiting for another deploy to ");
            assertThat(java.time.Duration.ofNanos(System.nanoTime() - start))
                    .as("heard while the other deploy still holds the endpoint").isLessThan(java.time.Duration.ofSeconds(20));
            assertThat(connection().client().listTables().tableNames()).doesNotContain(second.tables().get(0).name());
        } finally {
            release.countDown();
            holder.join(60_000);
        }
    }

    @Test
    void deploy_whenModelHasTwoItemsWithOneKey_writesTheLastAndCountsItOnce() {
        Model base = TestModels.oneTable(uniquePrefix("dupes"), 3);
        Table table = base.tables().get(0);
        List<Item> items = new ArrayList<>(table.items());
        items.add(Item.of(Map.of("PK", AttributeValue.s("item-1"), "N", AttributeValue.n(99))));

        DeployResult result = deploy(base.withTable(table.withItems(items)), ExistingTables.REFUSE);

        assertThat(result.itemsWritten()).isEqualTo(3);
        assertThat(scanAll(connection().client(), table.name()))
                .contains(Item.of(Map.of("PK", AttributeValue.s("item-1"), "N", AttributeValue.n(99))));
    }

    @Test
    void deploy_whenItemLacksItsKey_refusesBeforeWriting() {
        Model base = TestModels.oneTable(uniquePrefix("nokey"), 3);
        Table table = base.tables().get(0);
        List<Item> items = new ArrayList<>(table.items());
        items.add(Item.of(Map.of("N", AttributeValue.n(1))));

        assertThatThrownBy(() -> deploy(base.withTable(table.withItems(items)), ExistingTables.REFUSE))
                .isInstanceOf(DeployException.class).hasMessageContaining("item 4 has no key attribute PK");
        assertThat(connection().client().listTables().tableNames()).doesNotContain(table.name());
    }
}
