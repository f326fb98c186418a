package dev.tablewright.codegen;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.KeyTemplate;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A typed attribute value of a request as the generated code builds it: literal text and
 * parameter references, concatenated. {@code encoding} says how a B value's text becomes bytes.
 */
record CodeValue(AttributeType type, List<Part> parts, Encoding encoding) {
    /** How the text of a binary value turns into its bytes. */
    enum Encoding {
        /** not binary: the text is the value (S, N) or names it (BOOL, NULL) */
        TEXT,
        /** a binary key: the text's UTF-8 bytes, as the pattern binder renders B key templates */
        UTF8,
        /** a binary expression value: the text is base64 */
        BASE64
    }

    /** Literal text, or (when {@code parameter}) the name of a parameter whose value goes there. */
    record Part(String text, boolean parameter) {
        Part {
            Objects.requireNonNull(text, "text");
        }
    }

    CodeValue {
        Objects.requireNonNull(type, "type");
        parts = List.copyOf(parts);
        Objects.requireNonNull(encoding, "encoding");
    }

    static CodeValue of(AttributeType type, KeyTemplate template, Encoding encoding) {
        List<Part> parts = new ArrayList<>();
        for (String part : template.parts()) {
            boolean placeholder = part.startsWith("${") && part.endsWith("}");
            parts.add(placeholder ? new Part(part.substring(2, part.length() - 1), true) : new Part(part, false));
        }
        return new CodeValue(type, parts, encoding);
    }

    /** The same value with each parameter {@code constants} names replaced by its text. */
    CodeValue withConstants(Map<String, String> constants) {
        List<Part> out = new ArrayList<>();
        for (Part p : parts) {
            out.add(p.parameter() && constants.containsKey(p.text()) ? new Part(constants.get(p.text()), false) : p);
        }
        return new CodeValue(type, out, encoding);
    }

    /** True when no parameter appears: the value is the same on every call. */
    boolean constant() {
        return parts.stream().noneMatch(Part::parameter);
    }

    /** The literal text of a constant value. */
    String literal() {
        StringBuilder out = new StringBuilder();
        parts.forEach(p -> out.append(p.text()));
        return out.toString();
    }

    /** The value the code builds for these parameter values (what the pattern binder binds). */
    AttributeValue render(Map<String, String> values) {
        StringBuilder text = new StringBuilder();
        for (Part p : parts) {
            text.append(p.parameter() ? Objects.requireNonNull(values.get(p.text()), p.text()) : p.text());
        }
        String s = text.toString();
        switch (type) {
            case S:
                return AttributeValue.s(s);
            case N:
                return AttributeValue.n(s);
            case B:
                return AttributeValue.b(encoding == Encoding.UTF8 ? Binary.of(s.getBytes(StandardCharsets.UTF_8))
                        : Binary.fromBase64(s));
            case BOOL:
                return AttributeValue.bool(Boolean.parseBoolean(s));
            case NULL:
                return AttributeValue.nul();
            default:
                throw new IllegalArgumentException("a value of type " + type + " is not generated");
        }
    }
}
