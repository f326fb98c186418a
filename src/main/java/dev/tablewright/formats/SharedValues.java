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
 *
 * <p>A look-up still costs: a column whose values hardly ever repeat (a sort key, an amount) is made
 * without one for a while. Each column (an attribute's place in its item) is watched over
 * {@link #WINDOW} look-ups; when fewer than one in {@link #RARE} found a value, its next {@link #SKIP}
 * values are made directly, and then it is watched again.
 */
final class SharedValues {
    /** The cache starts small (a model has many short TableData arrays) and doubles as values are kept, up to 2^16 slots. */
    private static final int FIRST_BITS = 8;
    private static final int MAX_BITS = 16;
    private static final int GOLDEN = 0x9E3779B9;
    /** Longer texts are not kept: they rarely repeat, and comparing them costs more. */
    static final int MAX_TEXT = 64;
    private static final int COLUMNS = 64;
    static final int WINDOW = 1024;
    static final int RARE = 32;
    static final int SKIP = 1 << 14;

    private int bits;
    /** Values kept since the cache last grew. */
    private int kept;
    /** Each slot's text's hash (compared first), length and characters (MAX_TEXT a slot), and value. */
    private int[] hashes;
    private int[] lengths;
    private char[] chars;
    private AttributeValue[] values;
    private final Function<String, AttributeValue> make;
    /** Per column (the last one for every column after it): look-ups and finds in its window, values left to skip. */
    private final int[] looked = new int[COLUMNS];
    private final int[] found = new int[COLUMNS];
    private final int[] skipping = new int[COLUMNS];

    /** A cache whose values are made from their text by {@code make}. */
    SharedValues(Function<String, AttributeValue> make) {
        this.make = make;
        resize(FIRST_BITS);
    }

    /** Makes the cache {@code 2^newBits} slots, with the values it keeps now (where two meet in a slot, one). */
    private void resize(int newBits) {
        int[] oldHashes = hashes;
        int[] oldLengths = lengths;
        char[] oldChars = chars;
        AttributeValue[] oldValues = values;
        bits = newBits;
        kept = 0;
        hashes = new int[1 << bits];
        lengths = new int[1 << bits];
        chars = new char[MAX_TEXT << bits];
        values = new AttributeValue[1 << bits];
        for (int old = 0; oldValues != null && old < oldValues.length; old++) {
            if (oldValues[old] != null) {
                keep(oldHashes[old], oldChars, old * MAX_TEXT, oldLengths[old], oldValues[old]);
            }
        }
    }

    private void keep(int hash, char[] text, int offset, int length, AttributeValue value) {
        int slot = (hash * GOLDEN) >>> (32 - bits);
        hashes[slot] = hash;
        lengths[slot] = length;
        System.arraycopy(text, offset, chars, slot * MAX_TEXT, length);
        values[slot] = value;
    }

    /** The value of the text {@code text[offset, offset + length)} of {@code column}: a kept one, or a new one. */
    AttributeValue of(char[] text, int offset, int length, int column) {
        int watched = Math.min(column, COLUMNS - 1);
        if (length > MAX_TEXT || skipping[watched] > 0) {
            if (length <= MAX_TEXT) {
                skipping[watched]--;
            }
            return make.apply(new String(text, offset, length));
        }
        int hash = 0;
        for (int i = offset; i < offset + length; i++) {
            hash = 31 * hash + text[i];
        }
        int slot = (hash * GOLDEN) >>> (32 - bits);
        int at = slot * MAX_TEXT;
        if (values[slot] != null && hashes[slot] == hash && lengths[slot] == length
                && Arrays.equals(chars, at, at + length, text, offset, offset + length)) {
            watch(watched, 1);
            return values[slot];
        }
        watch(watched, 0);
        AttributeValue value = make.apply(new String(text, offset, length));
        if (++kept > values.length && bits < MAX_BITS) {
            resize(bits + 1); // as many values kept as slots: a bigger cache keeps more of those that repeat
        }
        keep(hash, text, offset, length, value);
        return value;
    }

    private void watch(int column, int find) {
        found[column] += find;
        if (++looked[column] == WINDOW) {
            if (found[column] < WINDOW / RARE) {
                skipping[column] = SKIP;
            }
            looked[column] = 0;
            found[column] = 0;
        }
    }
}
