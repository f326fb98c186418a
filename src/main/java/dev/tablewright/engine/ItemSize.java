package dev.tablewright.engine;


import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.NumberForm;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import java.math.BigDecimal;
import java.util.Map;

/**
 * An item's size as DynamoDB counts it for capacity and the 400 KB limit: for each attribute,
 * the UTF-8 bytes of its name plus the size of its value.
 * <ul>
 *   <li>S: UTF-8 bytes; B: raw bytes; BOOL and NULL: 1 byte.</li>
 *   <li>N: DynamoDB stores a number as base-100 digits aligned on the decimal point, after
 *       trimming leading and trailing zeros, plus one byte of exponent, plus one byte when
 *       negative, at most 21 bytes; zero takes 1 byte. (The documented "one byte per two
 *       significant digits plus one" is only approximate: {@code 1.5} takes 3 bytes, not 2.)</li>
 *   <li>SS, NS, BS: the sum of their elements.</li>
 *   <li>L and M: 3 bytes, plus for each element 1 byte and its value (and, in a map, its name).</li>
 * </ul>
 * Each rule is checked against DynamoDB Local's consumed capacity by ItemSizeVersusLocalTest.
 */
public final class ItemSize {
    /** DynamoDB's limit on an item's size: 400 KB. */
    public static final long MAX_ITEM_BYTES = 400L * 1024;
    private static final int DOCUMENT_OVERHEAD = 3;
    private static final int ELEMENT_OVERHEAD = 1;
    private static final int MAX_NUMBER_BYTES = 21;

    private ItemSize() {
    }

    public static long of(Item item) {
        return item.size(ItemSize::measure);
    }

    private static long measure(Item item) {
        long size = 0;
        for (int i = 0; i < item.size(); i++) {
            size += of(item.name(i), item.value(i));
        }
        return size;
    }

    /** One attribute: its name's UTF-8 bytes plus its value's size. */
    public static long of(String name, AttributeValue value) {
        return utf8(name) + valueSize(value);
    }

    public static long valueSize(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return utf8(s.value());
        } else if (value instanceof AttributeValue.N n) {
            return numberSize(n.value());
        } else if (value instanceof AttributeValue.B b) {
            return b.value().length();
        } else if (value instanceof AttributeValue.Bool || value instanceof AttributeValue.Null) {
            return 1;
        } else if (value instanceof AttributeValue.SS ss) {
            return ss.values().stream().mapToLong(ItemSize::utf8).sum();
        } else if (value instanceof AttributeValue.NS ns) {
            return ns.values().stream().mapToLong(ItemSize::numberSize).sum();
        } else if (value instanceof AttributeValue.BS bs) {
            return bs.values().stream().mapToLong(Binary::length).sum();
        } else if (value instanceof AttributeValue.L l) {
            long size = DOCUMENT_OVERHEAD;
            for (AttributeValue element : l.values()) {
                size += ELEMENT_OVERHEAD + valueSize(element);
            }
            return size;
        } else if (value instanceof AttributeValue.M m) {
            long size = DOCUMENT_OVERHEAD;
            for (Map.Entry<String, AttributeValue> entry : m.values().entrySet()) {
                size += ELEMENT_OVERHEAD + utf8(entry.getKey()) + valueSize(entry.getValue());
            }
            return size;
        }
        throw new IllegalArgumentException("unknown value " + value);
    }

    /** The bytes DynamoDB uses for a number written as {@code text}. */
    public static long numberSize(String text) {
        if (NumberForm.isShortPlain(text)) {
            // the same digits as the BigDecimal route below, read straight from the text, nothing copied
            boolean negative = text.charAt(0) == '-';
            int point = text.indexOf('.');
            int start = negative ? 1 : 0;
            int intEnd = point < 0 ? text.length() : point;
            while (start < intEnd && text.charAt(start) == '0') {
                start++;
            }
            int fracStart = point < 0 ? text.length() : point + 1;
            int fracEnd = text.length();
            while (fracEnd > fracStart && text.charAt(fracEnd - 1) == '0') {
                fracEnd--;
            }
            if (start == intEnd && fracStart == fracEnd) {
                return 1;
            }
            return digitsSize(text, start, intEnd, fracStart, fracEnd, negative);
        }
        BigDecimal number = new BigDecimal(text.trim());
        if (number.signum() == 0) {
            return 1;
        }
        String plain = number.abs().stripTrailingZeros().toPlainString();
        int point = plain.indexOf('.');
        int intEnd = point < 0 ? plain.length() : point;
        int start = intEnd == 1 && plain.charAt(0) == '0' ? 1 : 0; // "0.5": no integer digits
        int fracStart = point < 0 ? plain.length() : point + 1;
        return digitsSize(plain, start, intEnd, fracStart, plain.length(), number.signum() < 0);
    }

    /**
     * The bytes of a number whose integer digits are {@code text[intStart, intEnd)} and fraction digits
     * {@code text[fracStart, fracEnd)}: base-100 digits aligned on the decimal point (each side padded
     * with a zero to an even length), less pairs of zeros at either end, plus one byte of exponent and
     * one when negative, at most 21.
     */
    private static long digitsSize(String text, int intStart, int intEnd, int fracStart, int fracEnd, boolean negative) {
        int intPad = (intEnd - intStart) % 2;
        int fracPad = (fracEnd - fracStart) % 2;
        // the digits are: intPad zeros, the integer digits, the fraction digits, fracPad zeros
        int length = intPad + (intEnd - intStart) + (fracEnd - fracStart) + fracPad;
        int start = 0;
        int end = length;
        while (start + 2 <= end && zeroDigit(text, start, intPad, intStart, intEnd, fracStart, fracEnd)
                && zeroDigit(text, start + 1, intPad, intStart, intEnd, fracStart, fracEnd)) {
            start += 2;
        }
        while (end - 2 >= start && zeroDigit(text, end - 2, intPad, intStart, intEnd, fracStart, fracEnd)
                && zeroDigit(text, end - 1, intPad, intStart, intEnd, fracStart, fracEnd)) {
            end -= 2;
        }
        long size = (end - start) / 2 + 1 + (negative ? 1 : 0);
        return Math.min(size, MAX_NUMBER_BYTES);
    }

    /** Whether digit {@code at} of the padded digits {@link #digitsSize} counts is a zero. */
    private static boolean zeroDigit(String text, int at, int intPad, int intStart, int intEnd, int fracStart, int fracEnd) {
        int i = at - intPad;
        if (i < 0) {
            return true;
        }
        if (i < intEnd - intStart) {
            return text.charAt(intStart + i) == '0';
        }
        i -= intEnd - intStart;
        return i >= fracEnd - fracStart || text.charAt(fracStart + i) == '0';
    }

    /**
     * The length of {@code text} encoded as UTF-8, as {@code text.getBytes(UTF_8).length} gives it
     * (a lone surrogate encodes as one byte, "?"), counted without encoding: sizes are taken for every
     * attribute of every item, millions for a big model.
     */
    static long utf8(String text) {
        int length = text.length();
        long bytes = length;
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                continue;
            }
            if (c < 0x800) {
                bytes += 1;
            } else if (Character.isHighSurrogate(c) && i + 1 < length && Character.isLowSurrogate(text.charAt(i + 1))) {
                bytes += 2; // a pair: four bytes for its two chars
                i++;
            } else if (!Character.isSurrogate(c)) {
                bytes += 2;
            }
        }
        return bytes;
    }
}
