package dev.tablewright.dynamo;

import java.time.Duration;

/**
 * How the batch loader writes: requests in flight at once, and how it backs off when DynamoDB
 * throttles or leaves items unprocessed (exponential with full jitter, from {@code baseDelay} up to
 * {@code maxDelay}); it gives up after {@code maxRetriesWithoutProgress} tries in a row that
 * write nothing.
 */
public record LoaderSettings(int concurrency, Duration baseDelay, Duration maxDelay, int maxRetriesWithoutProgress) {
    public static final int BATCH_SIZE = 25;

    public LoaderSettings {
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be at least 1");
        }
    }

    /** 8 requests in flight, 50 ms to 5 s backoff, 12 tries without progress. */
    public static LoaderSettings defaults() {
        return new LoaderSettings(8, Duration.ofMillis(50), Duration.ofSeconds(5), 12);
    }
}
