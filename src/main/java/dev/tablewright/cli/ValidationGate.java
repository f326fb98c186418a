package dev.tablewright.cli;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFileException;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;

/**
 * Validate first: a verb that writes a file or a table from a model, binds its patterns or fans out
 * refuses a model DynamoDB would refuse, before it touches anything. The errors are printed as
 * {@code validate} prints them.
 */
final class ValidationGate {
    private ValidationGate() {
    }

    /** Reads {@code file} and requires it valid: the one way in for a verb that binds or runs patterns. */
    static LoadedModel readValid(Path file, PrintWriter err, String consequence) throws ModelFileException {
        LoadedModel loaded = ModelFiles.read(file);
        requireValid(file, loaded, err, consequence);
        return loaded;
    }

    /** @throws IllegalArgumentException (exit 1) after printing each error, when the model has any */
    static void requireValid(Path file, LoadedModel loaded, PrintWriter err) {
        requireValid(file, loaded, err, "nothing was written");
    }

    /** As above; {@code consequence} says what the verb did not do ("not reviewed"). */
    static void requireValid(Path file, LoadedModel loaded, PrintWriter err, String consequence) {
        List<Finding> errors = new ModelValidator().validate(loaded.model()).stream()
                .filter(f -> f.severity() == Severity.ERROR).toList();
        if (errors.isEmpty()) {
            return;
        }
        errors.forEach(f -> err.println(ValidateCommand.format(file, loaded, f)));
        err.flush();
        throw new IllegalArgumentException(file + ": " + errors.size() + (errors.size() == 1 ? " error" : " errors")
                + " that DynamoDB would refuse; " + consequence + " (see 'tablewright validate " + file + "')");
    }
}
