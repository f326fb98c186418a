package dev.tablewright.ui.editing;

import dev.tablewright.edit.SchemaEdits;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** A table's definition: its name and primary key (partition key, optional sort key, each with a type). */
public final class TableDefinitionViewModel extends FormViewModel {
    private final String oldName;
    private final StringProperty name = new SimpleStringProperty("");
    private final StringProperty partitionKey = new SimpleStringProperty("PK");
    private final ObjectProperty<ScalarType> partitionType = new SimpleObjectProperty<>(ScalarType.S);
    private final StringProperty sortKey = new SimpleStringProperty("SK");
    private final ObjectProperty<ScalarType> sortType = new SimpleObjectProperty<>(ScalarType.S);

    private TableDefinitionViewModel(Model model, Table table) {
        super(model);
        this.oldName = table == null ? null : table.name();
        if (table != null) {
            name.set(table.name());
            partitionKey.set(table.keySchema().partitionKey().name());
            partitionType.set(table.keySchema().partitionKey().type());
            sortKey.set(table.keySchema().hasSortKey() ? table.keySchema().sortKey().name() : "");
            sortType.set(table.keySchema().hasSortKey() ? table.keySchema().sortKey().type() : ScalarType.S);
        } else {
            int n = model.tables().size() + 1;
            while (model.findTable("Table" + n).isPresent()) {
                n++;
            }
            name.set("Table" + n);
        }
        watch(name, partitionKey, partitionType, sortKey, sortType);
    }

    public static TableDefinitionViewModel add(Model model) {
        return new TableDefinitionViewModel(model, null);
    }

    public static TableDefinitionViewModel edit(Model model, Table table) {
        return new TableDefinitionViewModel(model, table);
    }

    @Override
    public String title() {
        return oldName == null ? "Add a table" : "Edit table " + oldName;
    }

    public StringProperty nameProperty() {
        return name;
    }

    public StringProperty partitionKeyProperty() {
        return partitionKey;
    }

    public ObjectProperty<ScalarType> partitionTypeProperty() {
        return partitionType;
    }

    /** The sort key's name; empty for a table without one. */
    public StringProperty sortKeyProperty() {
        return sortKey;
    }

    public ObjectProperty<ScalarType> sortTypeProperty() {
        return sortType;
    }

    @Override
    protected String problem() {
        String n = strip(name.get());
        String bad = SchemaEdits.checkName("A table", n);
        if (bad != null) {
            return bad;
        }
        if (!n.equals(oldName) && model.findTable(n).isPresent()) {
            return "The model already has a table named " + n;
        }
        if (blank(partitionKey.get())) {
            return "The table needs a partition key";
        }
        if (strip(partitionKey.get()).equals(strip(sortKey.get()))) {
            return "The sort key must differ from the partition key";
        }
        return null;
    }

    KeySchema keys() {
        return keySchema(partitionKey.get(), partitionType.get(), sortKey.get(), sortType.get());
    }

    @Override
    protected Result build() {
        String n = strip(name.get());
        return new Result(oldName == null ? "Add table " + n : "Edit table " + n,
                SchemaEdits.putTable(model, oldName, n, keys()));
    }
}
