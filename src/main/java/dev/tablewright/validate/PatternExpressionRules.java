package dev.tablewright.validate;

import dev.tablewright.engine.expr.ExpressionException;
import dev.tablewright.engine.expr.Parser;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.validate.ValidationContext.IndexedPattern;
import dev.tablewright.validate.ValidationContext.TableScope;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A pattern's expressions and projection: every {@code #name} and {@code :value} they use is
 * defined and every one defined is used (DynamoDB rejects both), and every attribute they name,
 * directly or through a {@code #name}, exists in the table: a key, a declared attribute, or an
 * attribute of some item.
 */
final class PatternExpressionRules implements ValidationRule {
    private static final Pattern TOKEN = Pattern.compile("[#:]?[A-Za-z_][A-Za-z0-9_]*");
    private static final Set<String> KEYWORDS = Set.of("and", "or", "not", "between", "in", "set", "remove", "add",
            "delete");

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (IndexedPattern indexed : context.patterns()) {
            TableScope scope = context.findTable(indexed.pattern().table());
            Set<String> known = scope == null ? null : knownAttributes(scope.table());
            checkPattern(indexed, known, out);
        }
    }

    private void checkPattern(IndexedPattern indexed, Set<String> known, List<Finding> out) {
        AccessPattern p = indexed.pattern();
        Map<String, String> expressions = new LinkedHashMap<>();
        putIfSet(expressions, "FilterExpression", p.filterExpression());
        putIfSet(expressions, "UpdateExpression", p.updateExpression());
        putIfSet(expressions, "ConditionExpression", p.conditionExpression());
        Set<String> usedNames = new HashSet<>();
        Set<String> usedValues = new HashSet<>();
        for (Map.Entry<String, String> e : expressions.entrySet()) {
            String path = indexed.at(e.getKey());
            String syntax = syntaxError(e.getKey(), e.getValue());
            if (syntax != null) {
                out.add(Finding.error(path, syntax)); // DynamoDB reports the syntax before any placeholder
                continue;
            }
            for (String token : tokens(e.getValue())) {
                if (token.startsWith("#")) {
                    usedNames.add(token);
                    requireName(p, token, path, out);
                } else if (token.startsWith(":")) {
                    usedValues.add(token);
                    if (!p.expressionAttributeValues().containsKey(token)) {
                        out.add(Finding.error(path, "An expression attribute value used in expression is not defined; "
                                + "attribute value: " + token));
                    }
                } else {
                    requireAttribute(known, token, path, out);
                }
            }
        }
        for (int i = 0; i < p.projection().size(); i++) {
            String path = indexed.at("Projection[" + i + "]");
            String top = topLevel(p.projection().get(i));
            if (top.startsWith("#")) {
                usedNames.add(top);
                requireName(p, top, path, out);
            } else {
                requireAttribute(known, top, path, out);
            }
        }
        for (String name : p.expressionAttributeNames().keySet()) {
            if (!usedNames.contains(name)) {
                out.add(Finding.error(indexed.at("ExpressionAttributeNames." + name),
                        "Value provided in ExpressionAttributeNames unused in expressions: keys: {" + name + "}"));
            }
        }
        for (String value : p.expressionAttributeValues().keySet()) {
            if (!usedValues.contains(value)) {
                out.add(Finding.error(indexed.at("ExpressionAttributeValues." + value),
                        "Value provided in ExpressionAttributeValues unused in expressions: keys: {" + value + "}"));
            }
        }
        p.expressionAttributeNames().forEach((placeholder, attribute) ->
                requireAttribute(known, attribute, indexed.at("ExpressionAttributeNames." + placeholder), out));
        p.item().keySet().forEach(attribute -> requireAttribute(known, attribute, indexed.at("Item." + attribute), out));
    }

    /** The parser's message when {@code text} is not a valid expression of its kind, else null. */
    private static String syntaxError(String kind, String text) {
        try {
            if (kind.equals("UpdateExpression")) {
                Parser.update(text);
            } else {
                Parser.condition(text, kind);
            }
            return null;
        } catch (ExpressionException e) {
            return e.getMessage();
        }
    }

    private static void requireName(AccessPattern p, String token, String path, List<Finding> out) {
        if (!p.expressionAttributeNames().containsKey(token)) {
            out.add(Finding.error(path, "An expression attribute name used in the document path is not defined; "
                    + "attribute name: " + token));
        }
    }

    private static void requireAttribute(Set<String> known, String attribute, String path, List<Finding> out) {
        if (known != null && !known.contains(attribute)) {
            out.add(Finding.error(path, "attribute '" + attribute + "' is not in the table: no key, declared attribute "
                    + "or item has it"));
        }
    }

    /** The placeholders and plain attribute names of an expression, leaving out functions, keywords and nested parts. */
    static List<String> tokens(String expression) {
        Set<String> found = new LinkedHashSet<>();
        Matcher m = TOKEN.matcher(expression);
        while (m.find()) {
            String token = m.group();
            if (m.start() > 0 && Character.isLetterOrDigit(expression.charAt(m.start() - 1))) {
                continue;
            }
            if (token.startsWith("#") || token.startsWith(":")) {
                found.add(token);
                continue;
            }
            if (KEYWORDS.contains(token.toLowerCase(Locale.ROOT)) || previousChar(expression, m.start()) == '.'
                    || nextChar(expression, m.end()) == '(') {
                continue;
            }
            found.add(token);
        }
        return List.copyOf(found);
    }

    private static char previousChar(String text, int index) {
        for (int i = index - 1; i >= 0; i--) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return text.charAt(i);
            }
        }
        return 0;
    }

    private static char nextChar(String text, int index) {
        for (int i = index; i < text.length(); i++) {
            if (!Character.isWhitespace(text.charAt(i))) {
                return text.charAt(i);
            }
        }
        return 0;
    }

    private static String topLevel(String documentPath) {
        int cut = documentPath.length();
        int dot = documentPath.indexOf('.');
        int bracket = documentPath.indexOf('[');
        if (dot >= 0) {
            cut = dot;
        }
        if (bracket >= 0 && bracket < cut) {
            cut = bracket;
        }
        return documentPath.substring(0, cut).trim();
    }

    /** Keys, declared attributes, facet attributes, projected attributes, and every name in any item (maps included). */
    static Set<String> knownAttributes(Table table) {
        Set<String> known = new HashSet<>(table.keyAttributeTypes().keySet());
        table.nonKeyAttributes().forEach(a -> known.add(a.name()));
        for (Facet facet : table.facets()) {
            known.addAll(facet.nonKeyAttributes());
        }
        for (SecondaryIndex index : table.indexes()) {
            known.addAll(index.projection().nonKeyAttributes());
        }
        for (Item item : table.allItems()) {
            item.attributes().forEach((name, value) -> {
                known.add(name);
                addMapKeys(value, known);
            });
        }
        return known;
    }

    private static void addMapKeys(AttributeValue value, Set<String> known) {
        if (value instanceof AttributeValue.M m) {
            m.values().forEach((name, inner) -> {
                known.add(name);
                addMapKeys(inner, known);
            });
        } else if (value instanceof AttributeValue.L l) {
            l.values().forEach(inner -> addMapKeys(inner, known));
        }
    }

    private static void putIfSet(Map<String, String> map, String key, String value) {
        if (value != null && !value.isBlank()) {
            map.put(key, value);
        }
    }
}
