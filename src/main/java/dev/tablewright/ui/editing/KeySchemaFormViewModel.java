package dev.tablewright.ui.editing;

import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ScalarType;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * A form that defines a key schema, a table's primary key or an index's keys: a partition key and
 * an optional sort key, each with a type.
 */
public abstract class KeySchemaFormViewModel extends FormViewModel {
    private final StringProperty partitionKey;
    private final ObjectProperty<ScalarType> partitionType = new SimpleObjectProperty<>(ScalarType.S);
    private final StringProperty sortKey;
    private final ObjectProperty<ScalarType> sortType = new SimpleObjectProperty<>(ScalarType.S);

    /** A form whose key names start as the given ones, both of type S. */
    protected KeySchemaFormViewModel(Model model, String partitionKey, String sortKey) {
        super(model);
        this.partitionKey = new SimpleStringProperty(partitionKey);
        this.sortKey = new SimpleStringProperty(sortKey);
    }

    /** Fills the key fields from an existing schema: an empty sort key (type S) when it has none. */
    protected final void showKeys(KeySchema keys) {
        partitionKey.set(keys.partitionKey().name());
        partitionType.set(keys.partitionKey().type());
        sortKey.set(keys.hasSortKey() ? keys.sortKey().name() : "");
        sortType.set(keys.hasSortKey() ? keys.sortKey().type() : ScalarType.S);
    }

    public StringProperty partitionKeyProperty() {
        return partitionKey;
    }

    public ObjectProperty<ScalarType> partitionTypeProperty() {
        return partitionType;
    }

    /** The sort key's name; empty for keys without one. */
    public StringProperty sortKeyProperty() {
        return sortKey;
    }

    public ObjectProperty<ScalarType> sortTypeProperty() {
        return sortType;
    }

    /** The key schema as typed: no sort key when its name is blank. */
    protected final KeySchema keys() {
        KeyAttribute pk = KeyAttribute.of(strip(partitionKey.get()), partitionType.get());
        return blank(sortKey.get()) ? KeySchema.of(pk) : KeySchema.of(pk, KeyAttribute.of(strip(sortKey.get()), sortType.get()));
    }
}
