package dev.tablewright.dynamo;

import static dev.tablewright.dynamo.DynamoTestSupport.count;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablewright.model.Model;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/** Deploys that meet trouble: a server that goes away, throttling, cancel, a wrong endpoint. */
class DeployFaultTest {
    private static final LoaderSettings FAST_RETRIES =
            new LoaderSettings(4, Duration.ofMillis(1), Duration.ofMillis(20), 8);
    private static AmazonDynamoDBLocal local;
    private static OpenConnection embedded;

    @BeforeAll
    static void start() {
        local = DynamoDBEmbedded.create(null, true);
        embedded = OpenConnection.of(Connection.embedded(), local.dynamoDbClient());
    }

    @AfterAll
    static void stop() {
        embedded.client().close();
        local.shutdown();
    }

    @Test
    void deploy_whenServerStopsMidway_reportsExactCountAndSecondRunCompletes(@TempDir Path data) {
        Model model = TestModels.oneTable("Stopped", 1500);
        String table = model.tables().get(0).name();
        LocalDynamoServer server = LocalDynamoServer.start(0, data);
        int port = server.port();
        CompletableFuture<Void> stopped = new CompletableFuture<>();
        AtomicBoolean stopping = new AtomicBoolean();
        AtomicLong lastSeen = new AtomicLong();
        DeployException failure;
        // a stopped server refuses connections at once; the timeouts only need to outlast a slow CreateTable
        // on a busy machine (with 2 s ones the deploy sometimes failed before writing anything)
        ClientOptions quick = new ClientOptions(Duration.ofSeconds(2), Duration.ofSeconds(15), Duration.ofSeconds(15),
                Duration.ofSeconds(40), 2, null);
        try (OpenConnection remote = DynamoClients.open(Connection.endpoint(server.endpoint().toString()), quick)) {
            failure = catchThrowableOfType(DeployException.class, () -> new Deployer(remote,
                    new LoaderSettings(2, Duration.ofMillis(1), Duration.ofMillis(20), 3))
                    .deploy(model, ExistingTables.REFUSE, new DeployListener() {
                        @Override
                        public void onProgress(DeployProgress p) {
                            lastSeen.accumulateAndGet(p.written(), Math::max);
                            if (p.written() >= 300 && stopping.compareAndSet(false, true)) {
                                CompletableFuture.runAsync(server::close).whenComplete((v, e) -> complete(stopped, e));
                            }
                        }
                    }, CancelToken.create()));
        }

        assertThat(failure).as("the deploy should fail once the server is gone").isNotNull();
        assertThat(failure.itemsWritten()).as(failure.getMessage()).isBetween(300L, 1499L).isEqualTo(lastSeen.get());
        assertThat(failure.itemsTotal()).isEqualTo(1500);
        assertThat(failure.getMessage())
                .contains("stopped after " + failure.itemsWritten() + " of 1500 items")
                .contains("cannot reach").contains("--items-only");

        // the deploy fails as soon as the port is closed, while close() still shuts the old server's database:
        // restarting before close() returned raced with it (a locked database answered HTTP 500)
        stopped.join();
        try (LocalDynamoServer again = LocalDynamoServer.start(port, data);
             OpenConnection remote = DynamoClients.open(Connection.endpoint(again.endpoint().toString()))) {
            assertThat(count(remote.client(), table)).as("items in the table after the failure")
                    .isGreaterThanOrEqualTo((int) failure.itemsWritten());

            DeployResult second = new Deployer(remote).deploy(model, ExistingTables.LOAD_ITEMS_ONLY,
                    DeployListener.NONE, CancelToken.create());

            assertThat(second.itemsWritten()).isEqualTo(1500);
            assertThat(count(remote.client(), table)).isEqualTo(1500);
        }
    }

    private static void complete(CompletableFuture<Void> future, Throwable error) {
        if (error == null) {
            future.complete(null);
        } else {
            future.completeExceptionally(error);
        }
    }

