package dev.tablewright.migrate;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A count and an order-free checksum of a table's items: the sum of the first 8 bytes of each
 * item's SHA-256 over a canonical text (attributes by name, numbers by value, sets sorted), so two
 * scans of the same items in any order agree and a lost, doubled or changed item shows. Bounded:
 * items are added one at a time and not kept.
 */
public final class ItemChecksum {
    private long count;
    private long sum;

    public void add(Item item) {
        count++;
        sum += hash(canonical(item));
    }

    public long count() {
        return count;
    }

    public long sum() {
        return sum;
    }

    /** {@code 10000 items, checksum 1f3a...}. */
    @Override
    public String toString() {
        return count + " items, checksum " + Long.toHexString(sum);
    }

    public boolean matches(ItemChecksum other) {
        return count == other.count && sum == other.sum;
    }

    static String canonical(Item item) {
        Map<String, AttributeValue> sorted = new TreeMap<>(item.attributes());
        StringBuilder text = new StringBuilder("{");
        sorted.forEach((name, value) -> text.append(name.length()).append(':').append(name).append('=')
                .append(canonical(value)).append(';'));
        return text.append('}').toString();
    }

    private static String canonical(AttributeValue value) {
        if (value instanceof AttributeValue.N n) {
            return "N" + n.decimal().stripTrailingZeros().toPlainString();
        }
        if (value instanceof AttributeValue.S s) {
            return "S" + s.value().length() + ":" + s.value();
        }
        if (value instanceof AttributeValue.SS ss) {
            return "SS" + sortedList(ss.values());
        }
        if (value instanceof AttributeValue.NS ns) {
            return "NS" + sortedList(ns.values().stream()
                    .map(v -> new java.math.BigDecimal(v).stripTrailingZeros().toPlainString()).toList());
        }
        if (value instanceof AttributeValue.BS bs) {
            return "BS" + sortedList(bs.values().stream().map(Object::toString).toList());
        }
        if (value instanceof AttributeValue.L l) {
            StringBuilder text = new StringBuilder("L[");
            l.values().forEach(v -> text.append(canonical(v)).append(','));
            return text.append(']').toString();
        }
        if (value instanceof AttributeValue.M m) {
            StringBuilder text = new StringBuilder("M{");
            new TreeMap<>(m.values()).forEach((k, v) -> text.append(k.length()).append(':').append(k).append('=')
                    .append(canonical(v)).append(';'));
            return text.append('}').toString();
        }
        return value.type() + String.valueOf(value);
    }

    private static String sortedList(List<String> values) {
        List<String> sorted = new ArrayList<>(values);
        sorted.sort(null);
        return sorted.toString();
    }

    private static long hash(String text) {
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
            return ByteBuffer.wrap(digest, 0, 8).getLong();
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
        }
    }
}
