package dev.tablewright.ui.tables;

import dev.tablewright.model.AttributeType;
import dev.tablewright.ui.common.StyleClasses;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/** The item editor: typed rows beside DynamoDB JSON, a condition, and New, Duplicate, Save, Delete. */
final class ItemEditorView extends BorderPane {
    private final ItemEditorViewModel editor;
    private final VBox rows = new VBox(4);

    ItemEditorView(TablesViewModel viewModel) {
        this.editor = viewModel.editor();
        getStyleClass().add(StyleClasses.ITEM_EDITOR);
        setId("tables-editor");
        Button create = button("New", "editor-new", editor::newItem);
        Button duplicate = button("Duplicate", "editor-duplicate", editor::duplicate);
        Button save = button("Save", "editor-save", viewModel::saveItem);
        Button delete = button("Delete", "editor-delete", viewModel::deleteItem);
        delete.disableProperty().bind(editor.originalProperty().isNull());
        Button addRow = button("+ Attribute", "editor-add-row", editor::addRow);
        Label mode = new Label();
        mode.textProperty().bind(editor.originalProperty().map(i -> "Editing an item read from the table")
                .orElse("New item"));
        FlowPane bar = new FlowPane(6, 4, create, duplicate, save, delete, addRow, mode);
        bar.setPadding(new Insets(4));
        setTop(bar);
        editor.rows().addListener((ListChangeListener<ItemEditorViewModel.Row>) c -> rebuild());
        rebuild();
        ScrollPane formScroll = new ScrollPane(rows);
        formScroll.setFitToWidth(true);
        TextArea json = new TextArea();
        json.setId("editor-json");
        json.getStyleClass().add(StyleClasses.CODE);
        json.textProperty().bindBidirectional(editor.jsonProperty());
        SplitPane sides = new SplitPane(formScroll, json);
        sides.setDividerPositions(0.55);
        setCenter(sides);
        TextField condition = new TextField();
        condition.setId("editor-condition");
        condition.setPromptText("Condition (optional), e.g. attribute_not_exists(#PK) or #version = :v");
        condition.textProperty().bindBidirectional(editor.conditionProperty());
        TextField values = new TextField();
        values.setPromptText("Condition values, e.g. {\":v\": {\"N\": \"3\"}}");
        values.textProperty().bindBidirectional(editor.conditionValuesProperty());
        HBox.setHgrow(condition, Priority.ALWAYS);
        HBox.setHgrow(values, Priority.ALWAYS);
        Label problem = new Label();
        problem.setId("editor-problem");
        problem.getStyleClass().add(StyleClasses.EDITOR_ERROR);
        problem.textProperty().bind(editor.problemProperty());
        VBox bottom = new VBox(4, new HBox(6, condition, values), problem);
        bottom.setPadding(new Insets(4));
        setBottom(bottom);
    }

    private void rebuild() {
        rows.getChildren().clear();
        for (ItemEditorViewModel.Row row : editor.rows()) {
            TextField name = new TextField();
            name.setPrefColumnCount(9);
            name.textProperty().bindBidirectional(row.nameProperty());
            ComboBox<AttributeType> type = new ComboBox<>();
            type.getItems().setAll(AttributeType.values());
            type.valueProperty().bindBidirectional(row.typeProperty());
            TextField value = new TextField();
            value.getStyleClass().add("editor-value");
            value.textProperty().bindBidirectional(row.valueProperty());
            HBox.setHgrow(value, Priority.ALWAYS);
            Button remove = new Button("×");
            remove.setOnAction(e -> editor.rows().remove(row));
            rows.getChildren().add(new HBox(4, name, type, value, remove));
        }
    }

    private static Button button(String text, String id, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setOnAction(e -> action.run());
        return b;
    }
}
