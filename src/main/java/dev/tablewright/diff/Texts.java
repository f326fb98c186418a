package dev.tablewright.diff;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.TableSettings.Throughput;

import java.util.List;
import java.util.stream.Collectors;

/** The short texts a change shows as its before and after. */
final class Texts {
    private Texts() {
    }

    /** {@code hash(PK:S) range(SK:N)}, every attribute of a multi-attribute key in order. */
    static String keys(KeySchema keys) {
        String text = "hash(" + attributes(keys.partitionKeys()) + ")";
        return keys.hasSortKey() ? text + " range(" + attributes(keys.sortKeys()) + ")" : text;
    }

    private static String attributes(List<KeyAttribute> attributes) {
        return attributes.stream().map(a -> a.name() + ":" + a.type()).collect(Collectors.joining(", "));
    }

    static String projection(Projection projection) {
        return projection.type() == ProjectionType.INCLUDE
                ? "INCLUDE(" + String.join(", ", projection.nonKeyAttributes()) + ")"
                : projection.type().name();
    }

    static String capacity(ProvisionedCapacity capacity) {
        return capacity == null ? null
                : capacity.readCapacityUnits() + " RCU, " + capacity.writeCapacityUnits() + " WCU";
    }

    static String throughput(Throughput throughput) {
        return throughput == null ? null
                : "read " + orDash(throughput.readUnitsPerSecond()) + ", write " + orDash(throughput.writeUnitsPerSecond());
    }

    private static String orDash(Long units) {
        return units == null ? "-" : units.toString();
    }

    /** An item's primary key as text, {@code PK=G#1, SK=P#2}: numbers by value, so 1.0 and 1 are one key. */
    static String primaryKey(KeySchema keys, Item item) {
        StringBuilder text = new StringBuilder();
        for (KeyAttribute attribute : keys.attributes()) {
            if (!text.isEmpty()) {
                text.append(", ");
            }
            AttributeValue value = item.get(attribute.name());
            text.append(attribute.name()).append('=').append(value == null ? "(missing)" : value(value));
        }
        return text.toString();
    }

    private static String value(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        if (value instanceof AttributeValue.N n) {
            return n.decimal().stripTrailingZeros().toPlainString();
        }
        return value.toString();
    }
}
