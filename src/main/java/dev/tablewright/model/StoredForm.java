package dev.tablewright.model;

import java.math.BigDecimal;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/**
 * How DynamoDB Local 3.3.1 stores the values of an item, and so answers them, as seen on it here:
 * <ul>
 *   <li>PutItem (and BatchWriteItem, and so a model's items when loaded): a top-level number, and
 *       each member of a top-level number set, in canonical form ({@code 3.40 -> 3.4},
 *       {@code 1e2 -> 100}); numbers nested in a list or map stay as written, but the members of a
 *       nested number set take Java's decimal form ({@code 1e1 -> 1E+1}, {@code 2.50} stays).</li>
 *   <li>UpdateItem: numbers stay as written ({@code SET v = :v} with 7.50 keeps 7.50).</li>
 *   <li>Every set, at any depth and by either verb, in order: numbers by value, strings by their
 *       UTF-16 code units, binary by signed bytes (0xFF before 0x01), a prefix first.</li>
 * </ul>
 * Each method returns the same instance when nothing changes.
 */
public final class StoredForm {
    private static final Comparator<String> NUMBERS = Comparator.comparing(NumberForm::decimal);
    private static final Comparator<Binary> SIGNED_BYTES =
            Comparator.comparing(b -> ByteBuffer.wrap(b.toByteArray()));

    private StoredForm() {
    }

    /** The item as PutItem stores it. */
    public static Item written(Item item) {
        return map(item, value -> {
            if (value instanceof AttributeValue.N n) {
                return NumberForm.canonical(n);
            }
            if (value instanceof AttributeValue.NS ns) {
                return numberSet(ns, NumberForm::canonical);
            }
            return nested(value, true);
        });
    }

    /** The item as UpdateItem stores it. */
    public static Item updated(Item item) {
        return map(item, value -> nested(value, false));
    }

    private static AttributeValue nested(AttributeValue value, boolean written) {
        if (value instanceof AttributeValue.NS ns) {
            return numberSet(ns, written ? text -> NumberForm.decimal(text).toString() : text -> text);
        }
        if (value instanceof AttributeValue.SS ss) {
            List<String> sorted = ss.values().stream().sorted().toList();
            return sorted.equals(ss.values()) ? ss : AttributeValue.ss(sorted);
        }
        if (value instanceof AttributeValue.BS bs) {
            List<Binary> sorted = bs.values().stream().sorted(SIGNED_BYTES).toList();
            return sorted.equals(bs.values()) ? bs : AttributeValue.bs(sorted);
        }
        if (value instanceof AttributeValue.L l) {
            List<AttributeValue> values = null;
            for (int i = 0; i < l.values().size(); i++) {
                AttributeValue v = nested(l.values().get(i), written);
                if (v != l.values().get(i)) {
                    if (values == null) {
                        values = new ArrayList<>(l.values());
                    }
                    values.set(i, v);
                }
            }
            return values == null ? l : AttributeValue.l(values);
        }
        if (value instanceof AttributeValue.M m) {
            Map<String, AttributeValue> values = null;
            for (Map.Entry<String, AttributeValue> e : m.values().entrySet()) {
                AttributeValue v = nested(e.getValue(), written);
                if (v != e.getValue()) {
                    if (values == null) {
                        values = new LinkedHashMap<>(m.values());
                    }
                    values.put(e.getKey(), v);
                }
            }
            return values == null ? m : AttributeValue.m(values);
        }
        return value;
    }

    private static AttributeValue numberSet(AttributeValue.NS ns, UnaryOperator<String> form) {
        List<String> stored = ns.values().stream().sorted(NUMBERS).map(form).toList();
        return stored.equals(ns.values()) ? ns : AttributeValue.ns(stored);
    }

    private static Item map(Item item, UnaryOperator<AttributeValue> form) {
        Map<String, AttributeValue> changed = null;
        for (Map.Entry<String, AttributeValue> e : item.attributes().entrySet()) {
            AttributeValue value = form.apply(e.getValue());
            if (value != e.getValue()) {
                if (changed == null) {
                    changed = new LinkedHashMap<>(item.attributes());
                }
                changed.put(e.getKey(), value);
            }
        }
        return changed == null ? item : Item.of(changed);
    }
}
