package dev.tablewright.ui.common;

import dev.tablewright.model.AttributeValue;
import java.util.stream.Collectors;

/** Short, readable text for attribute values as the grids show them, and their type for tooltips. */
public final class ValueText {
    private static final int MAX = 120;

    private ValueText() {
    }

    public static String of(AttributeValue value) {
        if (value == null) {
            return "";
        }
        String text = full(value);
        return text.length() > MAX ? text.substring(0, MAX - 1) + "…" : text;
    }

    public static String typeOf(AttributeValue value) {
        return value == null ? "" : value.type().name();
    }

    private static String full(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        } else if (value instanceof AttributeValue.N n) {
            return n.value();
        } else if (value instanceof AttributeValue.B b) {
            return "0x" + hex(b.value().toByteArray());
        } else if (value instanceof AttributeValue.Bool bool) {
            return Boolean.toString(bool.value());
        } else if (value instanceof AttributeValue.Null) {
            return "null";
        } else if (value instanceof AttributeValue.L l) {
            return l.values().stream().map(ValueText::full).collect(Collectors.joining(", ", "[", "]"));
        } else if (value instanceof AttributeValue.M m) {
            return m.values().entrySet().stream().map(e -> e.getKey() + ": " + full(e.getValue()))
                    .collect(Collectors.joining(", ", "{", "}"));
        } else if (value instanceof AttributeValue.SS ss) {
            return String.join(", ", ss.values()).transform(t -> "⟨" + t + "⟩");
        } else if (value instanceof AttributeValue.NS ns) {
            return String.join(", ", ns.values()).transform(t -> "⟨" + t + "⟩");
        } else if (value instanceof AttributeValue.BS bs) {
            return bs.values().stream().map(b -> "0x" + hex(b.toByteArray()))
                    .collect(Collectors.joining(", ", "⟨", "⟩"));
        }
        return value.toString();
    }

    private static String hex(byte[] bytes) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < Math.min(bytes.length, 16); i++) {
            b.append(String.format("%02x", bytes[i]));
        }
        return bytes.length > 16 ? b + "…" : b.toString();
    }
}
