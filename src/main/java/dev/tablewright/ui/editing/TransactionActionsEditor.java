package dev.tablewright.ui.editing;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.ui.common.StyleClasses;
import java.util.function.IntConsumer;
import javafx.scene.control.Button;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * A transaction's actions in the access pattern form: the list in the order they run, and Add…,
 * Edit…, Remove, Up and Down; Add and Edit open the action's own form through {@code open}
 * (-1 for a new action), double-clicking an action edits it.
 */
final class TransactionActionsEditor extends VBox {
    TransactionActionsEditor(TransactionActionsViewModel vm, IntConsumer open) {
        super(4);
        setId("pattern-actions");
        ListView<AccessPattern> list = new ListView<>(vm.actions());
        list.setId("pattern-actions-list");
        list.setPrefHeight(150);
        list.setCellFactory(v -> new ListCell<>() {
            @Override
            protected void updateItem(AccessPattern action, boolean empty) {
                super.updateItem(action, empty);
                setText(empty || action == null ? null : TransactionActionsViewModel.line(action));
            }
        });
        list.setPlaceholder(new javafx.scene.control.Label("No actions yet: Add… one (a transaction holds 1 to 100)"));
        list.getSelectionModel().selectedIndexProperty().addListener((obs, was, now) -> vm.selectedProperty().set(now.intValue()));
        vm.selectedProperty().addListener((obs, was, now) -> {
            if (list.getSelectionModel().getSelectedIndex() != now.intValue()) {
                list.getSelectionModel().clearAndSelect(now.intValue());
            }
        });
        list.setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && vm.selectedProperty().get() >= 0) {
                open.accept(vm.selectedProperty().get());
            }
        });
        var none = vm.selectedProperty().lessThan(0);
        Button add = button("Add action…", "pattern-action-add");
        add.setOnAction(e -> open.accept(-1));
        Button edit = button("Edit…", "pattern-action-edit");
        edit.disableProperty().bind(none);
        edit.setOnAction(e -> open.accept(vm.selectedProperty().get()));
        Button remove = button("Remove", "pattern-action-remove");
        remove.disableProperty().bind(none);
        remove.setOnAction(e -> vm.removeSelected());
        Button up = button("Up", "pattern-action-up");
        up.disableProperty().bind(vm.selectedProperty().lessThan(1));
        up.setOnAction(e -> vm.moveSelected(-1));
        Button down = button("Down", "pattern-action-down");
        down.disableProperty().bind(none.or(vm.selectedProperty().greaterThanOrEqualTo(
                javafx.beans.binding.Bindings.size(vm.actions()).subtract(1))));
        down.setOnAction(e -> vm.moveSelected(1));
        getChildren().addAll(list, new HBox(4, add, edit, remove, up, down));
    }

    private static Button button(String text, String id) {
        Button button = new Button(text);
        button.setId(id);
        button.getStyleClass().add(StyleClasses.SMALL);
        return button;
    }
}
