package dev.tablewright.model;

import java.util.Objects;

/** A non-key attribute a table declares, with the type the model expects it to have. */
public record AttributeDefinition(String name, AttributeType type) {
    public AttributeDefinition {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
    }
}
