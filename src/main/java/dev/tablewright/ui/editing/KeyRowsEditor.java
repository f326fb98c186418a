package dev.tablewright.ui.editing;

import dev.tablewright.model.ScalarType;
import dev.tablewright.ui.common.StyleClasses;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.value.ObservableBooleanValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The rows of one part of a key (partition or sort) in a form: a name field and a type choice per
 * key attribute, a remove button on all but the first, and an add button while the key may have
 * another (a GSI, up to four). Ids: {@code <prefix>}, {@code <prefix>-type} for the first row,
 * {@code <prefix>-2}, {@code <prefix>-2-type} and so on for the others.
 */
final class KeyRowsEditor {
    private KeyRowsEditor() {
    }

    /** The editor of {@code rows}; {@code locked} disables the fields (an LSI's partition key). */
    static VBox of(KeySchemaFormViewModel vm, ObservableList<KeySchemaFormViewModel.KeyRow> rows, String prefix,
                   BooleanBinding canAdd, Runnable add, ObservableBooleanValue locked) {
        VBox box = new VBox(4);
        Runnable rebuild = () -> {
            box.getChildren().clear();
            for (int i = 0; i < rows.size(); i++) {
                KeySchemaFormViewModel.KeyRow row = rows.get(i);
                String id = i == 0 ? prefix : prefix + "-" + (i + 1);
                TextField name = new TextField();
                name.setId(id);
                name.setPrefColumnCount(14);
                name.textProperty().bindBidirectional(row.nameProperty());
                ComboBox<ScalarType> type = new ComboBox<>(FXCollections.observableArrayList(ScalarType.values()));
                type.setId(id + "-type");
                type.valueProperty().bindBidirectional(row.typeProperty());
                HBox line = new HBox(4, name, type);
                if (locked != null) {
                    name.disableProperty().bind(locked);
                    type.disableProperty().bind(locked);
                }
                if (i > 0) {
                    Button remove = new Button("×");
                    remove.setId(id + "-remove");
                    remove.getStyleClass().add(StyleClasses.SMALL);
                    remove.setOnAction(e -> vm.removeKey(row));
                    line.getChildren().add(remove);
                }
                box.getChildren().add(line);
            }
            Button more = new Button("Add attribute");
            more.setId(prefix + "-add");
            more.getStyleClass().add(StyleClasses.SMALL);
            more.disableProperty().bind(canAdd.not());
            more.visibleProperty().bind(more.disableProperty().not());
            more.managedProperty().bind(more.visibleProperty());
            more.setOnAction(e -> add.run());
            box.getChildren().add(more);
        };
        PatternKeysEditor.follow(rows, rebuild);
        return box;
    }
}
