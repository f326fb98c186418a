package dev.tablewright.ui.editing;

import dev.tablewright.edit.ItemEdits;
import dev.tablewright.edit.ValueParser;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.Model;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import javafx.beans.Observable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.collections.ListChangeListener;

/**
 * The item editor's state: one row per attribute (name, type, value text), each checked as it is
 * typed against DynamoDB's rules for its type, key attributes held to the table's and indexes' key
 * types, and the whole item against the table (keys present, no other item with the same key).
 * It edits an existing item, or makes a new one (empty, or a duplicate) for a table or facet; the
 * result is a labelled model edit for the undo history.
 */
public final class ItemEditorViewModel {
    /** What the editor does. */
    public enum Mode { ADD, DUPLICATE, EDIT }

    /** One attribute being edited. */
    public final class Row {
        private final StringProperty name = new SimpleStringProperty("");
        private final ObjectProperty<AttributeType> type = new SimpleObjectProperty<>(AttributeType.S);
        private final StringProperty text = new SimpleStringProperty("");
        private final ReadOnlyStringWrapper error = new ReadOnlyStringWrapper("");
        private final KeyAttribute key;

        Row(String name, AttributeType type, String text, KeyAttribute key) {
            this.key = key;
            this.name.set(name);
            this.type.set(type);
            this.text.set(text);
            for (Observable o : List.of(this.name, this.type, this.text)) {
                o.addListener(x -> validate());
            }
        }

        public StringProperty nameProperty() {
            return name;
        }

        public ObjectProperty<AttributeType> typeProperty() {
            return type;
        }

        public StringProperty textProperty() {
            return text;
        }

        /** What is wrong with this attribute, or empty. */
        public ReadOnlyStringProperty errorProperty() {
            return error.getReadOnlyProperty();
        }

        /** Whether this is a primary key attribute of the table: its name and type are fixed, it cannot be removed. */
        public boolean isTableKey() {
            return key != null;
        }

        /** The types this attribute may take: its key type for a key, any of the ten otherwise. */
        public List<AttributeType> allowedTypes() {
            ScalarType keyType = keyTypes.get(name.get().strip());
            return keyType != null ? List.of(keyType.attributeType()) : List.of(AttributeType.values());
        }

        ValueParser.Result parsed() {
            return ValueParser.parse(type.get(), text.get());
        }
    }

    private final Model model;
    private final Table table;
    private final Mode mode;
    private final ItemEdits.Location original;
    private final Map<String, ScalarType> keyTypes;
    private final ObservableList<Row> rows = FXCollections.observableArrayList();
    private final ObservableList<String> facets = FXCollections.observableArrayList();
    private final ObjectProperty<String> facet = new SimpleObjectProperty<>();
    private final ReadOnlyBooleanWrapper valid = new ReadOnlyBooleanWrapper(false);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper("");
    private final String title;

    private ItemEditorViewModel(Model model, Table table, Mode mode, ItemEdits.Location original, Item start,
                                String facetName) {
        this.model = model;
        this.table = table;
        this.mode = mode;
        this.original = original;
        this.keyTypes = table.keyAttributeTypes();
        facets.add("");
        table.facets().forEach(f -> facets.add(f.name()));
        facet.set(facetName == null ? "" : facetName);
        for (KeyAttribute key : table.keySchema().attributes()) {
            AttributeValue value = start.get(key.name());
            rows.add(new Row(key.name(), key.type().attributeType(), value == null ? "" : ValueParser.text(value), key));
        }
        start.attributes().forEach((name, value) -> {
            if (!table.keySchema().attributeNames().contains(name)) {
                rows.add(new Row(name, value.type(), ValueParser.text(value), null));
            }
        });
        rows.addListener((ListChangeListener<Row>) c -> validate());
        title = switch (mode) {
            case EDIT -> "Edit item " + ItemEdits.keyText(table, start);
            case DUPLICATE -> "Duplicate item " + ItemEdits.keyText(table, start);
            case ADD -> "Add an item to " + table.name();
        };
        validate();
    }

    /** Edits the stored item that {@code shown} (as a grid shows it, perhaps projected) stands for. */
    public static Optional<ItemEditorViewModel> edit(Model model, Table table, Item shown) {
        return ItemEdits.locate(table, shown).map(at ->
                new ItemEditorViewModel(model, table, Mode.EDIT, at, at.item(), at.facet()));
    }

    /** A new item for {@code table}, in {@code facet} (may be null), with the facet's attributes listed empty. */
    public static ItemEditorViewModel add(Model model, Table table, String facet) {
        Map<String, AttributeValue> start = new LinkedHashMap<>();
        table.findFacet(facet == null ? "" : facet).ifPresent(f -> f.nonKeyAttributes()
                .forEach(a -> start.put(a, AttributeValue.s(""))));
        return new ItemEditorViewModel(model, table, Mode.ADD, null, Item.of(start), facet);
    }

    /** A copy of the stored item behind {@code shown}, to change its key and add. */
    public static Optional<ItemEditorViewModel> duplicate(Model model, Table table, Item shown) {
        return ItemEdits.locate(table, shown).map(at ->
                new ItemEditorViewModel(model, table, Mode.DUPLICATE, null, at.item(), at.facet()));
    }

