package dev.tablewright.bench;

import dev.tablewright.dynamo.AttributeValues;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DeployResult;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.dynamo.LoaderSettings;
import dev.tablewright.dynamo.LocalDynamoServer;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.model.item.AttributeValue;
import dev.tablewright.model.item.Item;
import dev.tablewright.model.schema.KeyAttribute;
import dev.tablewright.model.schema.KeySchema;
import dev.tablewright.model.schema.Model;
import dev.tablewright.model.schema.ModelMetadata;
import dev.tablewright.model.schema.ScalarType;
import dev.tablewright.model.schema.Table;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * Loads the same generated items into one DynamoDB Local server (in memory, on localhost, reached
 * over HTTP like any endpoint) twice: with the deployer's parallel BatchWriteItem loader, and with
 * a single-threaded PutItem loop. Prints both times and the ratio. Not a test.
 *
 * <pre>
 * mvn -o -q test-compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
 * java -cp target/classes:target/test-classes:$(cat target/classpath.txt) \
 *     dev.tablewright.bench.DeployBenchmark [items=100000] [requestsInFlight=8]
 * </pre>
 */
public final class DeployBenchmark {
    private DeployBenchmark() {
    }

    public static void main(String[] args) {
        int count = args.length > 0 ? Integer.parseInt(args[0]) : 100_000;
        int inFlight = args.length > 1 ? Integer.parseInt(args[1]) : LoaderSettings.defaults().concurrency();
        LoaderSettings settings = new LoaderSettings(inFlight, Duration.ofMillis(50), Duration.ofSeconds(5), 12);
        LocalDynamoServer server = LocalDynamoServer.start(0, null);
        try (OpenConnection open = DynamoClients.open(new Connection.Endpoint(server.endpoint(), "us-east-1", null))) {
            System.out.printf(Locale.ROOT, "DynamoDB Local at %s; %d items; %d cores; %d requests in flight%n",
                    server.endpoint(), count, Runtime.getRuntime().availableProcessors(), inFlight);
            // warm up both paths (class loading, JIT, connections) on small tables
            parallel(open, settings, "WarmParallel", items(2_000, 1));
            sequential(open, "WarmSequential", items(2_000, 1));

            List<Item> items = items(count, 42);
            double parallelSeconds = parallel(open, settings, "BenchParallel", items);
            double sequentialSeconds = sequential(open, "BenchSequential", items);

            System.out.printf(Locale.ROOT, "parallel BatchWriteItem: %,d items in %.2f s = %,.0f items/s%n",
                    count, parallelSeconds, count / parallelSeconds);
            System.out.printf(Locale.ROOT, "sequential PutItem:      %,d items in %.2f s = %,.0f items/s%n",
                    count, sequentialSeconds, count / sequentialSeconds);
            System.out.printf(Locale.ROOT, "ratio (sequential time / parallel time): %.1fx%n",
                    sequentialSeconds / parallelSeconds);
        } finally {
            server.close();
        }
        System.exit(0);
    }

    static List<Item> items(int count, long seed) {
        Random random = new Random(seed);
        List<Item> items = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            Map<String, AttributeValue> a = new LinkedHashMap<>();
            a.put("PK", AttributeValue.s("CUSTOMER#" + (i % 5_000)));
            a.put("SK", AttributeValue.s("ORDER#" + String.format("%08d", i)));
            a.put("Status", AttributeValue.s(random.nextBoolean() ? "OPEN" : "SHIPPED"));
            a.put("Total", AttributeValue.n(random.nextInt(100_000) + "." + random.nextInt(100)));
            a.put("Lines", AttributeValue.n(random.nextInt(20) + 1));
            a.put("Note", AttributeValue.s(Long.toHexString(random.nextLong()) + Long.toHexString(random.nextLong())));
            items.add(Item.of(a));
        }
        return items;
    }

    static Table table(String name, List<Item> items) {
        return Table.of(name, KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)))
                .withItems(items);
    }

    static double parallel(OpenConnection open, LoaderSettings settings, String name, List<Item> items) {
        Model model = new Model(name, ModelMetadata.of("benchmark"), List.of(table(name, items)), List.of(), null);
        long start = System.nanoTime();
        DeployResult result = new Deployer(open, settings).deploy(model, ExistingTables.REPLACE, DeployListener.NONE,
                CancelToken.create());
        if (result.itemsWritten() != items.size()) {
            throw new IllegalStateException("wrote " + result.itemsWritten() + " of " + items.size());
        }
        return (System.nanoTime() - start) / 1e9;
    }

    static double sequential(OpenConnection open, String name, List<Item> items) {
        Model empty = new Model(name, ModelMetadata.of("benchmark"), List.of(table(name, List.of())), List.of(), null);
        long start = System.nanoTime();
        new Deployer(open).deploy(empty, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
        for (Item item : items) {
            open.client().putItem(b -> b.tableName(name).item(AttributeValues.toSdk(item)));
        }
        return (System.nanoTime() - start) / 1e9;
    }
}
