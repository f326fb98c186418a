package dev.tablewright.edit;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.NumberForm;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.Locale;
import java.util.function.Function;

/**
 * Turns the text of a value editor into an attribute value of a chosen type, with DynamoDB's rules
 * and a plain message when the text breaks one; and turns a value back into editor text. The text
 * forms: S as is; N a decimal number (at most 38 significant digits, magnitude within
 * 1E-130..9.99…E+125); B base64; BOOL true or false; NULL nothing; L a JSON array and M a JSON
 * object of DynamoDB JSON values ({@code [{"S": "a"}, {"N": "1"}]}); SS, NS and BS one member a
 * line, neither empty nor with duplicates.
 */
public final class ValueParser {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final BigDecimal OVERFLOW = new BigDecimal("1E126");
    private static final BigDecimal SMALLEST = new BigDecimal("1E-130");
    private static final int MAX_DIGITS = 38;

    private ValueParser() {
    }

    /** A parsed value, or the reason the text is not one. */
    public record Result(AttributeValue value, String error) {
        public boolean ok() {
            return error == null;
        }

        static Result of(AttributeValue value) {
            return new Result(value, null);
        }

        static Result failure(String message) {
            return new Result(null, message);
        }
    }

    /** Parses {@code text} as a value of {@code type}. */
    public static Result parse(AttributeType type, String text) {
        String t = text == null ? "" : text;
        try {
            return switch (type) {
                case S -> Result.of(AttributeValue.s(t));
                case N -> number(t.strip());
                case B -> binary(t.strip()).map(AttributeValue::b);
                case BOOL -> bool(t.strip());
                case NULL -> Result.of(AttributeValue.nul());
                case L, M -> nested(type, t);
                case SS -> set(type, lines(t));
                case NS -> set(type, lines(t));
                case BS -> set(type, lines(t));
            };
        } catch (IllegalArgumentException e) {
            return Result.failure(e.getMessage());
        }
    }

