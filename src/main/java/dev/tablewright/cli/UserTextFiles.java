package dev.tablewright.cli;

import dev.tablewright.formats.imports.ImportException;
import dev.tablewright.formats.imports.ImportFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Text files a verb reads line by line ({@code query --requests}, {@code itemsize --items}): read as
 * UTF-8, and a missing, binary or non-UTF-8 file is one line naming the file and the cause.
 */
final class UserTextFiles {
    private UserTextFiles() {
    }

    /** The file's lines; e.g. "requests.jsonl: not UTF-8 text (a binary file, ...)" for a binary one. */
    static List<String> lines(Path file) throws IOException {
        try {
            return ImportFiles.readText(file).lines().toList();
        } catch (ImportException e) {
            throw new IOException(e.getMessage(), e);
        }
    }
}
