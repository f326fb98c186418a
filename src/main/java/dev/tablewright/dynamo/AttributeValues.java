package dev.tablewright.dynamo;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.model.Item;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.core.SdkBytes;

/**
 * Maps the model's attribute values and items to the SDK's and back. Numbers pass as their exact
 * text in both directions; lists, maps and sets keep their order.
 *
 * <p>Two classes named AttributeValue meet here: the model's is imported, the SDK's is written out
 * in full.
 */
public final class AttributeValues {
    private AttributeValues() {
    }

    public static software.amazon.awssdk.services.dynamodb.model.AttributeValue toSdk(AttributeValue value) {
        var b = software.amazon.awssdk.services.dynamodb.model.AttributeValue.builder();
        if (value instanceof AttributeValue.S s) {
            return b.s(s.value()).build();
        } else if (value instanceof AttributeValue.N n) {
            return b.n(n.value()).build();
        } else if (value instanceof AttributeValue.B bin) {
            return b.b(SdkBytes.fromByteArray(bin.value().toByteArray())).build();
        } else if (value instanceof AttributeValue.Bool bool) {
            return b.bool(bool.value()).build();
        } else if (value instanceof AttributeValue.Null) {
            return b.nul(true).build();
        } else if (value instanceof AttributeValue.L l) {
            return b.l(l.values().stream().map(AttributeValues::toSdk).toList()).build();
        } else if (value instanceof AttributeValue.M m) {
            return b.m(toSdk(m.values())).build();
        } else if (value instanceof AttributeValue.SS ss) {
            return b.ss(ss.values()).build();
        } else if (value instanceof AttributeValue.NS ns) {
            return b.ns(ns.values()).build();
        } else if (value instanceof AttributeValue.BS bs) {
            return b.bs(bs.values().stream().map(v -> SdkBytes.fromByteArray(v.toByteArray())).toList()).build();
        }
        throw new IllegalArgumentException("Unknown attribute value " + value);
    }

    public static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> toSdk(
            Map<String, AttributeValue> values) {
        Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> out = new LinkedHashMap<>();
        values.forEach((name, v) -> out.put(name, toSdk(v)));
        return out;
    }

    public static Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> toSdk(Item item) {
        return toSdk(item.attributes());
    }

    /** The model's value for an SDK value; throws when the SDK value has no type set. */
    public static AttributeValue fromSdk(software.amazon.awssdk.services.dynamodb.model.AttributeValue value) {
        if (value.s() != null) {
            return AttributeValue.s(value.s());
        } else if (value.n() != null) {
            return AttributeValue.n(value.n());
        } else if (value.b() != null) {
            return AttributeValue.b(Binary.of(value.b().asByteArray()));
        } else if (value.bool() != null) {
            return AttributeValue.bool(value.bool());
        } else if (Boolean.TRUE.equals(value.nul())) {
            return AttributeValue.nul();
        } else if (value.hasL()) {
            return AttributeValue.l(value.l().stream().map(AttributeValues::fromSdk).toList());
        } else if (value.hasM()) {
            return AttributeValue.m(fromSdkMap(value.m()));
        } else if (value.hasSs()) {
            return AttributeValue.ss(value.ss());
        } else if (value.hasNs()) {
            return AttributeValue.ns(value.ns());
        } else if (value.hasBs()) {
            List<Binary> bytes = new ArrayList<>(value.bs().size());
            value.bs().forEach(v -> bytes.add(Binary.of(v.asByteArray())));
            return AttributeValue.bs(bytes);
        }
        throw new IllegalArgumentException("An attribute value with no type: " + value);
    }

    public static Map<String, AttributeValue> fromSdkMap(
            Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> values) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        values.forEach((name, v) -> out.put(name, fromSdk(v)));
        return out;
    }

    /** The model's item for an SDK item, attributes in the SDK map's order (built straight into the item's arrays). */
    public static Item fromSdkItem(Map<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> item) {
        String[] names = new String[item.size()];
        AttributeValue[] values = new AttributeValue[names.length];
        int i = 0;
        for (Map.Entry<String, software.amazon.awssdk.services.dynamodb.model.AttributeValue> e : item.entrySet()) {
            names[i] = e.getKey();
            values[i++] = fromSdk(e.getValue());
        }
        return Item.ofShared(names, values);
    }
}
