package dev.tablewright.ui.tables;

import dev.tablewright.edit.ValueParser;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.SortCondition;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The key condition part of the query form: one value field per partition-key attribute and per
 * sort-key attribute of the chosen table or index, in schema order (up to four of each on a
 * multi-attribute GSI key), and one operator with BETWEEN's upper value. Every partition-key
 * attribute is compared with {@code =}; sort-key values are used from the first on, the leading
 * ones with {@code =} and the operator on the last one given, as DynamoDB takes them. The first
 * field of each kind always exists, so a key of one attribute each keeps the same properties.
 */
public final class QueryKeyFields {
    /** The value field of one key attribute. */
    public static final class Field {
        private final ReadOnlyStringWrapper label = new ReadOnlyStringWrapper("");
        private final StringProperty value = new SimpleStringProperty("");
        private KeyAttribute attribute;

        /** "name (S)", or "" without a table. */
        public ReadOnlyStringProperty labelProperty() {
            return label.getReadOnlyProperty();
        }

        public StringProperty valueProperty() {
            return value;
        }

        private boolean given() {
            return !value.get().isEmpty();
        }

        private String name() {
            return attribute == null ? "" : attribute.name();
        }

        private AttributeValue parsed(String text) {
            ValueParser.Result result = ValueParser.parse(attribute.type().attributeType(), text);
            if (!result.ok()) {
                throw new IllegalArgumentException(attribute.name() + ": " + result.error());
            }
            return result.value();
        }
    }

    private final ObservableList<Field> partition = FXCollections.observableArrayList(List.of(new Field()));
    private final ObservableList<Field> sort = FXCollections.observableArrayList(List.of(new Field()));
    private final BooleanProperty hasSortKey = new SimpleBooleanProperty(this, "hasSortKey");
    private final ObjectProperty<KeyOperator> operator = new SimpleObjectProperty<>(this, "operator");
    private final StringProperty upper = new SimpleStringProperty(this, "upper", "");

    /** One field per partition-key attribute, in schema order; never empty. */
    public ObservableList<Field> partition() {
        return partition;
    }

    /** One field per sort-key attribute, in schema order; never empty (unused without a sort key). */
    public ObservableList<Field> sort() {
        return sort;
    }

    public BooleanProperty hasSortKeyProperty() {
        return hasSortKey;
    }

    /** The operator on the last sort-key value given; null: no sort-key condition. */
    public ObjectProperty<KeyOperator> operatorProperty() {
        return operator;
    }

    /** BETWEEN's upper value. */
    public StringProperty upperProperty() {
        return upper;
    }

    /** One field per key attribute of {@code keys} (null: one unnamed field each); values stay by position. */
    void showSchema(KeySchema keys) {
        List<KeyAttribute> pk = keys == null ? List.of() : keys.partitionKeys();
        List<KeyAttribute> sk = keys == null ? List.of() : keys.sortKeys();
        label(partition, pk);
        label(sort, sk);
        hasSortKey.set(!sk.isEmpty());
        if (sk.isEmpty()) {
            operator.set(null);
        }
    }

    private static void label(ObservableList<Field> fields, List<KeyAttribute> attributes) {
        int size = Math.max(1, attributes.size());
        if (fields.size() > size) {
            fields.remove(size, fields.size());
        }
        while (fields.size() < size) {
            fields.add(new Field());
        }
        for (int i = 0; i < size; i++) {
            Field field = fields.get(i);
            field.attribute = i < attributes.size() ? attributes.get(i) : null;
            field.label.set(field.attribute == null ? "" : field.attribute.name() + " (" + field.attribute.type() + ")");
        }
    }

    /**
     * The key condition the fields give, or null (a Scan) when no partition-key value is given;
     * an IllegalArgumentException says which field is wrong.
     */
    KeyCondition condition() {
        if (partition.stream().noneMatch(Field::given)) {
            if (operator.get() != null) {
                throw new IllegalArgumentException("a sort-key condition needs a partition-key value ("
                        + partition.stream().map(Field::name).collect(Collectors.joining(", ")) + ")");
            }
            return null;
        }
        List<KeyCondition.Equality> equalities = new ArrayList<>();
        for (Field field : partition) {
            if (!field.given()) {
                throw new IllegalArgumentException("a Query gives every partition-key attribute a value: "
                        + field.name() + " is empty");
            }
            equalities.add(new KeyCondition.Equality(field.name(), field.parsed(field.value.get())));
        }
        List<SortCondition> conditions = new ArrayList<>();
        KeyOperator op = operator.get();
        if (op != null && hasSortKey.get()) {
            int last = 0;
            for (int i = 0; i < sort.size(); i++) {
                last = sort.get(i).given() ? i : last;
            }
            Field lastField = sort.get(last);
            for (Field field : sort.subList(0, last)) {
                if (!field.given()) {
                    throw new IllegalArgumentException("sort-key attribute " + field.name() + " comes before "
                            + lastField.name() + ": give it a value too");
                }
                conditions.add(SortCondition.of(field.name(), KeyOperator.EQ, field.parsed(field.value.get())));
            }
            AttributeValue value = lastField.parsed(lastField.value.get());
            conditions.add(op == KeyOperator.BETWEEN
                    ? SortCondition.between(lastField.name(), value, lastField.parsed(upper.get()))
                    : SortCondition.of(lastField.name(), op, value));
        }
        return new KeyCondition(equalities, conditions);
    }

    /** Fills the fields from a key condition (null: a Scan, every field emptied). */
    void fill(KeyCondition key) {
        List<KeyCondition.Equality> pk = key == null ? List.of() : key.partitionKeys();
        List<SortCondition> sk = key == null ? List.of() : key.sortConditions();
        for (int i = 0; i < partition.size(); i++) {
            partition.get(i).value.set(i < pk.size() ? ValueParser.text(pk.get(i).value()) : "");
        }
        for (int i = 0; i < sort.size(); i++) {
            sort.get(i).value.set(i < sk.size() ? ValueParser.text(sk.get(i).value()) : "");
        }
        SortCondition last = sk.isEmpty() ? null : sk.get(sk.size() - 1);
        operator.set(last == null ? null : last.operator());
        upper.set(last == null || last.upper() == null ? "" : ValueParser.text(last.upper()));
    }
}
