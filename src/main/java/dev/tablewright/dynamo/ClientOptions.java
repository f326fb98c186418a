package dev.tablewright.dynamo;

import java.time.Duration;
import java.util.Objects;
import java.util.function.Supplier;
import software.amazon.awssdk.profiles.ProfileFile;

/**
 * How clients reach a remote endpoint: short timeouts and few SDK retries so a wrong endpoint
 * fails within seconds. {@code profileFile} null reads ~/.aws/config and ~/.aws/credentials (or
 * the files AWS_CONFIG_FILE / AWS_SHARED_CREDENTIALS_FILE name).
 */
public record ClientOptions(Duration connectTimeout, Duration socketTimeout, Duration apiCallAttemptTimeout,
                            Duration apiCallTimeout, int maxAttempts, Supplier<ProfileFile> profileFile) {
    public ClientOptions {
        Objects.requireNonNull(connectTimeout, "connectTimeout");
        Objects.requireNonNull(socketTimeout, "socketTimeout");
        Objects.requireNonNull(apiCallAttemptTimeout, "apiCallAttemptTimeout");
        Objects.requireNonNull(apiCallTimeout, "apiCallTimeout");
        if (maxAttempts < 1) {
            throw new IllegalArgumentException("maxAttempts must be at least 1");
        }
    }

    /** 2 s to connect, 15 s an attempt, 40 s a call, 3 attempts. */
    public static ClientOptions defaults() {
        return new ClientOptions(Duration.ofSeconds(2), Duration.ofSeconds(15), Duration.ofSeconds(15),
                Duration.ofSeconds(40), 3, null);
    }

    public ClientOptions withProfileFile(Supplier<ProfileFile> newProfileFile) {
        return new ClientOptions(connectTimeout, socketTimeout, apiCallAttemptTimeout, apiCallTimeout, maxAttempts,
                newProfileFile);
    }

    public ClientOptions withMaxAttempts(int attempts) {
        return new ClientOptions(connectTimeout, socketTimeout, apiCallAttemptTimeout, apiCallTimeout, attempts,
                profileFile);
    }

    Supplier<ProfileFile> profileFileOrDefault() {
        return profileFile != null ? profileFile : ProfileFile::defaultProfileFile;
    }
}
