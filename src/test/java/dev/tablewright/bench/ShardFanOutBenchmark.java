package dev.tablewright.bench;

import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.ClientOptions;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.dynamo.LocalDynamoServer;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.RemotePatternRunner;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;

/**
 * HR/OE pattern 5 (open orders in a date range, 15 write shards of GSI2) against DynamoDB Local
 * running as a localhost server, the 15 shard queries in parallel versus one after another, at
 * several table sizes: the shipped model plus N generated orders spread over the 15 buckets
 * (default 1,000, 10,000 and 50,000). Per size: the runs alternate parallel and sequential after
 * warm-up, the median of each and the ratio are printed, and the parallel result is checked
 * against the in-memory engine's. Each size is measured on localhost as it is (round trip 0) and
 * with a simulated network round trip added to every request by the client
 * ({@link dev.tablewright.dynamo.LatencyInterceptor}, 20 ms by default), which is what the fan-out
 * is for against a real region. Run through {@code bench/run shards}, or
 * <pre>
 * DDB_LOCAL_TELEMETRY=0 java -cp target/classes:target/test-classes:$(cat target/classpath.txt) \
 *     dev.tablewright.bench.ShardFanOutBenchmark [orders=1000,10000,50000] [runs=30] [warmup=10] [rttMs=0,20]
 * </pre>
 */
public final class ShardFanOutBenchmark {
    private static final int PATTERN = 4; // "5. Show all orders in OPEN status for a date range"

    private ShardFanOutBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int[] sizes = java.util.Arrays.stream((args.length > 0 ? args[0] : "1000,10000,50000").split(","))
                .mapToInt(Integer::parseInt).toArray();
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 30;
        int warmup = args.length > 2 ? Integer.parseInt(args[2]) : 10;
        int[] roundTrips = java.util.Arrays.stream((args.length > 3 ? args[3] : "0,20").split(","))
                .mapToInt(Integer::parseInt).toArray();
        Model shipped = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        LocalDynamoServer server = LocalDynamoServer.start(0, null);
        List<String> summary = new ArrayList<>();
        Connection local = Connection.endpoint(server.endpoint().toString());
        try (OpenConnection connection = DynamoClients.open(local)) {
            for (int size : sizes) {
                Model model = withOrders(shipped, size);
                new Deployer(connection).deploy(model, ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
                InMemoryEngine engine = InMemoryEngine.of(model);
                BoundPattern bound = PatternBinder.bind(model, model.accessPatterns().get(PATTERN), Map.of());
                int expected = expectedCount(engine, bound);
                for (int roundTrip : roundTrips) {
                    // a client whose every request waits the round trip first, as across a network
                    try (OpenConnection timed = DynamoClients.open(local,
                            ClientOptions.defaults().withSimulatedRoundTrip(Duration.ofMillis(roundTrip)))) {
                        summary.add(measure(timed, bound, size, roundTrip, runs, warmup, expected,
                                model.tables().get(0).allItems().size()));
                    }
                }
            }
            summary.forEach(System.out::println);
        } finally {
            server.close();
            DynamoClients.shutdown();
        }
        System.exit(0);
    }

    private static String measure(OpenConnection connection, BoundPattern bound, int size, int roundTrip, int runs,
                                  int warmup, int expected, int tableItems) {
        RemotePatternRunner parallel = new RemotePatternRunner(connection, 15, 1000);
        RemotePatternRunner sequential = new RemotePatternRunner(connection, 1, 1000);
        for (int i = 0; i < warmup; i++) {
            parallel.run(bound);
            sequential.run(bound);
        }
        List<Double> p = new ArrayList<>();
        List<Double> s = new ArrayList<>();
        int found = 0;
        for (int i = 0; i < runs; i++) {
            RemotePatternRunner.Run run = parallel.run(bound);
            found = run.result().count();
            p.add(run.millis());
            s.add(sequential.run(bound).millis());
        }
        if (found != expected) {
            throw new IllegalStateException("DynamoDB Local returned " + found + " items, the engine " + expected);
        }
        double mp = DeployBenchmark.median(p);
        double ms = DeployBenchmark.median(s);
        for (int i = 0; i < runs; i++) {
            System.out.printf(Locale.ROOT, "shards orders=%d rttMs=%d run=%d parallelMs=%.2f sequentialMs=%.2f%n",
                    size, roundTrip, i + 1, p.get(i), s.get(i));
        }
        return String.format(Locale.ROOT, "shards-median rttMs=%d orders=%d tableItems=%d shards=%d returned=%d"
                + " parallelMs=%.2f sequentialMs=%.2f ratio=%.2f", roundTrip, size, tableItems,
                bound.requests().size(), found, mp, ms, ms / mp);
    }

    private static int expectedCount(InMemoryEngine engine, BoundPattern bound) {
        return dev.tablewright.patterns.PatternRunner.run(engine, bound).count();
    }

    /** The shipped model with {@code count} more orders: a status, a 2024 date and a GSI2 bucket each. */
    static Model withOrders(Model model, int count) {
        String[] statuses = {"OPEN", "SHIPPED", "CLOSED"};
        Random random = new Random(7);
        List<Item> orders = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            String status = statuses[random.nextInt(statuses.length)];
            String date = String.format(Locale.ROOT, "2024-%02d-%02d", 1 + random.nextInt(12), 1 + random.nextInt(28));
            Map<String, AttributeValue> a = new LinkedHashMap<>();
            a.put("PK", AttributeValue.s(String.format(Locale.ROOT, "OE-B%07d", i)));
            a.put("SK", AttributeValue.s(String.format(Locale.ROOT, "C%03d", random.nextInt(500))));
            a.put("Data", AttributeValue.s(status + "#" + date));
            a.put("GSI-Bucket", AttributeValue.n(random.nextInt(15)));
            a.put("Status", AttributeValue.s(status));
            a.put("OrderDate", AttributeValue.s(date));
            a.put("OrderTotal", AttributeValue.n(random.nextInt(5000) + "." + random.nextInt(100)));
            orders.add(Item.of(a));
        }
        Table table = model.tables().get(0);
        List<Item> items = new ArrayList<>(table.items());
        items.addAll(orders);
        List<Table> tables = new ArrayList<>(model.tables());
        tables.set(0, table.withItems(items));
        return new Model(model.name(), model.metadata(), tables, model.accessPatterns(), model.extras());
    }
}
