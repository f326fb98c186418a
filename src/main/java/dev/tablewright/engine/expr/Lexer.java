package dev.tablewright.engine.expr;

import java.util.ArrayList;
import java.util.List;

/** Splits an expression into tokens; positions are kept for messages. */
final class Lexer {
    enum Kind { NAME, NAME_REF, VALUE_REF, NUMBER, SYMBOL, END }

    static final String UPDATE = "UpdateExpression";

    record Token(Kind kind, String text, int start) {
        boolean is(String symbolOrWord) {
            return (kind == Kind.SYMBOL && text.equals(symbolOrWord))
                    || (kind == Kind.NAME && text.equalsIgnoreCase(symbolOrWord));
        }
    }

    private Lexer() {
    }

    /** The tokens of an expression; {@code +} and {@code -} are tokens only in an UpdateExpression. */
    static List<Token> tokens(String text, String what) {
        boolean arithmetic = what.equals(UPDATE);
        List<Token> tokens = new ArrayList<>();
        int i = 0;
        while (i < text.length()) {
            char c = text.charAt(i);
            if (Character.isWhitespace(c)) {
                i++;
            } else if (c == '#' || c == ':') {
                int end = i + 1;
                while (end < text.length() && isWordChar(text.charAt(end))) {
                    end++;
                }
                if (end == i + 1) {
                    throw syntax(what, String.valueOf(c), text, previousStart(tokens, i), nextEnd(text, i + 1));
                }
                tokens.add(new Token(c == '#' ? Kind.NAME_REF : Kind.VALUE_REF, text.substring(i, end), i));
                i = end;
            } else if (Character.isDigit(c)) {
                int end = i;
                while (end < text.length() && Character.isDigit(text.charAt(end))) {
                    end++;
                }
                if (end < text.length() && isWordChar(text.charAt(end))) {
                    while (end < text.length() && isWordChar(text.charAt(end))) {
                        end++;
                    }
                    tokens.add(new Token(Kind.NAME, text.substring(i, end), i));
                } else {
                    tokens.add(new Token(Kind.NUMBER, text.substring(i, end), i));
                }
                i = end;
            } else if (isWordChar(c)) {
                int end = i;
                while (end < text.length() && isWordChar(text.charAt(end))) {
                    end++;
                }
                tokens.add(new Token(Kind.NAME, text.substring(i, end), i));
                i = end;
            } else if (text.startsWith("<>", i) || text.startsWith("<=", i) || text.startsWith(">=", i)) {
                tokens.add(new Token(Kind.SYMBOL, text.substring(i, i + 2), i));
                i += 2;
            } else if ("=<>(),.[]".indexOf(c) >= 0 || (arithmetic && (c == '+' || c == '-'))) {
                tokens.add(new Token(Kind.SYMBOL, String.valueOf(c), i));
                i++;
            } else {
                throw syntax(what, String.valueOf(c), text, previousStart(tokens, i), nextEnd(text, i + 1));
            }
        }
        tokens.add(new Token(Kind.END, "<EOF>", text.length()));
        return tokens;
    }

    private static boolean isWordChar(char c) {
        return Character.isLetterOrDigit(c) || c == '_';
    }

    /**
     * DynamoDB's syntax error: the offending token, and the text from the token before it to the
     * token after it.
     */
    static ExpressionException syntax(String what, String token, String text, int from, int to) {
        return new ExpressionException("Invalid " + what + ": Syntax error; token: \"" + token + "\", near: \""
                + text.substring(Math.max(0, from), Math.min(text.length(), Math.max(from, to))).trim() + "\"");
    }

    private static int previousStart(List<Token> tokens, int at) {
        return tokens.isEmpty() ? at : tokens.get(tokens.size() - 1).start();
    }

    /** Where the token after position {@code from} ends (skipping spaces), or the end of the text. */
    private static int nextEnd(String text, int from) {
        int i = from;
        while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
            i++;
        }
        if (i >= text.length()) {
            return from;
        }
        if (isWordChar(text.charAt(i)) || text.charAt(i) == '#' || text.charAt(i) == ':') {
            int end = i + 1;
            while (end < text.length() && isWordChar(text.charAt(end))) {
                end++;
            }
            return end;
        }
        return i + 1;
    }
}
