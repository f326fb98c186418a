package dev.tablewright.diff;

import dev.tablewright.model.Model;
import dev.tablewright.model.Table;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The changes between two models by meaning, each with what it needs on a live table. Tables are
 * paired by name; a table of the old model missing from the new one is paired with a new table of
 * the same key schema (a rename: {@code replace-table}, since DynamoDB cannot rename a table), or
 * with the one {@code renames} names. Then, per pair: key schema, LSIs, GSIs, billing, settings,
 * facets and sample items; then the access patterns.
 *
 * @param changes in order: per table of the new model (then tables removed), then access patterns
 * @param pairs each new table's name to the old table it comes from (same name, rename or given)
 */
public record ModelDiff(List<Change> changes, Map<String, String> pairs) {
    public ModelDiff {
        changes = List.copyOf(changes);
        pairs = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(pairs));
    }

    public static ModelDiff between(Model before, Model after) {
        return between(before, after, Map.of());
    }

    /**
     * @param renames old table name to new table name, for a table renamed with a new key schema that
     *     matching by keys cannot find
     */
    public static ModelDiff between(Model before, Model after, Map<String, String> renames) {
        Map<String, String> pairs = pair(before, after, renames);
        List<Change> changes = new ArrayList<>();
        for (Table now : after.tables()) {
            String oldName = pairs.get(now.name());
            if (oldName == null) {
                changes.add(Change.ofTable("table-added", now.name(), null, Texts.keys(now.keySchema()),
                        ChangeAction.CREATE_TABLE));
                continue;
            }
            Table old = before.findTable(oldName).orElseThrow();
            if (!oldName.equals(now.name())) {
                changes.add(Change.ofTable("table-renamed", now.name(), oldName, now.name(), ChangeAction.REPLACE_TABLE));
            }
            TableDiff.compare(old, now, changes);
            ItemDiff.compare(old, now, changes);
        }
        for (Table old : before.tables()) {
            if (!pairs.containsValue(old.name())) {
                changes.add(Change.ofTable("table-removed", old.name(), Texts.keys(old.keySchema()), null,
                        ChangeAction.DELETE_TABLE));
            }
        }
        PatternDiff.compare(before, after, changes);
        return new ModelDiff(changes, pairs);
    }

    private static Map<String, String> pair(Model before, Model after, Map<String, String> renames) {
        Map<String, String> pairs = new LinkedHashMap<>();
        renames.forEach((oldName, newName) -> {
            if (before.findTable(oldName).isEmpty()) {
                throw new IllegalArgumentException("the old model has no table " + oldName);
            }
            if (after.findTable(newName).isEmpty()) {
                throw new IllegalArgumentException("the new model has no table " + newName);
            }
            pairs.put(newName, oldName);
        });
        for (Table now : after.tables()) {
            if (!pairs.containsKey(now.name()) && before.findTable(now.name()).isPresent()
                    && !pairs.containsValue(now.name())) {
                pairs.put(now.name(), now.name());
            }
        }
        for (Table now : after.tables()) {
            if (pairs.containsKey(now.name())) {
                continue;
            }
            before.tables().stream()
                    .filter(old -> !pairs.containsValue(old.name()) && after.findTable(old.name()).isEmpty())
                    .filter(old -> old.keySchema().equals(now.keySchema()))
                    .findFirst()
                    .ifPresent(old -> pairs.put(now.name(), old.name()));
        }
        return pairs;
    }

    /** Whether the two models are the same by meaning. */
    public boolean isEmpty() {
        return changes.isEmpty();
    }

    /** The changes of one table of the new model (by its new name), or of a removed table. */
    public List<Change> forTable(String table) {
        return changes.stream().filter(c -> table.equals(c.table())).toList();
    }

    /** The old table a new table comes from, if any. */
    public Optional<String> oldNameOf(String newTable) {
        return Optional.ofNullable(pairs.get(newTable));
    }
}
