package dev.tablewright.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The command line's root: one subcommand per verb, each a thin class over the same services the
 * window uses. Exit codes: 0 success, 1 bad input (a broken model, failed validation, an
 * unreachable endpoint), 2 usage errors.
 */
@Command(name = "tablewright", mixinStandardHelpOptions = true, version = "Tablewright 0.1",
        description = "Design, check and run DynamoDB table models.",
        subcommands = {
                // one line per verb; keep this list sorted
                CapacityCommand.class,
                CodegenCommand.class,
                ConvertCommand.class,
                DiffCommand.class,
                DeployCommand.class,
                ExportCommand.class,
                ExportItemsCommand.class,
                GenerateCommand.class,
                ImportCfnCommand.class,
                ImportCommand.class,
                ImportCsvCommand.class,
                ImportItemsCommand.class,
                ImportTableCommand.class,
                InfoCommand.class,
                ItemSizeCommand.class,
                LocalCommand.class,
                MigrateCommand.class,
                PartiqlCommand.class,
                QueryCommand.class,
                ReviewCommand.class,
                RunCommand.class,
                ShardsCommand.class,
                ValidateCommand.class,
        })
public final class TablewrightCommand implements Runnable {
    public static final int OK = 0;
    public static final int BAD_INPUT = 1;
    public static final int USAGE = 2;

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** A command line with Tablewright's error handling: one line on stderr, never a stack trace. */
    public static CommandLine create() {
        CommandLine cli = new CommandLine(new TablewrightCommand());
        cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
            commandLine.getErr().println("error: " + CliErrors.describe(e));
            return BAD_INPUT;
        });
        cli.setParameterExceptionHandler((e, args) -> {
            e.getCommandLine().getErr().println("error: " + UsageErrors.describe(e));
            return USAGE;
        });
        return cli;
    }

    public static int execute(String... args) {
        return create().execute(args);
    }
}
