package dev.tablewright.dynamo;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.Model;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndexDescription;
import software.amazon.awssdk.services.dynamodb.model.IndexStatus;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;
import software.amazon.awssdk.services.dynamodb.model.TableStatus;
import java.util.function.Supplier;

/**
 * Deploys a model: creates each table (keys, GSIs, LSIs, projections, billing, settings), waits until
 * the table and every index are ACTIVE, applies the settings CreateTable cannot take
 * ({@link SettingsDeployer}), then loads the items with {@link BatchLoader}. A table with deletion
 * protection on is never replaced. Tables that
 * already exist are compared with the model first and left alone unless the caller chose
 * {@link ExistingTables#LOAD_ITEMS_ONLY} or {@link ExistingTables#REPLACE}. The waits poll
 * DescribeTable (rather than the SDK's waiters) so a cancel is heard within a second.
 */
public final class Deployer {
    private static final Duration POLL = Duration.ofMillis(500);
    private static final Duration WAIT_LIMIT = Duration.ofMinutes(15);
    private static final AtomicInteger POOLS = new AtomicInteger();
    /** A lock for each endpoint deployed to from this process ({@link #deploy}). */
    private static final Map<String, ReentrantLock> ENDPOINT_LOCKS = new ConcurrentHashMap<>();

    private final OpenConnection connection;
    private final DynamoDbClient client;
    private final LoaderSettings settings;

    public Deployer(OpenConnection connection) {
        this(connection, LoaderSettings.defaults());
    }

    public Deployer(OpenConnection connection, LoaderSettings settings) {
        this.connection = connection;
        this.client = connection.client();
        this.settings = settings;
    }

    // the SDK's AttributeValue, written out: the model's of the same name is imported here
    private record Plan(Table table, TableDescription existing, List<Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue>> items) {
    }

