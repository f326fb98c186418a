package dev.tablewright.testing;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * Random attribute values DynamoDB accepts, of every type, for differential tests: strings with
 * non-ASCII and beyond-BMP characters, numbers negative, fractional, with exponents and up to 38
 * digits, binary, nested lists and maps, and non-empty sets of distinct elements.
 */
public final class RandomValues {
    private static final String[] ALPHABETS = {"abcdefghijklmnopqrstuvwxyz", "ÄÖÜßéèçñ", "日本語中文한국어",
            "😀🚀🏔𝄞", "#-_/.:|~ ", "0123456789"};
    private final Random random;

    public RandomValues(long seed) {
        this.random = new Random(seed);
    }

    public Random random() {
        return random;
    }

    public AttributeValue of(AttributeType type, int depth) {
        return switch (type) {
            case S -> AttributeValue.s(string(1 + random.nextInt(20)));
            case N -> AttributeValue.n(number());
            case B -> AttributeValue.b(binary(1 + random.nextInt(20)));
            case BOOL -> AttributeValue.bool(random.nextBoolean());
            case NULL -> AttributeValue.nul();
            case L -> AttributeValue.l(list(depth));
            case M -> AttributeValue.m(map(depth));
            case SS -> AttributeValue.ss(distinct(() -> string(1 + random.nextInt(10))));
            case NS -> AttributeValue.ns(distinctNumbers());
            case BS -> AttributeValue.bs(distinct(() -> binary(1 + random.nextInt(10))));
        };
    }

    public String string(int length) {
        StringBuilder b = new StringBuilder();
        String alphabet = ALPHABETS[random.nextInt(ALPHABETS.length)];
        while (b.codePointCount(0, b.length()) < length) {
            int index = random.nextInt(alphabet.codePointCount(0, alphabet.length()));
            b.appendCodePoint(alphabet.codePointAt(alphabet.offsetByCodePoints(0, index)));
            if (random.nextInt(6) == 0) {
                alphabet = ALPHABETS[random.nextInt(ALPHABETS.length)];
            }
        }
        return b.toString();
    }

    public Binary binary(int length) {
        byte[] bytes = new byte[length];
        random.nextBytes(bytes);
        return Binary.of(bytes);
    }

    /** A number DynamoDB accepts: at most 38 significant digits, magnitude within its range. */
    public String number() {
        int shape = random.nextInt(8);
        switch (shape) {
            case 0:
                return Integer.toString(random.nextInt(2001) - 1000);
            case 1:
                return (random.nextBoolean() ? "-" : "") + random.nextInt(100000) + "." + digits(1 + random.nextInt(6));
            case 2:
                return (random.nextBoolean() ? "-" : "") + "0." + "0".repeat(random.nextInt(6)) + digits(1 + random.nextInt(8));
            case 3:
                return (random.nextBoolean() ? "-" : "") + nonZeroDigit() + digits(37);
            case 4:
                return (random.nextBoolean() ? "-" : "") + nonZeroDigit() + "." + digits(random.nextInt(20))
                        + "E" + (random.nextInt(200) - 100);
            case 5:
                return nonZeroDigit() + "0".repeat(random.nextInt(30));
            case 6:
                return (random.nextBoolean() ? "-" : "") + digits(1 + random.nextInt(19)) + "." + digits(1 + random.nextInt(18));
            default:
                return Long.toString(random.nextLong() / (1L << random.nextInt(60)));
        }
    }

    private String digits(int count) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < count; i++) {
            b.append((char) ('0' + random.nextInt(10)));
        }
        return b.toString();
    }

    private char nonZeroDigit() {
        return (char) ('1' + random.nextInt(9));
    }

    private List<AttributeValue> list(int depth) {
        List<AttributeValue> values = new ArrayList<>();
        int count = random.nextInt(5);
        for (int i = 0; i < count; i++) {
            values.add(of(nestedType(depth), depth + 1));
        }
        return values;
    }

    private Map<String, AttributeValue> map(int depth) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        int count = random.nextInt(5);
        for (int i = 0; i < count; i++) {
            values.put(string(1 + random.nextInt(8)), of(nestedType(depth), depth + 1));
        }
        return values;
    }

    private AttributeType nestedType(int depth) {
        AttributeType[] types = AttributeType.values();
        AttributeType type = types[random.nextInt(types.length)];
        return depth >= 3 && (type == AttributeType.L || type == AttributeType.M) ? AttributeType.S : type;
    }

    private <T> List<T> distinct(java.util.function.Supplier<T> supplier) {
        Set<T> values = new LinkedHashSet<>();
        int count = 1 + random.nextInt(5);
        while (values.size() < count) {
            values.add(supplier.get());
        }
        return new ArrayList<>(values);
    }

    private List<String> distinctNumbers() {
        Map<BigDecimal, String> values = new LinkedHashMap<>();
        int count = 1 + random.nextInt(5);
        while (values.size() < count) {
            String n = number();
            values.putIfAbsent(new BigDecimal(n).stripTrailingZeros(), n);
        }
        return new ArrayList<>(values.values());
    }
}
