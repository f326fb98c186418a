package dev.tablewright.codegen;

import java.util.ArrayList;
import java.util.List;

/** String literals for each language, and comment text wrapped to a width. */
final class Text {
    private Text() {
    }

    /** A double-quoted literal in Java, JavaScript, Python or JSON (and so jq): backslash escapes, controls as \\uXXXX. */
    static String quoted(String s) {
        StringBuilder out = new StringBuilder("\"");
        for (char c : s.toCharArray()) {
            out.append(escaped(c));
        }
        return out.append('"').toString();
    }

    /** The body of a Python f-string: escaped, with braces doubled. */
    static String pythonFormatBody(String s) {
        String q = quoted(s);
        return q.substring(1, q.length() - 1).replace("{", "{{").replace("}", "}}");
    }

    /** The body of a JavaScript template literal: escaped, with backticks and {@code ${} escaped too. */
    static String templateLiteralBody(String s) {
        StringBuilder out = new StringBuilder();
        for (char c : s.toCharArray()) {
            out.append(c == '"' ? "\"" : c == '`' ? "\\`" : c == '$' ? "\\$" : escaped(c));
        }
        return out.toString();
    }

    /** The body of a jq string literal (JSON escapes; {@code \(} starts an interpolation, so a literal backslash is escaped). */
    static String jqBody(String s) {
        String q = quoted(s);
        return q.substring(1, q.length() - 1);
    }

    /** A single-quoted shell word. */
    static String shellQuoted(String s) {
        return "'" + s.replace("'", "'\\''") + "'";
    }

    /** Words joined into lines of at most {@code width} characters (a longer word gets a line of its own). */
    static List<String> wrap(String text, int width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split("\\s+")) {
            if (word.isEmpty()) {
                continue;
            }
            if (line.length() > 0 && line.length() + 1 + word.length() > width) {
                lines.add(line.toString());
                line.setLength(0);
            }
            if (line.length() > 0) {
                line.append(' ');
            }
            line.append(word);
        }
        if (line.length() > 0) {
            lines.add(line.toString());
        }
        return lines;
    }

    private static String escaped(char c) {
        switch (c) {
            case '"':
                return "\\\"";
            case '\\':
                return "\\\\";
            case '\n':
                return "\\n";
            case '\t':
                return "\\t";
            case '\r':
                return "\\r";
            default:
                return c < 0x20 || c == 0x7f ? String.format("\\u%04x", (int) c) : String.valueOf(c);
        }
    }
}
