package dev.tablewright.cli;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.Position;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code validate MODEL}: prints each finding as {@code FILE:LINE:COL: severity: message}; exit 1 on any error. */
@Command(name = "validate", mixinStandardHelpOptions = true,
        description = {"Check a model against the rules DynamoDB enforces on tables, indexes, items and access patterns.",
                "Prints one finding per line as FILE:LINE:COL: severity: message (errors first), and a count on stderr.",
                "Exit status: 0 when there are no errors (warnings allowed), 1 when there is any error or the file "
                        + "cannot be read, 2 on bad arguments."})
public final class ValidateCommand extends Verb {
    @Parameters(index = "0", paramLabel = "MODEL", description = "the model file (NoSQL Workbench JSON)") Path model;

    @Override
    public Integer call() throws Exception {
        LoadedModel loaded = ModelFiles.read(model);
        List<Finding> findings = new ModelValidator().validate(loaded.model());
        PrintWriter out = spec.commandLine().getOut();
        for (Finding finding : findings) {
            out.println(format(model, loaded, finding));
        }
        out.flush();
        long errors = findings.stream().filter(f -> f.severity() == Severity.ERROR).count();
        long warnings = findings.size() - errors;
        PrintWriter err = spec.commandLine().getErr();
        err.println(model + ": " + plural(errors, "error") + ", " + plural(warnings, "warning"));
        err.flush();
        return errors > 0 ? TablewrightCommand.BAD_INPUT : TablewrightCommand.OK;
    }

    static String format(Path file, LoadedModel loaded, Finding finding) {
        String where = loaded.positionOf(finding.path()).map(Position::toString).map(p -> file + ":" + p)
                .orElse(file.toString());
        return where + ": " + finding.severity().label() + ": " + finding.message();
    }

    private static String plural(long count, String word) {
        return count + " " + word + (count == 1 ? "" : "s");
    }
}
