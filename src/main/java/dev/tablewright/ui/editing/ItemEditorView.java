package dev.tablewright.ui.editing;

import dev.tablewright.ui.common.DialogSize;
import dev.tablewright.model.AttributeType;
import java.util.function.Consumer;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;
import dev.tablewright.ui.common.StyleClasses;

/**
 * The item editor: a line per attribute (name, type, a value editor fitting the type: a text field,
 * a check box for BOOL, nothing for NULL, a text area for L, M and the sets), the problem with each
 * shown under it as it is typed, Add attribute, and Save (disabled while anything is wrong).
 */
public final class ItemEditorView extends BorderPane {
    private final ItemEditorViewModel viewModel;
    private final GridPane grid = new GridPane();
    private final Button save = new Button("Save");

    public ItemEditorView(ItemEditorViewModel viewModel, Consumer<ItemEditorViewModel.Result> onSave, Runnable onClose) {
        this.viewModel = viewModel;
        getStyleClass().add(StyleClasses.ITEM_EDITOR);
        setPadding(new Insets(10));
        grid.setHgap(8);
        grid.setVgap(4);
        ScrollPane scroll = new ScrollPane(grid);
        scroll.setFitToWidth(true);
        setCenter(scroll);
        viewModel.rows().addListener((ListChangeListener<ItemEditorViewModel.Row>) c -> rebuild());
        rebuild();
        Label title = new Label(viewModel.title());
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        HBox top = new HBox(10, title);
        top.setAlignment(Pos.CENTER_LEFT);
        if (viewModel.mode() != ItemEditorViewModel.Mode.EDIT && viewModel.facets().size() > 1) {
            ComboBox<String> facet = new ComboBox<>(viewModel.facets());
            facet.setId("item-editor-facet");
            facet.valueProperty().bindBidirectional(viewModel.facetProperty());
            top.getChildren().addAll(new Label("Facet"), facet);
        }
        top.setPadding(new Insets(0, 0, 8, 0));
        setTop(top);
        Label message = new Label();
        message.setId("item-editor-message");
        message.getStyleClass().add(StyleClasses.EDITOR_ERROR);
        message.setWrapText(true);
        message.textProperty().bind(viewModel.messageProperty());
        Button add = new Button("Add attribute");
        add.setId("item-editor-add");
        add.setOnAction(e -> viewModel.addAttribute());
        save.setId("item-editor-save");
        save.setDefaultButton(true);
        save.disableProperty().bind(viewModel.validProperty().not());
        save.setOnAction(e -> {
            viewModel.result().ifPresent(onSave);
            onClose.run();
        });
        Button cancel = new Button("Cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> onClose.run());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox.setHgrow(message, Priority.SOMETIMES);
        HBox bottom = new HBox(8, add, message, spacer, cancel, save);
        bottom.setAlignment(Pos.CENTER_LEFT);
        bottom.setPadding(new Insets(8, 0, 0, 0));
        setBottom(bottom);
    }

    /** Opens the editor as a window-modal dialog over {@code owner}; {@code onSave} gets the edit. */
    public static Stage show(Window owner, ItemEditorViewModel viewModel, Consumer<ItemEditorViewModel.Result> onSave) {
        Stage dialog = new Stage();
        dialog.setTitle(viewModel.title());
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        Scene scene = DialogSize.scene(new ItemEditorView(viewModel, onSave, dialog::close), 720, 520, owner);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        dialog.setScene(scene);
        dialog.show();
        return dialog;
    }

    private void rebuild() {
        grid.getChildren().clear();
        int line = 0;
        for (ItemEditorViewModel.Row row : viewModel.rows()) {
            TextField name = new TextField();
            name.setId("name-" + row.nameProperty().get());
            name.textProperty().bindBidirectional(row.nameProperty());
            name.setDisable(row.isTableKey());
            name.setPrefColumnCount(12);
            ComboBox<AttributeType> type = new ComboBox<>();
            type.getItems().setAll(row.allowedTypes());
            if (!type.getItems().contains(row.typeProperty().get())) {
                type.getItems().add(row.typeProperty().get()); // a key given a wrong type in the file: show it, flagged
            }
            type.valueProperty().bindBidirectional(row.typeProperty());
            type.setDisable(row.isTableKey());
            name.focusedProperty().addListener((obs, was, focused) -> {
                if (!focused) { // a renamed attribute may now be an index key: offer only its type
                    type.getItems().setAll(row.allowedTypes());
                    if (!type.getItems().contains(row.typeProperty().get())) {
                        type.getItems().add(row.typeProperty().get());
                    }
                }
            });
            BorderPane value = new BorderPane();
            value.setCenter(editorFor(row));
            row.typeProperty().addListener((obs, old, now) -> value.setCenter(editorFor(row)));
            GridPane.setHgrow(value, Priority.ALWAYS);
            Button remove = new Button("×");
            remove.getStyleClass().add(StyleClasses.SMALL);
            remove.setDisable(row.isTableKey());
            remove.setOnAction(e -> viewModel.removeAttribute(row));
            Label error = new Label();
            error.getStyleClass().add(StyleClasses.EDITOR_ERROR);
            error.textProperty().bind(row.errorProperty());
            error.managedProperty().bind(error.textProperty().isNotEmpty());
            error.visibleProperty().bind(error.managedProperty());
            grid.addRow(line++, name, type, value, remove);
            grid.add(error, 2, line++);
        }
    }

    /** The value editor fitting the row's type, bound to its text. */
    private static Node editorFor(ItemEditorViewModel.Row row) {
        String id = "value-" + row.nameProperty().get();
        AttributeType type = row.typeProperty().get();
        if (type == AttributeType.NULL) {
            Label none = new Label("NULL");
            none.setId(id);
            return none;
        }
        if (type == AttributeType.BOOL) {
            CheckBox check = new CheckBox("true");
            check.setId(id);
            if (!"true".equalsIgnoreCase(row.textProperty().get()) && !"false".equalsIgnoreCase(row.textProperty().get())) {
                row.textProperty().set("false");
            }
            check.setSelected(Boolean.parseBoolean(row.textProperty().get()));
            check.selectedProperty().addListener((obs, old, now) -> row.textProperty().set(Boolean.toString(now)));
            return check;
        }
        boolean multiLine = type == AttributeType.L || type == AttributeType.M || type == AttributeType.SS
                || type == AttributeType.NS || type == AttributeType.BS;
        if (multiLine) {
            TextArea area = new TextArea();
            area.setId(id);
            area.setPrefRowCount(4);
            area.setPromptText(type == AttributeType.L || type == AttributeType.M
                    ? "DynamoDB JSON, e.g. " + (type == AttributeType.L ? "[{\"S\": \"a\"}]" : "{\"name\": {\"S\": \"a\"}}")
                    : "one member a line");
            area.textProperty().bindBidirectional(row.textProperty());
            return area;
        }
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(type == AttributeType.B ? "base64" : type == AttributeType.N ? "a number" : "");
        field.textProperty().bindBidirectional(row.textProperty());
        return field;
    }
}
