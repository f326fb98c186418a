package dev.tablewright.engine;

import dev.tablewright.engine.request.KeyTerm;
import dev.tablewright.engine.request.RequestException;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ValueOrder;
import dev.tablewright.model.KeyOperator;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;
import java.util.function.UnaryOperator;

/**
 * A small stand-in for the expression package, enough to run key conditions and simple requests:
 * key condition expressions; projections of top-level attributes; filters and conditions made of
 * {@code attribute_exists(a)}, {@code attribute_not_exists(a)} and {@code a op :v} joined by AND;
 * updates of the form {@code SET a = :v, ... REMOVE b, ...}. Nested paths are not supported here.
 */
public final class BasicExpressions implements ExpressionSupport {

    @Override
    public PreparedExpressions prepare(ExpressionInput in) {
        List<KeyTerm> keyTerms = in.keyConditionExpression() == null ? null
                : keyTerms(new Tokens(in.keyConditionExpression(), in));
        Set<String> filterNames = new LinkedHashSet<>();
        Predicate<Item> filter = in.filterExpression() == null ? null
                : condition(new Tokens(in.filterExpression(), in), filterNames);
        Set<String> projectionNames = new LinkedHashSet<>();
        UnaryOperator<Item> projection = in.projectionExpression() == null ? null
                : projection(new Tokens(in.projectionExpression(), in), projectionNames);
        Predicate<Item> condition = in.conditionExpression() == null ? null
                : condition(new Tokens(in.conditionExpression(), in), new LinkedHashSet<>());
        UnaryOperator<Item> update = in.updateExpression() == null ? null
                : update(new Tokens(in.updateExpression(), in));
        Predicate<Item> f = filter;
        return new PreparedExpressions(null, keyTerms, filter, projection, filterNames, projectionNames,
                f == null ? null : item -> f.test(item) ? "the filter keeps it" : "the filter removes it",
                condition, update);
    }

    private static List<KeyTerm> keyTerms(Tokens t) {
        List<KeyTerm> terms = new ArrayList<>();
        terms.add(keyTerm(t));
        while (t.acceptWord("AND")) {
            terms.add(keyTerm(t));
        }
        t.end();
        return terms;
    }

    private static KeyTerm keyTerm(Tokens t) {
        if (t.accept("(")) {
            KeyTerm inner = keyTerm(t);
            t.expect(")");
            return inner;
        }
        if (t.peekWord("begins_with")) {
            t.next();
            t.expect("(");
            String name = t.name();
            t.expect(",");
            AttributeValue prefix = t.value();
            t.expect(")");
            return new KeyTerm(name, KeyOperator.BEGINS_WITH, List.of(prefix));
        }
        String name = t.name();
        if (t.acceptWord("BETWEEN")) {
            AttributeValue lower = t.value();
            if (!t.acceptWord("AND")) {
                throw t.error("BETWEEN needs AND");
            }
            return new KeyTerm(name, KeyOperator.BETWEEN, List.of(lower, t.value()));
        }
        KeyOperator op = KeyOperator.fromSymbol(t.next());
        if (op == null || op == KeyOperator.BETWEEN || op == KeyOperator.BEGINS_WITH) {
            throw t.error("unsupported key condition operator");
        }
        return new KeyTerm(name, op, List.of(t.value()));
    }

    private static Predicate<Item> condition(Tokens t, Set<String> names) {
        Predicate<Item> all = conditionTerm(t, names);
        while (t.acceptWord("AND")) {
            all = all.and(conditionTerm(t, names));
        }
        t.end();
        return all;
    }

    private static Predicate<Item> conditionTerm(Tokens t, Set<String> names) {
        if (t.peekWord("attribute_exists") || t.peekWord("attribute_not_exists")) {
            boolean exists = t.next().equalsIgnoreCase("attribute_exists");
            t.expect("(");
            String name = t.name();
            t.expect(")");
            names.add(name);
            return item -> item.has(name) == exists;
        }
        String name = t.name();
        names.add(name);
        String op = t.next();
        AttributeValue value = t.value();
        return item -> compare(item.get(name), op, value);
    }

    static boolean compare(AttributeValue actual, String op, AttributeValue expected) {
        if (actual == null) {
            return op.equals("<>");
        }
        if (op.equals("=")) {
            return equal(actual, expected);
        }
        if (op.equals("<>")) {
            return !equal(actual, expected);
        }
        if (actual.type() != expected.type() || !actual.type().isScalarKeyType()) {
            return false;
        }
        int c = ValueOrder.compare(actual, expected);
        return switch (op) {
            case "<" -> c < 0;
            case "<=" -> c <= 0;
            case ">" -> c > 0;
            case ">=" -> c >= 0;
            default -> throw RequestException.validation("Invalid FilterExpression: unsupported operator " + op);
        };
    }

