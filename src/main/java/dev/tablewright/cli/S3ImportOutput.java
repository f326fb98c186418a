package dev.tablewright.cli;

import dev.tablewright.formats.export.S3ImportWriter;
import dev.tablewright.model.Item;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.List;
import java.util.stream.Stream;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code --format s3-import}: items streamed into a folder of gzipped DynamoDB JSON files
 * ({@link S3ImportWriter}). A folder that already holds such files is refused without
 * {@code --force}; with it, its old files are removed first, so no stale file is imported.
 */
final class S3ImportOutput {
    @Option(names = "--max-file-mb", defaultValue = "256", paramLabel = "MB",
            description = "with s3-import: start a new file once one holds this many MB of text (default: ${DEFAULT-VALUE})")
    long maxFileMb;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    /** A usage error (exit 2) unless --max-file-mb is 1 or more. */
    void checkFileSize() {
        if (maxFileMb < 1) {
            throw new ParameterException(spec.commandLine(), "--max-file-mb must be 1 or more, was " + maxFileMb);
        }
    }

    /** @return the number of items written and the files, as one line for the terminal */
    String write(OutputFileOption output, Path folder, Iterator<Item> items) throws IOException {
        long maxFileBytes = maxFileMb * 1024 * 1024;
        if (Files.exists(folder) && !Files.isDirectory(folder)) {
            throw new ParameterException(spec.commandLine(), folder + " is a file; --format s3-import writes a folder");
        }
        List<Path> old = List.of();
        if (Files.isDirectory(folder)) {
            try (Stream<Path> files = Files.list(folder)) {
                old = files.filter(f -> f.getFileName().toString().matches("data-\\d{5}\\.json\\.gz")).toList();
            }
        }
        if (!old.isEmpty() && !output.force) {
            throw new ParameterException(spec.commandLine(), folder + " already holds " + old.size()
                    + " data-NNNNN.json.gz files; use --force to replace them");
        }
        for (Path file : old) {
            Files.delete(file);
        }
        Files.createDirectories(folder);
        try (S3ImportWriter writer = new S3ImportWriter(folder, maxFileBytes)) {
            while (items.hasNext()) {
                writer.write(items.next());
            }
            writer.close();
            return "wrote " + writer.count() + " items in " + writer.files().size() + " gzipped DynamoDB JSON files to "
                    + folder + " (upload them under one S3 prefix and import from it)";
        }
    }
}
