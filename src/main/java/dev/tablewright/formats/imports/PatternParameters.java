package dev.tablewright.formats.imports;

import dev.tablewright.model.Parameter;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A pattern's parameters, each name used once (a second {@code pk} becomes {@code pk_2}); a value
 * placeholder used twice (in the key condition and a filter) is one parameter. A transaction's
 * actions share one: each action reads in a {@link #scope} of its own, and a value an earlier
 * action gave the same name with the same text is that parameter again (else it is renamed), so
 * the transaction's parameters bind every action as its command did.
 */
final class PatternParameters {
    private final Map<String, Parameter> byName = new LinkedHashMap<>();
    private final Map<String, String> bySource = new LinkedHashMap<>();
    private final boolean shared;
    private final Set<String> inScope = new LinkedHashSet<>();
    private String scope = "";

    PatternParameters() {
        this(false);
    }

    /** @param shared whether a name wanted again with the same default is the same parameter (a transaction's) */
    PatternParameters(boolean shared) {
        this.shared = shared;
    }

    /** Starts the parameters of one action: its sources are its own, {@link #list()} names what it uses. */
    void scope(String name) {
        scope = name + ": ";
        inScope.clear();
    }

    String add(String source, String wanted, String defaultValue) {
        String known = bySource.get(scope + source);
        if (known == null && shared && byName.containsKey(wanted)
                && Objects.equals(byName.get(wanted).defaultValue(), defaultValue)) {
            known = wanted;
            bySource.put(scope + source, known);
        }
        if (known != null) {
            inScope.add(known);
            return known;
        }
        String name = wanted;
        for (int n = 2; byName.containsKey(name); n++) {
            name = wanted + "_" + n;
        }
        byName.put(name, Parameter.of(name, defaultValue));
        bySource.put(scope + source, name);
        inScope.add(name);
        return name;
    }

    /** The parameters of the current scope (all of them when no scope was started). */
    List<Parameter> list() {
        return scope.isEmpty() ? all() : inScope.stream().map(byName::get).toList();
    }

    List<Parameter> all() {
        return List.copyOf(byName.values());
    }
}
