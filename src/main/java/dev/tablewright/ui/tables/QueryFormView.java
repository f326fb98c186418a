package dev.tablewright.ui.tables;

import dev.tablewright.model.KeyOperator;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.Priority;
import javafx.util.StringConverter;

/** The query/scan form: view, key condition, filter, projection, values, consistent read, order, limit. */
final class QueryFormView extends GridPane {
    QueryFormView(TablesViewModel viewModel) {
        QueryFormViewModel form = viewModel.form();
        setHgap(6);
        setVgap(4);
        setPadding(new Insets(6));
        ComboBox<String> view = new ComboBox<>(form.views());
        view.setId("form-view");
        view.valueProperty().bindBidirectional(form.viewProperty());
        Label pk = new Label();
        pk.textProperty().bind(form.partitionKeyLabelProperty().concat(" ="));
        TextField pkValue = field("form-pk", "empty: Scan", form.partitionValueProperty());
        Label sk = new Label();
        sk.textProperty().bind(form.sortKeyLabelProperty());
        ComboBox<KeyOperator> op = new ComboBox<>();
        op.getItems().add(null);
        op.getItems().addAll(KeyOperator.values());
        op.setConverter(new StringConverter<>() {
            @Override
            public String toString(KeyOperator o) {
                return o == null ? "(any)" : o.symbol();
            }

            @Override
            public KeyOperator fromString(String s) {
                return null;
            }
        });
        op.setId("form-sk-op");
        op.valueProperty().bindBidirectional(form.sortOperatorProperty());
        TextField skValue = field("form-sk", "value", form.sortValueProperty());
        TextField skValue2 = field("form-sk2", "and value", form.sortValue2Property());
        skValue2.visibleProperty().bind(form.sortOperatorProperty().isEqualTo(KeyOperator.BETWEEN));
        for (var n : new javafx.scene.Node[] {sk, op, skValue}) {
            n.disableProperty().bind(form.hasSortKeyProperty().not());
        }
        TextField filter = field("form-filter", "Filter, e.g. #status = :s", form.filterProperty());
        TextField projection = field("form-projection", "Projection, e.g. PK, SK, #name", form.projectionProperty());
        TextField values = field("form-values", "Values, e.g. {\":s\": {\"S\": \"OPEN\"}}", form.valuesProperty());
        CheckBox consistent = new CheckBox("Consistent read");
        consistent.selectedProperty().bindBidirectional(form.consistentProperty());
        CheckBox forward = new CheckBox("Ascending");
        forward.selectedProperty().bindBidirectional(form.forwardProperty());
        TextField limit = field("form-limit", "100", form.limitProperty());
        limit.setPrefColumnCount(5);
        Button run = new Button("Run");
        run.setId("form-run");
        run.setDefaultButton(true);
        run.setOnAction(e -> viewModel.runForm());
        addRow(0, new Label("View"), view, pk, pkValue, sk, op, skValue, skValue2);
        add(new Label("Filter"), 0, 1);
        add(filter, 1, 1, 3, 1);
        add(values, 4, 1, 4, 1);
        add(new Label("Projection"), 0, 2);
        add(projection, 1, 2, 3, 1);
        add(consistent, 4, 2);
        add(forward, 5, 2);
        add(new Label("Limit"), 6, 2);
        add(limit, 7, 2);
        add(run, 8, 2);
        setHgrow(pkValue, Priority.ALWAYS);
        setHgrow(skValue, Priority.ALWAYS);
        setHgrow(filter, Priority.ALWAYS);
    }

    private static TextField field(String id, String prompt, javafx.beans.property.StringProperty property) {
        TextField f = new TextField();
        f.setId(id);
        f.setPromptText(prompt);
        f.textProperty().bindBidirectional(property);
        return f;
    }
}
