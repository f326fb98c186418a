package dev.tablewright.model;

import java.util.Objects;

/** A key attribute: its name and its scalar type. */
public record KeyAttribute(String name, ScalarType type) {
    public KeyAttribute {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
    }

    public static KeyAttribute of(String name, ScalarType type) {
        return new KeyAttribute(name, type);
    }
}
