package dev.tablewright.formats.imports;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reading a file to import, with the import's own error for a missing or unreadable one. */
final class ImportFiles {
    private ImportFiles() {
    }

    /** The file's text, read as UTF-8. */
    static String readText(Path file) throws ImportException {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new ImportException(file, 0, "no such file");
        } catch (IOException e) {
            throw new ImportException(file, 0, "cannot be read: " + e.getMessage());
        }
    }
}
