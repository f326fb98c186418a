package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.LiveTable;
import dev.tablewright.dynamo.live.ReadRequest;
import dev.tablewright.edit.ValueParser;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;

/**
 * The query/scan form of the Tables workspace: which view (the base table or an index), the key
 * condition fields built from that view's key schema (partition key = value; sort key operator and
 * one or two values), filter, projection, expression values, consistent read, order and limit. An
 * empty partition-key value makes a Scan.
 */
public final class QueryFormViewModel {
    /** The base table in {@link #views()}. */
    public static final String BASE = "Table";
    private final ObservableList<String> views = FXCollections.observableArrayList();
    private final ObjectProperty<String> view = new SimpleObjectProperty<>(this, "view", BASE);
    private final StringProperty partitionKeyLabel = new SimpleStringProperty(this, "partitionKeyLabel", "");
    private final StringProperty sortKeyLabel = new SimpleStringProperty(this, "sortKeyLabel", "");
    private final BooleanProperty hasSortKey = new SimpleBooleanProperty(this, "hasSortKey");
    private final StringProperty partitionValue = new SimpleStringProperty(this, "partitionValue", "");
    private final ObjectProperty<KeyOperator> sortOperator = new SimpleObjectProperty<>(this, "sortOperator");
    private final StringProperty sortValue = new SimpleStringProperty(this, "sortValue", "");
    private final StringProperty sortValue2 = new SimpleStringProperty(this, "sortValue2", "");
    private final StringProperty filter = new SimpleStringProperty(this, "filter", "");
    private final StringProperty projection = new SimpleStringProperty(this, "projection", "");
    private final StringProperty values = new SimpleStringProperty(this, "values", "");
    private final BooleanProperty consistent = new SimpleBooleanProperty(this, "consistent");
    private final BooleanProperty forward = new SimpleBooleanProperty(this, "forward", true);
    private final StringProperty limit = new SimpleStringProperty(this, "limit", "100");
    private Table table;

    public QueryFormViewModel() {
        view.addListener((obs, old, now) -> showKeys());
    }

    /** Shows the form for {@code live} (null: no table), its base table chosen. */
    public void setTable(LiveTable live) {
        table = live == null ? null : live.table();
        List<String> names = new ArrayList<>();
        if (table != null) {
            names.add(BASE);
            table.indexes().forEach(i -> names.add(i.name()));
        }
        views.setAll(names);
        view.set(BASE);
        showKeys();
    }

    private void showKeys() {
        KeySchema keys = keys();
        partitionKeyLabel.set(keys == null ? "" : label(keys.partitionKey()));
        KeyAttribute sort = keys == null ? null : keys.findSortKey().orElse(null);
        hasSortKey.set(sort != null);
        sortKeyLabel.set(sort == null ? "" : label(sort));
        if (sort == null) {
            sortOperator.set(null);
        }
    }

    private static String label(KeyAttribute key) {
        return key.name() + " (" + key.type() + ")";
    }

    /** The key schema of the chosen view, or null without a table. */
    public KeySchema keys() {
        if (table == null) {
            return null;
        }
        String chosen = view.get();
        if (chosen == null || BASE.equals(chosen)) {
            return table.keySchema();
        }
        return table.findIndex(chosen).map(SecondaryIndex::keySchema).orElse(table.keySchema());
    }

    /** The request the form describes; an IllegalArgumentException says which field is wrong. */
    public ReadRequest build() {
        if (table == null) {
            throw new IllegalArgumentException("choose a table first");
        }
        KeySchema keys = keys();
        String index = BASE.equals(view.get()) ? null : view.get();
        int pageSize;
        try {
            pageSize = Integer.parseInt(limit.get().strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Limit: '" + limit.get() + "' is not a whole number between 1 and 10000");
        }
        Map<String, AttributeValue> expressionValues = Map.of();
        if (!values.get().isBlank()) {
            try {
                expressionValues = DynamoJson.parseItem(values.get()).attributes();
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Values: " + e.getMessage()
                        + " (expected e.g. {\":status\": {\"S\": \"OPEN\"}})");
            }
        }
        AttributeValue pk = null;
        KeyOperator op = null;
        List<AttributeValue> sort = List.of();
        String sortName = null;
        if (!partitionValue.get().isEmpty()) {
            pk = keyValue(keys.partitionKey(), partitionValue.get());
            KeyAttribute sk = keys.findSortKey().orElse(null);
            if (sk != null && sortOperator.get() != null) {
                op = sortOperator.get();
                sortName = sk.name();
                sort = op == KeyOperator.BETWEEN
                        ? List.of(keyValue(sk, sortValue.get()), keyValue(sk, sortValue2.get()))
                        : List.of(keyValue(sk, sortValue.get()));
            }
        } else if (sortOperator.get() != null) {
            throw new IllegalArgumentException("a sort-key condition needs a partition-key value ("
                    + keys.partitionKey().name() + ")");
        }
        return new ReadRequest(table.name(), index, keys.partitionKey().name(), pk, sortName, op, sort,
                filter.get(), projection.get(), expressionValues, consistent.get(), forward.get(), pageSize);
    }

    private static AttributeValue keyValue(KeyAttribute key, String text) {
        ValueParser.Result parsed = ValueParser.parse(key.type().attributeType(), text);
        if (!parsed.ok()) {
            throw new IllegalArgumentException(key.name() + ": " + parsed.error());
        }
        return parsed.value();
    }

    /** Fills the form from a request (from the history). */
    public void fill(ReadRequest request) {
        view.set(request.index() == null ? BASE : request.index());
        partitionValue.set(request.partitionKey() == null ? "" : ValueParser.text(request.partitionKey()));
        sortOperator.set(request.sortOperator());
        sortValue.set(request.sortValues().isEmpty() ? "" : ValueParser.text(request.sortValues().get(0)));
        sortValue2.set(request.sortValues().size() < 2 ? "" : ValueParser.text(request.sortValues().get(1)));
        filter.set(request.filter() == null ? "" : request.filter());
        projection.set(request.projection() == null ? "" : request.projection());
        values.set(request.values().isEmpty() ? "" : DynamoJson.write(dev.tablewright.model.Item.of(request.values())));
        consistent.set(request.consistentRead());
        forward.set(request.forward());
        limit.set(Integer.toString(request.pageSize()));
    }

    public ObservableList<String> views() {
        return views;
    }

    public ObjectProperty<String> viewProperty() {
        return view;
    }

    public StringProperty partitionKeyLabelProperty() {
        return partitionKeyLabel;
    }

    public StringProperty sortKeyLabelProperty() {
        return sortKeyLabel;
    }

    public BooleanProperty hasSortKeyProperty() {
        return hasSortKey;
    }

    public StringProperty partitionValueProperty() {
        return partitionValue;
    }

    public ObjectProperty<KeyOperator> sortOperatorProperty() {
        return sortOperator;
    }

    public StringProperty sortValueProperty() {
        return sortValue;
    }

    public StringProperty sortValue2Property() {
        return sortValue2;
    }

    public StringProperty filterProperty() {
        return filter;
    }

    public StringProperty projectionProperty() {
        return projection;
    }

    public StringProperty valuesProperty() {
        return values;
    }

    public BooleanProperty consistentProperty() {
        return consistent;
    }

    public BooleanProperty forwardProperty() {
        return forward;
    }

    public StringProperty limitProperty() {
        return limit;
    }
}
