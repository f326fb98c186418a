package dev.tablewright.patterns;

import dev.tablewright.engine.expr.AttributeRenamer;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDefinition;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The one rule for whether a live table can answer a model's access pattern, through a
 * {@link NameMapping}: the table and the index the pattern reads exist under their mapped names,
 * their key schemas are the model's (renamed), the key attributes have the model's types, no two
 * model attributes meet in one live attribute, and a global index projects what the pattern reads
 * (an index read without a projection reads every attribute the model's index projects). The live
 * tables come as model {@link Table}s (the dynamo package turns DescribeTable into them), looked up
 * by live name; an absent one is missing on the connection.
 */
public final class LiveCompatibility {
    private LiveCompatibility() {
    }

    /** The verdict of every access pattern of the model, in the model's order. */
    public static List<PatternVerdict> verdicts(Model model, NameMapping mapping, Function<String, Optional<Table>> live) {
        return model.accessPatterns().stream().map(p -> verdict(model, p, mapping, live)).toList();
    }

    public static PatternVerdict verdict(Model model, AccessPattern pattern, NameMapping mapping,
                                         Function<String, Optional<Table>> live) {
        if (pattern.operation().isTransaction()) {
            // a transaction runs when every action can: the reasons of each, named by its action
            List<String> reasons = new ArrayList<>();
            for (AccessPattern action : pattern.actions()) {
                verdict(model, action, mapping, live).reasons().forEach(r -> reasons.add(action.name() + ": " + r));
            }
            return new PatternVerdict(pattern.name(), reasons);
        }
        List<String> reasons = new ArrayList<>();
        Optional<Table> found = model.findTable(pattern.table());
        if (found.isEmpty()) {
            reasons.add("the model has no table " + pattern.table());
            return new PatternVerdict(pattern.name(), reasons);
        }
        Table table = found.get();
        String liveName = mapping.table(table.name());
        Optional<Table> liveTable = live.apply(liveName);
        if (liveTable.isEmpty()) {
            reasons.add("table " + table.name() + " missing on the connection"
                    + (liveName.equals(table.name()) ? "" : " (no table " + liveName + ")"));
            return new PatternVerdict(pattern.name(), reasons);
        }
        Table other = liveTable.get();
        collisions(table, mapping, reasons);
        String tableName = table.name();
        compareKeys("live table " + liveName, table.keySchema(), other.keySchema(), tableName, mapping, reasons);
        SecondaryIndex index = null;
        SecondaryIndex liveIndex = null;
        if (pattern.index() != null) {
            index = table.findIndex(pattern.index()).orElse(null);
            String liveIndexName = mapping.index(tableName, pattern.index());
            liveIndex = other.findIndex(liveIndexName).orElse(null);
            if (index == null) {
                reasons.add("the model's table " + tableName + " has no index " + pattern.index());
            } else if (liveIndex == null) {
                reasons.add("index " + pattern.index() + (liveIndexName.equals(pattern.index()) ? "" : " (live "
                        + liveIndexName + ")") + " missing on table " + liveName);
            } else {
                if (index.kind() != liveIndex.kind()) {
                    reasons.add("index " + pattern.index() + " is a " + index.kind() + " in the model and a "
                            + liveIndex.kind() + " on the live table");
                }
                compareKeys("live index " + liveIndexName, index.keySchema(), liveIndex.keySchema(), tableName,
                        mapping, reasons);
                projection(pattern, table, index, other, liveIndex, mapping, reasons);
            }
        }
        types(pattern, table, index, other, mapping, reasons);
        return new PatternVerdict(pattern.name(), reasons);
    }

    /** Two model attributes that one live attribute would stand for. */
    private static void collisions(Table table, NameMapping mapping, List<String> reasons) {
        Map<String, String> byLive = new LinkedHashMap<>();
        for (String name : modelAttributes(table, mapping)) {
            String live = mapping.attribute(table.name(), name);
            String earlier = byLive.putIfAbsent(live, name);
            if (earlier != null) {
                reasons.add("attributes " + earlier + " and " + name + " both map to " + live + " on the live table");
            }
        }
    }

    private static Set<String> modelAttributes(Table table, NameMapping mapping) {
        Set<String> names = new LinkedHashSet<>(table.keyAttributeTypes().keySet());
        table.nonKeyAttributes().forEach(a -> names.add(a.name()));
        mapping.find(table.name()).ifPresent(t -> names.addAll(t.attributes().keySet()));
        return names;
    }

    private static void compareKeys(String where, KeySchema model, KeySchema live, String table, NameMapping mapping,
                                    List<String> reasons) {
        List<String> expected = roles(model, n -> mapping.attribute(table, n));
        List<String> actual = roles(live, n -> n);
        if (!expected.equals(actual)) {
            reasons.add("key schema differs: " + where + " has " + String.join(", ", actual) + ", the model "
                    + String.join(", ", roles(model, n -> {
                        String l = mapping.attribute(table, n);
                        return l.equals(n) ? n : n + " (" + l + ")";
                    })));
        }
    }

    private static List<String> roles(KeySchema keys, Function<String, String> name) {
        List<String> out = new ArrayList<>();
        keys.partitionKeys().forEach(k -> out.add("HASH " + name.apply(k.name())));
        keys.sortKeys().forEach(k -> out.add("RANGE " + name.apply(k.name())));
        return out;
    }

    /** Key attributes whose declared live type differs from the model's, of the keys the pattern uses and what it reads. */
    private static void types(AccessPattern pattern, Table table, SecondaryIndex index, Table live, NameMapping mapping,
                              List<String> reasons) {
        Map<String, ScalarType> modelTypes = table.keyAttributeTypes();
        Map<String, ScalarType> liveTypes = live.keyAttributeTypes();
        Set<String> used = new LinkedHashSet<>(table.keySchema().attributeNames());
        if (index != null) {
            used.addAll(index.keySchema().attributeNames());
        }
        used.addAll(read(pattern));
        for (String name : used) {
            String liveName = mapping.attribute(table.name(), name);
            ScalarType modelType = modelTypes.get(name);
            if (modelType == null) {
                modelType = table.nonKeyAttributes().stream().filter(a -> a.name().equals(name))
                        .map(AttributeDefinition::type).filter(t -> t.isScalarKeyType())
                        .map(t -> ScalarType.valueOf(t.name())).findFirst().orElse(null);
            }
            ScalarType liveType = liveTypes.get(liveName);
            if (modelType != null && liveType != null && modelType != liveType) {
                reasons.add("attribute " + name + (liveName.equals(name) ? "" : " (live " + liveName + ")") + " is "
                        + liveType + " on the live table, " + modelType + " in the model");
            }
        }
    }

    /**
     * What a global index must project for the pattern: what it filters on and projects, or, with
     * no projection, what the model's index projects. A local index fetches the rest from the
     * table, so only a read of everything projected is checked there.
     */
    private static void projection(AccessPattern pattern, Table table, SecondaryIndex index, Table live,
                                   SecondaryIndex liveIndex, NameMapping mapping, List<String> reasons) {
        ProjectionType liveType = liveIndex.projection().type();
        if (liveType == ProjectionType.ALL) {
            return;
        }
        String what = "index " + pattern.index() + " projects " + liveType
                + (liveType == ProjectionType.INCLUDE ? " " + liveIndex.projection().nonKeyAttributes() : "");
        if (pattern.projection().isEmpty() && index.projection().type() == ProjectionType.ALL) {
            reasons.add(what + "; the pattern reads every attribute");
            return;
        }
        Set<String> needed = new LinkedHashSet<>();
        if (pattern.projection().isEmpty()) {
            needed.addAll(index.projection().nonKeyAttributes());
        } else if (index.isGlobal()) {
            needed.addAll(read(pattern));
        }
        if (index.isGlobal() && pattern.filterExpression() != null) {
            needed.addAll(filterNames(pattern));
        }
        Set<String> projected = new HashSet<>(live.keySchema().attributeNames());
        projected.addAll(liveIndex.keySchema().attributeNames());
        projected.addAll(liveIndex.projection().nonKeyAttributes());
        Set<String> missing = new TreeSet<>();
        for (String name : needed) {
            if (!projected.contains(mapping.attribute(table.name(), name))) {
                missing.add(name);
            }
        }
        if (!missing.isEmpty()) {
            reasons.add(what + "; the pattern reads " + String.join(", ", missing));
        }
    }

    /** The top-level attributes a pattern filters on or projects, by their model names. */
    static Set<String> read(AccessPattern pattern) {
        Set<String> names = new LinkedHashSet<>(filterNames(pattern));
        for (String path : pattern.projection()) {
            String first = path.split("[.\\[]", 2)[0].strip();
            String resolved = first.startsWith("#") ? pattern.expressionAttributeNames().get(first) : first;
            if (resolved != null && !resolved.isEmpty()) {
                names.add(resolved);
            }
        }
        return names;
    }

    private static Set<String> filterNames(AccessPattern pattern) {
        if (pattern.filterExpression() == null) {
            return Set.of();
        }
        return AttributeRenamer.topLevelNames(pattern.expressionAttributeNames(),
                List.of(new AttributeRenamer.Text(pattern.filterExpression(), "FilterExpression")));
    }

    /** Names in the mapping that the model does not have: likely typos, worth a warning. */
    public static List<String> unknownNames(Model model, NameMapping mapping) {
        List<String> out = new ArrayList<>();
        mapping.tables().forEach((tableName, names) -> {
            Optional<Table> table = model.findTable(tableName);
            if (table.isEmpty()) {
                out.add("the mapping names table " + tableName + ", which the model does not have");
                return;
            }
            Set<String> indexes = table.get().indexes().stream().map(SecondaryIndex::name).collect(Collectors.toSet());
            names.indexes().keySet().stream().filter(i -> !indexes.contains(i)).forEach(i ->
                    out.add("the mapping names index " + i + ", which table " + tableName + " does not have"));
            Set<String> attributes = new HashSet<>(table.get().keyAttributeTypes().keySet());
            table.get().nonKeyAttributes().forEach(a -> attributes.add(a.name()));
            table.get().allItems().forEach(item -> attributes.addAll(item.names()));
            names.attributes().keySet().stream().filter(a -> !attributes.contains(a)).forEach(a ->
                    out.add("the mapping names attribute " + a + ", which table " + tableName + " does not have"));
        });
        return out;
    }
}
