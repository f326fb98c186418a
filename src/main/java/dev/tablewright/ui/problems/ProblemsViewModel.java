package dev.tablewright.ui.problems;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.ui.common.PatternPlace;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import dev.tablewright.ui.common.TaskExecutor;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.ReadOnlyLongWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import java.util.Locale;

/**
 * The problems list: the model's validation findings (errors first), re-checked in the background
 * after every change, each tied to the item and attribute it is about when it is about one, so a
 * click can show the item and the grid can mark the offending cells.
 */
public final class ProblemsViewModel {
    private static final Pattern ITEM_PATH = Pattern.compile(
            "DataModel\\[(\\d+)](?:\\.TableFacets\\[(\\d+)])?\\.TableData\\[(\\d+)](?:\\.([^.\\[]+))?.*");

    /**
     * One finding; {@code table}, {@code item} and {@code attribute} say what it is about, when it is
     * an item's (attribute null for the whole item), else they are null.
     */
    public record Problem(Severity severity, String path, String message, String table, Item item, String attribute) {
        /** "error  DataModel[0].TableFacets[2].TableData[5].SK: message". */
        public String text() {
            return severity.name().toLowerCase(Locale.ROOT) + ": " + message + "  (" + path + ")";
        }
    }

    private final TaskExecutor executor;
    private final ModelValidator validator = new ModelValidator();
    private final ObservableList<Problem> problems = FXCollections.observableArrayList();
    private final ObservableList<Problem> problemsView = FXCollections.unmodifiableObservableList(problems);
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyLongWrapper version = new ReadOnlyLongWrapper();
    private Map<String, Map<Item, Set<String>>> byTable = Map.of();
    private Map<String, List<String>> tableKeys = Map.of();
    private long generation;

    public ProblemsViewModel(TaskExecutor executor) {
        this.executor = executor;
    }

    public ObservableList<Problem> problems() {
        return problemsView;
    }

    /** "2 errors · 5 warnings", or "No problems". */
    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    /** Goes up each time the findings are replaced: views repaint their marks. */
    public ReadOnlyLongProperty versionProperty() {
        return version.getReadOnlyProperty();
    }

    /** Validates {@code model} in the background; a later call supersedes an earlier one still running. */
    public void refresh(Model model) {
        long run = ++generation;
        if (model == null) {
            apply(List.of(), Map.of());
            return;
        }
        executor.submit("validate " + model.name(), () -> locate(model, validator.validate(model)), located -> {
            if (run == generation) {
                apply(located, keysOf(model));
            }
        }, error -> {
            if (run == generation) {
                summary.set("Could not check the model: " + error.getMessage());
            }
        });
    }

    private void apply(List<Problem> located, Map<String, List<String>> keys) {
        Map<String, Map<Item, Set<String>>> index = new HashMap<>();
        for (Problem p : located) {
            if (p.item() != null) {
                index.computeIfAbsent(p.table(), t -> new HashMap<>())
                        .computeIfAbsent(only(p.item(), keys.get(p.table())), i -> new LinkedHashSet<>())
                        .add(p.attribute() == null ? "" : p.attribute());
            }
        }
        tableKeys = keys;
        byTable = index;
        problems.setAll(located);
        long errors = located.stream().filter(p -> p.severity() == Severity.ERROR).count();
        long warnings = located.size() - errors;
        summary.set(located.isEmpty() ? "No problems" : errors + (errors == 1 ? " error" : " errors") + " · "
                + warnings + (warnings == 1 ? " warning" : " warnings"));
        version.set(version.get() + 1);
    }

    /**
     * The attributes of an item of {@code table} that findings are about ("" for the item as a
     * whole); empty when none. The item may be a projected copy: it is matched by the table's key.
     */
    public Set<String> problemsOf(String table, Item item) {
        Map<Item, Set<String>> items = byTable.get(table);
        if (items == null || item == null) {
            return Set.of();
        }
        return items.getOrDefault(only(item, tableKeys.get(table)), Set.of());
    }

    private static Map<String, List<String>> keysOf(Model model) {
        Map<String, List<String>> keys = new HashMap<>();
        model.tables().forEach(t -> keys.put(t.name(), t.keySchema().attributeNames()));
        return keys;
    }

    private static Item only(Item item, List<String> names) {
        Map<String, AttributeValue> out = new LinkedHashMap<>();
        for (String name : names == null ? List.<String>of() : names) {
            AttributeValue v = item.get(name);
            if (v != null) {
                out.put(name, v);
            }
        }
        return Item.of(out);
    }

    /** Ties each finding to the item (and attribute) its path names, when it names one. */
    static List<Problem> locate(Model model, List<Finding> findings) {
        return findings.stream().map(f -> {
            Matcher m = ITEM_PATH.matcher(f.path());
            if (m.matches()) {
                int t = Integer.parseInt(m.group(1));
                if (t < model.tables().size()) {
                    Table table = model.tables().get(t);
                    List<Item> items = table.items();
                    if (m.group(2) != null) {
                        int facet = Integer.parseInt(m.group(2));
                        items = facet < table.facets().size() ? table.facets().get(facet).items() : List.of();
                    }
                    int i = Integer.parseInt(m.group(3));
                    if (i < items.size()) {
                        return new Problem(f.severity(), f.path(), f.message(), table.name(), items.get(i), m.group(4));
                    }
                }
            }
            // a pattern's finding names the pattern, and a transaction's action, it is about
            String message = PatternPlace.of(model, f.path()).map(p -> p + ": " + f.message())
                    .orElse(f.message());
            return new Problem(f.severity(), f.path(), message, null, null, null);
        }).toList();
    }

    /** The facet of a problem's item, for showing it; null when the item is the table's own. */
    public static String facetOf(Model model, Problem problem) {
        if (problem.item() == null) {
            return null;
        }
        return model.findTable(problem.table()).flatMap(t -> t.facets().stream()
                .filter(f -> f.items().contains(problem.item())).map(Facet::name).findFirst()).orElse(null);
    }
}
