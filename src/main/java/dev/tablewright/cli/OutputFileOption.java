package dev.tablewright.cli;

import dev.tablewright.formats.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code --force}, and the one rule every verb's output file follows: an existing file is not
 * replaced without {@code --force} (a usage error naming it, exit 2), and when it is, the version
 * it replaced is kept as the next numbered backup {@code FILE.~N~}; the save itself is atomic.
 */
final class OutputFileOption {
    @Option(names = "--force",
            description = "replace an output file that exists; the replaced file is kept as FILE.~1~, FILE.~2~, ...")
    boolean force;

    /** Refuses an existing {@code file} unless {@code --force} was given; standard output and folders pass. */
    void refuseOverwrite(CommandSpec spec, Path file) {
        if (file != null && !isStandardOutput(file) && Files.exists(file) && !Files.isDirectory(file) && !force) {
            throw new ParameterException(spec.commandLine(), file + " already exists; use --force to overwrite it "
                    + "(the old file is kept as " + file.getFileName() + ".~N~)");
        }
    }

    static boolean isStandardOutput(Path file) {
        return file.toString().equals("-");
    }

    static void write(Path file, String text) throws IOException {
        write(file, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
    }

    /** Saves atomically, streaming {@code content}; a replaced file is kept as a numbered backup. */
    static void write(Path file, AtomicFiles.Content content) throws IOException {
        try {
            AtomicFiles.replace(file, content);
        } catch (IOException e) {
            throw new IOException(file + ": cannot write: " + CliErrors.describe(e), e);
        }
    }
}
