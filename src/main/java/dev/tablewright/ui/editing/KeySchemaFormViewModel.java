package dev.tablewright.ui.editing;

import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ScalarType;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import javafx.beans.Observable;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * A form that defines a key schema, a table's primary key or an index's keys: one row per key
 * attribute, each a name and a type S, N or B. A table or LSI key has one partition-key row and one
 * sort-key row (its name empty for no sort key); a GSI key may have up to four of each (a
 * multi-attribute key), rows added and removed here. The first row of each part always exists, so
 * {@link #partitionKeyProperty()} and {@link #sortKeyProperty()} stay the same properties.
 */
public abstract class KeySchemaFormViewModel extends FormViewModel {
    /** The most attributes a part of a GSI key may have. */
    public static final int MAX_GSI_KEY_ATTRIBUTES = 4;

    /** One key attribute as typed: its name and type. */
    public static final class KeyRow {
        private final StringProperty name;
        private final ObjectProperty<ScalarType> type;

        KeyRow(String name, ScalarType type) {
            this.name = new SimpleStringProperty(name);
            this.type = new SimpleObjectProperty<>(type);
        }

        public StringProperty nameProperty() {
            return name;
        }

        public ObjectProperty<ScalarType> typeProperty() {
            return type;
        }

        Observable[] observables() {
            return new Observable[] {name, type};
        }
    }

    private final ObservableList<KeyRow> partitionKeys = FXCollections.observableArrayList(KeyRow::observables);
    private final ObservableList<KeyRow> sortKeys = FXCollections.observableArrayList(KeyRow::observables);
    private final IntegerProperty maxPerPart = new SimpleIntegerProperty(1);
    private final BooleanBinding canAddPartitionKey = Bindings.size(partitionKeys).lessThan(maxPerPart);
    private final BooleanBinding canAddSortKey = Bindings.size(sortKeys).lessThan(maxPerPart);

    /** A form whose key names start as the given ones, both of type S. */
    protected KeySchemaFormViewModel(Model model, String partitionKey, String sortKey) {
        super(model);
        partitionKeys.add(new KeyRow(partitionKey, ScalarType.S));
        sortKeys.add(new KeyRow(sortKey, ScalarType.S));
    }

    /** Fills the key rows from an existing schema: an empty sort-key row (type S) when it has none. */
    protected final void showKeys(KeySchema keys) {
        fill(partitionKeys, keys.partitionKeys());
        fill(sortKeys, keys.sortKeys());
    }

    private static void fill(ObservableList<KeyRow> rows, List<KeyAttribute> attributes) {
        rows.remove(1, rows.size());
        KeyRow first = rows.get(0);
        first.name.set(attributes.isEmpty() ? "" : attributes.get(0).name());
        first.type.set(attributes.isEmpty() ? ScalarType.S : attributes.get(0).type());
        attributes.stream().skip(1).forEach(a -> rows.add(new KeyRow(a.name(), a.type())));
    }

    /** Sets how many attributes each part of the key may have: 1, or up to 4 on a GSI. */
    protected final void allowPerPart(int most) {
        maxPerPart.set(most);
    }

    /** The partition-key rows in schema order; never empty. */
    public ObservableList<KeyRow> partitionKeys() {
        return partitionKeys;
    }

    /** The sort-key rows in schema order; never empty (a first row with an empty name: no sort key). */
    public ObservableList<KeyRow> sortKeys() {
        return sortKeys;
    }

    /** Whether another partition-key row may be added (a GSI with fewer than four). */
    public BooleanBinding canAddPartitionKeyProperty() {
        return canAddPartitionKey;
    }

    /** Whether another sort-key row may be added. */
    public BooleanBinding canAddSortKeyProperty() {
        return canAddSortKey;
    }

    /** Adds an empty partition-key row of type S, if the key may have another. */
    public void addPartitionKey() {
        if (canAddPartitionKey.get()) {
            partitionKeys.add(new KeyRow("", ScalarType.S));
        }
    }

    /** Adds an empty sort-key row of type S, if the key may have another. */
    public void addSortKey() {
        if (canAddSortKey.get()) {
            sortKeys.add(new KeyRow("", ScalarType.S));
        }
    }

    /**
     * Removes a key row: the rows after it move up (so the first row of each part stays the same
     * object); the only row of a part is emptied instead, which for a partition key is a problem.
     */
    public void removeKey(KeyRow row) {
        ObservableList<KeyRow> rows = partitionKeys.contains(row) ? partitionKeys : sortKeys;
        int at = rows.indexOf(row);
        if (at < 0) {
            return;
        }
        for (int i = at; i + 1 < rows.size(); i++) {
            rows.get(i).name.set(rows.get(i + 1).name.get());
            rows.get(i).type.set(rows.get(i + 1).type.get());
        }
        if (rows.size() > 1) {
            rows.remove(rows.size() - 1);
        } else {
            row.name.set("");
            row.type.set(ScalarType.S);
        }
    }

    /** The first partition-key attribute's name. */
    public StringProperty partitionKeyProperty() {
        return partitionKeys.get(0).name;
    }

    public ObjectProperty<ScalarType> partitionTypeProperty() {
        return partitionKeys.get(0).type;
    }

    /** The first sort-key attribute's name; empty for keys without one. */
    public StringProperty sortKeyProperty() {
        return sortKeys.get(0).name;
    }

    public ObjectProperty<ScalarType> sortTypeProperty() {
        return sortKeys.get(0).type;
    }

    /** The inputs a subclass watches: every key row, added or removed or edited. */
    protected final Observable[] keyInputs() {
        return new Observable[] {partitionKeys, sortKeys, maxPerPart};
    }

    /**
     * The first problem with the key rows as typed, or null: {@code what} names the key's owner
     * ("The table", "The index").
     */
    protected final String keyProblem(String what) {
        if (partitionKeys.size() > maxPerPart.get() || sortKeys.size() > maxPerPart.get()) {
            return what + " has one partition-key and at most one sort-key attribute; remove the others";
        }
        for (int i = 0; i < partitionKeys.size(); i++) {
            if (blank(partitionKeys.get(i).name.get())) {
                return i == 0 ? what + " needs a partition key"
                        : "Name partition-key attribute " + (i + 1) + " or remove its row";
            }
        }
        for (int i = 0; i < sortKeys.size(); i++) {
            if (blank(sortKeys.get(i).name.get()) && sortKeys.size() > 1) {
                return "Name sort-key attribute " + (i + 1) + " or remove its row";
            }
        }
        Set<String> seen = new HashSet<>();
        for (KeyRow row : allRows()) {
            String name = strip(row.name.get());
            if (!name.isEmpty() && !seen.add(name)) {
                return partitionKeys.size() + sortKeys.size() == 2
                        ? "The sort key must differ from the partition key"
                        : name + " is named twice: each key attribute differs from the others";
            }
        }
        return null;
    }

    private List<KeyRow> allRows() {
        List<KeyRow> all = new ArrayList<>(partitionKeys);
        all.addAll(sortKeys);
        return all;
    }

    /** The key schema as typed: each named row in order; no sort key when the sort rows are blank. */
    protected final KeySchema keys() {
        return KeySchema.of(attributes(partitionKeys), attributes(sortKeys));
    }

    private static List<KeyAttribute> attributes(List<KeyRow> rows) {
        return rows.stream().filter(r -> !blank(r.name.get()))
                .map(r -> KeyAttribute.of(strip(r.name.get()), r.type.get())).toList();
    }
}
