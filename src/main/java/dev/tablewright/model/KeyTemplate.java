package dev.tablewright.model;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A value template such as {@code HR-${EmployeeID}} or {@code OPEN#${date}}: literal text with
 * {@code ${name}} placeholders, rendered by substituting named values.
 */
public record KeyTemplate(String text) {
    private static final Pattern PLACEHOLDER = Pattern.compile("\\$\\{([^}]+)}");

    public KeyTemplate {
        Objects.requireNonNull(text, "text");
    }

    public static KeyTemplate of(String text) {
        return new KeyTemplate(text);
    }

    /** The placeholder names, in order of first appearance. */
    public Set<String> parameters() {
        Set<String> names = new LinkedHashSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            names.add(m.group(1));
        }
        return names;
    }

    public boolean isConstant() {
        return parameters().isEmpty();
    }

    /**
     * Renders the template.
     *
     * @throws IllegalArgumentException naming the first placeholder that has no value
     */
    public String render(Map<String, String> values) {
        Matcher m = PLACEHOLDER.matcher(text);
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String value = values.get(m.group(1));
            if (value == null) {
                throw new IllegalArgumentException("no value for ${" + m.group(1) + "} in '" + text + "'");
            }
            m.appendReplacement(out, Matcher.quoteReplacement(value));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** Splits the template into literal and placeholder parts, for display and key matching. */
    public List<String> parts() {
        List<String> parts = new ArrayList<>();
        Matcher m = PLACEHOLDER.matcher(text);
        int last = 0;
        while (m.find()) {
            if (m.start() > last) {
                parts.add(text.substring(last, m.start()));
            }
            parts.add(m.group());
            last = m.end();
        }
        if (last < text.length()) {
            parts.add(text.substring(last));
        }
        return parts;
    }

    @Override
    public String toString() {
        return text;
    }
}
