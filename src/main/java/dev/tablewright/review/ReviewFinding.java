package dev.tablewright.review;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One design finding: its stable code and severity, where it is ({@code index} and
 * {@code pattern} null when it is about neither), a message with the numbers behind it, a
 * concrete fix in words, the same numbers by name ({@code figures}), what the window should
 * select ({@code subject}) and, when the fix is a model edit, the edit ({@code action}, may be null).
 */
public record ReviewFinding(ReviewCode code, ReviewSeverity severity, String table, String index, String pattern,
                            String message, String fix, Map<String, Double> figures, ReviewSubject subject,
                            FixAction action) {
    public ReviewFinding {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(severity, "severity");
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(message, "message");
        Objects.requireNonNull(fix, "fix");
        Objects.requireNonNull(subject, "subject");
        figures = Collections.unmodifiableMap(new LinkedHashMap<>(figures));
    }

    public Optional<FixAction> fixAction() {
        return Optional.ofNullable(action);
    }

    /** {@code SEVERITY CODE table[/index][ pattern]: message -> fix}, as {@code tablewright review} prints it. */
    public String line() {
        return severity + " " + code + " " + table + (index == null ? "" : "/" + index)
                + (pattern == null ? "" : " " + pattern) + ": " + message + " -> " + fix;
    }
}
