package dev.tablewright.formats.imports;

import java.nio.file.Path;

/**
 * A file that cannot be imported: names the file, the line (0 when unknown) and the cause, as one
 * line such as {@code stack.yaml:14: KeySchema names 'SK', which AttributeDefinitions does not define}.
 */
public class ImportException extends Exception {
    private final Path file;
    private final int line;
    private final String reason;

    public ImportException(Path file, int line, String reason) {
        super(file + (line > 0 ? ":" + line : "") + ": " + reason);
        this.file = file;
        this.line = line;
        this.reason = reason;
    }

    public Path file() {
        return file;
    }

    public int line() {
        return line;
    }

    public String reason() {
        return reason;
    }
}
