package dev.tablewright.cli;

import dev.tablewright.dynamo.Connection;
import java.net.URI;
import java.nio.file.Path;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Where a verb sends its requests: embedded DynamoDB Local (the default), any endpoint, or an AWS
 * profile (with an optional endpoint override when both --profile and --endpoint are given).
 */
final class ConnectionOptions {
    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--embedded", description = "Use DynamoDB Local inside this process (the default).")
    boolean embedded;

    @Option(names = "--data-dir", paramLabel = "D",
            description = "With --embedded: keep the tables in this folder instead of in memory.")
    Path dataDir;

    @Option(names = "--endpoint", paramLabel = "URL",
            description = "Any DynamoDB endpoint, e.g. http://localhost:8000 (dummy keys unless --profile).")
    URI endpoint;

    @Option(names = "--profile", paramLabel = "P",
            description = "An AWS profile from ~/.aws/config and ~/.aws/credentials (SSO, assume-role, keys...).")
    String profile;

    @Option(names = "--region", paramLabel = "R", description = "The region (default: the profile's, or us-east-1 for an endpoint).")
    String region;

    Connection toConnection() {
        if (embedded && (endpoint != null || profile != null)) {
            throw new ParameterException(spec.commandLine(), "--embedded cannot be combined with --endpoint or --profile");
        }
        if (dataDir != null && (endpoint != null || profile != null)) {
            throw new ParameterException(spec.commandLine(), "--data-dir applies to --embedded only");
        }
        if (profile != null) {
            return new Connection.AwsProfile(profile, region, endpoint);
        }
        if (endpoint != null) {
            try {
                return new Connection.Endpoint(endpoint, region, null);
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
        }
        return new Connection.Embedded(dataDir);
    }
}