    @Test
    void deploy_whenThrottledAndLeftUnprocessed_retriesToCompletion() {
        Model model = TestModels.oneTable("Throttled", 700);
        FlakyDynamoDbClient flaky = new FlakyDynamoDbClient(embedded.client(), 3, false);
        AtomicLong last = new AtomicLong();

        DeployResult result = new Deployer(OpenConnection.of(Connection.embedded(), flaky), FAST_RETRIES)
                .deploy(model, ExistingTables.REFUSE, new DeployListener() {
                    @Override
                    public void onProgress(DeployProgress p) {
                        last.accumulateAndGet(p.written(), Math::max);
                    }
                }, CancelToken.create());

        assertThat(flaky.throttled.get()).as("throttled requests").isPositive();
        assertThat(flaky.unprocessedReturned.get()).as("items handed back unprocessed").isPositive();
        assertThat(result.itemsWritten()).isEqualTo(700);
        assertThat(last.get()).isEqualTo(700);
        assertThat(count(embedded.client(), "Throttled")).isEqualTo(700);
    }

    @Test
    void deploy_whenThrottledForever_givesUpWithAPlainMessageAndZeroCount() {
        Model model = TestModels.oneTable("AlwaysThrottled", 60);
        FlakyDynamoDbClient flaky = new FlakyDynamoDbClient(embedded.client(), 1, true);

        DeployException e = catchThrowableOfType(DeployException.class,
                () -> new Deployer(OpenConnection.of(Connection.embedded(), flaky), FAST_RETRIES)
                        .deploy(model, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create()));

        assertThat(e.itemsWritten()).isZero();
        assertThat(e.getMessage()).contains("stopped after 0 of 60").contains("throttled");
    }

    @Test
    void deploy_whenCancelled_stopsAndCountsExactlyWhatWasWritten() {
        Model model = TestModels.oneTable("Cancelled", 3000);
        CancelToken cancel = CancelToken.create();

        DeployException e = catchThrowableOfType(DeployException.class, () -> new Deployer(embedded,
                new LoaderSettings(2, Duration.ofMillis(1), Duration.ofMillis(10), 3))
                .deploy(model, ExistingTables.REFUSE, new DeployListener() {
                    @Override
                    public void onProgress(DeployProgress p) {
                        if (p.written() >= 300) {
                            cancel.cancel();
                        }
                    }
                }, cancel));

        assertThat(e.cancelled()).isTrue();
        assertThat(e.itemsWritten()).isBetween(300L, 2999L);
        assertThat(count(embedded.client(), "Cancelled")).isEqualTo((int) e.itemsWritten());
        assertThat(e.getMessage()).contains("cancelled after " + e.itemsWritten() + " of 3000");
    }

    @Test
    void deploy_whenEndpointIsWrong_failsWithinSecondsInPlainWords() {
        long start = System.nanoTime();
        try (OpenConnection wrong = DynamoClients.open(Connection.endpoint("http://127.0.0.1:1"))) {
            DynamoException e = catchThrowableOfType(DynamoException.class, () -> new Deployer(wrong)
                    .deploy(TestModels.oneTable("Nowhere", 3), ExistingTables.REFUSE, DeployListener.NONE,
                            CancelToken.create()));

            assertThat(e.getMessage()).startsWith("cannot reach http://127.0.0.1:1").contains("connection refused");
        }
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10)); // 3 attempts with back-off; under 2 s when the machine is idle
    }

    @Test
    void test_whenEndpointIsWrong_failsWithinSecondsInPlainWords() {
        ConnectionCheck check = ConnectionTester.test(Connection.endpoint("http://127.0.0.1:1"), ClientOptions.defaults());

        assertThat(check.ok()).isFalse();
        assertThat(check.message()).contains("cannot reach").contains("connection refused");
        assertThat(check.latency()).isLessThan(Duration.ofSeconds(10)); // 3 attempts with back-off; under 2 s when the machine is idle
    }

    @Test
    void test_whenEmbedded_listsTables() {
        ConnectionCheck check = ConnectionTester.test(embedded);

        assertThat(check.ok()).as(check.message()).isTrue();
        assertThat(check.message()).startsWith("connected to");
    }
}