    public String title() {
        return title;
    }

    public Mode mode() {
        return mode;
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    /** The row of that attribute, if any. */
    public Optional<Row> row(String name) {
        return rows.stream().filter(r -> r.name.get().equals(name)).findFirst();
    }

    /** The facet choices: "" (none) and each facet of the table. */
    public ObservableList<String> facets() {
        return facets;
    }

    /** The facet the item goes to (adding or duplicating); "" for none. */
    public ObjectProperty<String> facetProperty() {
        return facet;
    }

    public ReadOnlyBooleanProperty validProperty() {
        return valid.getReadOnlyProperty();
    }

    /** The first problem with the item as typed, or empty when it can be saved. */
    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** Adds an empty string attribute, named attributeN. */
    public Row addAttribute() {
        Set<String> names = new HashSet<>();
        rows.forEach(r -> names.add(r.name.get()));
        int n = 1;
        while (names.contains("attribute" + n)) {
            n++;
        }
        Row row = new Row("attribute" + n, AttributeType.S, "", null);
        rows.add(row);
        return row;
    }

    /** Removes an attribute; a table key attribute stays. */
    public boolean removeAttribute(Row row) {
        return !row.isTableKey() && rows.remove(row);
    }

    private void validate() {
        String first = null;
        Set<String> names = new HashSet<>();
        for (Row row : rows) {
            String problem = problemOf(row, names);
            row.error.set(problem == null ? "" : problem);
            if (problem != null && first == null) {
                first = row.name.get() + ": " + problem;
            }
        }
        if (first == null) {
            first = duplicateKey();
        }
        message.set(first == null ? "" : first);
        valid.set(first == null);
    }

    private String problemOf(Row row, Set<String> names) {
        String name = row.name.get().strip();
        if (name.isEmpty()) {
            return "An attribute needs a name";
        }
        if (!names.add(name)) {
            return "Another attribute is named " + name;
        }
        ScalarType keyType = keyTypes.get(name);
        if (keyType != null && row.type.get() != keyType.attributeType()) {
            return name + " is a key attribute of type " + keyType + "; it cannot be " + row.type.get();
        }
        ValueParser.Result parsed = row.parsed();
        if (!parsed.ok()) {
            return parsed.error();
        }
        if (keyType != null && isEmptyKey(parsed.value())) {
            return "A key value may not be empty";
        }
        return null;
    }

    private static boolean isEmptyKey(AttributeValue value) {
        return value instanceof AttributeValue.S s && s.value().isEmpty()
                || value instanceof AttributeValue.B b && b.value().length() == 0;
    }

    /** Another item of the table with this key: adding it would overwrite that one, as a PutItem does. */
    private String duplicateKey() {
        Item item = build();
        List<String> keys = table.keySchema().attributeNames();
        for (Item other : table.allItems()) {
            if (original != null && other == original.item()) {
                continue;
            }
            if (keys.stream().allMatch(k -> item.get(k) != null && item.get(k).equals(other.get(k)))) {
                return "Another item already has the key " + ItemEdits.keyText(table, item)
                        + "; change " + String.join(" or ", keys);
            }
        }
        return null;
    }

    /** The item as typed; only meaningful when {@link #validProperty()} is true. */
    public Item build() {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        for (Row row : rows) {
            ValueParser.Result parsed = row.parsed();
            if (parsed.ok()) {
                attributes.put(row.name.get().strip(), parsed.value());
            }
        }
        return Item.of(attributes);
    }

    /** A labelled model edit, and the item to select after it. */
    public record Result(String label, Model model, Item item) {
    }

    /**
     * The edit this editor makes: "Edit Data of HR-E01 / HR-CONFIDENTIAL", "Add item … to Employee",
     * "Duplicate item …"; empty when the item is invalid or nothing changed.
     */
    public Optional<Result> result() {
        if (!valid.get()) {
            return Optional.empty();
        }
        Item item = build();
        String target = facet.get() == null || facet.get().isEmpty() ? null : facet.get();
        switch (mode) {
            case EDIT:
                if (item.equals(original.item())) {
                    return Optional.empty();
                }
                return Optional.of(new Result(ItemEdits.editLabel(table, original.item(), item),
                        ItemEdits.replace(model, original, item), item));
            case DUPLICATE:
                return Optional.of(new Result("Duplicate item as " + ItemEdits.keyText(table, item),
                        ItemEdits.add(model, table.name(), target, item), item));
            default:
                return Optional.of(new Result("Add item " + ItemEdits.keyText(table, item)
                        + (target == null ? "" : " to " + target), ItemEdits.add(model, table.name(), target, item), item));
        }
    }

    /** The edit that deletes the stored item behind {@code shown}, labelled "Delete item …". */
    public static Optional<Result> delete(Model model, Table table, Item shown) {
        return ItemEdits.locate(table, shown).map(at -> new Result("Delete item " + ItemEdits.keyText(table, at.item()),
                ItemEdits.delete(model, at), null));
    }
}
