package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.tablewright.model.NameMapping;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A name mapping saved with a connection, and files written before mappings existed. */
class ConnectionMappingTest {
    private static final NameMapping MAPPING = new NameMapping(Map.of("HR-OE", new NameMapping.TableNames("hr_live",
            Map.of("GSI1", "by_sk"), Map.of("PK", "pk", "SK", "sk"))));

    @Test
    void load_whenAFileWithoutMappings_loadsEveryConnectionWithTheIdentity(@TempDir Path home) throws IOException {
        Files.writeString(home.resolve(ConnectionStore.FILE_NAME), """
                {"FormatVersion": 1, "Connections": [
                  {"Name": "local", "Kind": "Endpoint", "Url": "http://localhost:8000", "Region": "us-east-1"},
                  {"Name": "prod", "Kind": "AwsProfile", "Profile": "prod", "Region": "eu-west-1"}]}
                """);
        ConnectionStore store = new ConnectionStore(home);

        assertThat(store.load()).containsOnlyKeys("local", "prod");
        assertThat(store.mapping("local").isIdentity()).isTrue();
    }

    @Test
    void saveMapping_whenReadBack_givesTheSameMappingAndKeepsItWhenTheConnectionIsSavedAgain(@TempDir Path home)
            throws IOException {
        ConnectionStore store = new ConnectionStore(home);
        store.save("local", Connection.endpoint("http://localhost:8000"));
        store.save("other", Connection.endpoint("http://localhost:8001"));

        store.saveMapping("local", MAPPING);
        store.save("local", Connection.endpoint("http://localhost:9000"));

        assertThat(store.mapping("local")).isEqualTo(MAPPING);
        assertThat(store.mapping("other").isIdentity()).isTrue();
        assertThat(store.load().get("local")).isEqualTo(Connection.endpoint("http://localhost:9000"));
        assertThat(Files.readString(store.file())).contains("\"Mapping\"").contains("\"TableName\" : \"hr_live\"");
    }

    @Test
    void saveMapping_whenNoSuchConnection_refusesNamingIt(@TempDir Path home) {
        ConnectionStore store = new ConnectionStore(home);

        assertThatThrownBy(() -> store.saveMapping("ghost", MAPPING)).isInstanceOf(IOException.class)
                .hasMessage("there is no saved connection 'ghost' to keep the mapping with");
    }

    @Test
    void mapping_whenTheSavedMappingIsMalformed_namesTheConnectionAndTheNode(@TempDir Path home) throws IOException {
        Files.writeString(home.resolve(ConnectionStore.FILE_NAME), """
                {"Connections": [{"Name": "local", "Kind": "Endpoint", "Url": "http://localhost:8000",
                  "Mapping": {"Tables": {"HR-OE": {"Indexes": {"GSI1": 7}}}}}]}
                """);

        assertThatThrownBy(() -> new ConnectionStore(home).mapping("local")).isInstanceOf(IOException.class)
                .hasMessageEndingWith("connection 'local', Mapping.Tables.HR-OE.Indexes.GSI1: must be a non-empty string");
    }
}
