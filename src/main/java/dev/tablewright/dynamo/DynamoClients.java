package dev.tablewright.dynamo;

import java.net.URI;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import software.amazon.awssdk.auth.credentials.AwsBasicCredentials;
import software.amazon.awssdk.auth.credentials.AwsCredentialsProvider;
import software.amazon.awssdk.auth.credentials.DefaultCredentialsProvider;
import software.amazon.awssdk.auth.credentials.ProfileCredentialsProvider;
import software.amazon.awssdk.auth.credentials.StaticCredentialsProvider;
import software.amazon.awssdk.awscore.retry.AwsRetryStrategy;
import software.amazon.awssdk.core.client.config.ClientOverrideConfiguration;
import software.amazon.awssdk.http.apache5.Apache5HttpClient;
import software.amazon.awssdk.profiles.Profile;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.profiles.ProfileProperty;
import software.amazon.awssdk.regions.Region;
import software.amazon.awssdk.regions.providers.DefaultAwsRegionProviderChain;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.DynamoDbClientBuilder;

/**
 * Opens connections: builds an SDK client for each kind, starting embedded DynamoDB Local or a
 * local server on first use.
 */
public final class DynamoClients {
    private static final Map<Integer, LocalDynamoServer> SERVERS = new HashMap<>();
    private static final AwsCredentialsProvider DUMMY =
            StaticCredentialsProvider.create(AwsBasicCredentials.create("tablewright", "local"));

    private DynamoClients() {
    }

    public static OpenConnection open(Connection connection) {
        return open(connection, ClientOptions.defaults());
    }

    public static OpenConnection open(Connection connection, ClientOptions options) {
        if (connection instanceof Connection.Embedded embedded) {
            return new OpenConnection(connection, EmbeddedLocal.client(embedded.dataDir()), connection.describe(), false);
        }
        if (connection instanceof Connection.LocalServer server) {
            LocalDynamoServer running = server(server.port(), server.dataDir());
            return remote(connection, running.endpoint(), Connection.Endpoint.DEFAULT_REGION, DUMMY, options);
        }
        if (connection instanceof Connection.Endpoint endpoint) {
            if (endpoint.profile() != null) {
                ProfileEndpoints.require(options.profileFileOrDefault().get(), endpoint.profile());
            }
            AwsCredentialsProvider credentials = endpoint.profile() == null ? DUMMY
                    : profileCredentials(endpoint.profile(), options.profileFileOrDefault());
            return remote(connection, endpoint.url(), endpoint.region(), credentials, options);
        }
        if (connection instanceof Connection.AwsProfile profile) {
            Supplier<ProfileFile> files = options.profileFileOrDefault();
            ProfileFile file = profile.profile() == null ? null : files.get();
            Optional<Profile> named = file == null ? Optional.empty() : file.profile(profile.profile());
            URI endpoint = profile.endpointOverride();
            if (endpoint == null && named.isPresent()) {
                endpoint = ProfileEndpoints.configured(file, named.get()).orElse(null);
            }
            if (file != null && named.isEmpty() && (profile.region() == null || profile.region().isBlank())) {
                ProfileEndpoints.require(file, profile.profile()); // missing, not "no region"
            }
            String region = region(profile, files);
            if (endpoint == null && Region.of(region).metadata() == null) {
                throw new DynamoException("unknown region '" + region + "' for " + profile.describe()
                        + ": choose one such as us-east-1 or eu-west-1");
            }
            if (file != null) {
                ProfileEndpoints.require(file, profile.profile());
            }
            AwsCredentialsProvider credentials = profile.profile() == null
                    ? DefaultCredentialsProvider.builder().profileFile(files).build()
                    : profileCredentials(profile.profile(), files);
            return remote(connection, endpoint, region, credentials, options);
        }
        throw new IllegalArgumentException("Unknown connection " + connection);
    }

    /** The server Tablewright runs on {@code port} (0: the first one started on a free port). */
    static synchronized LocalDynamoServer server(int port, Path dataDir) {
        LocalDynamoServer running = SERVERS.get(port);
        if (running == null) {
            running = LocalDynamoServer.start(port, dataDir);
            SERVERS.put(port, running);
        }
        return running;
    }

    /** Stops the local servers and embedded instances this process started. */
    public static synchronized void shutdown() {
        SERVERS.values().forEach(LocalDynamoServer::close);
        SERVERS.clear();
        EmbeddedLocal.shutdownAll();
    }

    private static ProfileCredentialsProvider profileCredentials(String profile, Supplier<ProfileFile> files) {
        return ProfileCredentialsProvider.builder().profileFile(files).profileName(profile).build();
    }

    static String region(Connection.AwsProfile profile, Supplier<ProfileFile> files) {
        if (profile.region() != null && !profile.region().isBlank()) {
            return profile.region();
        }
        if (profile.profile() != null) {
            Optional<String> fromProfile = files.get().profile(profile.profile())
                    .flatMap(p -> p.property(ProfileProperty.REGION));
            if (fromProfile.isPresent()) {
                return fromProfile.get();
            }
        }
        try {
            var chain = DefaultAwsRegionProviderChain.builder().profileFile(files);
            if (profile.profile() != null) {
                chain.profileName(profile.profile());
            }
            return chain.build().getRegion().id();
        } catch (RuntimeException e) {
            throw new DynamoException("no region for " + profile.describe()
                    + ": choose one with --region or set `region` in the profile", e);
        }
    }

    private static OpenConnection remote(Connection connection, URI endpoint, String region,
                                         AwsCredentialsProvider credentials, ClientOptions options) {
        ClientOverrideConfiguration.Builder override = ClientOverrideConfiguration.builder();
        if (!options.simulatedRoundTrip().isZero()) {
            override.addExecutionInterceptor(new LatencyInterceptor(options.simulatedRoundTrip()));
        }
        DynamoDbClientBuilder builder = DynamoDbClient.builder()
                .region(Region.of(region))
                .credentialsProvider(credentials)
                .httpClientBuilder(Apache5HttpClient.builder()
                        .connectionTimeout(options.connectTimeout())
                        .socketTimeout(options.socketTimeout())
                        .maxConnections(64))
                .overrideConfiguration(override
                        .apiCallAttemptTimeout(options.apiCallAttemptTimeout())
                        .apiCallTimeout(options.apiCallTimeout())
                        .retryStrategy(AwsRetryStrategy.standardRetryStrategy().toBuilder()
                                .maxAttempts(options.maxAttempts()).build())
                        .build());
        if (endpoint != null) {
            builder.endpointOverride(endpoint);
        }
        String where = endpoint != null ? endpoint.toString() : "https://dynamodb." + region + ".amazonaws.com";
        return new OpenConnection(connection, builder.build(), where, true);
    }
}
