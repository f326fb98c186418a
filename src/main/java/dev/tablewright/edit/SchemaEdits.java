package dev.tablewright.edit;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Definition edits on an immutable model: tables, their indexes, facets and settings, and access
 * patterns, each put (added, or replacing the one of the old name) or removed. Renaming a table or an index
 * renames it in the access patterns that use it too.
 */
public final class SchemaEdits {
    private static final Pattern NAME = Pattern.compile("[A-Za-z0-9_.-]{3,255}");

    private SchemaEdits() {
    }

    /** Why DynamoDB would refuse {@code name} for a table or index, or null. */
    public static String checkName(String what, String name) {
        if (name == null || name.isBlank()) {
            return what + " needs a name";
        }
        if (!NAME.matcher(name).matches()) {
            return what + " names are 3 to 255 characters of A-Z, a-z, 0-9, '_', '-' and '.'";
        }
        return null;
    }

    /** Puts a table: added at the end when {@code oldName} is null, else replacing that table (patterns follow a rename). */
    public static Model putTable(Model model, String oldName, String name, KeySchema keys) {
        if (oldName == null) {
            List<Table> tables = new ArrayList<>(model.tables());
            tables.add(Table.of(name, keys));
            return model.withTables(tables);
        }
        Table old = model.findTable(oldName).orElseThrow();
        Table changed = new Table(name, keys, old.nonKeyAttributes(), old.globalSecondaryIndexes(),
                old.localSecondaryIndexes(), old.facets(), old.items(), old.billingMode(), old.capacity(), old.extras(),
                old.settings());
        Model result = model.withTables(model.tables().stream().map(t -> t.name().equals(oldName) ? changed : t).toList());
        if (!oldName.equals(name)) {
            result = result.withAccessPatterns(result.accessPatterns().stream()
                    .map(p -> renamed(p, oldName, null, name, null)).toList())
                    .withWorkload(result.workload().withTableRenamed(oldName, name));
        }
        return result;
    }

    /** Removes a table and the access patterns on it. */
    public static Model removeTable(Model model, String name) {
        return model.withTables(model.tables().stream().filter(t -> !t.name().equals(name)).toList())
                .withAccessPatterns(model.accessPatterns().stream().filter(p -> !p.tables().contains(name)).toList());
    }

    /** Puts an index into a table: added when {@code oldName} is null, else replacing that index in place. */
    public static Model putIndex(Model model, String table, String oldName, SecondaryIndex index) {
        Table t = model.findTable(table).orElseThrow();
        List<SecondaryIndex> gsis = new ArrayList<>(t.globalSecondaryIndexes());
        List<SecondaryIndex> lsis = new ArrayList<>(t.localSecondaryIndexes());
        int at = -1;
        boolean wasGlobal = true;
        if (oldName != null) {
            at = indexOf(gsis, oldName);
            if (at < 0) {
                at = indexOf(lsis, oldName);
                wasGlobal = false;
            }
            if (at >= 0) {
                (wasGlobal ? gsis : lsis).remove(at);
            }
        }
        List<SecondaryIndex> target = index.isGlobal() ? gsis : lsis;
        if (at >= 0 && wasGlobal == index.isGlobal()) {
            target.add(at, index);
        } else {
            target.add(index);
        }
        Model result = model.withTable(t.withIndexes(gsis, lsis));
        if (oldName != null && !oldName.equals(index.name())) {
            result = result.withAccessPatterns(result.accessPatterns().stream()
                    .map(p -> renamed(p, table, oldName, table, index.name())).toList());
        }
        return result;
    }

    public static Model removeIndex(Model model, String table, String name) {
        Table t = model.findTable(table).orElseThrow();
        return model.withTable(t.withIndexes(
                t.globalSecondaryIndexes().stream().filter(i -> !i.name().equals(name)).toList(),
                t.localSecondaryIndexes().stream().filter(i -> !i.name().equals(name)).toList()));
    }

    /** Gives a table new settings (TTL, stream, deletion protection, class, throughput, PITR, encryption, tags). */
    public static Model putSettings(Model model, String table, TableSettings settings) {
        return model.withTable(model.findTable(table).orElseThrow().withSettings(settings));
    }

    /** Puts a facet into a table: added when {@code oldName} is null, else replacing that facet in place. */
    public static Model putFacet(Model model, String table, String oldName, Facet facet) {
        Table t = model.findTable(table).orElseThrow();
        List<Facet> facets = new ArrayList<>(t.facets());
        int at = oldName == null ? -1 : facets.indexOf(t.findFacet(oldName).orElseThrow());
        if (at < 0) {
            facets.add(facet);
        } else {
            facets.set(at, facet);
        }
        return model.withTable(t.withFacets(facets));
    }

    /** Puts an access pattern: added when {@code oldName} is null, else replacing that pattern in place. */
    public static Model putPattern(Model model, String oldName, AccessPattern pattern) {
        List<AccessPattern> patterns = new ArrayList<>(model.accessPatterns());
        int at = -1;
        for (int i = 0; oldName != null && i < patterns.size(); i++) {
            if (patterns.get(i).name().equals(oldName)) {
                at = i;
            }
        }
        if (at < 0) {
            patterns.add(pattern);
        } else {
            patterns.set(at, pattern);
        }
        Model result = model.withAccessPatterns(patterns);
        return oldName == null ? result : result.withWorkload(result.workload().withPatternRenamed(oldName, pattern.name()));
    }

    public static Model removePattern(Model model, String name) {
        return model.withAccessPatterns(model.accessPatterns().stream().filter(p -> !p.name().equals(name)).toList());
    }

    private static int indexOf(List<SecondaryIndex> indexes, String name) {
        for (int i = 0; i < indexes.size(); i++) {
            if (indexes.get(i).name().equals(name)) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The pattern, and each action of a transaction, on table {@code table} (and index {@code index},
     * when not null) moved to {@code newTable} (and {@code newIndex}); any other pattern as it is.
     */
    private static AccessPattern renamed(AccessPattern p, String table, String index, String newTable, String newIndex) {
        List<AccessPattern> actions = p.actions().stream().map(a -> renamed(a, table, index, newTable, newIndex)).toList();
        boolean moves = p.table().equals(table) && (index == null || index.equals(p.index()));
        if (!moves) {
            return actions.equals(p.actions()) ? p : p.withActions(actions);
        }
        return new AccessPattern(p.name(), p.description(), newTable, index == null ? p.index() : newIndex, p.operation(),
                p.partitionKeys(), p.sortKeys(), p.parameters(), p.filterExpression(), p.updateExpression(),
                p.conditionExpression(), p.expressionAttributeNames(), p.expressionAttributeValues(), p.item(),
                p.projection(), p.scanIndexForward(), p.limit(), p.consistency(), p.fanOut(), p.frequencyPerSecond(),
                actions);
    }
}
