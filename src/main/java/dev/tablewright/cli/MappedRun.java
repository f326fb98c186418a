package dev.tablewright.cli;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.DynamoPatternTarget;
import dev.tablewright.formats.NameMappingJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.patterns.LiveCompatibility;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.patterns.PatternVerdict;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine;

/**
 * {@code query MODEL --engine endpoint=URL --mapping FILE [--check] [PATTERN]}: a model's access
 * patterns against the live tables already on a connection, through a name mapping. The verdicts
 * come first (one line per pattern); then each pattern that can run, as {@code query PATTERN}
 * prints it; a write runs only when named (PATTERN), never as one of all. Exit 1 when a pattern
 * could not run or failed; with {@code --check} nothing is run.
 */
final class MappedRun {
    private final QueryCommand query;

    MappedRun(QueryCommand query) {
        this.query = query;
    }

    int call() throws Exception {
        if (query.adHoc.table != null || query.requests != null) {
            throw usage("--mapping and --check run the model's access patterns; they cannot be combined with "
                    + "--table or --requests");
        }
        if (query.pattern == null && !query.params.isEmpty()) {
            throw usage("--param needs a PATTERN: without one every pattern runs with its defaults");
        }
        Connection connection = query.target.toConnectionOrMemory();
        if (connection == null || connection instanceof Connection.Embedded) {
            throw usage("--mapping and --check need the live tables of a connection: --engine endpoint=URL or "
                    + "profile=NAME (the embedded DynamoDB Local deploys the model under its own names)");
        }
        NameMapping names = query.mapping == null ? NameMapping.identity() : NameMappingJson.read(query.mapping);
        Model loaded = query.model.readValid("nothing was run");
        List<AccessPattern> patterns = query.pattern == null ? loaded.accessPatterns() : List.of(query.find(loaded));
        PrintWriter out = query.spec.commandLine().getOut();
        try (PatternTarget on = DynamoPatternTarget.open(connection, query.maxPages, names)) {
            LiveCompatibility.unknownNames(loaded, names).forEach(w -> out.println("warning: " + w));
            List<PatternVerdict> verdicts = new ArrayList<>();
            for (AccessPattern p : patterns) {
                verdicts.add(on.check(loaded, p));
            }
            long refused = verdicts.stream().filter(v -> !v.ok()).count();
            out.println("Verdicts on " + connection.describe() + (query.mapping == null ? "" : " through " + query.mapping)
                    + ": " + (verdicts.size() - refused) + " of " + verdicts.size() + " patterns can run");
            verdicts.forEach(v -> out.println((v.ok() ? "  OK      " : "  CANNOT  ") + v.pattern()
                    + (v.ok() ? "" : ": " + v.summary())));
            int failed = 0;
            if (!query.check) {
                for (int i = 0; i < patterns.size(); i++) {
                    if (!verdicts.get(i).ok()) {
                        continue;
                    }
                    out.println();
                    out.println("== " + patterns.get(i).name());
                    if (query.pattern == null && !patterns.get(i).operation().isRead()) {
                        out.println("skipped: a " + patterns.get(i).operation() + " writes to the live table; "
                                + "name the pattern to run it");
                        continue;
                    }
                    try {
                        query.runPattern(loaded, patterns.get(i), on, out);
                    } catch (RuntimeException e) {
                        failed++;
                        out.println("error: " + CliErrors.describe(e));
                    }
                }
            }
            out.flush();
            return refused + failed == 0 ? TablewrightCommand.OK : TablewrightCommand.BAD_INPUT;
        } finally {
            DynamoClients.shutdown();
        }
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(query.spec.commandLine(), message);
    }
}