    private static boolean equal(AttributeValue a, AttributeValue b) {
        if (a.type() != b.type()) {
            return false;
        }
        if (a.type().isScalarKeyType()) {
            return ValueOrder.compare(a, b) == 0;
        }
        return a.equals(b);
    }

    private static UnaryOperator<Item> projection(Tokens t, Set<String> names) {
        names.add(t.name());
        while (t.accept(",")) {
            names.add(t.name());
        }
        t.end();
        return item -> {
            Map<String, AttributeValue> out = new LinkedHashMap<>();
            item.attributes().forEach((k, v) -> {
                if (names.contains(k)) {
                    out.put(k, v);
                }
            });
            return Item.of(out);
        };
    }

    private static UnaryOperator<Item> update(Tokens t) {
        Map<String, AttributeValue> sets = new LinkedHashMap<>();
        Set<String> removes = new LinkedHashSet<>();
        while (!t.atEnd()) {
            if (t.acceptWord("SET")) {
                do {
                    String name = t.name();
                    t.expect("=");
                    sets.put(name, t.value());
                } while (t.accept(","));
            } else if (t.acceptWord("REMOVE")) {
                do {
                    removes.add(t.name());
                } while (t.accept(","));
            } else {
                throw t.error("only SET and REMOVE clauses are supported here");
            }
        }
        return item -> {
            Item out = item;
            for (Map.Entry<String, AttributeValue> e : sets.entrySet()) {
                out = out.with(e.getKey(), e.getValue());
            }
            for (String name : removes) {
                out = out.without(name);
            }
            return out;
        };
    }

    /** A tokenizer over one expression, resolving {@code #name} and {@code :value} placeholders. */
    private static final class Tokens {
        private final String text;
        private final ExpressionInput in;
        private final List<String> tokens = new ArrayList<>();
        private int pos;

        Tokens(String text, ExpressionInput in) {
            this.text = text;
            this.in = in;
            int i = 0;
            while (i < text.length()) {
                char c = text.charAt(i);
                if (Character.isWhitespace(c)) {
                    i++;
                } else if ("(),=".indexOf(c) >= 0) {
                    tokens.add(String.valueOf(c));
                    i++;
                } else if (c == '<' || c == '>') {
                    int j = i + 1;
                    if (j < text.length() && (text.charAt(j) == '=' || (c == '<' && text.charAt(j) == '>'))) {
                        j++;
                    }
                    tokens.add(text.substring(i, j));
                    i = j;
                } else {
                    int j = i;
                    while (j < text.length() && !Character.isWhitespace(text.charAt(j))
                            && "(),=<>".indexOf(text.charAt(j)) < 0) {
                        j++;
                    }
                    tokens.add(text.substring(i, j));
                    i = j;
                }
            }
        }

        boolean atEnd() {
            return pos >= tokens.size();
        }

        String next() {
            if (atEnd()) {
                throw error("unexpected end");
            }
            return tokens.get(pos++);
        }

        boolean accept(String token) {
            if (!atEnd() && tokens.get(pos).equals(token)) {
                pos++;
                return true;
            }
            return false;
        }

        boolean peekWord(String word) {
            return !atEnd() && tokens.get(pos).equalsIgnoreCase(word);
        }

        boolean acceptWord(String word) {
            if (peekWord(word)) {
                pos++;
                return true;
            }
            return false;
        }

        void expect(String token) {
            if (!accept(token)) {
                throw error("expected '" + token + "'");
            }
        }

        void end() {
            if (!atEnd()) {
                throw error("unexpected '" + tokens.get(pos) + "'");
            }
        }

        String name() {
            String token = next();
            if (token.startsWith("#")) {
                String name = in.names().get(token);
                if (name == null) {
                    throw RequestException.validation("An expression attribute name used in the document path is not"
                            + " defined; attribute name: " + token);
                }
                return name;
            }
            if (token.startsWith(":") || token.contains(".") || token.contains("[")) {
                throw error("expected an attribute name, found '" + token + "'");
            }
            return token;
        }

        AttributeValue value() {
            String token = next();
            AttributeValue value = token.startsWith(":") ? in.values().get(token) : null;
            if (value == null) {
                throw RequestException.validation("An expression attribute value used in expression is not defined;"
                        + " attribute value: " + token);
            }
            return value;
        }

        RequestException error(String what) {
            return RequestException.validation("Invalid expression '" + text + "': " + what.toLowerCase(Locale.ROOT));
        }
    }
}
