package dev.tablewright.engine;

import java.util.Arrays;
import java.util.HexFormat;

/**
 * An immutable byte string ordered unsigned, byte by byte, a shorter prefix first: how DynamoDB
 * Local's SQLite store compares key columns. {@link #MAX} sorts after every other value.
 */
final class KeyBytes implements Comparable<KeyBytes> {
    static final KeyBytes MIN = new KeyBytes(new byte[0]);
    static final KeyBytes MAX = new KeyBytes(new byte[0]);

    private final byte[] bytes;

    private KeyBytes(byte[] bytes) {
        this.bytes = bytes;
    }

    static KeyBytes wrap(byte[] bytes) {
        return new KeyBytes(bytes);
    }

    byte[] bytes() {
        return bytes;
    }

    boolean startsWith(KeyBytes prefix) {
        return prefix.bytes.length <= bytes.length
                && Arrays.equals(bytes, 0, prefix.bytes.length, prefix.bytes, 0, prefix.bytes.length);
    }

    @Override
    public int compareTo(KeyBytes other) {
        if (this == other) {
            return 0;
        }
        if (this == MAX) {
            return 1;
        }
        if (other == MAX) {
            return -1;
        }
        return Arrays.compareUnsigned(bytes, other.bytes);
    }

    @Override
    public boolean equals(Object o) {
        if (this == MAX || o == MAX) {
            return this == o;
        }
        return o instanceof KeyBytes other && Arrays.equals(bytes, other.bytes);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(bytes);
    }

    @Override
    public String toString() {
        return this == MAX ? "MAX" : HexFormat.of().formatHex(bytes);
    }
}
