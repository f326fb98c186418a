package dev.tablewright.cli;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.engine.request.RequestException;
import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Path;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * Where a verb sends its requests: embedded DynamoDB Local, any endpoint, or an AWS profile (with
 * an optional endpoint override when both --profile and --endpoint are given); for {@code query}
 * also the in-memory engine. {@code --engine} names the same choices in one option.
 */
final class ConnectionOptions {
    private static final String ENGINES = "--engine must be memory, embedded, endpoint=URL or profile=NAME";

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    @Option(names = "--engine", paramLabel = "ENGINE",
            description = "memory | embedded | endpoint=URL | profile=NAME: the choice of --embedded, --endpoint and "
                    + "--profile in one option; memory (the in-memory engine) for query only, where it is the default.")
    String engine;

    @Option(names = "--embedded", description = "Use DynamoDB Local inside this process (the default except for query).")
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

    /** The connection chosen; embedded DynamoDB Local when none is. */
    Connection toConnection() {
        if ("memory".equals(engine)) {
            throw usage("--engine memory runs nothing on DynamoDB; " + spec.name()
                    + " needs embedded, endpoint=URL or profile=NAME");
        }
        return connection(false);
    }

    /** The connection chosen, or null for the in-memory engine, which is also the default. */
    Connection toConnectionOrMemory() {
        return connection(true);
    }

    private Connection connection(boolean memoryByDefault) {
        boolean local = embedded;
        URI url = endpoint;
        String named = profile;
        if (engine != null) {
            if (embedded || endpoint != null || profile != null) {
                throw usage("--engine cannot be combined with --embedded, --endpoint or --profile");
            }
            local = engine.equals("embedded");
            url = engine.startsWith("endpoint=") ? engineUrl(engine.substring("endpoint=".length())) : null;
            named = engine.startsWith("profile=") ? engine.substring("profile=".length()) : null;
            if (!local && url == null && named == null && !engine.equals("memory")) {
                throw usage(ENGINES + ", not '" + engine + "'");
            }
        }
        if (local && (url != null || named != null)) {
            throw usage("--embedded cannot be combined with --endpoint or --profile");
        }
        if (dataDir != null && (url != null || named != null || "memory".equals(engine))) {
            throw usage("--data-dir applies to --embedded only");
        }
        if (named != null) {
            return new Connection.AwsProfile(named, region, url);
        }
        if (url != null) {
            try {
                return new Connection.Endpoint(url, region, null);
            } catch (IllegalArgumentException e) {
                throw usage((engine != null ? "--engine endpoint=: " : "--endpoint: ") + e.getMessage());
            }
        }
        if (local || dataDir != null || !memoryByDefault) {
            return new Connection.Embedded(dataDir);
        }
        return null;
    }

    /** A verb's work on the connection it chose (null: the in-memory engine). */
    @FunctionalInterface
    interface Work {
        Integer run() throws Exception;
    }

    /**
     * Runs a verb's work on {@code connection}, the one way every verb that sends requests ends: a
     * request DynamoDB refuses is bad input (its error type and message, exit 1), and the SDK's
     * shared clients are shut when a connection was used, so the process ends at once.
     */
    static Integer run(Connection connection, Work work) throws Exception {
        try {
            return work.run();
        } catch (RequestException e) {
            throw new IllegalArgumentException(e.errorType() + ": " + e.getMessage());
        } finally {
            if (connection != null) {
                DynamoClients.shutdown();
            }
        }
    }

    private URI engineUrl(String text) {
        try {
            return new URI(text);
        } catch (URISyntaxException e) {
            throw usage("--engine endpoint=: " + e.getMessage());
        }
    }

    private ParameterException usage(String message) {
        return new ParameterException(spec.commandLine(), message);
    }
}
