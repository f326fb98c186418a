package dev.tablewright.bench;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
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
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.Select;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Loads the same generated items into one DynamoDB Local server (in memory, on localhost, reached
 * over HTTP like any endpoint) with four loaders, side by side in one run: Tablewright's deployer
 * (its parallel BatchWriteItem loader), a single-threaded PutItem loop, the raw SDK ceiling (a
 * plain multi-threaded BatchWriteItem loop with as many threads as the loader has requests in
 * flight), and the AWS CLI ({@code aws dynamodb batch-write-item}, one process per 25 items, on a
 * subset because it is slow). Each table is created before its load is timed; each load's item
 * count is checked with a Scan. Prints one {@code deploy ...} line per load and the medians.
 * Run through {@code bench/run deploy}, or
 * <pre>
 * DDB_LOCAL_TELEMETRY=0 java -cp target/classes:target/test-classes:$(cat target/classpath.txt) \
 *     dev.tablewright.bench.DeployBenchmark [sizes=10000,30000,100000] [runs=3] [cliItems=1000] [inFlight=8]
 * </pre>
 */
public final class DeployBenchmark {
    static final List<String> LOADERS = List.of("tablewright", "raw-sdk", "putitem");

    private DeployBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int[] sizes = java.util.Arrays.stream((args.length > 0 ? args[0] : "10000,30000,100000").split(","))
                .mapToInt(Integer::parseInt).toArray();
        int runs = args.length > 1 ? Integer.parseInt(args[1]) : 3;
        int cliItems = args.length > 2 ? Integer.parseInt(args[2]) : 1000;
        int inFlight = args.length > 3 ? Integer.parseInt(args[3]) : LoaderSettings.defaults().concurrency();
        LoaderSettings settings = new LoaderSettings(inFlight, Duration.ofMillis(50), Duration.ofSeconds(5), 12);
        LocalDynamoServer server = LocalDynamoServer.start(0, null);
        try (OpenConnection open = DynamoClients.open(new Connection.Endpoint(server.endpoint(), "us-east-1", null))) {
            System.out.printf(Locale.ROOT, "DynamoDB Local at %s; %d cores; %d requests in flight; %d run(s) per size%n",
                    server.endpoint(), Runtime.getRuntime().availableProcessors(), inFlight, runs);
            // warm up every path (class loading, JIT, connections) on small tables
            for (String loader : LOADERS) {
                load(open, settings, loader, items(3_000, 1));
            }
            List<String> summary = new ArrayList<>();
            for (int size : sizes) {
                List<Item> items = items(size, 42);
                Map<String, List<Double>> seconds = new LinkedHashMap<>();
                for (int run = 1; run <= runs; run++) {
                    for (String loader : LOADERS) {
                        double s = load(open, settings, loader, items);
                        if (run == 1) {
                            checkCount(open.client(), table(loader), size);
                        }
                        seconds.computeIfAbsent(loader, k -> new ArrayList<>()).add(s);
                        System.out.printf(Locale.ROOT, "deploy loader=%s items=%d run=%d seconds=%.3f itemsPerSecond=%.0f%n",
                                loader, size, run, s, size / s);
                    }
                }
                double tw = median(seconds.get("tablewright"));
                for (String loader : LOADERS) {
                    double m = median(seconds.get(loader));
                    summary.add(String.format(Locale.ROOT,
                            "deploy-median loader=%s items=%d seconds=%.2f itemsPerSecond=%.0f timeVsTablewright=%.2f",
                            loader, size, m, size / m, m / tw));
                }
            }
            if (cliItems > 0) {
                List<Item> items = items(cliItems, 42);
                double s = cli(open, server.endpoint().toString(), items);
                checkCount(open.client(), table("aws-cli"), cliItems);
                summary.add(String.format(Locale.ROOT, "deploy-median loader=aws-cli items=%d seconds=%.2f itemsPerSecond=%.1f"
                        + " (one run, one process per 25 items)", cliItems, s, cliItems / s));
            }
            summary.forEach(System.out::println);
        } finally {
            server.close();
            DynamoClients.shutdown();
        }
        System.exit(0);
    }

    static String table(String loader) {
        return "Bench-" + loader;
    }

    /** Creates an empty table for the loader (not timed), then times loading the items into it. */
    static double load(OpenConnection open, LoaderSettings settings, String loader, List<Item> items) throws Exception {
        String name = table(loader);
        new Deployer(open).deploy(model(name, List.of()), ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
        long start = System.nanoTime();
        switch (loader) {
            case "tablewright" -> {
                DeployResult result = new Deployer(open, settings).deploy(model(name, items), ExistingTables.LOAD_ITEMS_ONLY,
                        DeployListener.NONE, CancelToken.create());
                if (result.itemsWritten() != items.size()) {
                    throw new IllegalStateException("wrote " + result.itemsWritten() + " of " + items.size());
                }
            }
            case "putitem" -> {
                for (Item item : items) {
                    open.client().putItem(b -> b.tableName(name).item(AttributeValues.toSdk(item)));
                }
            }
            case "raw-sdk" -> rawBatchWrite(open.client(), name, items, settings.concurrency());
            default -> throw new IllegalArgumentException(loader);
        }
        return (System.nanoTime() - start) / 1e9;
    }

    /** The SDK ceiling: threads taking 25-item batches off a shared counter, resending what comes back unprocessed. */
    static void rawBatchWrite(DynamoDbClient client, String name, List<Item> items, int threads) throws Exception {
        int batches = (items.size() + LoaderSettings.BATCH_SIZE - 1) / LoaderSettings.BATCH_SIZE;
        AtomicInteger next = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                workers.add(pool.submit(() -> {
                    for (int b = next.getAndIncrement(); b < batches; b = next.getAndIncrement()) {
                        List<WriteRequest> writes = new ArrayList<>(LoaderSettings.BATCH_SIZE);
                        int end = Math.min(items.size(), (b + 1) * LoaderSettings.BATCH_SIZE);
                        for (int i = b * LoaderSettings.BATCH_SIZE; i < end; i++) {
                            writes.add(WriteRequest.builder().putRequest(PutRequest.builder()
                                    .item(AttributeValues.toSdk(items.get(i))).build()).build());
                        }
                        Map<String, List<WriteRequest>> pending = Map.of(name, writes);
                        while (!pending.isEmpty()) {
                            Map<String, List<WriteRequest>> sent = pending;
                            BatchWriteItemResponse response = client.batchWriteItem(r -> r.requestItems(sent));
                            pending = response.hasUnprocessedItems() ? response.unprocessedItems() : Map.of();
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> worker : workers) {
                worker.get();
            }
        } finally {
            pool.shutdownNow();
        }
    }

    /** The AWS CLI: one {@code aws dynamodb batch-write-item} process per 25 items, one after another. */
    static double cli(OpenConnection open, String endpoint, List<Item> items) throws IOException, InterruptedException {
        String name = table("aws-cli");
        new Deployer(open).deploy(model(name, List.of()), ExistingTables.REPLACE, DeployListener.NONE, CancelToken.create());
        ObjectMapper json = new ObjectMapper();
        Path dir = Files.createTempDirectory("bench-cli");
        List<Path> files = new ArrayList<>();
        for (int from = 0; from < items.size(); from += LoaderSettings.BATCH_SIZE) {
            ObjectNode request = json.createObjectNode();
            ArrayNode writes = request.putArray(name);
            for (Item item : items.subList(from, Math.min(items.size(), from + LoaderSettings.BATCH_SIZE))) {
                writes.addObject().putObject("PutRequest").set("Item", DynamoJson.toJson(item));
            }
            Path file = dir.resolve("batch-" + files.size() + ".json");
            Files.writeString(file, json.writeValueAsString(request), StandardCharsets.UTF_8);
            files.add(file);
        }
        long start = System.nanoTime();
        for (Path file : files) {
            ProcessBuilder pb = new ProcessBuilder("aws", "dynamodb", "batch-write-item", "--request-items",
                    "file://" + file, "--endpoint-url", endpoint, "--region", "us-east-1", "--output", "json");
            pb.environment().put("AWS_ACCESS_KEY_ID", "bench");
            pb.environment().put("AWS_SECRET_ACCESS_KEY", "bench");
            pb.environment().put("AWS_PAGER", "");
            pb.redirectErrorStream(true);
            Process process = pb.start();
            String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (process.waitFor() != 0 || !out.replaceAll("\\s", "").contains("\"UnprocessedItems\":{}")) {
                throw new IllegalStateException("aws batch-write-item failed or left items unprocessed: " + out);
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        for (Path file : files) {
            Files.delete(file);
        }
        Files.delete(dir);
        return seconds;
    }

    static void checkCount(DynamoDbClient client, String name, int expected) {
        int count = client.scanPaginator(b -> b.tableName(name).select(Select.COUNT)).stream()
                .mapToInt(r -> r.count()).sum();
        if (count != expected) {
            throw new IllegalStateException(name + " holds " + count + " items, expected " + expected);
        }
    }

    static double median(List<Double> values) {
        List<Double> sorted = new ArrayList<>(values);
        sorted.sort(null);
        int n = sorted.size();
        return n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
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

    static Model model(String name, List<Item> items) {
        Table table = Table.of(name, KeySchema.of(KeyAttribute.of("PK", ScalarType.S), KeyAttribute.of("SK", ScalarType.S)))
                .withItems(items);
        return new Model(name, ModelMetadata.of("benchmark"), List.of(table), List.of(), null);
    }
}
