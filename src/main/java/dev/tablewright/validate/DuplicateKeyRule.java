package dev.tablewright.validate;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.validate.ValidationContext.LocatedItem;
import dev.tablewright.validate.ValidationContext.TableScope;
import dev.tablewright.model.NumberForm;
import java.util.ArrayList;
import java.util.List;

/**
 * No two items of a table share a primary key (numbers compare by value: 1 and 1.0 are one key).
 *
 * <p>The keys seen are held in flat arrays (each key attribute's normal values, their hashes, and
 * an open-addressing table of item positions) rather than a map of key lists: a million-item table
 * would otherwise make and hold millions of small objects for the length of the check.
 */
final class DuplicateKeyRule implements ValidationRule {
    private static final int GOLDEN = 0x9E3779B9;

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (TableScope scope : context.tables()) {
            List<KeyAttribute> keys = scope.table().keySchema().attributes();
            List<LocatedItem> items = scope.items();
            int n = items.size();
            Object[][] normals = new Object[keys.size()][n];
            int[] hashes = new int[n];
            int bits = Math.min(30, Math.max(4, 33 - Integer.numberOfLeadingZeros(Math.max(1, n)))); // at most half full
            int[] slots = new int[1 << bits]; // an item's position + 1, or 0 for a free slot
            int mask = slots.length - 1;
            for (int i = 0; i < n; i++) {
                LocatedItem item = items.get(i);
                if (!normalise(item, keys, normals, i)) {
                    continue; // a missing or mistyped key is ItemKeyRules' finding
                }
                int hash = hash(normals, i);
                hashes[i] = hash;
                for (int slot = (hash * GOLDEN) >>> (32 - bits); ; slot = (slot + 1) & mask) {
                    int held = slots[slot] - 1;
                    if (held < 0) {
                        slots[slot] = i + 1;
                        break;
                    }
                    if (hashes[held] == hash && sameKey(normals, held, i)) {
                        out.add(Finding.error(item.path(), "Provided list of item keys contains duplicates: this item has the "
                                + "same primary key as " + items.get(held).path() + " (" + describe(item, keys) + ")"));
                        break;
                    }
                }
            }
        }
    }

    /** Puts the item's key values, normalised, at {@code i} in {@code normals}; false when a key is missing or mistyped. */
    private static boolean normalise(LocatedItem item, List<KeyAttribute> keys, Object[][] normals, int i) {
        for (int k = 0; k < keys.size(); k++) {
            KeyAttribute key = keys.get(k);
            AttributeValue value = item.item().get(key.name());
            if (value == null || value.type() != key.type().attributeType()) {
                return false;
            }
            normals[k][i] = normal(value);
        }
        return true;
    }

    /** As a list of the normal values would hash. */
    private static int hash(Object[][] normals, int i) {
        int hash = 1;
        for (Object[] values : normals) {
            hash = 31 * hash + values[i].hashCode();
        }
        return hash;
    }

    private static boolean sameKey(Object[][] normals, int a, int b) {
        for (Object[] values : normals) {
            if (!values[a].equals(values[b])) {
                return false;
            }
        }
        return true;
    }

    private static Object normal(AttributeValue value) {
        if (value instanceof AttributeValue.N n) {
            return NumberForm.setMember(n.value());
        }
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        return ((AttributeValue.B) value).value();
    }

    private static String describe(LocatedItem item, List<KeyAttribute> keys) {
        List<String> parts = new ArrayList<>();
        for (KeyAttribute key : keys) {
            AttributeValue v = item.item().get(key.name());
            String text = v instanceof AttributeValue.S s ? s.value()
                    : v instanceof AttributeValue.N n ? n.value() : ((AttributeValue.B) v).value().toBase64();
            parts.add(key.name() + "=" + text);
        }
        return String.join(", ", parts);
    }
}
