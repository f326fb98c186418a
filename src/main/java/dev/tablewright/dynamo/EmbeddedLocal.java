package dev.tablewright.dynamo;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * DynamoDB Local inside this process: one instance per data folder (or one in memory), each
 * started on first use with telemetry off. DynamoDB Local reads {@code DDB_LOCAL_TELEMETRY} only
 * from the environment, which a running JVM cannot set; the second argument of
 * {@link DynamoDBEmbedded#create(java.io.File, Boolean)} is its "telemetry disabled" switch, so
 * it is always passed {@code true}.
 *
 * <p>DynamoDB Local 2.x left a non-daemon thread (ShardRolloverJobScheduler) alive for minutes after
 * {@link #shutdownAll()}; 3.3.1 lets the JVM end within a second (docs/dynamodb-local.md). The
 * launcher still ends the process itself after a verb, so a lingering thread could not hold it.
 *
 * <p>A persisted instance keeps its tables in {@code shared-local-instance.db} of the data folder,
 * the file a {@link LocalDynamoServer} on the same folder uses: one folder serves both (not at once).
 */
public final class EmbeddedLocal {
    /** The file DynamoDB Local's server writes with -sharedDb, so both modes share one data folder. */
    static final String DB_FILE = "shared-local-instance.db";
    private static final Map<String, Instance> INSTANCES = new LinkedHashMap<>();
    private static volatile boolean used;
    /** The keys of started instances, read without the lock that a starting instance holds. */
    private static final Set<String> STARTED = ConcurrentHashMap.newKeySet();

    private EmbeddedLocal() {
    }

    private record Instance(AmazonDynamoDBLocal local, DynamoDbClient client) {
    }

    /** The client of the instance for {@code dataDir} (null: in memory), starting it if needed. */
    public static synchronized DynamoDbClient client(Path dataDir) {
        String key = key(dataDir);
        Instance instance = INSTANCES.get(key);
        if (instance == null) {
            LocalLogging.quiet();
            SqliteNativeLibrary.prepare();
            AmazonDynamoDBLocal local;
            if (dataDir == null) {
                local = DynamoDBEmbedded.create(null, true);
            } else {
                try {
                    Files.createDirectories(dataDir);
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot create the data folder " + dataDir, e);
                }
                local = DynamoDBEmbedded.create(dataDir.resolve(DB_FILE).toFile(), true);
            }
            instance = new Instance(local, local.dynamoDbClient());
            INSTANCES.put(key, instance);
            STARTED.add(key);
            used = true;
        }
        return instance.client();
    }

    private static String key(Path dataDir) {
        return dataDir == null ? "" : dataDir.toAbsolutePath().normalize().toString();
    }

    /**
     * True when the instance for {@code dataDir} (null: in memory) is running. Never waits: the UI
     * thread asks it while another thread may be starting the instance.
     */
    public static boolean isStarted(Path dataDir) {
        return STARTED.contains(key(dataDir));
    }

    /** True once any embedded instance was started in this process. */
    public static boolean wasUsed() {
        return used;
    }

    /** Stops every embedded instance (their data is gone unless persisted). */
    public static synchronized void shutdownAll() {
        for (Instance instance : INSTANCES.values()) {
            try {
                instance.client().close();
            } catch (RuntimeException ignored) {
                // closing an in-process client has nothing to release that matters here
            }
            instance.local().shutdown();
        }
        INSTANCES.clear();
        STARTED.clear();
    }
}
