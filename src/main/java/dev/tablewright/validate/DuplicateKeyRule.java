package dev.tablewright.validate;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.validate.ValidationContext.LocatedItem;
import dev.tablewright.validate.ValidationContext.TableScope;
import dev.tablewright.model.NumberForm;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** No two items of a table share a primary key (numbers compare by value: 1 and 1.0 are one key). */
final class DuplicateKeyRule implements ValidationRule {

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        for (TableScope scope : context.tables()) {
            List<KeyAttribute> keys = scope.table().keySchema().attributes();
            Map<List<Object>, LocatedItem> seen = new HashMap<>();
            for (LocatedItem item : scope.items()) {
                List<Object> key = keyOf(item, keys);
                if (key == null) {
                    continue; // a missing or mistyped key is ItemKeyRules' finding
                }
                LocatedItem first = seen.putIfAbsent(key, item);
                if (first != null) {
                    out.add(Finding.error(item.path(), "Provided list of item keys contains duplicates: this item has the "
                            + "same primary key as " + first.path() + " (" + describe(item, keys) + ")"));
                }
            }
        }
    }

    private static List<Object> keyOf(LocatedItem item, List<KeyAttribute> keys) {
        List<Object> parts = new ArrayList<>(keys.size());
        for (KeyAttribute key : keys) {
            AttributeValue value = item.item().get(key.name());
            if (value == null || value.type() != key.type().attributeType()) {
                return null;
            }
            parts.add(normal(value));
        }
        return parts;
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
