package dev.tablewright.dynamo;

import java.net.URI;
import java.nio.file.Path;
import java.util.Objects;

/**
 * Where DynamoDB requests go. No kind holds a secret: credentials come from dummy keys (local
 * servers) or from a named AWS profile resolved by the SDK at connection time.
 */
public sealed interface Connection {

    /** A short description for messages, e.g. {@code "profile prod (eu-west-1)"}. */
    String describe();

    static Embedded embedded() {
        return new Embedded(null);
    }

    static Endpoint endpoint(String url) {
        return new Endpoint(URI.create(url), Endpoint.DEFAULT_REGION, null);
    }

    static AwsProfile profile(String profile, String region) {
        return new AwsProfile(profile, region, null);
    }

    /**
     * DynamoDB Local inside this process, started on first use. {@code dataDir} null keeps the
     * tables in memory; otherwise they are persisted in that folder.
     */
    record Embedded(Path dataDir) implements Connection {
        @Override
        public String describe() {
            return dataDir == null ? "embedded DynamoDB Local (in memory)" : "embedded DynamoDB Local (" + dataDir + ")";
        }
    }

    /**
     * A DynamoDB Local HTTP server that Tablewright runs on localhost, so other tools can reach
     * the same data. {@code port} 0 picks a free port; {@code dataDir} null keeps tables in memory.
     */
    record LocalServer(int port, Path dataDir) implements Connection {
        public LocalServer {
            if (port < 0 || port > 65535) {
                throw new IllegalArgumentException("port " + port + " is not between 0 and 65535");
            }
        }

        @Override
        public String describe() {
            return "DynamoDB Local server on localhost" + (port == 0 ? "" : ":" + port);
        }
    }

    /**
     * Any DynamoDB-compatible endpoint (a DynamoDB Local server, LocalStack, ScyllaDB Alternator).
     * {@code profile} null signs requests with dummy keys; otherwise with that profile's credentials.
     */
    record Endpoint(URI url, String region, String profile) implements Connection {
        public static final String DEFAULT_REGION = "us-east-1";

        public Endpoint {
            Objects.requireNonNull(url, "url");
            if (url.getScheme() == null || url.getHost() == null) {
                throw new IllegalArgumentException("'" + url + "' is not an endpoint URL such as http://localhost:8000");
            }
            region = region == null || region.isBlank() ? DEFAULT_REGION : region;
        }

        @Override
        public String describe() {
            return url + " (" + region + ")";
        }
    }

    /**
     * Amazon DynamoDB through a named profile of ~/.aws/config and ~/.aws/credentials (static keys,
     * SSO, assume-role, credential_process), or the SDK's default chain when {@code profile} is null.
     * {@code region} null takes the profile's; {@code endpointOverride} is optional.
     */
    record AwsProfile(String profile, String region, URI endpointOverride) implements Connection {
        @Override
        public String describe() {
            String name = profile == null ? "default credentials" : "profile " + profile;
            return name + (region == null ? "" : " (" + region + ")")
                    + (endpointOverride == null ? "" : " at " + endpointOverride);
        }
    }
}
