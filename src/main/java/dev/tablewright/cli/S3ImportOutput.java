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
import picocli.CommandLine.ParameterException;

/**
 * {@code --format s3-import}: items streamed into a folder of gzipped DynamoDB JSON files
 * ({@link S3ImportWriter}). A folder that already holds such files is refused without
 * {@code --force}; with it, its old files are removed first, so no stale file is imported.
 */
final class S3ImportOutput {
    private S3ImportOutput() {
    }

    /** @return the number of items written and the files, as one line for the terminal */
    static String write(CommandSpec spec, OutputFileOption output, Path folder, Iterator<Item> items, long maxFileBytes)
            throws IOException {
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