    /** The editor text of a value, such that {@code parse(value.type(), text(value))} gives it back. */
    public static String text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        } else if (value instanceof AttributeValue.N n) {
            return n.value();
        } else if (value instanceof AttributeValue.B b) {
            return b.value().toBase64();
        } else if (value instanceof AttributeValue.Bool bool) {
            return Boolean.toString(bool.value());
        } else if (value instanceof AttributeValue.Null) {
            return "";
        } else if (value instanceof AttributeValue.SS ss) {
            return String.join("\n", ss.values());
        } else if (value instanceof AttributeValue.NS ns) {
            return String.join("\n", ns.values());
        } else if (value instanceof AttributeValue.BS bs) {
            return bs.values().stream().map(Binary::toBase64).collect(Collectors.joining("\n"));
        }
        try {
            // L and M: the body of the DynamoDB JSON, pretty-printed
            return JSON.writerWithDefaultPrettyPrinter().writeValueAsString(
                    DynamoJson.toJson(value).get(value.type().name()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Checks a number as DynamoDB does; null when it is fine, else the message. */
    public static String checkNumber(String text) {
        BigDecimal d;
        try {
            d = new BigDecimal(text);
        } catch (NumberFormatException e) {
            return "'" + text + "' is not a number (digits, an optional sign, point and exponent: -12.5, 1E+3)";
        }
        if (d.signum() == 0) {
            return null;
        }
        if (d.stripTrailingZeros().precision() > MAX_DIGITS) {
            return "A number can have at most " + MAX_DIGITS + " significant digits; " + text + " has "
                    + d.stripTrailingZeros().precision();
        }
        if (d.abs().compareTo(OVERFLOW) >= 0) {
            return "Number overflow: the magnitude must be below 1E+126";
        }
        if (d.abs().compareTo(SMALLEST) < 0) {
            return "Number underflow: the magnitude must be at least 1E-130";
        }
        return null;
    }

    private static Result number(String text) {
        if (text.isEmpty()) {
            return Result.failure("A number is required");
        }
        String problem = checkNumber(text);
        return problem == null ? Result.of(AttributeValue.n(text)) : Result.failure(problem);
    }

    private record Bytes(Binary value, String error) {
        Result map(Function<Binary, AttributeValue> f) {
            return error == null ? Result.of(f.apply(value)) : Result.failure(error);
        }
    }

    private static Bytes binary(String text) {
        try {
            return new Bytes(Binary.of(Base64.getDecoder().decode(text)), null);
        } catch (IllegalArgumentException e) {
            return new Bytes(null, "'" + abbreviate(text) + "' is not base64 (A-Z, a-z, 0-9, + and /, padded with =)");
        }
    }

    private static Result bool(String text) {
        if ("true".equalsIgnoreCase(text) || "false".equalsIgnoreCase(text)) {
            return Result.of(AttributeValue.bool(Boolean.parseBoolean(text.toLowerCase(Locale.ROOT))));
        }
        return Result.failure("A boolean is true or false, not '" + abbreviate(text) + "'");
    }

    private static Result nested(AttributeType type, String text) {
        JsonNode body;
        try {
            body = JSON.readTree(text.isBlank() ? (type == AttributeType.L ? "[]" : "{}") : text);
        } catch (JsonProcessingException e) {
            return Result.failure("Not valid JSON: " + e.getOriginalMessage());
        }
        if (type == AttributeType.L ? !body.isArray() : !body.isObject()) {
            return Result.failure(type == AttributeType.L
                    ? "A list is a JSON array of DynamoDB JSON values, e.g. [{\"S\": \"a\"}, {\"N\": \"1\"}]"
                    : "A map is a JSON object of DynamoDB JSON values, e.g. {\"name\": {\"S\": \"a\"}}");
        }
        ObjectNode wrapped = JsonNodeFactory.instance.objectNode();
        wrapped.set(type.name(), body);
        AttributeValue value;
        try {
            value = DynamoJson.fromJson(wrapped);
        } catch (DynamoJson.InvalidValueException e) {
            return Result.failure(e.getMessage());
        }
        String problem = checkNested(value, "");
        return problem == null ? Result.of(value) : Result.failure(problem);
    }

    /** The first rule a nested value breaks (numbers, sets), named by its path; null when none. */
    private static String checkNested(AttributeValue value, String path) {
        if (value instanceof AttributeValue.N n) {
            String problem = checkNumber(n.value());
            return problem == null ? null : at(path, problem);
        }
        if (value instanceof AttributeValue.L l) {
            for (int i = 0; i < l.values().size(); i++) {
                String problem = checkNested(l.values().get(i), path + "[" + i + "]");
                if (problem != null) {
                    return problem;
                }
            }
        } else if (value instanceof AttributeValue.M m) {
            for (Map.Entry<String, AttributeValue> e : m.values().entrySet()) {
                String problem = checkNested(e.getValue(), path.isEmpty() ? e.getKey() : path + "." + e.getKey());
                if (problem != null) {
                    return problem;
                }
            }
        } else if (value instanceof AttributeValue.SS || value instanceof AttributeValue.NS
                || value instanceof AttributeValue.BS) {
            Result again = set(value.type(), List.of(text(value).split("\n", -1)));
            return again.ok() ? null : at(path, again.error());
        }
        return null;
    }

    private static String at(String path, String problem) {
        return path.isEmpty() ? problem : path + ": " + problem;
    }

    private static List<String> lines(String text) {
        return text.lines().map(String::strip).filter(s -> !s.isEmpty()).toList();
    }

    private static Result set(AttributeType type, List<String> members) {
        String kind = type == AttributeType.SS ? "string" : type == AttributeType.NS ? "number" : "binary";
        if (members.isEmpty()) {
            return Result.failure("A " + kind + " set may not be empty: give one member a line");
        }
        Set<Object> seen = new HashSet<>();
        List<String> duplicates = new ArrayList<>();
        List<Binary> binaries = new ArrayList<>();
        for (String member : members) {
            Object identity = member;
            if (type == AttributeType.NS) {
                String problem = checkNumber(member);
                if (problem != null) {
                    return Result.failure(problem);
                }
                identity = NumberForm.setMember(member);
            } else if (type == AttributeType.BS) {
                Bytes bytes = binary(member);
                if (bytes.error() != null) {
                    return Result.failure(bytes.error());
                }
                binaries.add(bytes.value());
                identity = bytes.value();
            }
            if (!seen.add(identity)) {
                duplicates.add(member);
            }
        }
        if (!duplicates.isEmpty()) {
            return Result.failure("A set may not hold duplicates: " + String.join(", ", duplicates));
        }
        return Result.of(switch (type) {
            case SS -> AttributeValue.ss(members);
            case NS -> AttributeValue.ns(members);
            default -> AttributeValue.bs(binaries);
        });
    }

    private static String abbreviate(String text) {
        return text.length() > 40 ? text.substring(0, 39) + "…" : text;
    }
}
