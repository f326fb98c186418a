package dev.tablewright.formats;

import java.nio.file.Path;

/**
 * A model file that cannot be read: names the file, the line and column, the JSON path and the
 * cause, e.g. {@code hr.json:12:34: DataModel[0].KeyAttributes.PartitionKey.AttributeType: 'X' is
 * not one of S, N, B}. Line and column are 0 when unknown (a file that cannot be opened).
 */
public class ModelFileException extends Exception {
    private final Path file;
    private final int line;
    private final int column;
    private final String jsonPath;
    private final String reason;

    public ModelFileException(Path file, int line, int column, String jsonPath, String reason) {
        super(format(file, line, column, jsonPath, reason));
        this.file = file;
        this.line = line;
        this.column = column;
        this.jsonPath = jsonPath == null ? "" : jsonPath;
        this.reason = reason;
    }

    private static String format(Path file, int line, int column, String jsonPath, String reason) {
        StringBuilder b = new StringBuilder(String.valueOf(file));
        if (line > 0) {
            b.append(':').append(line).append(':').append(column);
        }
        b.append(": ");
        if (jsonPath != null && !jsonPath.isEmpty()) {
            b.append(shortened(jsonPath, 200)).append(": ");
        }
        return b.append(shortened(String.valueOf(reason), 400)).toString();
    }

    /**
     * A message quotes values from the file, which may be megabytes long: keep the start and the
     * end (where "is not one of ..." usually is) and drop the middle.
     */
    static String shortened(String text, int limit) {
        if (text.length() <= limit) {
            return text;
        }
        int keep = (limit - 5) / 2;
        return text.substring(0, keep) + " ... " + text.substring(text.length() - keep);
    }

    public Path file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public String jsonPath() {
        return jsonPath;
    }

    public String reason() {
        return reason;
    }
}
