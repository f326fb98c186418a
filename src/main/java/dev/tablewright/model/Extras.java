package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Keys of a model file this version does not interpret (such as {@code ModelSchema} or
 * {@code SavedQuery}), each kept as compact JSON text so a save writes them back unchanged.
 */
public record Extras(Map<String, String> json) {
    private static final Extras NONE = new Extras(Map.of());

    public Extras {
        json = Collections.unmodifiableMap(new LinkedHashMap<>(json));
    }

    public static Extras none() {
        return NONE;
    }

    public boolean isEmpty() {
        return json.isEmpty();
    }
}
