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
 * server (BatchWriteItem, 25 a request, {@code threads} in parallel), then opens the table as the
 * grid does (Scan pages of 100, 10 pages kept) and scrolls down {@code pages} pages (to the end when
 * not given), then back to the top. It prints the time to the first page, each later page's median
 * and 95th percentile, the time to read the first page again once it was let go, and the heap the
 * pager holds (used heap after GC, with the pager reachable, minus before it) after 10 pages and at
 * the end: the same figure at 10 pages and at thousands is what "bounded" means.
 *
 * <p>Usage: {@code TablesPagerBench ENDPOINT ITEMS [THREADS [PAGES]]}; bench/run's {@code tables} part
 * starts the server in a process of its own, so this JVM's heap is the pager's and the client's.
 */
public final class TablesPagerBench {
    private TablesPagerBench() {
    }

    public static void main(String[] args) throws Exception {
        String endpoint = args[0];
        int items = Integer.parseInt(args[1]);
        int threads = args.length > 2 ? Integer.parseInt(args[2]) : 8;
        int pages = args.length > 3 ? Integer.parseInt(args[3]) : Integer.MAX_VALUE;
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
        // the grid opens on the table: its first page is what a person waits for
        long pageStart = System.nanoTime();
        pager.start(cursor -> service.read(target, scan, cursor));
        double firstPageMs = (System.nanoTime() - pageStart) / 1e6;
        // scrolling down: each page is read when the grid shows a row near the end of what was read
        List<Double> pageMs = new ArrayList<>();
        double heapAfterTenPages = 0;
        while (!pager.completeProperty().get() && pager.pageCount() < pages) {
            long t = System.nanoTime();
            pager.rowShown(pager.rows().size() - 1);
            pageMs.add((System.nanoTime() - t) / 1e6);
            if (!pager.errorProperty().get().isEmpty()) {
                throw new IllegalStateException(pager.errorProperty().get());
            }
            if (pager.pageCount() == 10) {
                heapAfterTenPages = (usedAfterGc() - before) / 1048576.0;
            }
        }
        double scrollSeconds = pageMs.stream().mapToDouble(Double::doubleValue).sum() / 1000; // the reads alone
        long after = usedAfterGc();
        // scrolling back to the top: the first page was let go and is read again from its start key
        long back = System.nanoTime();
        pager.rowShown(0);
        double backMs = (System.nanoTime() - back) / 1e6;
        if (pager.rows().get(0) == null) {
            throw new IllegalStateException("the first row was not read again");
        }
        pageMs.sort(null);
        System.out.printf("tables-page tableItems=%d rows=%d pages=%d keptPages=%d firstPageMs=%.0f "
                        + "medianPageMs=%.0f p95PageMs=%.0f scrollSeconds=%.1f rowsPerSecond=%.0f backToTopMs=%.0f "
                        + "pagerHeapMB=%.1f pagerHeapAfter10PagesMB=%.1f heapBeforeMB=%.1f heapAfterMB=%.1f%n",
                items, pager.rows().size(), pager.pageCount(), pager.keptPageCount(), firstPageMs,
                percentile(pageMs, 0.5), percentile(pageMs, 0.95), scrollSeconds,
                (pager.rows().size() - TablesViewModel.PAGE_ROWS) / scrollSeconds, backMs,
                (after - before) / 1048576.0, heapAfterTenPages, before / 1048576.0, after / 1048576.0);
        int expected = (int) Math.min(items, (long) pages * TablesViewModel.PAGE_ROWS);
        if (pager.rows().size() != expected) {
            throw new IllegalStateException("paged " + pager.rows().size() + " rows, expected " + expected);
        }
        System.exit(0);
    }

    private static double percentile(List<Double> sorted, double p) {
        return sorted.isEmpty() ? 0 : sorted.get(Math.min(sorted.size() - 1, (int) Math.floor(p * sorted.size())));
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
