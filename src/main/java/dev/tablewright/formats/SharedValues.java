package dev.tablewright.formats;

import dev.tablewright.model.AttributeValue;
import java.util.function.Function;

/**
 * The values a reader has made lately, by their text, so that a value written many times is held
 * once: a direct-mapped cache (a value's slot is given by its text's hash; a newer text in the slot
 * replaces the older). Values that repeat do so near each other or often, and they stay; unique ones
 * pass through without the cost of a map's entries, resizing or clearing. Texts are looked up as the
 * parser's characters, so a value found here needs no String made for it.
 */
final class SharedValues {
    private static final int BITS = 16;
    private static final int GOLDEN = 0x9E3779B9;
    /** Longer texts are not kept: they rarely repeat, and comparing them costs more. */
    static final int MAX_TEXT = 64;

    private final String[] texts = new String[1 << BITS];
    private final AttributeValue[] values = new AttributeValue[1 << BITS];
    private final Function<String, AttributeValue> make;

    /** A cache whose values are made from their text by {@code make}. */
    SharedValues(Function<String, AttributeValue> make) {
        this.make = make;
    }

    /** The value of the text {@code chars[offset, offset + length)}: a kept one, or a new one. */
    AttributeValue of(char[] chars, int offset, int length) {
        if (length > MAX_TEXT) {
            return make.apply(new String(chars, offset, length));
        }
        int hash = 0;
        for (int i = offset; i < offset + length; i++) {
            hash = 31 * hash + chars[i];
        }
        int slot = (hash * GOLDEN) >>> (32 - BITS);
        String kept = texts[slot];
        if (kept != null && sameText(kept, chars, offset, length)) {
            return values[slot];
        }
        String text = new String(chars, offset, length);
        AttributeValue value = make.apply(text);
        texts[slot] = text;
        values[slot] = value;
        return value;
    }

    private static boolean sameText(String kept, char[] chars, int offset, int length) {
        if (kept.length() != length) {
            return false;
        }
        for (int i = 0; i < length; i++) {
            if (kept.charAt(i) != chars[offset + i]) {
                return false;
            }
        }
        return true;
    }
}
