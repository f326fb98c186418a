package dev.tablewright.codegen;

import java.util.Objects;

/** A generated program: its language, the file name it expects (Java's must match its class), and its text. */
public record GeneratedCode(CodeLanguage language, String fileName, String text) {
    public GeneratedCode {
        Objects.requireNonNull(language, "language");
        Objects.requireNonNull(fileName, "fileName");
        Objects.requireNonNull(text, "text");
    }
}
