package dev.tablewright.dynamo;

import java.time.Duration;
import java.util.Objects;
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
            Thread.currentThread().interrupt();
            throw new DynamoException("the request was interrupted while simulating network latency", e);
        }
    }
}
