package dev.tablewright.model;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;

/**
 * DynamoDB's order for key values: numbers by numeric value, strings by their UTF-8 bytes
 * (unsigned, which differs from {@link String#compareTo} beyond the BMP), binary by unsigned bytes.
 */
public final class ValueOrder {
    /** Orders two values of the same scalar type (S, N or B). */
    public static final Comparator<AttributeValue> SCALAR = ValueOrder::compare;

    private ValueOrder() {
    }

    /**
     * Compares two scalar values of the same type.
     *
     * @throws IllegalArgumentException when the types differ or are not S, N or B
     */
    public static int compare(AttributeValue a, AttributeValue b) {
        if (a instanceof AttributeValue.S x && b instanceof AttributeValue.S y) {
            return compareStrings(x.value(), y.value());
        }
        if (a instanceof AttributeValue.N x && b instanceof AttributeValue.N y) {
            return x.decimal().compareTo(y.decimal());
        }
        if (a instanceof AttributeValue.B x && b instanceof AttributeValue.B y) {
            return x.value().compareTo(y.value());
        }
        throw new IllegalArgumentException("cannot order " + a.type() + " against " + b.type());
    }

    /**
     * Compares strings as DynamoDB does: by their UTF-8 encodings, bytes unsigned. UTF-8 keeps the
     * order of code points, so where the strings first differ in two characters outside the surrogate
     * range (and not just after a surrogate) those characters decide, without encoding either string;
     * merging a fan-out's shards compares thousands of sort keys. Surrogates there (where UTF-16 order
     * and code point order part, and where a lone surrogate is encoded as '?') take the encodings.
     */
    public static int compareStrings(String a, String b) {
        int length = Math.min(a.length(), b.length());
        int i = 0;
        while (i < length && a.charAt(i) == b.charAt(i)) {
            i++;
        }
        boolean afterSurrogate = i > 0 && Character.isSurrogate(a.charAt(i - 1));
        if (!afterSurrogate) {
            if (i == length) {
                return Integer.compare(a.length(), b.length());
            }
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (!Character.isSurrogate(x) && !Character.isSurrogate(y)) {
                return Character.compare(x, y);
            }
        }
        return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }
}
