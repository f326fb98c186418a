package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConnectionStoreTest {

    @Test
    void load_whenEveryKindSaved_returnsThemInOrder(@TempDir Path home) throws IOException {
        ConnectionStore store = new ConnectionStore(home);
        store.save("mem", Connection.embedded());
        store.save("disk", new Connection.Embedded(home.resolve("data")));
        store.save("server", new Connection.LocalServer(8000, null));
        store.save("alternator", new Connection.Endpoint(URI.create("http://scylla:8000"), "us-west-2", null));
        store.save("prod", new Connection.AwsProfile("prod", "eu-west-1", URI.create("https://vpce.example")));

        var loaded = new ConnectionStore(home).load();

        assertThat(loaded).containsOnlyKeys("mem", "disk", "server", "alternator", "prod");
        assertThat(loaded.keySet()).containsExactly("mem", "disk", "server", "alternator", "prod");
        assertThat(loaded.get("disk")).isEqualTo(new Connection.Embedded(home.resolve("data")));
        assertThat(loaded.get("prod")).isEqualTo(new Connection.AwsProfile("prod", "eu-west-1", URI.create("https://vpce.example")));
    }

    @Test
    void remove_whenSaved_forgetsIt(@TempDir Path home) throws IOException {
        ConnectionStore store = new ConnectionStore(home);
        store.save("a", Connection.embedded());
        store.save("b", Connection.endpoint("http://localhost:8000"));

        store.remove("a");

        assertThat(store.load()).containsOnlyKeys("b");
    }

    @Test
    void load_whenNoFile_isEmpty(@TempDir Path home) throws IOException {
        assertThat(new ConnectionStore(home).load()).isEmpty();
    }
}
