package dev.tablewright.formats.imports;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.NumberForm;
import java.util.ArrayList;
import java.util.List;

/** An item's primary key as DynamoDB compares it (numbers by value), and how to name it in a message. */
final class PrimaryKeys {
    private PrimaryKeys() {
    }

    /** A text equal for two items exactly when DynamoDB would see the same primary key; null when a key is missing. */
    static String identity(Item item, KeySchema keys) {
        StringBuilder b = new StringBuilder();
        for (KeyAttribute key : keys.attributes()) {
            AttributeValue value = item.get(key.name());
            if (value == null) {
                return null;
            }
            b.append(value.type()).append(':');
            if (value instanceof AttributeValue.N n) {
                b.append(NumberForm.canonical(n.value()));
            } else if (value instanceof AttributeValue.S s) {
                b.append(s.value());
            } else if (value instanceof AttributeValue.B bin) {
                b.append(bin.value().toBase64());
            } else {
                b.append(value);
            }
            b.append('\u0000');
        }
        return b.toString();
    }

    /** {@code (PK=HR-E01, SK=John Smith)}. */
    static String describe(Item item, KeySchema keys) {
        List<String> parts = new ArrayList<>();
        for (KeyAttribute key : keys.attributes()) {
            AttributeValue value = item.get(key.name());
            String text = value instanceof AttributeValue.S s ? s.value()
                    : value instanceof AttributeValue.N n ? n.value()
                    : value instanceof AttributeValue.B b ? b.value().toBase64() : String.valueOf(value);
            parts.add(key.name() + "=" + text);
        }
        return "(" + String.join(", ", parts) + ")";
    }

    /** Why the item cannot be stored under the key schema, or null when it can. */
    static String keyProblem(Item item, KeySchema keys) {
        for (KeyAttribute key : keys.attributes()) {
            AttributeValue value = item.get(key.name());
            String role = key == keys.partitionKey() ? "partition key " : "sort key ";
            if (value == null) {
                return "no value for " + role + key.name();
            }
            if (value.type() != key.type().attributeType()) {
                return role + key.name() + " is " + value.type() + ", the table's key is " + key.type();
            }
            if (value instanceof AttributeValue.S s && s.value().isEmpty()) {
                return role + key.name() + " is an empty string";
            }
        }
        return null;
    }
}
