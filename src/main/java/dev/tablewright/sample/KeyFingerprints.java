package dev.tablewright.sample;

import dev.tablewright.model.AttributeValue;
import java.util.List;

/**
 * The primary keys a generator has made, kept as 64-bit fingerprints in one open-addressed array
 * of longs: at most 32 bytes a key, where a set of the keys themselves takes about 230, so the
 * {@link SampleDataGenerator#MAX_COUNT} keys of one call fit a 256 MB heap with room to spare.
 * Equal keys have equal fingerprints; two different keys sharing one (about one chance in 10^7
 * over a million keys) only cost the generator one more attempt, never a repeated key.
 */
final class KeyFingerprints {
    private static final long EMPTY = 0L;

    private long[] slots = new long[16];
    private int size;

    int size() {
        return size;
    }

    /** Remembers the key; false when a key with its fingerprint was remembered already. */
    boolean add(List<AttributeValue> key) {
        if ((size + 1) * 2L > slots.length) {
            long[] old = slots;
            slots = new long[old.length * 2];
            for (long f : old) {
                if (f != EMPTY) {
                    insert(slots, f);
                }
            }
        }
        if (!insert(slots, fingerprint(key))) {
            return false;
        }
        size++;
        return true;
    }

    private static boolean insert(long[] table, long fingerprint) {
        int mask = table.length - 1;
        for (int i = (int) fingerprint & mask; ; i = (i + 1) & mask) {
            if (table[i] == EMPTY) {
                table[i] = fingerprint;
                return true;
            }
            if (table[i] == fingerprint) {
                return false;
            }
        }
    }

    /** A 64-bit hash that follows the values' equality: their type and exact text (bytes for B). */
    static long fingerprint(List<AttributeValue> key) {
        long h = 0xCBF29CE484222325L;
        for (AttributeValue value : key) {
            String text = value instanceof AttributeValue.S s ? s.value()
                    : value instanceof AttributeValue.N n ? n.value() : null;
            h = mix(h ^ (value == null ? -1 : value.type().ordinal()));
            if (text != null) {
                for (int i = 0; i < text.length(); i++) {
                    h = (h ^ text.charAt(i)) * 0x100000001B3L;
                }
                h = mix(h ^ text.length());
            } else {
                h = mix(h ^ (value == null ? 0 : value.hashCode()));
            }
        }
        long f = mix(h);
        return f == EMPTY ? 1L : f;
    }

    /** SplitMix64's finaliser: every bit of the input moves about half of the output's. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
