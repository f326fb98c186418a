package dev.tablewright.formats.imports;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** Reading a file to import, with the import's own error for a missing or unreadable one. */
public final class ImportFiles {
    private ImportFiles() {
    }

    /** The file's text, read as UTF-8; a file in another encoding, or a binary one, is refused by name. */
    public static String readText(Path file) throws ImportException {
        try {
            return Files.readString(file, StandardCharsets.UTF_8);
        } catch (NoSuchFileException e) {
            throw new ImportException(file, 0, "no such file");
        } catch (CharacterCodingException e) {
            throw new ImportException(file, 0, "not UTF-8 text (a binary file, or text in another encoding: "
                    + "save it as UTF-8)");
        } catch (IOException e) {
            throw new ImportException(file, 0, "cannot be read: " + e.getMessage());
        }
    }
}
