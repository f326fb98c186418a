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
     * Compares strings as DynamoDB does: by their UTF-8 encodings, bytes unsigned, with the answer
     * {@link Arrays#compareUnsigned(byte[], byte[])} gives for them. Where the strings first differ in
     * two ASCII characters, or one ends where the other goes on in ASCII, that answer is read from the
     * characters without encoding them (sorting a million keys would encode tens of millions of times).
     */
    public static int compareStrings(String a, String b) {
        int common = Math.min(a.length(), b.length());
        for (int i = 0; i < common; i++) {
            char x = a.charAt(i);
            char y = b.charAt(i);
            if (x != y) {
                // the text before is the same, and its last character encodes the same way in both:
                // it can only differ by pairing with what follows, and neither x nor y pairs with it
                return x < 0x80 && y < 0x80 ? x - y : encoded(a, b);
            }
        }
        String longer = a.length() > b.length() ? a : b;
        for (int i = common; i < longer.length(); i++) {
            if (longer.charAt(i) >= 0x80) {
                return encoded(a, b);
            }
        }
        return a.length() - b.length(); // the rest is ASCII: one byte a character
    }

    private static int encoded(String a, String b) {
        return Arrays.compareUnsigned(a.getBytes(StandardCharsets.UTF_8), b.getBytes(StandardCharsets.UTF_8));
    }
}
