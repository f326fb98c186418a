package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/** An immutable DynamoDB item: attribute names to values, in the order they were written. */
public record Item(Map<String, AttributeValue> attributes) {

    public Item {
        Objects.requireNonNull(attributes, "attributes");
        attributes = Collections.unmodifiableMap(new LinkedHashMap<>(attributes));
    }

    public static Item of(Map<String, AttributeValue> attributes) {
        return new Item(attributes);
    }

    public static Item empty() {
        return new Item(Map.of());
    }

    public AttributeValue get(String name) {
        return attributes.get(name);
    }

    public Optional<AttributeValue> find(String name) {
        return Optional.ofNullable(attributes.get(name));
    }

    public boolean has(String name) {
        return attributes.containsKey(name);
    }

    public Set<String> names() {
        return attributes.keySet();
    }

    public int size() {
        return attributes.size();
    }

    /** A copy with the attribute set (replaced in place when present, appended otherwise). */
    public Item with(String name, AttributeValue value) {
        Map<String, AttributeValue> copy = new LinkedHashMap<>(attributes);
        copy.put(name, Objects.requireNonNull(value, "value"));
        return new Item(copy);
    }

    /** A copy without the attribute. */
    public Item without(String name) {
        if (!attributes.containsKey(name)) {
            return this;
        }
        Map<String, AttributeValue> copy = new LinkedHashMap<>(attributes);
        copy.remove(name);
        return new Item(copy);
    }
}