    public DeployResult deploy(Model model, ExistingTables mode, DeployListener listener, CancelToken cancel) {
        // one deploy at a time to one endpoint from this process: the window's warm-up deploys the
        // open model to the embedded DynamoDB Local while a person may deploy it from the Deploy tab,
        // and two deploys that each describe, delete and create the same table failed one another
        // ("Cannot create preexisting table"); the later one now waits, says so, then deploys as asked
        ReentrantLock lock = ENDPOINT_LOCKS.computeIfAbsent(connection.endpoint() == null
                ? connection.describe() : connection.endpoint(), key -> new ReentrantLock());
        long items = model.tables().stream().mapToLong(t -> t.allItems().size()).sum();
        try {
            if (!lock.tryLock()) {
                listener.onStep("waiting for another deploy to " + connection.describe() + " to finish");
                while (!lock.tryLock(POLL.toMillis(), TimeUnit.MILLISECONDS)) { // a cancel is heard while waiting
                    checkCancelled(cancel, 0, items);
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw DeployException.cancelled(0, items);
        }
        try {
            return deployAlone(model, mode, listener, cancel);
        } finally {
            lock.unlock();
        }
    }

    private DeployResult deployAlone(Model model, ExistingTables mode, DeployListener listener, CancelToken cancel) {
        long start = System.nanoTime();
        List<Plan> plans = new ArrayList<>();
        long total = 0;
        for (Table table : model.tables()) {
            List<Item> items = uniqueItems(table, listener);
            TableDescription existing = describe(table.name());
            plans.add(new Plan(table, existing, items.stream().map(AttributeValues::toSdk).toList()));
            total += items.size();
        }
        Map<String, List<String>> differences = new LinkedHashMap<>();
        for (Plan plan : plans) {
            if (plan.existing() != null) {
                Table live = TableMapping.fromDescription(plan.existing(), List.of());
                differences.put(plan.table().name(), TableDifferences.between(plan.table(), live));
            }
        }
        refuseIfNeeded(plans, mode, differences);

        List<String> created = new ArrayList<>();
        List<String> kept = new ArrayList<>();
        for (Plan plan : plans) {
            String name = plan.table().name();
            if (plan.existing() != null && mode == ExistingTables.LOAD_ITEMS_ONLY) {
                kept.add(name);
                continue;
            }
            checkCancelled(cancel, 0, total);
            if (plan.existing() != null) {
                listener.onStep("deleting table " + name);
                call("DeleteTable", () -> client.deleteTable(b -> b.tableName(name)));
                waitUntilGone(name, cancel, total);
            }
            listener.onStep("creating table " + name);
            call("CreateTable", () -> client.createTable(TableMapping.toCreateTableRequest(plan.table())));
            TableDescription active = waitUntilActive(name, listener, cancel, total);
            new SettingsDeployer(connection).apply(plan.table(), active, listener);
            created.add(name);
        }
        long written = load(plans, total, listener, cancel);
        return new DeployResult(created, kept, written, Duration.ofNanos(System.nanoTime() - start), differences);
    }

    private void refuseIfNeeded(List<Plan> plans, ExistingTables mode, Map<String, List<String>> differences) {
        List<String> problems = new ArrayList<>();
        for (Plan plan : plans) {
            if (plan.existing() == null) {
                continue;
            }
            String name = plan.table().name();
            List<String> diffs = differences.get(name);
            if (mode == ExistingTables.REFUSE) {
                problems.add("table " + name + " already exists" + (diffs.isEmpty() ? " (same definition)"
                        : "; differences: " + String.join("; ", diffs)));
            } else if (mode == ExistingTables.REPLACE && Boolean.TRUE.equals(plan.existing().deletionProtectionEnabled())) {
                problems.add("table " + name + " has deletion protection on, so it cannot be replaced; turn it off"
                        + " first (aws dynamodb update-table --table-name " + name + " --no-deletion-protection-enabled)");
            } else if (mode == ExistingTables.LOAD_ITEMS_ONLY) {
                Table live = TableMapping.fromDescription(plan.existing(), List.of());
                if (!TableDifferences.sameKeys(plan.table().keySchema(), live.keySchema())) {
                    problems.add("table " + name + " has a different key schema, so the model's items cannot be "
                            + "loaded into it: " + String.join("; ", diffs));
                }
            }
        }
        if (!problems.isEmpty()) {
            String advice = mode == ExistingTables.REFUSE
                    ? "; nothing was changed: choose 'load items only' (--items-only) or 'replace' (--replace, deletes the table and its items)"
                    : "; nothing was changed: choose 'replace' (--replace) to delete and recreate it";
            throw DeployException.refused(connection.describe() + ": " + String.join(" | ", problems) + advice,
                    differences);
        }
    }

    private long load(List<Plan> plans, long total, DeployListener listener, CancelToken cancel) {
        AtomicLong written = new AtomicLong();
        long loadStart = System.nanoTime();
        ExecutorService pool = Executors.newFixedThreadPool(settings.concurrency(), daemonThreads());
        try {
            BatchLoader loader = new BatchLoader(client, settings, pool);
            for (Plan plan : plans) {
                String name = plan.table().name();
                if (plan.items().isEmpty()) {
                    continue;
                }
                listener.onStep("loading " + plan.items().size() + " items into " + name);
                try {
                    loader.load(name, plan.items(), count -> {
                        long now = written.addAndGet(count);
                        double seconds = Math.max(1e-9, (System.nanoTime() - loadStart) / 1e9);
                        listener.onProgress(new DeployProgress(name, now, total, now / seconds));
                    }, cancel);
                } catch (BatchLoader.LoadStopped stopped) {
                    long count = written.get();
                    if (stopped.getCause() == null) {
                        throw DeployException.cancelled(count, total);
                    }
                    String why = DynamoErrors.describeAfterFailure(stopped.getCause(), connection.connection(),
                            "BatchWriteItem");
                    throw new DeployException("deploy stopped after " + count + " of " + total
                            + " items were written (table " + name + "): " + why
                            + "; run it again with 'load items only' (--items-only) to complete the load",
                            count, total, stopped.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        return written.get();
    }

    private static ThreadFactory daemonThreads() {
        int pool = POOLS.incrementAndGet();
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, "tablewright-deploy-" + pool + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** The table's items with one item per key (the last wins), after checking every key is usable. */
    static List<Item> uniqueItems(Table table, DeployListener listener) {
        List<KeyAttribute> keys = table.keySchema().attributes();
        Map<String, ScalarType> indexKeys = table.keyAttributeTypes();
        Map<List<AttributeValue>, Item> byKey = new LinkedHashMap<>();
        List<Item> items = table.allItems();
        for (int i = 0; i < items.size(); i++) {
            Item item = items.get(i);
            List<AttributeValue> key = new ArrayList<>(2);
            for (KeyAttribute k : keys) {
                AttributeValue value = item.get(k.name());
                if (value == null) {
                    throw new DeployException("table " + table.name() + ": item " + (i + 1) + " has no key attribute "
                            + k.name() + "; nothing was written", 0, 0, null);
                }
                key.add(value);
            }
            for (Map.Entry<String, ScalarType> e : indexKeys.entrySet()) {
                AttributeValue value = item.get(e.getKey());
                if (value != null && value.type() != e.getValue().attributeType()) {
                    throw new DeployException("table " + table.name() + ": item " + (i + 1) + " has " + e.getKey()
                            + " of type " + value.type() + " but the key schema says " + e.getValue()
                            + "; nothing was written", 0, 0, null);
                }
            }
            byKey.put(key, item);
        }
        if (byKey.size() < items.size()) {
            listener.onStep("table " + table.name() + ": " + (items.size() - byKey.size())
                    + " items share a key with another item; the last of each is written");
        }
        return List.copyOf(byKey.values());
    }

    private TableDescription describe(String name) {
        try {
            return client.describeTable(b -> b.tableName(name)).table();
        } catch (ResourceNotFoundException e) {
            return null;
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), "DescribeTable");
        }
    }

    private <T> T call(String operation, Supplier<T> request) {
        try {
            return request.get();
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), operation);
        }
    }

    private TableDescription waitUntilActive(String name, DeployListener listener, CancelToken cancel, long total) {
        long deadline = System.nanoTime() + WAIT_LIMIT.toNanos();
        boolean announced = false;
        while (true) {
            TableDescription d = describe(name);
            if (d != null && d.tableStatus() == TableStatus.ACTIVE && d.globalSecondaryIndexes().stream()
                    .map(GlobalSecondaryIndexDescription::indexStatus).allMatch(s -> s == null || s == IndexStatus.ACTIVE)) {
                return d;
            }
            if (!announced) {
                listener.onStep("waiting for table " + name + " and its indexes to become ACTIVE");
                announced = true;
            }
            pause(name, deadline, cancel, total);
        }
    }

    private void waitUntilGone(String name, CancelToken cancel, long total) {
        long deadline = System.nanoTime() + WAIT_LIMIT.toNanos();
        while (describe(name) != null) {
            pause(name, deadline, cancel, total);
        }
    }

    private void pause(String name, long deadline, CancelToken cancel, long total) {
        if (System.nanoTime() > deadline) {
            throw new DeployException("table " + name + " did not become ready within " + WAIT_LIMIT.toMinutes()
                    + " minutes on " + connection.describe(), 0, total, null);
        }
        try {
            if (cancel.sleep(POLL)) {
                throw DeployException.cancelled(0, total);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw DeployException.cancelled(0, total);
        }
    }

    private static void checkCancelled(CancelToken cancel, long written, long total) {
        if (cancel.isCancelled()) {
            throw DeployException.cancelled(written, total);
        }
    }
}
