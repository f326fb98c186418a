package dev.tablewright.dynamo;

import java.time.Duration;
import java.util.Objects;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.core.interceptor.Context;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;
import software.amazon.awssdk.core.interceptor.ExecutionInterceptor;

/**
 * Simulates the network between the client and DynamoDB: each HTTP attempt waits {@code roundTrip}
 * before it is sent, as a request to a region tens of milliseconds away waits for its answer.
 * Benchmarks use it on localhost, where there is no latency for a parallel fan-out to hide.
 */
public final class LatencyInterceptor implements ExecutionInterceptor {
    private final Duration roundTrip;

    public LatencyInterceptor(Duration roundTrip) {
        Objects.requireNonNull(roundTrip, "roundTrip");
        if (roundTrip.isNegative()) {
            throw new IllegalArgumentException("a round trip cannot be negative: " + roundTrip);
        }
        this.roundTrip = roundTrip;
    }

    public Duration roundTrip() {
        return roundTrip;
    }

    @Override
    public void beforeTransmission(Context.BeforeTransmission context, ExecutionAttributes attributes) {
        try {
            Thread.sleep(roundTrip.toMillis(), roundTrip.toNanosPart() % 1_000_000);
        } catch (InterruptedException e) {
            // The SDK's call and attempt timeouts interrupt the waiting thread. An AbortedException is what
            // its timeout stage turns into ApiCallTimeoutException or ApiCallAttemptTimeoutException, so
            // the message names the endpoint and the time waited instead of "interrupted".
            Thread.currentThread().interrupt();
            throw AbortedException.create("interrupted while simulating network latency", e);
        }
    }
}
