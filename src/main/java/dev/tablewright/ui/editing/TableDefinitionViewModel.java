package dev.tablewright.ui.editing;

import dev.tablewright.edit.SchemaEdits;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/** A table's definition: its name and primary key (partition key, optional sort key, each with a type). */
public final class TableDefinitionViewModel extends KeySchemaFormViewModel {
    private final String oldName;
    private final StringProperty name = new SimpleStringProperty("");

    private TableDefinitionViewModel(Model model, Table table) {
        super(model, "PK", "SK");
        this.oldName = table == null ? null : table.name();
        if (table != null) {
            name.set(table.name());
            showKeys(table.keySchema());
        } else {
            int n = model.tables().size() + 1;
            while (model.findTable("Table" + n).isPresent()) {
                n++;
            }
            name.set("Table" + n);
        }
        watch(name);
        watch(keyInputs());
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
        return keyProblem("The table");
    }

    @Override
    protected Result build() {
        String n = strip(name.get());
        return new Result(oldName == null ? "Add table " + n : "Edit table " + n,
                SchemaEdits.putTable(model, oldName, n, keys()));
    }
}
