package dev.tablewright.validate;

import java.util.Objects;

/**
 * One validation finding: severity, the JSON path of the offending place in the model file
 * (see docs/model-format.md, "Locations in findings"), and a plain message.
 */
public record Finding(Severity severity, String path, String message) {
    public Finding {
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(path, "path");
        Objects.requireNonNull(message, "message");
    }

    public static Finding error(String path, String message) {
        return new Finding(Severity.ERROR, path, message);
    }

    public static Finding warning(String path, String message) {
        return new Finding(Severity.WARNING, path, message);
    }
}
