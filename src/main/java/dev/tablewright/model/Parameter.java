package dev.tablewright.model;

import java.util.Objects;

/** A named parameter of an access pattern, with a default value (may be null) and a description. */
public record Parameter(String name, String defaultValue, String description) {
    public Parameter {
        Objects.requireNonNull(name, "name");
    }

    public static Parameter of(String name, String defaultValue) {
        return new Parameter(name, defaultValue, null);
    }
}
