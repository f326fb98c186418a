package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.LiveTable;
import dev.tablewright.dynamo.live.ReadRequest;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
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
 * condition fields built from that view's key schema ({@link QueryKeyFields}: a value per
 * partition-key attribute, a value per sort-key attribute and the operator on the last one given),
 * filter, projection, expression values, consistent read, order and limit. Empty partition-key
 * values make a Scan.
 */
public final class QueryFormViewModel {
    /** The base table in {@link #views()}. */
    public static final String BASE = "Table";
    private final ObservableList<String> views = FXCollections.observableArrayList();
    private final ObjectProperty<String> view = new SimpleObjectProperty<>(this, "view", BASE);
    private final QueryKeyFields keyFields = new QueryKeyFields();
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
        keyFields.showSchema(keys());
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
        return new ReadRequest(table.name(), index, keyFields.condition(), filter.get(), projection.get(),
                expressionValues, consistent.get(), forward.get(), pageSize);
    }

    /** Fills the form from a request (from the history). */
    public void fill(ReadRequest request) {
        view.set(request.index() == null ? BASE : request.index());
        keyFields.fill(request.key());
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

    /** The key condition's fields, one per key attribute of the chosen view. */
    public QueryKeyFields keyFields() {
        return keyFields;
    }

    /** The first partition-key attribute's value (the only one on most keys). */
    public StringProperty partitionValueProperty() {
        return keyFields.partition().get(0).valueProperty();
    }

    public ObjectProperty<KeyOperator> sortOperatorProperty() {
        return keyFields.operatorProperty();
    }

    /** The first sort-key attribute's value (the only one on most keys). */
    public StringProperty sortValueProperty() {
        return keyFields.sort().get(0).valueProperty();
    }

    /** BETWEEN's upper value. */
    public StringProperty sortValue2Property() {
        return keyFields.upperProperty();
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
