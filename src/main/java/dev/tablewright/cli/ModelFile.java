package dev.tablewright.cli;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFileException;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * The MODEL a verb takes first, and the two ways it is read: as it is ({@code info}), or through
 * the {@link ValidationGate} by every verb that binds patterns, fans out or writes. It prints as
 * its path, so messages name the file.
 */
final class ModelFile {
    @Parameters(index = "0", paramLabel = "MODEL", description = "the model file") Path path;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    Path path() {
        return path;
    }

    LoadedModel read() throws ModelFileException {
        return ModelFiles.read(path);
    }

    /** The model, or validate's lines on stderr and exit 1; {@code consequence} says what was not done. */
    Model readValid(String consequence) throws ModelFileException {
        return ValidationGate.readValid(path, spec.commandLine().getErr(), consequence).model();
    }

    @Override
    public String toString() {
        return String.valueOf(path);
    }
}
