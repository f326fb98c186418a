package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternRunner;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.profiles.ProfileFile;

/**
 * Trouble between Tablewright and DynamoDB, made by a {@link FaultProxy} in front of a DynamoDB
 * Local server: the server dying mid-query, a server too slow to answer, throttling, and expired
 * credentials. Each ends in one plain message naming the endpoint and what to do.
 * (DeployFaultTest covers the server dying mid-deploy and throttled batch writes.)
 */
class NetworkFaultTest {
    private static final ClientOptions QUICK = new ClientOptions(Duration.ofSeconds(1), Duration.ofSeconds(1),
            Duration.ofMillis(1500), Duration.ofSeconds(4), 2, null);
    private static LocalDynamoServer server;
    private static Model hrOe;
    private static InMemoryEngine engine;

    @BeforeAll
    static void deploy() throws Exception {
        server = LocalDynamoServer.start(0, null);
        hrOe = ModelFiles.read(Path.of("models", "hr-oe.json")).model();
        engine = InMemoryEngine.of(hrOe);
        try (OpenConnection direct = DynamoClients.open(Connection.endpoint(server.endpoint().toString()))) {
            new Deployer(direct).deploy(hrOe, ExistingTables.REFUSE, DeployListener.NONE, CancelToken.create());
        }
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private static BoundPattern pattern(int number) {
        AccessPattern pattern = hrOe.accessPatterns().get(number - 1);
        return PatternBinder.bind(hrOe, pattern, Map.of());
    }

    private static Connection through(FaultProxy proxy) {
        return Connection.endpoint(proxy.endpoint().toString());
    }

    @Test
    void run_whenServerDiesMidQuery_failsInPlainWordsNamingTheEndpoint() throws Exception {
        try (FaultProxy proxy = new FaultProxy(server.endpoint()).dieAfter(5);
             OpenConnection open = DynamoClients.open(through(proxy), QUICK)) {
            long start = System.nanoTime();

            DynamoException e = catchThrowableOfType(DynamoException.class,
                    () -> new RemotePatternRunner(open, 1, 100).run(pattern(5)));

            assertThat(e).as("the 15-shard pattern must fail once the server is gone").isNotNull();
            assertThat(proxy.requests.get()).as("requests the proxy saw").isGreaterThan(5);
            assertThat(e.getMessage()).isEqualTo("cannot reach " + proxy.endpoint() + " (us-east-1): connection "
                    + "refused (is the server running and the port right?)");
            assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(8));
        }
    }

    @Test
    void runDeployAndTest_whenServerIsTooSlow_timeOutNamingTheEndpoint() throws Exception {
        try (FaultProxy proxy = new FaultProxy(server.endpoint()).slow(Duration.ofSeconds(30));
             OpenConnection open = DynamoClients.open(through(proxy), QUICK)) {
            String expected = "no answer from " + proxy.endpoint() + " (us-east-1) in time: check the endpoint and "
                    + "your network";
            long start = System.nanoTime();

            DynamoException run = catchThrowableOfType(DynamoException.class,
                    () -> new RemotePatternRunner(open, 1, 100).run(pattern(1)));
            DynamoException deploy = catchThrowableOfType(DynamoException.class, () -> new Deployer(open)
                    .deploy(TestModels.oneTable("Slow", 5), ExistingTables.REFUSE, DeployListener.NONE,
                            CancelToken.create()));
            ConnectionCheck check = ConnectionTester.test(through(proxy), QUICK);

            assertThat(run).isNotNull();
            assertThat(run.getMessage()).isEqualTo(expected);
            assertThat(deploy).isNotNull();
            assertThat(deploy.getMessage()).isEqualTo(expected);
            assertThat(check.ok()).isFalse();
            assertThat(check.message()).isEqualTo(expected);
            assertThat(Duration.ofNanos(System.nanoTime() - start)).as("three calls of at most 4 s each")
                    .isLessThan(Duration.ofSeconds(15));
        }
    }

    @Test
    void run_whenThrottledTwice_retriesAndGivesTheSameItems() throws Exception {
        try (FaultProxy proxy = new FaultProxy(server.endpoint()).failNext(2, "ProvisionedThroughputExceededException");
             OpenConnection open = DynamoClients.open(through(proxy), QUICK.withMaxAttempts(3))) {

            RemotePatternRunner.Run run = new RemotePatternRunner(open, 1, 100).run(pattern(1));

            assertThat(proxy.cannedSent.get()).as("throttled answers sent").isEqualTo(2);
            assertThat(run.result().items()).isEqualTo(PatternRunner.run(engine, pattern(1)).items()).isNotEmpty();
        }
    }

    @Test
    void run_whenThrottledBeyondTheRetries_givesAPlainMessage() throws Exception {
        try (FaultProxy proxy = new FaultProxy(server.endpoint()).failNext(1000, "ProvisionedThroughputExceededException");
             OpenConnection open = DynamoClients.open(through(proxy), QUICK.withMaxAttempts(3))) {

            DynamoException e = catchThrowableOfType(DynamoException.class,
                    () -> new RemotePatternRunner(open, 1, 100).run(pattern(1)));

            assertThat(proxy.cannedSent.get()).as("attempts, all throttled").isEqualTo(3);
            assertThat(e.getMessage()).isEqualTo("Query on " + proxy.endpoint() + " (us-east-1) was throttled: "
                    + "DynamoDB refused requests faster than the table's capacity or the account's limits allow; "
                    + "wait and try again, or raise the capacity");
        }
    }

    @Test
    void testDeployAndRun_whenTokenExpired_sayToRefreshTheProfileOrLogInAgain() throws Exception {
        ProfileFile files = ProfileFile.builder().type(ProfileFile.Type.CREDENTIALS).content("""
                [expired]
                aws_access_key_id = AKIAEXPIREDKEY000000
                aws_secret_access_key = expiredSecret0123456789
                aws_session_token = expiredSessionToken==
                """).build();
        ClientOptions options = QUICK.withProfileFile(() -> files);
        try (FaultProxy proxy = new FaultProxy(server.endpoint()).failNext(1000, "ExpiredTokenException")) {
            Connection connection = new Connection.Endpoint(proxy.endpoint(), "eu-west-1", "expired");
            String expected = "the credentials of profile expired have expired: refresh them (for SSO: run "
                    + "`aws sso login --profile expired`)";

            ConnectionCheck check = ConnectionTester.test(connection, options);
            DynamoException deploy;
            DynamoException run;
            try (OpenConnection open = DynamoClients.open(connection, options)) {
                deploy = catchThrowableOfType(DynamoException.class, () -> new Deployer(open).deploy(
                        TestModels.oneTable("Expired", 5), ExistingTables.REFUSE, DeployListener.NONE,
                        CancelToken.create()));
                run = catchThrowableOfType(DynamoException.class,
                        () -> new RemotePatternRunner(open, 1, 100).run(pattern(1)));
            }

            assertThat(check.ok()).isFalse();
            assertThat(check.message()).isEqualTo(expected);
            assertThat(deploy).isNotNull();
            assertThat(deploy.getMessage()).isEqualTo(expected);
            assertThat(run).isNotNull();
            assertThat(run.getMessage()).isEqualTo(expected);
            assertThat(proxy.cannedSent.get()).as("an expired token is not retried").isEqualTo(3);
        }
    }
}
