package dev.tablewright.dynamo;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.IntConsumer;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.BatchWriteItemResponse;
import software.amazon.awssdk.services.dynamodb.model.PutRequest;
import software.amazon.awssdk.services.dynamodb.model.WriteRequest;

/**
 * Writes items with BatchWriteItem: 25 a request, up to {@code concurrency} requests in flight on
 * the given pool. Items DynamoDB leaves unprocessed, and requests it throttles, are retried with
 * exponential backoff and full jitter. Every item is counted once, when DynamoDB confirms it.
 */
final class BatchLoader {
    private final DynamoDbClient client;
    private final LoaderSettings settings;
    private final ExecutorService pool;

    BatchLoader(DynamoDbClient client, LoaderSettings settings, ExecutorService pool) {
        this.client = client;
        this.settings = settings;
        this.pool = pool;
    }

    /** Why a load stopped early: the first error, or null when it was cancelled. */
    static final class LoadStopped extends Exception {
        LoadStopped(Throwable cause) {
            super(cause);
        }
    }

    private record Outcome(Throwable error) {
    }

    /**
     * Writes the items; {@code written} hears each confirmed count as it comes (from pool threads).
     * Returns normally only when every item was written.
     */
    void load(String table, List<Map<String, AttributeValue>> items, IntConsumer written, CancelToken cancel)
            throws LoadStopped {
        List<List<WriteRequest>> chunks = new ArrayList<>();
        for (int from = 0; from < items.size(); from += LoaderSettings.BATCH_SIZE) {
            List<WriteRequest> chunk = new ArrayList<>(LoaderSettings.BATCH_SIZE);
            for (Map<String, AttributeValue> item : items.subList(from, Math.min(items.size(), from + LoaderSettings.BATCH_SIZE))) {
                chunk.add(WriteRequest.builder().putRequest(PutRequest.builder().item(item).build()).build());
            }
            chunks.add(chunk);
        }
        ExecutorCompletionService<Outcome> completion = new ExecutorCompletionService<>(pool);
        int next = 0;
        int inFlight = 0;
        Throwable failure = null;
        boolean interrupted = false;
        while (next < chunks.size() || inFlight > 0) {
            while (failure == null && !cancel.isCancelled() && inFlight < settings.concurrency() && next < chunks.size()) {
                List<WriteRequest> chunk = chunks.get(next++);
                completion.submit(() -> write(table, chunk, written, cancel));
                inFlight++;
            }
            if (inFlight == 0) {
                break;
            }
            try {
                Future<Outcome> done = completion.take();
                inFlight--;
                Outcome outcome = done.get();
                if (outcome.error() != null && failure == null) {
                    failure = outcome.error();
                }
            } catch (InterruptedException e) {
                interrupted = true;
                cancel.cancel(); // stop submitting, let requests in flight finish so the count stays exact
            } catch (ExecutionException e) {
                inFlight--;
                if (failure == null) {
                    failure = e.getCause();
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure != null) {
            throw new LoadStopped(failure);
        }
        if (next < chunks.size() || cancel.isCancelled()) {
            throw new LoadStopped(null);
        }
    }

    private Outcome write(String table, List<WriteRequest> chunk, IntConsumer written, CancelToken cancel) {
        List<WriteRequest> pending = chunk;
        int retries = 0;
        int withoutProgress = 0;
        while (!pending.isEmpty()) {
            if (cancel.isCancelled()) {
                return new Outcome(null);
            }
            BatchWriteItemResponse response;
            try {
                List<WriteRequest> request = pending;
                response = client.batchWriteItem(b -> b.requestItems(Map.of(table, request)));
            } catch (AwsServiceException e) {
                if (!isThrottling(e) || ++withoutProgress > settings.maxRetriesWithoutProgress()) {
                    return new Outcome(e);
                }
                if (!backOff(retries++, cancel)) {
                    return new Outcome(null);
                }
                continue;
            } catch (RuntimeException e) {
                return new Outcome(e);
            }
            List<WriteRequest> unprocessed = response.hasUnprocessedItems()
                    ? response.unprocessedItems().getOrDefault(table, List.of()) : List.of();
            int done = pending.size() - unprocessed.size();
            if (done > 0) {
                written.accept(done);
                withoutProgress = 0;
            } else if (++withoutProgress > settings.maxRetriesWithoutProgress()) {
                return new Outcome(new DynamoException("DynamoDB left " + unprocessed.size() + " items of table "
                        + table + " unprocessed " + withoutProgress + " times in a row; the table's write capacity "
                        + "may be too low"));
            }
            pending = unprocessed;
            if (!pending.isEmpty() && !backOff(retries++, cancel)) {
                return new Outcome(null);
            }
        }
        return new Outcome(null);
    }

    static boolean isThrottling(AwsServiceException e) {
        String code = e.awsErrorDetails() == null ? "" : String.valueOf(e.awsErrorDetails().errorCode());
        return e.isThrottlingException() || code.equals("ProvisionedThroughputExceededException")
                || code.equals("ThrottlingException") || code.equals("RequestLimitExceeded");
    }

    /** Sleeps a random time up to base * 2^retry (capped); false when cancelled meanwhile. */
    private boolean backOff(int retry, CancelToken cancel) {
        long ceiling = Math.min(settings.maxDelay().toMillis(), settings.baseDelay().toMillis() << Math.min(retry, 20));
        long delay = ThreadLocalRandom.current().nextLong(Math.max(1, ceiling) + 1);
        try {
            return !cancel.sleep(Duration.ofMillis(delay));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }
}
