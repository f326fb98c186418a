package dev.tablewright.dynamo;

import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import software.amazon.dynamodb.services.local.main.CommandLineInput;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local as an HTTP server on localhost, with telemetry off and one shared database
 * (any region and keys see the same tables), so the AWS CLI or a browser GUI can reach the same
 * data as Tablewright.
 */
public final class LocalDynamoServer implements AutoCloseable {
    /** How long closing waits for the database to be released (pending writes to finish). */
    private static final Duration RELEASE_LIMIT = Duration.ofSeconds(30);
    private final DynamoDBProxyServer server;
    private final int port;
    private final Path dataDir;
    private volatile boolean stopped;

    private LocalDynamoServer(DynamoDBProxyServer server, int port, Path dataDir) {
        this.server = server;
        this.port = port;
        this.dataDir = dataDir;
    }

    /**
     * Starts a server on {@code port} (0: a free port) keeping tables in {@code dataDir} (null: in
     * memory).
     */
    public static LocalDynamoServer start(int port, Path dataDir) {
        int attempts = port == 0 ? 3 : 1;
        Exception last = null;
        for (int i = 0; i < attempts; i++) {
            int chosen = port == 0 ? freePort() : port;
            try {
                // createServer, not createServerFromCommandLineArgs: the latter prints a configuration banner to stdout
                CommandLineInput input = new CommandLineInput(args(chosen, dataDir));
                if (!input.init()) {
                    throw new IllegalArgumentException("DynamoDB Local rejected its arguments");
                }
                LocalLogging.quiet();
                SqliteNativeLibrary.prepare();
                DynamoDBProxyServer server = ServerRunner.createServer(input);
                server.start();
                return new LocalDynamoServer(server, chosen, dataDir);
            } catch (Exception e) {
                last = e;
            }
        }
        throw new DynamoException("cannot start DynamoDB Local on port " + (port == 0 ? "(free)" : port) + ": "
                + (last.getMessage() == null ? last.getClass().getSimpleName() : last.getMessage())
                + (port == 0 ? "" : " (is the port in use? choose another with --port)"), last);
    }

    private static String[] args(int port, Path dataDir) throws IOException {
        List<String> args = new ArrayList<>(List.of("-port", Integer.toString(port), "-disableTelemetry", "-sharedDb"));
        if (dataDir == null) {
            args.add("-inMemory");
        } else {
            Files.createDirectories(dataDir);
            args.add("-dbPath");
            args.add(dataDir.toAbsolutePath().toString());
        }
        return args.toArray(String[]::new);
    }

    static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            socket.setReuseAddress(true);
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new DynamoException("cannot find a free port on localhost: " + e.getMessage(), e);
        }
    }

    public int port() {
        return port;
    }

    /** Where clients reach this server, e.g. {@code http://localhost:8000}. */
    public URI endpoint() {
        return URI.create("http://localhost:" + port);
    }

    /** The folder holding the tables, or null when in memory. */
    public Path dataDir() {
        return dataDir;
    }

    /** The sqlite4java queues holding this server's database (none before its first request). */
    List<Object> databaseQueues() {
        return SqliteQueues.of(server);
    }

    /** Blocks until the server stops. */
    public void join() throws InterruptedException {
        try {
            server.join();
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            throw new DynamoException("DynamoDB Local stopped: " + e.getMessage(), e);
        }
    }

    /**
     * Stops the server and waits until it has released its database, so a server started next on
     * the same folder (or an embedded instance) finds it free; in-memory tables are gone, persisted
     * ones stay in the data folder.
     */
    @Override
    public synchronized void close() {
        if (stopped) {
            return;
        }
        stopped = true;
        boolean interrupted = Thread.interrupted(); // stopping waits for Jetty; an interrupted caller must still stop it
        try {
            server.stop();
            if (!SqliteQueues.stopAndJoin(SqliteQueues.of(server), RELEASE_LIMIT)) {
                throw new DynamoException("DynamoDB Local on port " + port + " did not release its database within "
                        + RELEASE_LIMIT.toSeconds() + " s of stopping");
            }
        } catch (DynamoException e) {
            throw e;
        } catch (InterruptedException e) {
            interrupted = true; // the server is stopped; only the wait for its database was cut short
        } catch (Exception e) {
            throw new DynamoException("cannot stop DynamoDB Local on port " + port + ": " + e.getMessage(), e);
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
