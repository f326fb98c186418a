package dev.tablewright.ui.compare;

import dev.tablewright.diff.Change;
import dev.tablewright.diff.ChangeAction;
import dev.tablewright.diff.ModelDiff;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.stream.Collectors;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * File &gt; Compare with…: the open model against another model file (or its own file as last
 * saved), the other as OLD and the open one as NEW, each change with the action a live table needs
 * ({@link ModelDiff}), grouped by table; access patterns under their own heading.
 */
public final class CompareViewModel {
    /** The heading access patterns are grouped under. */
    public static final String PATTERNS = "Access patterns";

    /** One change as the view lists it. */
    public record Row(String group, String change, String before, String after, String action) {
    }

    private final TaskExecutor executor;
    private final Reader reader;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper("Compare");
    private final ReadOnlyStringWrapper summary = new ReadOnlyStringWrapper("");
    private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper();
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper();

    /** Reads a model file (the window's model store). */
    @FunctionalInterface
    public interface Reader {
        Model read(Path file) throws Exception;
    }

    public CompareViewModel(TaskExecutor executor, Reader reader) {
        this.executor = executor;
        this.reader = reader;
    }

    /** Reads {@code other} in the background and shows its changes to {@code current}. */
    public void compare(Model current, Path other) {
        busy.set(true);
        error.set(null);
        title.set("Compare " + current.name() + " with " + other.getFileName());
        executor.submit("compare with " + other.getFileName(), () -> reader.read(other), before -> {
            busy.set(false);
            show(before, other.getFileName().toString(), current);
        }, failure -> {
            busy.set(false);
            rows.clear();
            summary.set("");
            error.set("Could not read " + other.getFileName() + ": " + failure.getMessage());
        });
    }

    /** Shows the changes from {@code before} (named {@code beforeName}) to {@code after}. */
    public void show(Model before, String beforeName, Model after) {
        ModelDiff diff = ModelDiff.between(before, after);
        Map<String, List<Row>> grouped = new LinkedHashMap<>();
        for (Change c : diff.changes()) {
            String group = c.pattern() != null ? PATTERNS : "Table " + Objects.requireNonNullElse(c.table(), "");
            String what = c.kind() + (c.index() == null ? "" : "  " + c.index())
                    + (c.pattern() == null ? "" : "  " + c.pattern());
            grouped.computeIfAbsent(group, g -> new java.util.ArrayList<>()).add(new Row(group, what,
                    Objects.requireNonNullElse(c.before(), ""), Objects.requireNonNullElse(c.after(), ""),
                    c.action().word()));
        }
        List<Row> patterns = grouped.remove(PATTERNS);
        if (patterns != null) {
            grouped.put(PATTERNS, patterns);
        }
        rows.setAll(grouped.values().stream().flatMap(List::stream).toList());
        title.set("Compare " + after.name() + " with " + beforeName);
        if (diff.isEmpty()) {
            summary.set("The open model and " + beforeName + " are the same.");
            return;
        }
        Map<String, Long> counts = new TreeMap<>(diff.changes().stream()
                .collect(Collectors.groupingBy(c -> c.action().word(), Collectors.counting())));
        long replacing = diff.changes().stream().filter(c -> c.action() == ChangeAction.REPLACE_TABLE
                || c.action() == ChangeAction.DELETE_TABLE).map(Change::table).distinct().count();
        summary.set(diff.changes().size() + (diff.changes().size() == 1 ? " change" : " changes") + " from "
                + beforeName + ": " + counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey())
                .collect(Collectors.joining(", "))
                + (replacing == 0 ? "" : "; " + replacing + (replacing == 1 ? " table needs" : " tables need")
                + " a new table and a copy of its items")
                + ". `tablewright migrate` plans them on a live table.");
    }

    /** The rows grouped by their heading, tables first in the new model's order, then access patterns. */
    public Map<String, List<Row>> groups() {
        Map<String, List<Row>> groups = new LinkedHashMap<>();
        rows.forEach(row -> groups.computeIfAbsent(row.group(), g -> new java.util.ArrayList<>()).add(row));
        return groups;
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty errorProperty() {
        return error.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }
}
