package dev.tablewright.ui.editing;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.TemplateValue;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * The access pattern form's text fields read: maps typed a line each (expression names, typed values
 * and item attributes), templates' parameters, whole numbers.
 */
final class PatternText {
    private static final Pattern FAN_OUT = Pattern.compile("(\\S+)\\s+(-?\\d+)\\s*\\.\\.\\s*(-?\\d+)");
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([^}]+)}");

    private PatternText() {
    }

    /** Lines {@code #n = name}. */
    static Map<String, String> names(String names) {
        Map<String, String> result = new LinkedHashMap<>();
        for (String line : FormViewModel.strip(names).lines().map(String::strip).filter(s -> !s.isEmpty()).toList()) {
            String[] parts = line.split("\\s*=\\s*", 2);
            if (parts.length != 2 || !parts[0].startsWith("#") || parts[1].isBlank()) {
                throw new IllegalArgumentException("Expression names are lines '#name = attribute', not '" + line + "'");
            }
            result.put(parts[0], parts[1].strip());
        }
        return result;
    }

    /** Lines {@code name = TYPE template}. */
    static Map<String, TemplateValue> typed(String what, String text) {
        Map<String, TemplateValue> result = new LinkedHashMap<>();
        for (String line : FormViewModel.strip(text).lines().map(String::strip).filter(s -> !s.isEmpty()).toList()) {
            String[] parts = line.split("\\s*=\\s*", 2);
            String[] typed = parts.length == 2 ? parts[1].split("\\s+", 2) : new String[0];
            AttributeType type = typed.length >= 1 ? AttributeType.fromCode(typed[0]) : null;
            if (parts.length != 2 || parts[0].isEmpty() || type == null) {
                throw new IllegalArgumentException("Each " + what + " is a line 'name = TYPE template' (TYPE one of "
                        + Arrays.toString(AttributeType.values()) + "), not '" + line + "'");
            }
            result.put(parts[0], TemplateValue.of(type, typed.length == 2 ? typed[1] : ""));
        }
        return result;
    }

    static String lines(Map<String, TemplateValue> map) {
        return map.entrySet().stream().map(e -> e.getKey() + " = " + e.getValue().type() + " " + e.getValue().template().text())
                .collect(Collectors.joining("\n"));
    }

    /** The first template using a {@code ${parameter}} not in {@code declared}, said as a problem, or null. */
    static String undeclared(List<String> templates, Set<String> declared) {
        for (String template : templates) {
            Matcher m = PLACEHOLDER.matcher(template);
            while (m.find()) {
                if (!declared.contains(m.group(1))) {
                    return "'" + template + "' uses ${" + m.group(1) + "}, which is not a parameter: add it below";
                }
            }
        }
        return null;
    }

    /** Whether {@code text} is a whole number of at least {@code least}. */
    static boolean atLeast(String text, int least) {
        try {
            return Integer.parseInt(FormViewModel.strip(text)) >= least;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /** Whether {@code text} is a number of at least {@code least}. */
    static boolean atLeast(String text, double least) {
        try {
            return Double.parseDouble(FormViewModel.strip(text)) >= least;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    /**
     * A shard fan-out typed {@code parameter first..last}, or null when blank.
     *
     * @throws IllegalArgumentException saying how it is written
     */
    static ShardFanOut fanOut(String text) {
        if (FormViewModel.blank(text)) {
            return null;
        }
        Matcher m = FAN_OUT.matcher(FormViewModel.strip(text));
        if (!m.matches() || Integer.parseInt(m.group(3)) < Integer.parseInt(m.group(2))) {
            throw new IllegalArgumentException("A shard fan-out is written 'parameter first..last', e.g. 'bucket 0..14'");
        }
        return new ShardFanOut(m.group(1), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
    }

    /** Expression names as lines {@code #n = name}. */
    static String nameLines(Map<String, String> names) {
        return names.entrySet().stream().map(e -> e.getKey() + " = " + e.getValue()).collect(Collectors.joining("\n"));
    }

    static String orEmpty(String text) {
        return text == null ? "" : text;
    }
}
