package dev.tablewright.ui.run;

import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.ui.common.TaskExecutor;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The "Mapping…" editor of one saved connection: a row per model table, index and attribute with
 * the live name it maps to (the model's own when left alone), the choices for each live name read
 * from the connection (ListTables for tables; DescribeTable of the chosen live table for its indexes
 * and key attributes, read again when the table's live name changes), and Save.
 */
public final class MappingEditorViewModel {
    /** What a row maps. */
    public enum Kind { TABLE, INDEX, ATTRIBUTE }

    /** One name: its kind, the model table it belongs to, the model's name, the live name, the live choices. */
    public record Row(Kind kind, String table, String modelName, StringProperty liveName, ObservableList<String> choices) {
    }

    private final TaskExecutor executor;
    private final MappingService service;
    private final RunTarget target;
    private final Model model;
    private final Runnable onSaved;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper("");
    private final ReadOnlyBooleanWrapper busy = new ReadOnlyBooleanWrapper(false);
    private final Map<String, Long> describing = new LinkedHashMap<>();
    private long generation;

    MappingEditorViewModel(TaskExecutor executor, MappingService service, RunTarget target, Model model, Runnable onSaved) {
        this.executor = executor;
        this.service = service;
        this.target = target;
        this.model = model;
        this.onSaved = onSaved;
    }

    public String title() {
        return "Map " + model.name() + " onto " + target.name();
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty busyProperty() {
        return busy.getReadOnlyProperty();
    }

    /** The row of a model name, for tests and for the view's ids. */
    public Optional<Row> row(Kind kind, String table, String modelName) {
        return rows.stream().filter(r -> r.kind() == kind && r.table().equals(table) && r.modelName().equals(modelName))
                .findFirst();
    }

    record Loaded(NameMapping mapping, List<String> liveTables) {
    }

    /** Reads the saved mapping and the connection's tables off the FX thread, then fills the rows. */
    void load() {
        busy.set(true);
        status.set("Reading the tables of " + target.name() + "…");
        executor.submit("read the mapping of " + target.name(),
                () -> new Loaded(service.load(target), service.liveTables(target)), loaded -> {
                    busy.set(false);
                    fill(loaded);
                    status.set(loaded.liveTables().size() + " tables on " + target.name()
                            + ". Leave a live name as it is where the names agree.");
                }, error -> {
                    busy.set(false);
                    fill(new Loaded(NameMapping.identity(), List.of()));
                    status.set("Could not read the tables of " + target.name() + ": " + error.getMessage()
                            + ". Names can still be typed.");
                });
    }

    private void fill(Loaded loaded) {
        NameMapping mapping = loaded.mapping();
        rows.clear();
        for (Table table : model.tables()) {
            String name = table.name();
            Row tableRow = row(Kind.TABLE, name, name, mapping.table(name), loaded.liveTables());
            for (SecondaryIndex index : table.indexes()) {
                row(Kind.INDEX, name, index.name(), mapping.index(name, index.name()), List.of());
            }
            for (String attribute : attributes(table, mapping)) {
                row(Kind.ATTRIBUTE, name, attribute, mapping.attribute(name, attribute), List.of());
            }
            tableRow.liveName().addListener((obs, old, now) -> describe(name, now));
            describe(name, tableRow.liveName().get());
        }
    }

    private Row row(Kind kind, String table, String modelName, String liveName, List<String> choices) {
        Row row = new Row(kind, table, modelName, new SimpleStringProperty(liveName),
                FXCollections.observableArrayList(choices));
        rows.add(row);
        return row;
    }

    private static Set<String> attributes(Table table, NameMapping mapping) {
        Set<String> names = new LinkedHashSet<>(table.keyAttributeTypes().keySet());
        table.nonKeyAttributes().forEach(a -> names.add(a.name()));
        Set<String> fromItems = new TreeSet<>();
        table.allItems().forEach(item -> fromItems.addAll(item.names()));
        names.addAll(fromItems);
        mapping.find(table.name()).ifPresent(t -> names.addAll(t.attributes().keySet()));
        return names;
    }

    /** Fills a table's index and attribute choices from the live table's description; the latest table wins. */
    private void describe(String table, String liveTable) {
        if (liveTable == null || liveTable.isBlank()) {
            return;
        }
        long mine = ++generation;
        describing.put(table, mine);
        executor.submit("describe " + liveTable, () -> service.describe(target, liveTable.strip()), found -> {
            if (describing.get(table) != mine) {
                return;
            }
            List<String> indexes = found.map(t -> t.indexes().stream().map(SecondaryIndex::name).toList()).orElse(List.of());
            List<String> attributes = found.map(MappingEditorViewModel::liveAttributes).orElse(List.of());
            rows.stream().filter(r -> r.table().equals(table)).forEach(r -> {
                if (r.kind() == Kind.INDEX) {
                    r.choices().setAll(indexes);
                } else if (r.kind() == Kind.ATTRIBUTE) {
                    r.choices().setAll(attributes);
                }
            });
            if (found.isEmpty()) {
                status.set("There is no table " + liveTable + " on " + target.name() + ".");
            }
        }, error -> status.set("Could not describe " + liveTable + ": " + error.getMessage()));
    }

    /** The attribute names a live table's description names: its keys, its indexes' keys, INCLUDE lists. */
    private static List<String> liveAttributes(Table live) {
        Set<String> names = new LinkedHashSet<>(live.keyAttributeTypes().keySet());
        live.indexes().forEach(i -> names.addAll(i.projection().nonKeyAttributes()));
        return List.copyOf(names);
    }

    /** The mapping the rows describe (unchanged rows leave no entry). */
    public NameMapping mapping() {
        NameMapping out = NameMapping.identity();
        for (Table table : model.tables()) {
            String name = table.name();
            Map<String, String> indexes = new LinkedHashMap<>();
            Map<String, String> attributes = new LinkedHashMap<>();
            String liveName = null;
            for (Row r : rows) {
                if (!r.table().equals(name)) {
                    continue;
                }
                String live = r.liveName().get() == null ? "" : r.liveName().get().strip();
                switch (r.kind()) {
                    case TABLE -> liveName = live.equals(name) ? null : live;
                    case INDEX -> indexes.put(r.modelName(), live);
                    case ATTRIBUTE -> attributes.put(r.modelName(), live);
                }
            }
            out = out.with(name, new NameMapping.TableNames(liveName, indexes, attributes));
        }
        return out;
    }

    /** Saves the rows with the connection and tells the verdict to check again. */
    public void save() {
        NameMapping mapping = mapping();
        try {
            service.save(target, mapping);
            status.set("Saved the mapping with " + target.name() + ".");
            onSaved.run();
        } catch (Exception e) {
            status.set("Could not save the mapping: " + e.getMessage());
        }
    }
}
