package dev.tablewright.cli;

import java.nio.file.NoSuchFileException;

/** Turns an exception into one plain line for the terminal. */
final class CliErrors {
    private CliErrors() {
    }

    static String describe(Throwable e) {
        if (e instanceof NoSuchFileException nsf) {
            return nsf.getFile() + ": no such file";
        }
        String message = e.getMessage();
        if (message == null || message.isBlank()) {
            message = e.getClass().getSimpleName();
        }
        return message.lines().findFirst().orElse(message);
    }
}
