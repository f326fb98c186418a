package dev.tablewright.cli;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.MigrationException;
import dev.tablewright.dynamo.MigrationRunner;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.migrate.MigrationPlan;
import dev.tablewright.migrate.MigrationStep;
import dev.tablewright.model.Model;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.Charset;
import java.nio.file.Path;
import java.util.Locale;
import picocli.CommandLine.Model.CommandSpec;

/** {@code migrate --apply}: runs the plan on the connection with progress, Ctrl+C as a cancel, and questions. */
final class MigrationApply {
    private final CommandSpec spec;
    private final Connection connection;
    private final boolean yes;
    private final boolean allowDelete;
    private final Path checkpoint;
    private final int pageSize;

    MigrationApply(CommandSpec spec, Connection connection, boolean yes, boolean allowDelete, Path checkpoint,
                   int pageSize) {
        this.pageSize = pageSize;
        this.spec = spec;
        this.connection = connection;
        this.yes = yes;
        this.allowDelete = allowDelete;
        this.checkpoint = checkpoint;
    }

    int run(MigrationPlan plan, Model before, Model after) throws IOException {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        if (plan.isEmpty()) {
            return TablewrightCommand.OK;
        }
        CancelOnInterrupt interrupt = new CancelOnInterrupt("tablewright-migrate-cancel");
        DeployCommand.ProgressPrinter progress = new DeployCommand.ProgressPrinter(err);
        BufferedReader answers = new BufferedReader(new InputStreamReader(System.in, Charset.defaultCharset()));
        try (OpenConnection open = DynamoClients.open(connection)) {
            err.println("Migrating on " + open.describe() + " (checkpoint " + checkpoint + ")");
            MigrationRunner.Result result = new MigrationRunner(open).run(plan, before, after,
                    new MigrationRunner.Options(allowDelete, checkpoint, pageSize),
                    step -> confirm(step, open, answers, err), progress, interrupt.token());
            progress.finish();
            result.checks().forEach(check -> out.println("checked " + check));
            out.printf(Locale.ROOT, "%d steps run, %d found done, %d items copied%n", result.ran().size(),
                    result.skipped().size(), result.itemsCopied());
            out.flush();
            return TablewrightCommand.OK;
        } catch (MigrationException e) {
            progress.finish();
            throw e;
        } finally {
            interrupt.close();
            DynamoClients.shutdown();
        }
    }

    private boolean confirm(MigrationStep step, OpenConnection open, BufferedReader answers, PrintWriter err) {
        if (yes) {
            return true;
        }
        err.printf("Step %d on %s: %s%nRun it? [y/N] ", step.number(), open.describe(), step.description());
        err.flush();
        try {
            String answer = answers.readLine();
            return answer != null && (answer.trim().equalsIgnoreCase("y") || answer.trim().equalsIgnoreCase("yes"));
        } catch (IOException e) {
            return false;
        }
    }
}
