package dev.tablewright.sample;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.ScalarType;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/**
 * Primary keys distinct by construction, for streams of items too many to remember their keys:
 * item {@code i} (0, 1, 2, ...) carries {@code i} in one key attribute, so no two items share a
 * key whatever their generated values. The attribute is the sort key when the table has one
 * (the partitions stay as the facet's generators make them), else the partition key; a string
 * gets {@code #i} appended ({@code Jane Doe#41}), a binary the same bytes, and a number becomes
 * its whole part followed by {@code i} zero-padded to the width of the count ({@code 42} with
 * {@code i = 7} of 1,000 items: {@code 42007}). Distinct because the text after the last
 * {@code #} (or the last digits of a number) is {@code i} itself.
 */
final class KeySequence {
    private final String attribute;
    private final ScalarType type;
    private final BigInteger scale;

    KeySequence(KeySchema keySchema, long count) {
        KeyAttribute carrier = keySchema.sortKey() != null ? keySchema.sortKey() : keySchema.partitionKey();
        this.attribute = carrier.name();
        this.type = carrier.type();
        this.scale = BigInteger.TEN.pow(Long.toString(Math.max(count - 1, 0)).length());
    }

    /** The item with sequence number {@code index} in its key. */
    Item apply(Item item, long index) {
        AttributeValue value = item.get(attribute);
        AttributeValue numbered = switch (type) {
            case S -> AttributeValue.s(((AttributeValue.S) value).value() + "#" + index);
            case B -> {
                byte[] base = ((AttributeValue.B) value).value().toByteArray();
                byte[] suffix = ("#" + index).getBytes(StandardCharsets.UTF_8);
                byte[] bytes = new byte[base.length + suffix.length];
                System.arraycopy(base, 0, bytes, 0, base.length);
                System.arraycopy(suffix, 0, bytes, base.length, suffix.length);
                yield AttributeValue.b(Binary.of(bytes));
            }
            case N -> {
                BigInteger whole = new BigDecimal(((AttributeValue.N) value).value()).toBigInteger();
                BigInteger shifted = whole.multiply(scale);
                yield AttributeValue.n((whole.signum() < 0 ? shifted.subtract(BigInteger.valueOf(index))
                        : shifted.add(BigInteger.valueOf(index))).toString());
            }
        };
        return item.with(attribute, numbered);
    }
}
