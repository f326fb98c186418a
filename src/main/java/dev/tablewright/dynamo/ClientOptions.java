package dev.tablewright.dynamo;

import java.time.Duration;
import java.util.Objects;
import java.util.function.Supplier;
import software.amazon.awssdk.profiles.ProfileFile;

/**
 * How clients reach a remote endpoint: short timeouts and few SDK retries so a wrong endpoint,
 * or one that accepts connections and never answers, fails within seconds. {@code profileFile} null reads ~/.aws/config and ~/.aws/credentials (or
 * the files AWS_CONFIG_FILE / AWS_SHARED_CREDENTIALS_FILE name).
 */
public record ClientOptions(Duration connectTimeout, Duration socketTimeout, Duration apiCallAttemptTimeout,
                            Duration apiCallTimeout, int maxAttempts, Supplier<ProfileFile> profileFile,
                            Duration simulatedRoundTrip) {
    public ClientOptions {
        Objects.requireNonNull(simulatedRoundTrip, "simulatedRoundTrip");
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(socketTimeout, "socketTimeout");
        Objects.requireNonNull(apiCallAttemptTimeout, "apiCallAttemptTimeout");
        Objects.requireNonNull(apiCallTimeout, "apiCallTimeout");
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
    }

    /** Options without a simulated round trip. */
    public ClientOptions(Duration connectTimeout, Duration socketTimeout, Duration apiCallAttemptTimeout,
                         Duration apiCallTimeout, int maxAttempts, Supplier<ProfileFile> profileFile) {
        this(connectTimeout, socketTimeout, apiCallAttemptTimeout, apiCallTimeout, maxAttempts, profileFile, Duration.ZERO);
    }

    /**
     * 10 s to connect, 10 s for the first byte of an answer, 10 s for a whole call, 3 attempts:
     * a server that never answers fails in about 10 s (it was 41 s), with the call's timeout
     * named in the message; retries of throttled or refused requests fit well within it.
     */
    public static ClientOptions defaults() {
        Duration tenSeconds = Duration.ofSeconds(10);
        return new ClientOptions(tenSeconds, tenSeconds, tenSeconds, tenSeconds, 3, null);
    }

    public ClientOptions withProfileFile(Supplier<ProfileFile> newProfileFile) {
        return new ClientOptions(connectTimeout, socketTimeout, apiCallAttemptTimeout, apiCallTimeout, maxAttempts,
                newProfileFile, simulatedRoundTrip);
    }

    public ClientOptions withMaxAttempts(int attempts) {
        return new ClientOptions(connectTimeout, socketTimeout, apiCallAttemptTimeout, apiCallTimeout, attempts,
                profileFile, simulatedRoundTrip);
    }

    /**
     * These options with {@code roundTrip} added before each request is sent ({@link LatencyInterceptor}):
     * benchmarks on localhost use it to stand for the network to a real region.
     */
    public ClientOptions withSimulatedRoundTrip(Duration roundTrip) {
        return new ClientOptions(connectTimeout, socketTimeout, apiCallAttemptTimeout, apiCallTimeout, maxAttempts,
                profileFile, roundTrip);
    }

    Supplier<ProfileFile> profileFileOrDefault() {
        return profileFile != null ? profileFile : ProfileFile::defaultProfileFile;
    }
}
