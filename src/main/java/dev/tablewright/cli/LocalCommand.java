package dev.tablewright.cli;

import dev.tablewright.dynamo.AppDirs;
import dev.tablewright.dynamo.LocalDynamoServer;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code local}: runs DynamoDB Local as a server on localhost until interrupted. */
@Command(name = "local", mixinStandardHelpOptions = true,
        description = "Run DynamoDB Local on localhost until interrupted, so other tools can reach it.")
final class LocalCommand extends Verb {
    @Option(names = "--port", paramLabel = "P", description = "The port (default: a free one).") int port;
    @Option(names = "--data-dir", paramLabel = "D", description = "Keep the tables in this folder (default: in memory).")
    Path dataDir;

    @Option(names = "--persist", description = "Keep the tables in Tablewright's data folder.") boolean persist;

    @Override
    public Integer call() throws Exception {
        if (port < 0 || port > 65535) {
            throw new picocli.CommandLine.ParameterException(spec.commandLine(),
                    "--port must be a port number from 1 to 65535 (or 0 for a free one), was " + port);
        }
        Path folder = dataDir != null ? dataDir : persist ? AppDirs.localDataDir() : null;
        LocalDynamoServer server = LocalDynamoServer.start(port, folder);
        Thread stopOnExit = new Thread(server::close, "tablewright-local-stop");
        Runtime.getRuntime().addShutdownHook(stopOnExit);
        PrintWriter out = spec.commandLine().getOut();
        out.println("DynamoDB Local is running at " + server.endpoint()
                + (folder == null ? " (in memory)" : " (tables in " + folder + ")"));
        out.println("Try: aws dynamodb list-tables --endpoint-url " + server.endpoint() + " --region us-east-1");
        out.println("Press Ctrl+C to stop.");
        out.flush();
        try {
            server.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            server.close();
            try {
                Runtime.getRuntime().removeShutdownHook(stopOnExit);
            } catch (IllegalStateException shuttingDown) {
                // already stopping
            }
        }
        return TablewrightCommand.OK;
    }
}
