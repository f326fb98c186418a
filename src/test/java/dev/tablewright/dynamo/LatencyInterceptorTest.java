package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.core.exception.AbortedException;
import software.amazon.awssdk.core.interceptor.ExecutionAttributes;

class LatencyInterceptorTest {

    @Test
    void beforeTransmission_whenRoundTripGiven_waitsThatLongBeforeSending() {
        LatencyInterceptor interceptor = new LatencyInterceptor(Duration.ofMillis(60));

        long start = System.nanoTime();
        interceptor.beforeTransmission(null, new ExecutionAttributes());
        long waited = (System.nanoTime() - start) / 1_000_000;

        assertThat(waited).as("milliseconds waited before the request went out").isGreaterThanOrEqualTo(60);
    }

    @Test
    void beforeTransmission_whenInterrupted_failsAndKeepsTheInterrupt() {
        LatencyInterceptor interceptor = new LatencyInterceptor(Duration.ofSeconds(30));
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> interceptor.beforeTransmission(null, new ExecutionAttributes()))
                    .isInstanceOf(AbortedException.class).hasMessageContaining("interrupted");
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void constructor_whenNegative_isRefused() {
        assertThatThrownBy(() -> new LatencyInterceptor(Duration.ofMillis(-1)))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("negative");
    }

    @Test
    void open_whenRoundTripSimulated_addsTheInterceptorToTheClient() {
        ClientOptions options = ClientOptions.defaults().withSimulatedRoundTrip(Duration.ofMillis(20));
        try (OpenConnection open = DynamoClients.open(Connection.endpoint("http://localhost:1"), options);
             OpenConnection plain = DynamoClients.open(Connection.endpoint("http://localhost:1"))) {
            assertThat(open.client().serviceClientConfiguration().overrideConfiguration().executionInterceptors())
                    .anySatisfy(i -> assertThat(i).isInstanceOfSatisfying(LatencyInterceptor.class,
                            l -> assertThat(l.roundTrip()).isEqualTo(Duration.ofMillis(20))));
            assertThat(plain.client().serviceClientConfiguration().overrideConfiguration().executionInterceptors())
                    .noneMatch(LatencyInterceptor.class::isInstance);
        }
    }
}
