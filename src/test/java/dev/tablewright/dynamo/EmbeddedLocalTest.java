package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
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
    void appDirs_whenHomePropertySet_putsConfigAndDataUnderIt() {
        String home = System.getProperty(AppDirs.HOME_PROPERTY);

        assertThat(home).as("surefire sets tablewright.home").isNotBlank();
        assertThat(AppDirs.configDir()).isEqualTo(Path.of(home));
        assertThat(AppDirs.localDataDir().startsWith(Path.of(home))).as("data under home").isTrue();
    }
}
