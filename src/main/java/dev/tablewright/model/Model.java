package dev.tablewright.model;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A data model: one or more tables, their access patterns, the file's metadata, and the workload
 * the design is expected to carry ({@link Workload#none()} when the file gives none).
 */
public record Model(String name, ModelMetadata metadata, List<Table> tables,
                    List<AccessPattern> accessPatterns, Extras extras, Workload workload) {
    public Model {
        Objects.requireNonNull(name, "name");
        metadata = metadata == null ? ModelMetadata.of("") : metadata;
        tables = List.copyOf(tables);
        accessPatterns = List.copyOf(accessPatterns);
        extras = extras == null ? Extras.none() : extras;
        workload = workload == null ? Workload.none() : workload;
    }

    /** A model without a workload. */
    public Model(String name, ModelMetadata metadata, List<Table> tables, List<AccessPattern> accessPatterns,
                 Extras extras) {
        this(name, metadata, tables, accessPatterns, extras, Workload.none());
    }

    public Optional<Table> findTable(String tableName) {
        return tables.stream().filter(t -> t.name().equals(tableName)).findFirst();
    }

    public Optional<AccessPattern> findPattern(String patternName) {
        return accessPatterns.stream().filter(p -> p.name().equals(patternName)).findFirst();
    }

    public Model withTables(List<Table> newTables) {
        return new Model(name, metadata, newTables, accessPatterns, extras, workload);
    }

    public Model withMetadata(ModelMetadata newMetadata) {
        return new Model(name, newMetadata, tables, accessPatterns, extras, workload);
    }

    public Model withAccessPatterns(List<AccessPattern> patterns) {
        return new Model(name, metadata, tables, patterns, extras, workload);
    }

    public Model withWorkload(Workload newWorkload) {
        return new Model(name, metadata, tables, accessPatterns, extras, newWorkload);
    }

    /** A copy with the table of the same name replaced. */
    public Model withTable(Table table) {
        return withTables(tables.stream().map(t -> t.name().equals(table.name()) ? table : t).toList());
    }
}
