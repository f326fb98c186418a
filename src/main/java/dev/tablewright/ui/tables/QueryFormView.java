package dev.tablewright.ui.tables;

import dev.tablewright.model.KeyOperator;
import java.util.List;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
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
        QueryKeyFields keys = form.keyFields();
        HBox pkFields = new HBox(6);
        follow(keys.partition(), () -> fields(pkFields, keys.partition(), "form-pk", " =", "empty: Scan"));
        HBox skFields = new HBox(6);
        follow(keys.sort(), () -> fields(skFields, keys.sort(), "form-sk", "", "value"));
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
        op.setTooltip(new Tooltip("On the last sort-key value given; the values before it are compared with ="));
        op.valueProperty().bindBidirectional(form.sortOperatorProperty());
        TextField skValue2 = field("form-sk2", "and value", form.sortValue2Property());
        skValue2.visibleProperty().bind(form.sortOperatorProperty().isEqualTo(KeyOperator.BETWEEN));
        Label sk = label("Sort key");
        for (var n : new javafx.scene.Node[] {sk, op, skFields}) {
            n.disableProperty().bind(keys.hasSortKeyProperty().not());
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
        HBox sortRow = new HBox(6, skFields, op, skValue2);
        HBox options = new HBox(10, consistent, forward, label("Limit"), limit, run);
        for (HBox row : new HBox[] {pkFields, skFields, sortRow, options}) {
            row.setAlignment(javafx.geometry.Pos.CENTER_LEFT); // each key's name level with its field
        }
        addRow(0, label("View"), view);
        add(pkFields, 2, 0, 2, 1);
        add(sk, 0, 1);
        add(sortRow, 1, 1, 3, 1);
        addRow(2, label("Filter"), filter, label("Values"), values);
        addRow(3, label("Projection"), projection);
        add(options, 2, 3, 2, 1);
        setHgrow(values, Priority.ALWAYS);
        setHgrow(pkFields, Priority.ALWAYS);
        HBox.setHgrow(skFields, Priority.ALWAYS);
        HBox.setHgrow(skValue2, Priority.ALWAYS);
        setHgrow(filter, Priority.ALWAYS);
    }

    /**
     * A label and value field per key attribute ({@code id}, then {@code id-2}, {@code id-3}, ...),
     * built again when another view brings another number of attributes.
     */
    private static void fields(HBox box, List<QueryKeyFields.Field> fields, String id, String suffix,
                               String prompt) {
        box.getChildren().clear();
        for (int i = 0; i < fields.size(); i++) {
            QueryKeyFields.Field field = fields.get(i);
            Label name = new Label();
            name.setMinWidth(Label.USE_PREF_SIZE);
            name.textProperty().bind(field.labelProperty().concat(suffix));
            TextField value = field(i == 0 ? id : id + "-" + (i + 1), i == 0 ? prompt : "value", field.valueProperty());
            HBox.setHgrow(value, Priority.ALWAYS);
            box.getChildren().addAll(name, value);
        }
    }

    /** Runs {@code rebuild} now and whenever fields come or go (another view chosen). */
    private static void follow(ObservableList<QueryKeyFields.Field> fields, Runnable rebuild) {
        fields.addListener((ListChangeListener<QueryKeyFields.Field>) c -> rebuild.run());
        rebuild.run();
    }

    private static Label label(String text) {
        Label label = new Label(text);
        label.setMinWidth(Label.USE_PREF_SIZE);
        return label;
    }

    private static TextField field(String id, String prompt, javafx.beans.property.StringProperty property) {
        TextField f = new TextField();
        f.setId(id);
        f.setPromptText(prompt);
        f.textProperty().bindBidirectional(property);
        return f;
    }
}
