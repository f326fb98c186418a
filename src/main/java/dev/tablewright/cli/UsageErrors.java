package dev.tablewright.cli;

import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

/**
 * A usage error as one line for the terminal: what was wrong, the nearest verb or option when
 * something was mistyped ("Did you mean 'validate'?"), and where to read more.
 */
final class UsageErrors {
    private static final int MAX_SUGGESTIONS = 3;

    private UsageErrors() {
    }

    static String describe(ParameterException e) {
        CommandLine cmd = e.getCommandLine();
        if (!(e instanceof UnmatchedArgumentException) && !cmd.getUnmatchedArguments().isEmpty()) {
            // picocli checks required options before unknown ones; a mistyped option is the cause of both
            return describe(new UnmatchedArgumentException(cmd, cmd.getUnmatchedArguments()));
        }
        String message = firstLine(e.getMessage());
        String suggestion = "";
        if (e instanceof UnmatchedArgumentException unmatched) {
            List<String> args = unmatched.getUnmatched();
            boolean verbExpected = !cmd.getSubcommands().isEmpty() && !args.isEmpty()
                    && !args.get(0).startsWith("-");
            if (verbExpected) {
                message = "unknown verb '" + args.get(0) + "'";
            }
            List<String> nearest = unmatched.getSuggestions();
            if (!nearest.isEmpty()) {
                suggestion = " Did you mean " + nearest.stream().limit(MAX_SUGGESTIONS)
                        .map(s -> "'" + s + "'").collect(Collectors.joining(" or ")) + "?";
            }
        }
        return message + "." + suggestion + " Try '" + cmd.getCommandSpec().qualifiedName() + " --help'.";
    }

    private static String firstLine(String message) {
        if (message == null || message.isBlank()) {
            return "invalid arguments";
        }
        String line = message.strip().lines().findFirst().orElse(message);
        return line.endsWith(".") ? line.substring(0, line.length() - 1) : line;
    }
}
