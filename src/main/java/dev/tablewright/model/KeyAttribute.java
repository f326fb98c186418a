package dev.tablewright.model;

import java.util.Objects;

/**
 * A key attribute: its name and its scalar type. The name is interned, as the model reader's
 * attribute names are: an item finds its key attributes by reference before comparing text.
 */
public record KeyAttribute(String name, ScalarType type) {
    public KeyAttribute {
        name = Objects.requireNonNull(name, "name").intern();
        Objects.requireNonNull(type, "type");
    }

    public static KeyAttribute of(String name, ScalarType type) {
        return new KeyAttribute(name, type);
    }
}
