package dev.tablewright.formats.imports;

import dev.tablewright.model.Parameter;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A pattern's parameters, each name used once (a second {@code pk} becomes {@code pk_2}); a value
 * placeholder used twice (in the key condition and a filter) is one parameter.
 */
final class PatternParameters {
    private final Map<String, Parameter> byName = new LinkedHashMap<>();
    private final Map<String, String> bySource = new LinkedHashMap<>();

    String add(String source, String wanted, String defaultValue) {
        String known = bySource.get(source);
        if (known != null) {
            return known;
        }
        String name = wanted;
        for (int n = 2; byName.containsKey(name); n++) {
            name = wanted + "_" + n;
        }
        byName.put(name, Parameter.of(name, defaultValue));
        bySource.put(source, name);
        return name;
    }

    List<Parameter> list() {
        return List.copyOf(byName.values());
    }
}
