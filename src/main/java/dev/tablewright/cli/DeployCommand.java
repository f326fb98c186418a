package dev.tablewright.cli;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployException;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DeployProgress;
import dev.tablewright.dynamo.DeployResult;
import dev.tablewright.dynamo.Deployer;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code deploy MODEL}: creates the model's tables and loads its items; Ctrl+C cancels cleanly. */
@Command(name = "deploy", mixinStandardHelpOptions = true,
        description = "Create the model's tables (keys, indexes, billing) and load their items.")
final class DeployCommand extends Verb {
    @Parameters(index = "0", paramLabel = "MODEL", description = "The model file.") Path modelFile;

    @Mixin
    ConnectionOptions connectionOptions;

    @ArgGroup(exclusive = true)
    Existing existing;

    static final class Existing {
        @Option(names = "--items-only", description = "Load items into tables that already exist.") boolean itemsOnly;
        @Option(names = "--replace", description = "Delete tables that already exist, with their items, and create them again.")
        boolean replace;
    }

    @Option(names = "--json", description = "Print the summary as JSON.") boolean json;

    @Override
    public Integer call() throws Exception {
        Connection connection = connectionOptions.toConnection();
        LoadedModel loaded = ModelFiles.read(modelFile);
        ValidationGate.requireValid(modelFile, loaded, spec.commandLine().getErr());
        Model model = loaded.model();
        ExistingTables mode = existing == null ? ExistingTables.REFUSE
                : existing.itemsOnly ? ExistingTables.LOAD_ITEMS_ONLY : ExistingTables.REPLACE;
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter out = spec.commandLine().getOut();
        CancelOnInterrupt interrupt = new CancelOnInterrupt("tablewright-deploy-cancel");
        ProgressPrinter progress = new ProgressPrinter(err);
        try (OpenConnection open = DynamoClients.open(connection)) {
            err.println("Deploying " + model.name() + " to " + open.endpoint());
            if (connection instanceof Connection.Embedded embedded && embedded.dataDir() == null) {
                err.println("note: the embedded DynamoDB Local keeps these tables in memory until this command ends; "
                        + "use --data-dir D to keep them, or run `tablewright local` and deploy with --endpoint");
            }
            DeployResult result = new Deployer(open).deploy(model, mode, progress, interrupt.token());
            progress.finish();
            printSummary(out, model, open.endpoint(), result);
            return TablewrightCommand.OK;
        } catch (DeployException e) {
            progress.finish();
            printDifferences(err, e.differences());
            throw e;
        } finally {
            interrupt.close();
            DynamoClients.shutdown();
        }
    }

    private static void printDifferences(PrintWriter err, Map<String, List<String>> differences) {
        differences.forEach((table, diffs) -> {
            if (!diffs.isEmpty()) {
                err.println("table " + table + " differs from the model:");
                diffs.forEach(d -> err.println("  - " + d));
            }
        });
        err.flush();
    }

    private void printSummary(PrintWriter out, Model model, String endpoint, DeployResult result) {
        if (json) {
            out.println(Json.object(Map.of(
                    "model", model.name(),
                    "endpoint", endpoint,
                    "tablesCreated", result.tablesCreated(),
                    "tablesKept", result.tablesKept(),
                    "itemsWritten", result.itemsWritten(),
                    "seconds", Math.round(result.seconds() * 1000) / 1000.0)));
        } else {
            out.printf(Locale.ROOT, "%d %s created%s, %d %s kept, %d items written in %.1f s%n",
                    result.tablesCreated().size(), result.tablesCreated().size() == 1 ? "table" : "tables",
                    result.tablesCreated().isEmpty() ? "" : " (" + String.join(", ", result.tablesCreated()) + ")",
                    result.tablesKept().size(), result.tablesKept().size() == 1 ? "table" : "tables",
                    result.itemsWritten(), result.seconds());
        }
        out.flush();
    }

    /** Steps as lines, progress as one line rewritten at most five times a second. */
    static final class ProgressPrinter implements DeployListener {
        private final PrintWriter err;
        private long lastPrint;
        private boolean onProgressLine;

        ProgressPrinter(PrintWriter err) {
            this.err = err;
        }

        @Override
        public synchronized void onStep(String message) {
            endLine();
            err.println(message);
            err.flush();
        }

        @Override
        public synchronized void onProgress(DeployProgress p) {
            long now = System.nanoTime();
            if (p.written() < p.total() && now - lastPrint < 200_000_000L) {
                return;
            }
            lastPrint = now;
            err.printf(Locale.ROOT, "\r%d/%d items (%.0f%%), %.0f items/s", p.written(), p.total(),
                    p.fraction() * 100, p.itemsPerSecond());
            err.flush();
            onProgressLine = true;
        }

        synchronized void finish() {
            endLine();
        }

        private void endLine() {
            if (onProgressLine) {
                err.println();
                onProgressLine = false;
            }
        }
    }
}
