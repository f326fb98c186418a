package dev.tablewright.dynamo;

import dev.tablewright.model.Item;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.BoundRequest;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternRunner;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.Response;
import dev.tablewright.engine.request.ScanRequest;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Runs a bound access pattern against a connection: each request (one per shard for a fan-out)
 * on a bounded pool in parallel, each paged until DynamoDB has no more or the page cap is reached,
 * every page timed; the results are merged in the sort order of the key schema the pattern reads,
 * by the same code as in-memory runs ({@link PatternRunner}), so the two compare item for item.
 */
public final class RemotePatternRunner {
    /** One page: how many items, the capacity it consumed, and how long it took. */
    public record Page(int items, int scanned, double capacityUnits, double millis) {
    }

    /** One shard (or the single request): its pages and its totals. */
    public record ShardRun(Integer shard, List<Page> pages, int items, double capacityUnits, double millis,
                           boolean truncated) {
        public ShardRun {
            pages = List.copyOf(pages);
        }
    }

    /** The merged result, each shard's run, and the wall time of the whole pattern. */
    public record Run(PatternResult result, List<ShardRun> shards, double millis, boolean parallel) {
        public Run {
            shards = List.copyOf(shards);
        }
    }

    /** Threads for the shards of every run, started as needed and ended after a minute unused. */
    private static final ExecutorService SHARDS = Executors.newCachedThreadPool(new ThreadFactory() {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new Thread(task, "tablewright-shard-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        }
    });
    private final OpenConnection connection;
    private final int parallelism;
    private final int maxPages;

    /**
     * @param parallelism requests in flight at once (1 runs the shards one after another)
     * @param maxPages pages read per request at most, as a guard against reading a whole table
     */
    public RemotePatternRunner(OpenConnection connection, int parallelism, int maxPages) {
        if (parallelism < 1 || maxPages < 1) {
            throw new IllegalArgumentException("parallelism and the page cap must be at least 1");
        }
        this.connection = connection;
        this.parallelism = parallelism;
        this.maxPages = maxPages;
    }

    public Run run(BoundPattern bound) {
        if (bound.isTransaction()) {
            return transaction(bound);
        }
        long start = System.nanoTime();
        List<BoundRequest> requests = bound.requests();
        Map<Request, Response> responses = new IdentityHashMap<>();
        List<ShardRun> shards = new ArrayList<>();
        for (Paged paged : pageAll(requests)) {
            responses.put(paged.request(), paged.response());
            shards.add(paged.run());
        }
        PatternResult merged = PatternRunner.run(responses::get, bound);
        return new Run(merged, shards, (System.nanoTime() - start) / 1e6, parallelism > 1 && requests.size() > 1);
    }

    /** A transaction pattern: its one TransactWriteItems or TransactGetItems, all or none. */
    private Run transaction(BoundPattern bound) {
        long start = System.nanoTime();
        PatternResult result;
        if (bound.transaction().write() != null) {
            var written = RemoteRequests.transactWrite(connection, bound.transaction().write());
            result = PatternRunner.transactionResult(bound, List.of(), written.consumedCapacity());
        } else {
            var got = RemoteRequests.transactGet(connection, bound.transaction().get());
            result = PatternRunner.transactionResult(bound, got.items(), got.consumedCapacity());
        }
        double millis = (System.nanoTime() - start) / 1e6;
        double units = result.consumedCapacity() == null ? 0 : result.consumedCapacity().capacityUnits();
        return new Run(result, List.of(new ShardRun(null, List.of(new Page(result.count(), result.scannedCount(), units,
                millis)), result.count(), units, millis, false)), millis, false);
    }

    /**
     * Sends {@code requests} as a run sends a pattern's shards (as many at once as this runner's
     * parallelism, each paged) and drops the answers: a warm-up of the path a first run takes, its
     * threads and connections included. Returns the items the answers held.
     */
    public int sendOnly(List<Request> requests) {
        return pageAll(requests.stream().map(r -> new BoundRequest(null, Map.of(), r)).toList()).stream()
                .mapToInt(p -> p.response() instanceof ReadResult read ? read.count() : 0).sum();
    }

    /** Every request's pages, in the order of {@code requests}. */
    private List<Paged> pageAll(List<BoundRequest> requests) {
        List<Paged> answers = new ArrayList<>();
        if (parallelism == 1 || requests.size() == 1) {
            for (BoundRequest r : requests) {
                answers.add(page(r));
            }
            return answers;
        }
        // at most `parallelism` workers, each taking the next request until none is left, on a shared
        // pool whose threads outlive a run: starting 15 threads for every run cost more than a request
        int workers = Math.min(parallelism, requests.size());
        AtomicInteger next = new AtomicInteger();
        List<CompletableFuture<Paged>> futures = new ArrayList<>();
        for (int i = 0; i < requests.size(); i++) {
            futures.add(new CompletableFuture<>());
        }
        List<Future<?>> running = new ArrayList<>();
        for (int w = 0; w < workers; w++) {
            running.add(SHARDS.submit(() -> {
                for (int i = next.getAndIncrement(); i < requests.size(); i = next.getAndIncrement()) {
                    CompletableFuture<Paged> result = futures.get(i);
                    if (Thread.currentThread().isInterrupted()) {
                        result.cancel(false);
                        continue;
                    }
                    try {
                        result.complete(page(requests.get(i)));
                    } catch (RuntimeException | Error e) {
                        result.completeExceptionally(e);
                    }
                }
            }));
        }
        try {
            for (CompletableFuture<Paged> future : futures) {
                answers.add(future.get());
            }
            return answers;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new DynamoException("the pattern run was interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            throw new DynamoException("a shard failed: " + e.getCause().getMessage(), e.getCause());
        } finally {
            running.forEach(f -> f.cancel(true));
        }
    }

    private record Paged(Request request, Response response, ShardRun run) {
    }

    /** Reads every page of one request (up to the cap) and folds them into one response. */
    private Paged page(BoundRequest bound) {
        Request request = bound.request();
        long started = System.nanoTime();
        if (!(request instanceof QueryRequest) && !(request instanceof ScanRequest)) {
            Response response = RemoteRequests.execute(connection, request);
            double millis = (System.nanoTime() - started) / 1e6;
            return new Paged(request, response, new ShardRun(bound.shard(), List.of(new Page(1, 1, 0, millis)), 1, 0, millis, false));
        }
        List<Page> pages = new ArrayList<>();
        List<Item> items = new ArrayList<>();
        int count = 0;
        int scanned = 0;
        double units = 0;
        boolean countOnly = false;
        Item startKey = null;
        ReadResult last;
        do {
            long pageStart = System.nanoTime();
            Request pageRequest = startKey == null ? request : withStart(request, startKey);
            last = (ReadResult) RemoteRequests.execute(connection, pageRequest);
            double pageUnits = last.consumedCapacity() == null ? 0 : last.consumedCapacity().capacityUnits();
            pages.add(new Page(last.count(), last.scannedCount(), pageUnits, (System.nanoTime() - pageStart) / 1e6));
            countOnly = last.items() == null;
            items.addAll(last.itemsOrEmpty());
            count += last.count();
            scanned += last.scannedCount();
            units += pageUnits;
            startKey = last.lastEvaluatedKey();
            boolean limited = request instanceof QueryRequest q ? q.limit() != null : ((ScanRequest) request).limit() != null;
            if (limited) {
                break; // a Limit asks for one page, as DynamoDB returns it
            }
        } while (startKey != null && pages.size() < maxPages);
        String table = request instanceof QueryRequest q ? q.tableName() : ((ScanRequest) request).tableName();
        ReadResult folded = new ReadResult(countOnly ? null : items, count, scanned, startKey,
                last.consumedCapacity() == null ? null : ConsumedCapacity.total(table, units));
        double millis = (System.nanoTime() - started) / 1e6;
        return new Paged(request, folded, new ShardRun(bound.shard(), pages, count, units, millis,
                startKey != null && pages.size() >= maxPages));
    }

    private static Request withStart(Request request, Item startKey) {
        if (request instanceof QueryRequest q) {
            return q.withExclusiveStartKey(startKey);
        }
        ScanRequest s = (ScanRequest) request;
        return s.toBuilder().exclusiveStartKey(startKey).build();
    }
}
