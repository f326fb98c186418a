package dev.tablewright.engine.expr;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * Renames the top-level attributes of a request's expressions (key condition, filter, projection,
 * condition, update) through a function, and returns the texts with the ExpressionAttributeNames
 * they need. A renamed bare name becomes a placeholder ({@code #tw0 -> live}; a live name may be a
 * reserved word); a placeholder used only for top-level attributes keeps its name and gets the new
 * value; one also used inside a document path ({@code a.#p}) keeps it there and the top-level uses
 * get a new placeholder. Map keys and list indexes inside documents are never renamed. An
 * expression that does not parse is left as it is, for DynamoDB to refuse in its own words.
 */
public final class AttributeRenamer {
    /** One expression of a request: its text (null when the request has none) and its kind. */
    public record Text(String text, String what) {
    }

    /** The renamed texts, in the order given, and the names they use. */
    public record Result(List<String> texts, Map<String, String> names) {
    }

    private AttributeRenamer() {
    }

    public static Result rename(Map<String, String> names, UnaryOperator<String> rename, List<Text> texts) {
        List<List<Lexer.Token>> tokenLists = new ArrayList<>();
        Map<String, Boolean> placeholderNested = new HashMap<>();
        for (Text t : texts) {
            List<Lexer.Token> tokens = tokens(t);
            tokenLists.add(tokens);
            for (int i = 0; i < tokens.size(); i++) {
                Lexer.Token token = tokens.get(i);
                if (token.kind() == Lexer.Kind.NAME_REF) {
                    placeholderNested.merge(token.text(), !firstStep(tokens, i), Boolean::logicalOr);
                }
            }
        }
        Map<String, String> out = new LinkedHashMap<>(names);
        Set<String> taken = new HashSet<>(names.keySet());
        Map<String, String> fresh = new HashMap<>(); // live name -> new placeholder
        placeholderNested.forEach((placeholder, nested) -> {
            String model = names.get(placeholder);
            if (!nested && model != null) {
                out.put(placeholder, rename.apply(model));
            }
        });
        List<String> renamed = new ArrayList<>();
        for (int n = 0; n < texts.size(); n++) {
            String text = texts.get(n).text();
            List<Lexer.Token> tokens = tokenLists.get(n);
            List<int[]> spans = new ArrayList<>(); // where each renamed name starts and ends
            List<String> placeholders = new ArrayList<>();
            for (int i = 0; i < tokens.size(); i++) {
                Lexer.Token token = tokens.get(i);
                String model = model(token, tokens, i, names);
                if (model == null || !firstStep(tokens, i)) {
                    continue;
                }
                boolean keep = token.kind() == Lexer.Kind.NAME_REF && !placeholderNested.get(token.text());
                String live = rename.apply(model);
                if (keep || live.equals(model)) {
                    continue;
                }
                placeholders.add(fresh.computeIfAbsent(live, l -> {
                    int k = 0;
                    while (taken.contains("#tw" + k)) {
                        k++;
                    }
                    taken.add("#tw" + k);
                    out.put("#tw" + k, l);
                    return "#tw" + k;
                }));
                spans.add(new int[] {token.start(), token.start() + token.text().length()});
            }
            StringBuilder b = new StringBuilder(text == null ? "" : text);
            for (int i = spans.size() - 1; i >= 0; i--) {
                b.replace(spans.get(i)[0], spans.get(i)[1], placeholders.get(i));
            }
            renamed.add(text == null ? null : b.toString());
        }
        return new Result(renamed, out);
    }

    /**
     * The top-level attribute names the expressions use, placeholders resolved (a placeholder
     * missing from {@code names} is left out); an expression that does not parse adds nothing.
     */
    public static Set<String> topLevelNames(Map<String, String> names, List<Text> texts) {
        Set<String> out = new java.util.LinkedHashSet<>();
        for (Text t : texts) {
            List<Lexer.Token> tokens = tokens(t);
            for (int i = 0; i < tokens.size(); i++) {
                String model = model(tokens.get(i), tokens, i, names);
                if (model != null && firstStep(tokens, i)) {
                    out.add(model);
                }
            }
        }
        return out;
    }

    private static List<Lexer.Token> tokens(Text t) {
        if (t.text() == null) {
            return List.of();
        }
        try {
            return Lexer.tokens(t.text(), t.what());
        } catch (ExpressionException e) {
            return List.of();
        }
    }

    /** The model name a path's first step stands for, or null when the token is not a name. */
    private static String model(Lexer.Token token, List<Lexer.Token> tokens, int i, Map<String, String> names) {
        if (token.kind() == Lexer.Kind.NAME_REF) {
            return names.get(token.text());
        }
        if (token.kind() != Lexer.Kind.NAME || Parser.RESERVED.contains(token.text().toUpperCase(Locale.ROOT))) {
            return null;
        }
        boolean call = i + 1 < tokens.size() && tokens.get(i + 1).is("(");
        return call ? null : token.text();
    }

    /** Whether the name at {@code i} starts a path (is not a map key after a dot). */
    private static boolean firstStep(List<Lexer.Token> tokens, int i) {
        return i == 0 || !tokens.get(i - 1).is(".");
    }
}
