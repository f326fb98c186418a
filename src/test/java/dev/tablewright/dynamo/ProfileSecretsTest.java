package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.profiles.ProfileFile;

/**
 * A profile with keys and a session token is used for real (against a local server), saved as a
 * connection, and no secret ends up in any file Tablewright writes.
 */
class ProfileSecretsTest {
    private static final String KEY_ID = "AKIAFAKEKEYID4TESTS0";
    private static final String SECRET = "fakeSecretKey/For+Tests0123456789abcdefXYZ";
    private static final String TOKEN = "FakeSessionToken//ForTablewrightTests==0123456789";
    private static LocalDynamoServer server;

    @BeforeAll
    static void start() {
        server = LocalDynamoServer.start(0, null);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    @Test
    void saveAndUse_whenProfileHasSecrets_writesNoSecretToAnyFile(@TempDir Path aws, @TempDir Path home) throws IOException {
        Path config = Files.writeString(aws.resolve("config"), """
                [profile fake]
                region = eu-central-1
                """);
        Path credentials = Files.writeString(aws.resolve("credentials"), """
                [fake]
                aws_access_key_id = %s
                aws_secret_access_key = %s
                aws_session_token = %s
                """.formatted(KEY_ID, SECRET, TOKEN));
        ProfileFile files = ProfileFile.aggregator()
                .addFile(ProfileFile.builder().content(config).type(ProfileFile.Type.CONFIGURATION).build())
                .addFile(ProfileFile.builder().content(credentials).type(ProfileFile.Type.CREDENTIALS).build())
                .build();
        ClientOptions options = ClientOptions.defaults().withProfileFile(() -> files);
        Connection connection = new Connection.AwsProfile("fake", null, server.endpoint());

        ConnectionCheck check = ConnectionTester.test(connection, options);
        ConnectionStore store = new ConnectionStore(home);
        store.save("fake profile", connection);
        store.save("local", new Connection.Endpoint(server.endpoint(), "eu-west-1", "fake"));
        try (OpenConnection open = DynamoClients.open(connection, options)) {
            new Deployer(open).deploy(TestModels.oneTable("Secrets", 3), ExistingTables.REFUSE,
                    DeployListener.NONE, CancelToken.create());
        }

        assertThat(check.ok()).as(check.message()).isTrue();
        assertThat(DynamoClients.region((Connection.AwsProfile) connection, () -> files)).isEqualTo("eu-central-1");
        assertThat(store.load()).containsKeys("fake profile", "local");
        assertThat(store.load().get("fake profile")).isEqualTo(connection);
        List<Path> written;
        try (Stream<Path> walk = Files.walk(home)) {
            written = walk.filter(Files::isRegularFile).toList();
        }
        assertThat(written).isNotEmpty();
        for (Path file : written) {
            String text = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
            assertThat(text).as(file.toString()).doesNotContain(KEY_ID).doesNotContain(SECRET).doesNotContain(TOKEN);
        }
    }
}
