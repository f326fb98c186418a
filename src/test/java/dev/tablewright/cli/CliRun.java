package dev.tablewright.cli;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.tablewright.formats.ModelFiles;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import picocli.CommandLine;

/** Runs the command line in-process and keeps what it printed. */
record CliRun(int exitCode, String out, String err) {

    static CliRun of(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cli = TablewrightCommand.create();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new CliRun(code, out.toString(), err.toString());
    }

    /** Skips the calling test while ModelFiles.read is still a stub (the io branch writes it). */
    static void assumeReaderWorks() {
        try {
            ModelFiles.read(Path.of("models/person-records.json"));
        } catch (UnsupportedOperationException e) {
            assumeTrue(false, "ModelFiles.read is not implemented yet");
        } catch (Exception e) {
            // the reader exists; the test itself will show what is wrong
        }
    }
}
