package dev.tablewright.cli;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ModelTables;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.RemoteRunner;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.formats.InMemoryRunner;
import dev.tablewright.formats.RequestFile;
import dev.tablewright.formats.RequestRunner;
import dev.tablewright.model.Model;
import java.io.PrintWriter;
import java.nio.file.Path;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code run}: answers a request file (docs/requests.md) of any data-plane operations, reads and
 * writes, on the in-memory engine or a connection, one answer line per request line.
 */
@Command(name = "run", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Run a file of DynamoDB requests (JSON lines with an Operation field), reads and writes; "
                + "print one answer line per request.",
                "Engines: memory (default; the model's items in memory), embedded, endpoint=URL, profile=NAME. On a "
                        + "connection the model's tables that are missing are created first, with its items."})
public final class RunCommand extends Verb {
    @Mixin
    ModelFile model;

    @Option(names = "--requests", required = true, paramLabel = "FILE.jsonl",
            description = "one request per line in the DynamoDB API's JSON, with an \"Operation\" field")
    Path requests;

    @Mixin
    ConnectionOptions target;

    @Override
    public Integer call() throws Exception {
        Connection connection = target.toConnectionOrMemory();
        UserTextFiles.checkReadable(requests);
        Model loaded = model.readValid("nothing was run");
        PrintWriter out = spec.commandLine().getOut();
        return ConnectionOptions.run(connection, () -> {
            try (RequestRunner runner = open(connection, loaded)) {
                // one line at a time: memory holds one request whatever the file's size
                UserTextFiles.eachLine(requests, (number, text) -> RequestFile.answerLine(text, number, runner, line -> {
                    out.println(line);
                    out.flush();
                }));
                return TablewrightCommand.OK;
            }
        });
    }

    private static RequestRunner open(Connection connection, Model model) {
        if (connection == null) {
            return new InMemoryRunner(InMemoryEngine.of(model));
        }
        OpenConnection open = DynamoClients.open(connection);
        try {
            ModelTables.createMissing(open, model);
        } catch (RuntimeException e) {
            open.close();
            throw e;
        }
        return new RemoteRunner(open, true);
    }
}
