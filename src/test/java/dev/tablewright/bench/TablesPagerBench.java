package dev.tablewright.bench;

import dev.tablewright.app.DynamoTablesService;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.live.QueryHistory;
import dev.tablewright.dynamo.live.ReadRequest;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.tables.ItemPager;
import dev.tablewright.ui.tables.LiveTarget;
import dev.tablewright.ui.tables.TablesViewModel;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.BillingMode;
import software.amazon.awssdk.services.dynamodb.model.KeyType;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.ScalarAttributeType;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * The Tables workspace's pager on a big table: creates {@code items} items on a DynamoDB Local
 * server (BatchWriteItem, 25 a request, {@code threads} in parallel), then pages through the whole
 * table as the grid does (Scan pages of 100, 10 pages kept) to the end, and prints the times and the
 * heap the pager holds (used heap after GC, with the pager reachable, minus before it).
 *
 * <p>Usage: {@code TablesPagerBench ENDPOINT ITEMS [THREADS]}; bench/run's {@code tables} part
 * starts the server in a process of its own, so this JVM's heap is the pager's and the client's.
 */
public final class TablesPagerBench {
    private TablesPagerBench() {
    }

    public static void main(String[] args) throws Exception {
        String endpoint = args[0];
        int items = Integer.parseInt(args[1]);
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        Connection connection = Connection.endpoint(endpoint);
        // a shared 2-core machine may answer slowly: a minute a call rather than the window's 10 s
        java.time.Duration minute = java.time.Duration.ofSeconds(60);
        OpenConnection open = DynamoClients.open(connection, new dev.tablewright.dynamo.ClientOptions(minute, minute,
                minute, minute, 5, null));
        DynamoDbClient client = open.client();
        String table = "Big" + items;
        client.createTable(b -> b.tableName(table).billingMode(BillingMode.PAY_PER_REQUEST)
                .attributeDefinitions(d -> d.attributeName("PK").attributeType(ScalarAttributeType.S),
                        d -> d.attributeName("SK").attributeType(ScalarAttributeType.S))
                .keySchema(k -> k.attributeName("PK").keyType(KeyType.HASH),
                        k -> k.attributeName("SK").keyType(KeyType.RANGE)));
        long loadStart = System.nanoTime();
        AtomicLong written = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<?>> work = new ArrayList<>();
        int perThread = (items + threads - 1) / threads;
        for (int t = 0; t < threads; t++) {
            int from = t * perThread;
            int to = Math.min(items, from + perThread);
            work.add(pool.submit(() -> {
                List<WriteRequest> batch = new ArrayList<>(25);
                for (int i = from; i < to; i++) {
                    batch.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item(i)).build()).build());
                    if (batch.size() == 25 || i == to - 1) {
                        write(client, table, batch);
                        long done = written.addAndGet(batch.size());
                        if (done % 100_000 < 25) {
                            System.out.printf("tables-load progress items=%d seconds=%.1f%n", done,
                                    (System.nanoTime() - loadStart) / 1e9);
                        }
                        batch = new ArrayList<>(25);
                    }
                }
                return null;
            }));
        }
        for (Future<?> f : work) {
            f.get();
        }
        pool.shutdown();
        double loadSeconds = (System.nanoTime() - loadStart) / 1e9;
        System.out.printf("tables-load items=%d threads=%d seconds=%.1f itemsPerSecond=%.0f%n", items, threads,
                loadSeconds, items / loadSeconds);

        DynamoTablesService service = new DynamoTablesService(null,
                new QueryHistory(Files.createTempDirectory("bench-history")));
        service.use(open);
        LiveTarget target = new LiveTarget("bench", connection, false, false, true);
        long before = usedAfterGc();
        ItemPager pager = new ItemPager(TaskExecutor.sameThread(), TablesViewModel.KEPT_PAGES, TablesViewModel.PAGE_ROWS);
        ReadRequest scan = ReadRequest.scan(table, TablesViewModel.PAGE_ROWS);
        long pageStart = System.nanoTime();
        pager.start(cursor -> service.read(target, scan, cursor));
        while (!pager.completeProperty().get()) {
            pager.rowShown(pager.rows().size() - 1);
            if (!pager.errorProperty().get().isEmpty()) {
                throw new IllegalStateException(pager.errorProperty().get());
            }
        }
        double pageSeconds = (System.nanoTime() - pageStart) / 1e9;
        long after = usedAfterGc();
        System.out.printf("tables-page rows=%d pages=%d keptPages=%d seconds=%.1f rowsPerSecond=%.0f "
                        + "pagerHeapMB=%.1f heapBeforeMB=%.1f heapAfterMB=%.1f%n",
                pager.rows().size(), pager.pageCount(), pager.keptPageCount(), pageSeconds,
                pager.rows().size() / pageSeconds, (after - before) / 1048576.0, before / 1048576.0, after / 1048576.0);
        if (pager.rows().size() != items) {
            throw new IllegalStateException("paged " + pager.rows().size() + " rows of " + items);
        }
        System.exit(0);
    }

    private static Map<String, AttributeValue> item(int i) {
        return Map.of(
                "PK", AttributeValue.builder().s(String.format("CUSTOMER#%07d", i / 10)).build(),
                "SK", AttributeValue.builder().s(String.format("ORDER#%07d", i)).build(),
                "status", AttributeValue.builder().s(i % 3 == 0 ? "OPEN" : "SHIPPED").build(),
                "total", AttributeValue.builder().n(Integer.toString(i % 1000)).build(),
                "note", AttributeValue.builder().s("an order of the benchmark table, item " + i).build());
    }

    private static void write(DynamoDbClient client, String table, List<WriteRequest> batch) {
        Map<String, List<WriteRequest>> pending = Map.of(table, batch);
        while (!pending.isEmpty()) {
            Map<String, List<WriteRequest>> asked = pending;
            BatchWriteItemResponse r = client.batchWriteItem(b -> b.requestItems(asked));
            if (!r.hasUnprocessedItems() || r.unprocessedItems().isEmpty()) {
                return;
            }
            pending = r.unprocessedItems();
        }
    }

    private static long usedAfterGc() throws InterruptedException {
        Runtime rt = Runtime.getRuntime();
        for (int i = 0; i < 3; i++) {
            System.gc();
            Thread.sleep(200);
        }
        return rt.totalMemory() - rt.freeMemory();
    }
}
