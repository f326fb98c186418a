package dev.tablewright.ui.editing;

import dev.tablewright.edit.SchemaEdits;
import dev.tablewright.model.IndexKind;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.Model;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * A GSI's or LSI's definition: name, keys and their types, projection and the INCLUDE attributes.
 * A GSI's key may have one to four partition-key and up to four sort-key attributes; an LSI shares
 * the table's partition key and needs a sort key; a key attribute keeps one type
 * across the table and its indexes (DynamoDB's AttributeDefinitions).
 */
public final class IndexDefinitionViewModel extends KeySchemaFormViewModel {
    private final Table table;
    private final SecondaryIndex old;
    private final ObjectProperty<IndexKind> kind = new SimpleObjectProperty<>(IndexKind.GSI);
    private final StringProperty name = new SimpleStringProperty("");
    private final ObjectProperty<ProjectionType> projection = new SimpleObjectProperty<>(ProjectionType.ALL);
    private final StringProperty included = new SimpleStringProperty("");

    private IndexDefinitionViewModel(Model model, Table table, SecondaryIndex index) {
        super(model, "", "");
        this.table = table;
        this.old = index;
        if (index != null) {
            kind.set(index.kind());
            name.set(index.name());
            showKeys(index.keySchema());
            projection.set(index.projection().type());
            included.set(String.join(", ", index.projection().nonKeyAttributes()));
        } else {
            int n = table.indexes().size() + 1;
            while (table.findIndex("GSI" + n).isPresent()) {
                n++;
            }
            name.set("GSI" + n);
        }
        allowPerPart(kind.get() == IndexKind.GSI ? MAX_GSI_KEY_ATTRIBUTES : 1);
        kind.addListener((obs, was, now) -> {
            allowPerPart(now == IndexKind.GSI ? MAX_GSI_KEY_ATTRIBUTES : 1);
            if (now == IndexKind.LSI) { // an LSI is keyed by the table's partition key
                partitionKeyProperty().set(table.keySchema().partitionKey().name());
                partitionTypeProperty().set(table.keySchema().partitionKey().type());
            }
        });
        watch(kind, name, projection, included);
        watch(keyInputs());
    }

    public static IndexDefinitionViewModel add(Model model, Table table) {
        return new IndexDefinitionViewModel(model, table, null);
    }

    public static IndexDefinitionViewModel edit(Model model, Table table, SecondaryIndex index) {
        return new IndexDefinitionViewModel(model, table, index);
    }

    @Override
    public String title() {
        return old == null ? "Add an index to " + table.name() : "Edit " + old.kind() + " " + old.name();
    }

    public ObjectProperty<IndexKind> kindProperty() {
        return kind;
    }

    public StringProperty nameProperty() {
        return name;
    }

    public ObjectProperty<ProjectionType> projectionProperty() {
        return projection;
    }

    /** The INCLUDE attributes, comma-separated. */
    public StringProperty includedProperty() {
        return included;
    }

    private List<String> includedList() {
        return Arrays.stream(strip(included.get()).split("\\s*,\\s*")).filter(s -> !s.isBlank()).distinct().toList();
    }

    @Override
    protected String problem() {
        String n = strip(name.get());
        String bad = SchemaEdits.checkName("An index", n);
        if (bad != null) {
            return bad;
        }
        if ((old == null || !n.equals(old.name())) && table.findIndex(n).isPresent()) {
            return table.name() + " already has an index named " + n;
        }
        String keyBad = keyProblem(kind.get() == IndexKind.LSI ? "An LSI" : "The index");
        if (keyBad != null) {
            return keyBad;
        }
        if (kind.get() == IndexKind.LSI) {
            if (!strip(partitionKeyProperty().get()).equals(table.keySchema().partitionKey().name())) {
                return "An LSI has the table's partition key, " + table.keySchema().partitionKey().name();
            }
            if (blank(sortKeyProperty().get())) {
                return "An LSI needs a sort key";
            }
        }
        Map<String, ScalarType> types = typesElsewhere();
        for (KeyAttribute key : keys().attributes()) {
            ScalarType declared = types.get(key.name());
            if (declared != null && declared != key.type()) {
                return key.name() + " is of type " + declared + " in the table's other keys; an index cannot make it "
                        + key.type();
            }
        }
        if (projection.get() == ProjectionType.INCLUDE) {
            if (includedList().isEmpty()) {
                return "INCLUDE names at least one non-key attribute to project";
            }
            for (String attribute : includedList()) {
                if (keys().attributeNames().contains(attribute) || table.keySchema().attributeNames().contains(attribute)) {
                    return attribute + " is a key attribute: keys are always projected; list only non-key attributes";
                }
            }
        }
        return null;
    }

    /** Key attribute types of the table and its other indexes. */
    private Map<String, ScalarType> typesElsewhere() {
        Table without = old == null ? table
                : table.withIndexes(table.globalSecondaryIndexes().stream().filter(i -> i != old).toList(),
                table.localSecondaryIndexes().stream().filter(i -> i != old).toList());
        return without.keyAttributeTypes();
    }

    @Override
    protected Result build() {
        Projection p = projection.get() == ProjectionType.INCLUDE ? Projection.include(includedList())
                : new Projection(projection.get(), List.of());
        SecondaryIndex index = new SecondaryIndex(strip(name.get()), kind.get(), keys(), p,
                old == null || kind.get() != IndexKind.GSI ? null : old.capacity(),
                old == null ? null : old.shards(), old == null ? null : old.extras());
        String label = (old == null ? "Add " : "Edit ") + kind.get() + " " + index.name();
        return new Result(label, SchemaEdits.putIndex(model, table.name(), old == null ? null : old.name(), index));
    }
}
