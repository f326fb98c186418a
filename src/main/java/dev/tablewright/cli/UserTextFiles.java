package dev.tablewright.cli;

import dev.tablewright.formats.imports.ImportException;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Text files a verb reads line by line ({@code run --requests}, {@code query --requests},
 * {@code itemsize --items}): read as UTF-8 one line at a time, so memory holds one line whatever the
 * file's size, and a missing, binary or non-UTF-8 file, or a line longer than any request or item
 * can be, is one line naming the file and the cause.
 */
final class UserTextFiles {
    /** DynamoDB's largest request, a BatchWriteItem, is 16 MB: no line of a request or item file is longer. */
    static final int MAX_LINE_CHARS = 16 * 1024 * 1024;

    private UserTextFiles() {
    }

    /** What a verb does with each line (numbered from 1). */
    @FunctionalInterface
    interface LineAction {
        void accept(int number, String text) throws Exception;
    }

    /** Checks that {@code file} can be read, before a verb does anything else; e.g. "requests.jsonl: no such file". */
    static void checkReadable(Path file) throws IOException {
        if (!Files.isRegularFile(file)) {
            throw refused(file, Files.exists(file) ? "cannot be read: not a file" : "no such file");
        }
        if (!Files.isReadable(file)) {
            throw refused(file, "cannot be read: permission denied");
        }
    }

    /** Each line of {@code file} in turn; e.g. "requests.jsonl: not UTF-8 text (a binary file, ...)" for a binary one. */
    static void eachLine(Path file, LineAction action) throws Exception {
        try (Reader reader = new BufferedReader(new InputStreamReader(Files.newInputStream(file),
                StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)))) {
            StringBuilder line = new StringBuilder();
            int number = 1;
            boolean any = false;
            for (int c = reader.read(); c >= 0; c = reader.read()) {
                any = true;
                if (c == '\n') {
                    action.accept(number++, withoutReturn(line));
                    line.setLength(0);
                    any = false;
                } else if (line.length() == MAX_LINE_CHARS) {
                    throw new IllegalArgumentException(file + ":" + number + ": a line longer than 16 MB (DynamoDB's "
                            + "largest request); one request or item a line");
                } else {
                    line.append((char) c);
                }
            }
            if (any) {
                action.accept(number, withoutReturn(line));
            }
        } catch (NoSuchFileException e) {
            throw refused(file, "no such file");
        } catch (CharacterCodingException e) {
            throw refused(file, "not UTF-8 text (a binary file, or text in another encoding: save it as UTF-8)");
        }
    }

    private static String withoutReturn(StringBuilder line) {
        int end = line.length() > 0 && line.charAt(line.length() - 1) == '\r' ? line.length() - 1 : line.length();
        return line.substring(0, end);
    }

    private static IOException refused(Path file, String cause) {
        ImportException e = new ImportException(file, 0, cause);
        return new IOException(e.getMessage(), e);
    }
}
