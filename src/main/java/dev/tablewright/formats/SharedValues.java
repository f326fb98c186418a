package dev.tablewright.formats;

import dev.tablewright.model.AttributeValue;
import java.util.Arrays;
import java.util.function.Function;

/**
 * The values a reader has made lately, by their text, so that a value written many times is held
 * once: a direct-mapped cache (a value's slot is given by its text's hash; a newer text in the slot
 * replaces the older). Values that repeat do so near each other or often, and they stay; unique ones
 * pass through without the cost of a map's entries, resizing or clearing. Texts are looked up as the
 * parser's characters, and each slot keeps a copy of its text's characters to compare with, so a
 * value found here needs no String made for it.
 */
final class SharedValues {
    private static final int BITS = 16;
    private static final int GOLDEN = 0x9E3779B9;
    /** Longer texts are not kept: they rarely repeat, and comparing them costs more. */
    static final int MAX_TEXT = 64;

    /** Each slot's text's hash (compared first), length and characters (MAX_TEXT a slot). */
    private final int[] hashes = new int[1 << BITS];
    private final int[] lengths = new int[1 << BITS];
    private final char[] chars = new char[MAX_TEXT << BITS];
    private final AttributeValue[] values = new AttributeValue[1 << BITS];
    private final Function<String, AttributeValue> make;

    /** A cache whose values are made from their text by {@code make}. */
    SharedValues(Function<String, AttributeValue> make) {
        this.make = make;
    }

    /** The value of the text {@code text[offset, offset + length)}: a kept one, or a new one. */
    AttributeValue of(char[] text, int offset, int length) {
        if (length > MAX_TEXT) {
            return make.apply(new String(text, offset, length));
        }
        int hash = 0;
        for (int i = offset; i < offset + length; i++) {
            hash = 31 * hash + text[i];
        }
        int slot = (hash * GOLDEN) >>> (32 - BITS);
        int at = slot * MAX_TEXT;
        if (values[slot] != null && hashes[slot] == hash && lengths[slot] == length
                && Arrays.equals(chars, at, at + length, text, offset, offset + length)) {
            return values[slot];
        }
        AttributeValue value = make.apply(new String(text, offset, length));
        hashes[slot] = hash;
        lengths[slot] = length;
        System.arraycopy(text, offset, chars, at, length);
        values[slot] = value;
        return value;
    }
}
