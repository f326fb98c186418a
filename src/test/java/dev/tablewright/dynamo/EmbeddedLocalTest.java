package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Embedded DynamoDB Local started lazily, persisted in a data folder, and as a server. */
class EmbeddedLocalTest {

    @Test
    void open_whenEmbeddedPersisted_keepsTablesAcrossRestarts(@TempDir Path data) {
        Connection connection = new Connection.Embedded(data);
        try (OpenConnection open = DynamoClients.open(connection)) {
            new Deployer(open).deploy(TestModels.oneTable("Kept", 5), ExistingTables.REFUSE, DeployListener.NONE,
                    CancelToken.create());
        }
        assertThat(EmbeddedLocal.wasUsed()).isTrue();
        EmbeddedLocal.shutdownAll();

        try (OpenConnection open = DynamoClients.open(connection)) {
            assertThat(DynamoTestSupport.count(open.client(), "Kept")).isEqualTo(5);
        } finally {
            EmbeddedLocal.shutdownAll();
        }
    }

    @Test
    void open_whenLocalServer_startsItOnAFreePortAndServesTheSameData() {
        try (OpenConnection open = DynamoClients.open(new Connection.LocalServer(0, null));
             OpenConnection again = DynamoClients.open(new Connection.LocalServer(0, null))) {
            open.client().createTable(TableMapping.toCreateTableRequest(TestModels.oneTable("Served", 0).tables().get(0)));

            assertThat(open.endpoint()).startsWith("http://localhost:");
            assertThat(again.endpoint()).isEqualTo(open.endpoint());
            assertThat(again.client().listTables().tableNames()).contains("Served");
        } finally {
            DynamoClients.shutdown();
        }
    }

    @Test
    void shutdownAll_whenEmbeddedWasUsed_leavesNoThreadThatKeepsTheJvmAlive() throws InterruptedException {
        EmbeddedLocal.shutdownAll();
        Set<Thread> before = nonDaemonThreads();
        EmbeddedLocal.client(null).listTables();

        EmbeddedLocal.shutdownAll();

        // DynamoDB Local 2.x kept ShardRolloverJobScheduler alive for minutes here; 3.3.1 ends its threads
        assertThat(threadsLeftAfter(before)).as("non-daemon threads left by embedded Local").isEmpty();
    }

    @Test
    void close_whenLocalServerStopped_leavesNoThreadThatKeepsTheJvmAlive() throws InterruptedException {
        Set<Thread> before = nonDaemonThreads();
        LocalDynamoServer server = LocalDynamoServer.start(0, null);

        server.close();

        assertThat(threadsLeftAfter(before)).as("non-daemon threads left by the Local server").isEmpty();
    }

    private static Set<Thread> nonDaemonThreads() {
        return Thread.getAllStackTraces().keySet().stream().filter(t -> t.isAlive() && !t.isDaemon())
                .collect(Collectors.toSet());
    }

    /** The non-daemon threads not in {@code before} still alive after up to 10 s, by name. */
    private static List<String> threadsLeftAfter(Set<Thread> before) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        Set<Thread> left;
        do {
            left = nonDaemonThreads();
            left.removeAll(before);
            if (left.isEmpty()) {
                break;
            }
            Thread.sleep(100);
        } while (System.nanoTime() < deadline);
        return left.stream().map(Thread::getName).sorted().toList();
    }

    @Test
    void appDirs_whenHomePropertySet_putsConfigAndDataUnderIt() {
        String home = System.getProperty(AppDirs.HOME_PROPERTY);

        assertThat(home).as("surefire sets tablewright.home").isNotBlank();
        assertThat(AppDirs.configDir()).isEqualTo(Path.of(home));
        assertThat(AppDirs.localDataDir().startsWith(Path.of(home))).as("data under home").isTrue();
    }
}
