package dev.tablewright.dynamo.live;

import java.util.Locale;

/** What a PartiQL statement does, from its first keyword: only SELECT reads. */
public final class Statements {
    private Statements() {
    }

    /** True unless the statement is a SELECT (INSERT, UPDATE, DELETE, and anything unknown, write). */
    public static boolean writes(String statement) {
        return !"SELECT".equals(firstKeyword(statement));
    }

    /** The first word, upper case, after white space and {@code --} or block comments. */
    public static String firstKeyword(String statement) {
        String s = statement == null ? "" : statement;
        int i = 0;
        while (i < s.length()) {
            if (Character.isWhitespace(s.charAt(i))) {
                i++;
            } else if (s.startsWith("--", i)) {
                int end = s.indexOf('\n', i);
                i = end < 0 ? s.length() : end + 1;
            } else if (s.startsWith("/*", i)) {
                int end = s.indexOf("*/", i + 2);
                i = end < 0 ? s.length() : end + 2;
            } else {
                break;
            }
        }
        int start = i;
        while (i < s.length() && Character.isLetter(s.charAt(i))) {
            i++;
        }
        return s.substring(start, i).toUpperCase(Locale.ROOT);
    }
}
