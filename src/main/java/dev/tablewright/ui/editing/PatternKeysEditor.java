package dev.tablewright.ui.editing;

import dev.tablewright.model.KeyOperator;
import dev.tablewright.ui.common.StyleClasses;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The key fields of the access pattern form: a value field per partition-key attribute and an
 * operator, value and (BETWEEN's) upper value per sort-key attribute, each labelled with the
 * attribute's name. The first row's ids are {@code pattern-pk}, {@code pattern-sk-operator},
 * {@code pattern-sk} and {@code pattern-sk-upper}; later rows add {@code -2}, {@code -3}, ...
 */
final class PatternKeysEditor {
    private PatternKeysEditor() {
    }

    /** The partition-key value fields. */
    static VBox partition(PatternKeysViewModel vm) {
        VBox box = new VBox(4);
        Runnable rebuild = () -> {
            box.getChildren().clear();
            for (int i = 0; i < vm.partitionKeys().size(); i++) {
                PatternKeysViewModel.PartitionValue row = vm.partitionKeys().get(i);
                TextField value = new TextField();
                value.setId("pattern-pk" + suffix(i));
                value.setPromptText("HR-${employee}");
                value.textProperty().bindBidirectional(row.templateProperty());
                box.getChildren().add(new HBox(6, attribute(row.attributeProperty(), i), value));
            }
        };
        follow(vm.partitionKeys(), rebuild);
        return box;
    }

    /** The sort-key condition fields. */
    static VBox sort(PatternKeysViewModel vm) {
        VBox box = new VBox(4);
        Runnable rebuild = () -> {
            box.getChildren().clear();
            for (int i = 0; i < vm.sortKeys().size(); i++) {
                PatternKeysViewModel.SortCondition row = vm.sortKeys().get(i);
                ObservableList<KeyOperator> operators = FXCollections.observableArrayList((KeyOperator) null);
                operators.addAll(KeyOperator.values());
                ComboBox<KeyOperator> operator = new ComboBox<>(operators);
                operator.setId("pattern-sk-operator" + suffix(i));
                operator.valueProperty().bindBidirectional(row.operatorProperty());
                TextField value = new TextField();
                value.setId("pattern-sk" + suffix(i));
                value.setPromptText("value");
                value.textProperty().bindBidirectional(row.valueProperty());
                TextField upper = new TextField();
                upper.setId("pattern-sk-upper" + suffix(i));
                upper.setPromptText("upper (BETWEEN)");
                upper.textProperty().bindBidirectional(row.upperProperty());
                upper.disableProperty().bind(row.operatorProperty().isNotEqualTo(KeyOperator.BETWEEN));
                box.getChildren().add(new HBox(6, attribute(row.attributeProperty(), i), operator, value, upper));
            }
        };
        follow(vm.sortKeys(), rebuild);
        return box;
    }

    /** The attribute's name, following the index chosen. */
    private static Label attribute(ReadOnlyStringProperty name, int i) {
        Label label = new Label();
        label.textProperty().bind(Bindings.when(name.isEmpty()).then("#" + (i + 1)).otherwise(name));
        label.getStyleClass().add(StyleClasses.HINT);
        label.setMinWidth(80);
        return label;
    }

    private static String suffix(int i) {
        return i == 0 ? "" : "-" + (i + 1);
    }

    /** Rebuilds now and whenever rows come or go (another index chosen, a row added or removed). */
    static <T> void follow(ObservableList<T> rows, Runnable rebuild) {
        rows.addListener((ListChangeListener<T>) c -> {
            boolean structural = false;
            while (c.next()) {
                structural |= c.wasAdded() || c.wasRemoved();
            }
            if (structural) {
                rebuild.run();
            }
        });
        rebuild.run();
    }
}
