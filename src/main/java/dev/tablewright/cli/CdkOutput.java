package dev.tablewright.cli;

import dev.tablewright.formats.export.CdkExporter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * {@code --format cdk-typescript} and {@code cdk-java}: the app's files written into the folder
 * {@code --out} names. Every file is checked before any is written: one that exists is refused
 * without {@code --force} (with it, kept as a numbered backup), so a half-written app never replaces
 * a user's.
 */
final class CdkOutput {
    private CdkOutput() {
    }

    static void write(CommandSpec spec, OutputFileOption output, Path folder, CdkExporter.App app) throws IOException {
        if (folder == null || OutputFileOption.isStandardOutput(folder)) {
            throw new ParameterException(spec.commandLine(), "a CDK app is several files: name a folder with --out");
        }
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new ParameterException(spec.commandLine(), folder + " is a file; a CDK app is written into a folder");
        }
        for (String file : app.files().keySet()) {
            output.refuseOverwrite(spec, folder.resolve(file));
        }
        for (var entry : app.files().entrySet()) {
            Path file = folder.resolve(entry.getKey());
            Files.createDirectories(file.getParent());
            OutputFileOption.write(file, entry.getValue());
        }
        PrintWriter err = spec.commandLine().getErr();
        app.notes().forEach(err::println);
        err.flush();
        spec.commandLine().getOut().printf("%s: a CDK app of %d files (cdk synth, then cdk deploy, in that folder)%n",
                folder, app.files().size());
        spec.commandLine().getOut().flush();
    }
}
