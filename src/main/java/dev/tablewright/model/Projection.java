package dev.tablewright.model;

import java.util.List;
import java.util.Objects;

/** An index projection: ALL, KEYS_ONLY, or INCLUDE with the named non-key attributes. */
public record Projection(ProjectionType type, List<String> nonKeyAttributes) {
    public Projection {
        Objects.requireNonNull(type, "type");
        nonKeyAttributes = List.copyOf(nonKeyAttributes);
    }

    public static Projection all() {
        return new Projection(ProjectionType.ALL, List.of());
    }

    public static Projection keysOnly() {
        return new Projection(ProjectionType.KEYS_ONLY, List.of());
    }

    public static Projection include(List<String> attributes) {
        return new Projection(ProjectionType.INCLUDE, attributes);
    }
}
