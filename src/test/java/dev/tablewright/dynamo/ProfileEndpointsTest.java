package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import software.amazon.awssdk.profiles.ProfileFile;

/**
 * Named profiles read from temporary config and credentials files (never the user's own): a
 * missing profile is named as missing, and a profile's {@code endpoint_url} is where requests go.
 */
class ProfileEndpointsTest {
    private static LocalDynamoServer server;

    @TempDir
    Path aws;

    @BeforeAll
    static void start() {
        server = LocalDynamoServer.start(0, null);
    }

    @AfterAll
    static void stop() {
        server.close();
    }

    private ClientOptions options(String config) throws Exception {
        Path configFile = Files.writeString(aws.resolve("config"), config);
        Path credentialsFile = Files.writeString(aws.resolve("credentials"), """
                [local]
                aws_access_key_id = tablewright
                aws_secret_access_key = local
                [viaservices]
                aws_access_key_id = tablewright
                aws_secret_access_key = local
                """);
        ProfileFile files = ProfileFile.aggregator()
                .addFile(ProfileFile.builder().content(configFile).type(ProfileFile.Type.CONFIGURATION).build())
                .addFile(ProfileFile.builder().content(credentialsFile).type(ProfileFile.Type.CREDENTIALS).build())
                .build();
        return ClientOptions.defaults().withProfileFile(() -> files);
    }

    @Test
    void open_whenProfileDoesNotExist_namesTheProfileAndTheFiles() throws Exception {
        ClientOptions options = options("""
                [profile local]
                region = eu-west-1
                """);
        String expected = "profile doesnotexist is not in ~/.aws/config or ~/.aws/credentials";

        ConnectionCheck check = ConnectionTester.test(Connection.profile("doesnotexist", null), options);

        assertThat(check.ok()).isFalse();
        assertThat(check.message()).startsWith(expected).doesNotContain("region").doesNotContain("\n");
        assertThatThrownBy(() -> DynamoClients.open(Connection.profile("doesnotexist", "eu-west-1"), options))
                .isInstanceOf(DynamoException.class).hasMessageStartingWith(expected);
        assertThatThrownBy(() -> DynamoClients.open(
                new Connection.Endpoint(server.endpoint(), "eu-west-1", "doesnotexist"), options))
                .isInstanceOf(DynamoException.class).hasMessageStartingWith(expected);
    }

    @Test
    void open_whenProfileSetsEndpointUrl_sendsRequestsThere() throws Exception {
        ClientOptions options = options("""
                [profile local]
                region = eu-west-1
                endpoint_url = %s
                """.formatted(server.endpoint()));

        ConnectionCheck check = ConnectionTester.test(Connection.profile("local", null), options);

        assertThat(check.ok()).as(check.message()).isTrue();
        try (OpenConnection open = DynamoClients.open(Connection.profile("local", null), options)) {
            assertThat(open.endpoint()).isEqualTo(server.endpoint().toString());
        }
    }

    @Test
    void open_whenServicesSectionSetsDynamoDbEndpoint_sendsRequestsThere() throws Exception {
        ClientOptions options = options("""
                [profile viaservices]
                region = eu-west-1
                endpoint_url = http://127.0.0.1:1
                services = local-dynamo

                [services local-dynamo]
                dynamodb =
                  endpoint_url = %s
                """.formatted(server.endpoint()));

        ConnectionCheck check = ConnectionTester.test(Connection.profile("viaservices", null), options);

        assertThat(check.ok()).as(check.message()).isTrue();
        assertThat(check.endpoint()).isEqualTo(server.endpoint().toString());
    }
}
