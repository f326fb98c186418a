package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/**
 * An endpoint that accepts connections and never answers: a loopback {@link ServerSocket} that
 * reads nothing and writes nothing. Remote connections give up in about 10 s by default, with one
 * line naming the endpoint and the time waited.
 */
class SilentEndpointTest {

    @Test
    void defaults_whenRead_connectFirstByteAndCallTimeoutsAreAboutTenSeconds() {
        ClientOptions defaults = ClientOptions.defaults();

        assertThat(defaults.connectTimeout()).as("connect timeout").isEqualTo(Duration.ofSeconds(10));
        assertThat(defaults.socketTimeout()).as("first-byte (socket read) timeout").isEqualTo(Duration.ofSeconds(10));
        assertThat(defaults.apiCallTimeout()).as("a whole call, retries included, must end in about 10 s")
                .isLessThanOrEqualTo(Duration.ofSeconds(11));
    }

    @Test
    void test_whenEndpointNeverAnswers_failsNamingTheEndpointAndTheWait() throws Exception {
        List<Socket> held = new CopyOnWriteArrayList<>();
        try (ServerSocket silent = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            Thread acceptor = new Thread(() -> {
                try {
                    while (!silent.isClosed()) {
                        held.add(silent.accept());
                    }
                } catch (IOException closed) {
                    // the test is over
                }
            }, "silent-endpoint");
            acceptor.setDaemon(true);
            acceptor.start();
            String url = "http://127.0.0.1:" + silent.getLocalPort();
            Duration second = Duration.ofSeconds(1);
            ClientOptions quick = new ClientOptions(second, second, second, second, 3, null);
            long start = System.nanoTime();

            ConnectionCheck check = ConnectionTester.test(Connection.endpoint(url), quick);

            Duration took = Duration.ofNanos(System.nanoTime() - start);
            assertThat(check.ok()).isFalse();
            assertThat(check.message()).startsWith("no answer from " + url).contains("within 1 s")
                    .doesNotContain("\n");
            assertThat(took).as("a 1 s call timeout").isLessThan(Duration.ofSeconds(6));
        } finally {
            for (Socket s : held) {
                s.close();
            }
        }
    }

    @Test
    void test_whenCallTimeoutFiresDuringSimulatedLatency_saysNoAnswerNamingTheEndpointNotInterrupted() throws Exception {
        try (ServerSocket unused = new ServerSocket(0, 50, InetAddress.getLoopbackAddress())) {
            String url = "http://127.0.0.1:" + unused.getLocalPort();
            Duration half = Duration.ofMillis(500);
            // the attempt's timeout fires first, as it did in the shard benchmark's 10 s runs
            ClientOptions slow = new ClientOptions(half, half, half, Duration.ofSeconds(5), 1, null)
                    .withSimulatedRoundTrip(Duration.ofSeconds(30));

            ConnectionCheck check = ConnectionTester.test(Connection.endpoint(url), slow);

            assertThat(check.ok()).isFalse();
            assertThat(check.message()).as("the call ran out of time while the round trip was simulated")
                    .startsWith("no answer from " + url).contains("within 0.5 s").doesNotContain("interrupted");
            assertThat(Thread.currentThread().isInterrupted()).as("the caller's thread is left uninterrupted").isFalse();
        }
    }
}
