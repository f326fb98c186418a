package dev.tablewright.model;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What a model is expected to carry in production, beyond its sample items: per table (and per
 * facet, and per index) how many items it holds now, how many are added a day and how long they
 * are kept; per access pattern its peak over its average rate and how each parameter's values are
 * drawn. {@code horizonDays} is how far ahead the design must hold (the shard planner plans for the
 * items at that day); null means {@value #DEFAULT_HORIZON_DAYS} days. A model without a workload
 * ({@link #none()}) is judged by its sample, as before workloads existed.
 */
public record Workload(Integer horizonDays, Map<String, TableWorkload> tables, Map<String, PatternWorkload> patterns) {
    public static final int DEFAULT_HORIZON_DAYS = 365;
    private static final Workload NONE = new Workload(null, Map.of(), Map.of());

    public Workload {
        tables = Collections.unmodifiableMap(new LinkedHashMap<>(tables));
        patterns = Collections.unmodifiableMap(new LinkedHashMap<>(patterns));
    }

    public static Workload none() {
        return NONE;
    }

    /** Whether the model says nothing about its workload. */
    public boolean isEmpty() {
        return horizonDays == null && tables.values().stream().allMatch(TableWorkload::isEmpty)
                && patterns.values().stream().allMatch(PatternWorkload::isEmpty);
    }

    public int effectiveHorizonDays() {
        return horizonDays == null ? DEFAULT_HORIZON_DAYS : horizonDays;
    }

    /** The table's workload, or an empty one. */
    public TableWorkload table(String name) {
        return tables.getOrDefault(name, TableWorkload.NONE);
    }

    /** The pattern's workload, or an empty one (peak factor 1, every parameter as the sample spreads). */
    public PatternWorkload pattern(String name) {
        return patterns.getOrDefault(name, PatternWorkload.NONE);
    }

    public Workload withHorizonDays(Integer days) {
        return new Workload(days, tables, patterns);
    }

    /** A copy with the table's workload replaced (an empty one removes the entry). */
    public Workload withTable(String name, TableWorkload table) {
        Map<String, TableWorkload> copy = new LinkedHashMap<>(tables);
        if (table == null || table.isEmpty()) {
            copy.remove(name);
        } else {
            copy.put(name, table);
        }
        return new Workload(horizonDays, copy, patterns);
    }

    /** A copy with the pattern's workload replaced (an empty one removes the entry). */
    public Workload withPattern(String name, PatternWorkload pattern) {
        Map<String, PatternWorkload> copy = new LinkedHashMap<>(patterns);
        if (pattern == null || pattern.isEmpty()) {
            copy.remove(name);
        } else {
            copy.put(name, pattern);
        }
        return new Workload(horizonDays, tables, copy);
    }

    /** A copy in which the pattern's entry follows a rename. */
    public Workload withPatternRenamed(String from, String to) {
        if (!patterns.containsKey(from) || from.equals(to)) {
            return this;
        }
        Map<String, PatternWorkload> copy = new LinkedHashMap<>();
        patterns.forEach((name, p) -> copy.put(name.equals(from) ? to : name, p));
        return new Workload(horizonDays, tables, copy);
    }

    /** A copy in which the table's entry follows a rename. */
    public Workload withTableRenamed(String from, String to) {
        if (!tables.containsKey(from) || from.equals(to)) {
            return this;
        }
        Map<String, TableWorkload> copy = new LinkedHashMap<>();
        tables.forEach((name, t) -> copy.put(name.equals(from) ? to : name, t));
        return new Workload(horizonDays, copy, patterns);
    }
}
