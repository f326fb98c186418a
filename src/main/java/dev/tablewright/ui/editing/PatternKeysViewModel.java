package dev.tablewright.ui.editing;

import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Operation;
import dev.tablewright.model.SortKeyCondition;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.Observable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The key part of the access pattern form: a value template for each partition-key attribute and
 * a condition for each sort-key attribute of the table or index the pattern reads, in schema order
 * (four and four at most, on a multi-attribute GSI key). Sort-key conditions are used from the
 * first on: equality on the leading ones, any operator on the last one used. The first row of each
 * part always exists, so a key of one attribute each keeps the same properties.
 */
public final class PatternKeysViewModel {
    /** The value template of one partition-key attribute. */
    public static final class PartitionValue {
        private final ReadOnlyStringWrapper attribute = new ReadOnlyStringWrapper("");
        private final StringProperty template = new SimpleStringProperty("");

        /** The key attribute's name, or "" when the pattern names no table yet. */
        public ReadOnlyStringProperty attributeProperty() {
            return attribute.getReadOnlyProperty();
        }

        public StringProperty templateProperty() {
            return template;
        }
    }

    /** The condition on one sort-key attribute: no operator for none. */
    public static final class SortCondition {
        private final ReadOnlyStringWrapper attribute = new ReadOnlyStringWrapper("");
        private final ObjectProperty<KeyOperator> operator = new SimpleObjectProperty<>();
        private final StringProperty value = new SimpleStringProperty("");
        private final StringProperty upper = new SimpleStringProperty("");

        public ReadOnlyStringProperty attributeProperty() {
            return attribute.getReadOnlyProperty();
        }

        /** The operator, or null when the pattern puts no condition on this attribute. */
        public ObjectProperty<KeyOperator> operatorProperty() {
            return operator;
        }

        public StringProperty valueProperty() {
            return value;
        }

        /** BETWEEN's upper bound. */
        public StringProperty upperProperty() {
            return upper;
        }

        private boolean used() {
            return operator.get() != null;
        }
    }

    private final ObservableList<PartitionValue> partitionKeys = FXCollections.observableArrayList(
            row -> new Observable[] {row.template});
    private final ObservableList<SortCondition> sortKeys = FXCollections.observableArrayList(
            row -> new Observable[] {row.operator, row.value, row.upper});

    PatternKeysViewModel() {
        partitionKeys.add(new PartitionValue());
        sortKeys.add(new SortCondition());
    }

    /** One value field per partition-key attribute, in schema order; never empty. */
    public ObservableList<PartitionValue> partitionKeys() {
        return partitionKeys;
    }

    /** One condition per sort-key attribute, in schema order; never empty. */
    public ObservableList<SortCondition> sortKeys() {
        return sortKeys;
    }

    /**
     * Gives the form one row per key attribute of {@code keys} (null: one row each, unnamed); rows
     * already typed keep their values by position.
     */
    void showSchema(KeySchema keys) {
        List<KeyAttribute> pk = keys == null ? List.of() : keys.partitionKeys();
        List<KeyAttribute> sk = keys == null ? List.of() : keys.sortKeys();
        resize(partitionKeys, Math.max(1, pk.size()), PartitionValue::new);
        resize(sortKeys, Math.max(1, sk.size()), SortCondition::new);
        for (int i = 0; i < partitionKeys.size(); i++) {
            partitionKeys.get(i).attribute.set(i < pk.size() ? pk.get(i).name() : "");
        }
        for (int i = 0; i < sortKeys.size(); i++) {
            sortKeys.get(i).attribute.set(i < sk.size() ? sk.get(i).name() : "");
        }
    }

    private static <T> void resize(ObservableList<T> rows, int size, Supplier<T> make) {
        if (rows.size() > size) {
            rows.remove(size, rows.size());
        }
        while (rows.size() < size) {
            rows.add(make.get());
        }
    }

    /** Fills the rows from a pattern's key values and conditions, adding rows it needs. */
    void fill(List<KeyTemplate> templates, List<SortKeyCondition> conditions) {
        resize(partitionKeys, Math.max(partitionKeys.size(), templates.size()), PartitionValue::new);
        resize(sortKeys, Math.max(sortKeys.size(), conditions.size()), SortCondition::new);
        for (int i = 0; i < templates.size(); i++) {
            partitionKeys.get(i).template.set(templates.get(i).text());
        }
        for (int i = 0; i < conditions.size(); i++) {
            SortKeyCondition c = conditions.get(i);
            SortCondition row = sortKeys.get(i);
            row.operator.set(c.operator());
            row.value.set(c.value().text());
            row.upper.set(c.upper() == null ? "" : c.upper().text());
        }
    }

    /** The inputs the form watches. */
    Observable[] inputs() {
        return new Observable[] {partitionKeys, sortKeys};
    }

    /** The first problem with the key fields for {@code op}, or null. */
    String problem(Operation op) {
        if (op != Operation.Scan) {
            for (PartitionValue row : partitionKeys) {
                if (FormViewModel.blank(row.template.get())) {
                    return partitionKeys.size() == 1
                            ? op + " needs a partition key value (a template such as HR-${employee})"
                            : op + " needs a value for partition-key attribute " + row.attribute.get();
                }
            }
        }
        int lastUsed = -1;
        for (int i = 0; i < sortKeys.size(); i++) {
            if (sortKeys.get(i).used()) {
                lastUsed = i;
            }
        }
        for (int i = 0; i <= lastUsed; i++) {
            SortCondition row = sortKeys.get(i);
            if (i < lastUsed && row.operator.get() != KeyOperator.EQ) {
                return "Sort-key attribute " + row.attribute.get() + " comes before "
                        + sortKeys.get(lastUsed).attribute.get() + ": give it an = condition";
            }
            if (FormViewModel.blank(row.value.get())) {
                return sortKeys.size() == 1 ? "The sort key condition needs a value"
                        : "The condition on " + row.attribute.get() + " needs a value";
            }
            if (row.operator.get() == KeyOperator.BETWEEN && FormViewModel.blank(row.upper.get())) {
                return "BETWEEN needs an upper value too";
            }
        }
        return null;
    }

    /** Every template typed in the key fields, for the parameter check. */
    List<String> templates() {
        List<String> all = new ArrayList<>();
        partitionKeys.forEach(row -> all.add(row.template.get()));
        sortKeys.stream().filter(SortCondition::used).forEach(row -> {
            all.add(row.value.get());
            all.add(row.upper.get());
        });
        return all;
    }

    /** The partition-key templates typed, in order (none for a Scan that names none). */
    List<KeyTemplate> partitionTemplates() {
        return partitionKeys.stream().filter(row -> !FormViewModel.blank(row.template.get()))
                .map(row -> KeyTemplate.of(FormViewModel.strip(row.template.get()))).toList();
    }

    /** The sort-key conditions used, in order. */
    List<SortKeyCondition> conditions() {
        return sortKeys.stream().filter(SortCondition::used).map(row -> new SortKeyCondition(row.operator.get(),
                KeyTemplate.of(FormViewModel.strip(row.value.get())), row.operator.get() == KeyOperator.BETWEEN
                ? KeyTemplate.of(FormViewModel.strip(row.upper.get())) : null)).toList();
    }
}
