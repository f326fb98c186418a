package dev.tablewright.ui.tables;

import dev.tablewright.edit.ValueParser;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import java.util.LinkedHashMap;
import java.util.Map;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;

/**
 * The item editor: a typed form (name, type, value rows) and the same item as DynamoDB JSON, kept
 * in step both ways. Editing a form row rewrites the JSON when every row reads; editing the JSON
 * rebuilds the rows when it parses. {@link #original()} is the item as read (null: a new item),
 * whose key a delete uses; an optional condition makes the write conditional.
 */
public final class ItemEditorViewModel {
    /** One attribute of the form. */
    public static final class Row {
        private final StringProperty name = new SimpleStringProperty(this, "name", "");
        private final ObjectProperty<AttributeType> type = new SimpleObjectProperty<>(this, "type", AttributeType.S);
        private final StringProperty value = new SimpleStringProperty(this, "value", "");

        public Row(String name, AttributeType type, String value) {
            this.name.set(name);
            this.type.set(type);
            this.value.set(value);
        }

        public StringProperty nameProperty() {
            return name;
        }

        public ObjectProperty<AttributeType> typeProperty() {
            return type;
        }

        public StringProperty valueProperty() {
            return value;
        }
    }

    private final ObservableList<Row> rows = FXCollections.observableArrayList(
            r -> new javafx.beans.Observable[] {r.name, r.type, r.value});
    private final StringProperty json = new SimpleStringProperty(this, "json", "{}");
    private final StringProperty condition = new SimpleStringProperty(this, "condition", "");
    private final StringProperty conditionValues = new SimpleStringProperty(this, "conditionValues", "");
    private final StringProperty problem = new SimpleStringProperty(this, "problem", "");
    private final ObjectProperty<Item> original = new SimpleObjectProperty<>(this, "original");
    private KeySchema keys;
    private boolean syncing;

    public ItemEditorViewModel() {
        rows.addListener((ListChangeListener<Row>) c -> rowsChanged());
        json.addListener((obs, old, now) -> jsonChanged(now));
    }

    /** The key schema of the table being edited: a new item starts with its key attributes. */
    public void setKeys(KeySchema keySchema) {
        this.keys = keySchema;
    }

    /** Edits {@code item} as read from the table. */
    public void edit(Item item) {
        original.set(item);
        show(item);
    }

    /** A new item with the table's key attributes, empty. */
    public void newItem() {
        original.set(null);
        syncing = true;
        try {
            rows.clear();
            if (keys != null) {
                for (KeyAttribute key : keys.attributes()) {
                    rows.add(new Row(key.name(), key.type().attributeType(), ""));
                }
            }
        } finally {
            syncing = false;
        }
        rowsChanged(); // the JSON follows the key rows
        condition.set("");
    }

    /** The same attributes as a new item (its key to be changed before saving). */
    public void duplicate() {
        original.set(null);
        problem.set("");
    }

    private void show(Item item) {
        syncing = true;
        try {
            rows.clear();
            item.attributes().forEach((name, value) -> rows.add(new Row(name, value.type(), ValueParser.text(value))));
            json.set(pretty(item));
            problem.set("");
        } finally {
            syncing = false;
        }
    }

    private void rowsChanged() {
        if (syncing) {
            return;
        }
        try {
            Item item = fromRows();
            syncing = true;
            json.set(pretty(item));
            problem.set("");
        } catch (IllegalArgumentException e) {
            problem.set(e.getMessage());
        } finally {
            syncing = false;
        }
    }

    private void jsonChanged(String text) {
        if (syncing) {
            return;
        }
        try {
            Item item = DynamoJson.parseItem(text);
            syncing = true;
            rows.clear();
            item.attributes().forEach((name, value) -> rows.add(new Row(name, value.type(), ValueParser.text(value))));
            problem.set("");
        } catch (IllegalArgumentException e) {
            problem.set("JSON: " + e.getMessage());
        } finally {
            syncing = false;
        }
    }

    /** The item the form holds; an IllegalArgumentException names the attribute that does not read. */
    public Item item() {
        Item item = fromRows();
        if (keys != null) {
            for (KeyAttribute key : keys.attributes()) {
                AttributeValue value = item.get(key.name());
                if (value == null) {
                    throw new IllegalArgumentException("the key attribute " + key.name() + " is missing");
                }
                if (value.type() != key.type().attributeType()) {
                    throw new IllegalArgumentException("the key attribute " + key.name() + " must be of type "
                            + key.type() + ", not " + value.type());
                }
            }
        }
        return item;
    }

    private Item fromRows() {
        Map<String, AttributeValue> attributes = new LinkedHashMap<>();
        for (Row row : rows) {
            String name = row.name.get() == null ? "" : row.name.get().strip();
            if (name.isEmpty()) {
                throw new IllegalArgumentException("an attribute has no name");
            }
            if (attributes.containsKey(name)) {
                throw new IllegalArgumentException("the attribute " + name + " is there twice");
            }
            ValueParser.Result parsed = ValueParser.parse(row.type.get(), row.value.get());
            if (!parsed.ok()) {
                throw new IllegalArgumentException(name + ": " + parsed.error());
            }
            attributes.put(name, parsed.value());
        }
        return Item.of(attributes);
    }

    /** The key of the item as read (for a delete), or of the form's item when it is new. */
    public Item key() {
        Item source = original.get() != null ? original.get() : item();
        if (keys == null) {
            return source;
        }
        Map<String, AttributeValue> key = new LinkedHashMap<>();
        for (String name : keys.attributeNames()) {
            if (source.get(name) == null) {
                throw new IllegalArgumentException("the key attribute " + name + " is missing");
            }
            key.put(name, source.get(name));
        }
        return Item.of(key);
    }

    /** The {@code :value} placeholders of the condition, from DynamoDB JSON. */
    public Map<String, AttributeValue> conditionValues() {
        if (conditionValues.get() == null || conditionValues.get().isBlank()) {
            return Map.of();
        }
        try {
            return DynamoJson.parseItem(conditionValues.get()).attributes();
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("condition values: " + e.getMessage());
        }
    }

    private static String pretty(Item item) {
        return DynamoJson.toJson(item).toPrettyString();
    }

    public void addRow() {
        rows.add(new Row("", AttributeType.S, ""));
    }

    public ObservableList<Row> rows() {
        return rows;
    }

    public StringProperty jsonProperty() {
        return json;
    }

    public StringProperty conditionProperty() {
        return condition;
    }

    public StringProperty conditionValuesProperty() {
        return conditionValues;
    }

    /** Why the form or the JSON does not read, or empty. */
    public StringProperty problemProperty() {
        return problem;
    }

    public ObjectProperty<Item> originalProperty() {
        return original;
    }

    public Item original() {
        return original.get();
    }
}
