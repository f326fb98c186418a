package dev.tablewright.ui.editing;

import dev.tablewright.ui.common.DialogSize;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.Property;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Button;
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
import javafx.collections.FXCollections;
import dev.tablewright.ui.common.StyleClasses;

/**
 * A form dialog built in code: labelled fields bound to a {@link FormViewModel}'s properties, the
 * form's problem under them, and OK (disabled while there is one) handing the edit on.
 */
final class FormDialog {
    private final GridPane grid = new GridPane();
    private int row;
    private Node lastLabel;
    private Node lastField;

    FormDialog() {
        grid.setHgap(10);
        // rows are spaced by their margins, not the grid's gap: a hidden row (shownWhen) leaves no gap
        grid.setVgap(0);
    }

    TextField text(String label, String id, StringProperty value) {
        TextField field = new TextField();
        field.setId(id);
        field.textProperty().bindBidirectional(value);
        add(label, field);
        return field;
    }

    TextArea area(String label, String id, StringProperty value, String prompt) {
        TextArea area = new TextArea();
        area.setId(id);
        area.setPrefRowCount(3);
        area.setPromptText(prompt);
        area.textProperty().bindBidirectional(value);
        add(label, area);
        return area;
    }

    <T> ComboBox<T> choice(String label, String id, ObservableList<T> choices, Property<T> value) {
        ComboBox<T> box = new ComboBox<>(choices);
        box.setId(id);
        box.valueProperty().bindBidirectional(value);
        add(label, box);
        return box;
    }

    <T> ComboBox<T> choice(String label, String id, T[] choices, ObjectProperty<T> value) {
        return choice(label, id, FXCollections.observableArrayList(choices), value);
    }

    void add(String label, Node field) {
        Label name = new Label(label);
        name.setMinWidth(Region.USE_PREF_SIZE); // the field gives way, not the label ("Partition key …")
        GridPane.setHgrow(field, Priority.ALWAYS);
        if (field instanceof Region region) {
            region.setMaxWidth(Double.MAX_VALUE);
        }
        GridPane.setMargin(name, new Insets(3, 0, 3, 0));
        GridPane.setMargin(field, new Insets(3, 0, 3, 0));
        grid.addRow(row++, name, field);
        lastLabel = name;
        lastField = field;
    }

    /** Shows the row added last only while {@code shown} is true (the form closes the gap). */
    void shownWhen(javafx.beans.value.ObservableBooleanValue shown) {
        for (Node node : new Node[] {lastLabel, lastField}) {
            node.visibleProperty().bind(shown);
            node.managedProperty().bind(shown);
        }
    }

    /** The dialog's window once shown, else null (a form opened from this one opens over it). */
    Window window() {
        return grid.getScene() == null ? null : grid.getScene().getWindow();
    }

    /** Shows the form over {@code owner}; OK hands the view-model's edit to {@code onOk}. */
    Stage show(Window owner, FormViewModel viewModel, Consumer<FormViewModel.Result> onOk) {
        return show(owner, viewModel, () -> {
            var result = viewModel.result();
            result.ifPresent(onOk);
            return result.isPresent() || viewModel.validProperty().get();
        });
    }

    /** Shows the form over {@code owner}; OK closes it when {@code accept} takes what is typed. */
    Stage show(Window owner, FormViewModel viewModel, java.util.function.BooleanSupplier accept) {
        Stage dialog = new Stage();
        dialog.setTitle(viewModel.title());
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        Label message = new Label();
        message.setId("form-message");
        message.getStyleClass().add(StyleClasses.EDITOR_ERROR);
        message.setWrapText(true);
        message.textProperty().bind(viewModel.messageProperty());
        Button ok = new Button("OK");
        ok.setId("form-ok");
        ok.setDefaultButton(true);
        ok.disableProperty().bind(viewModel.validProperty().not());
        ok.setOnAction(e -> {
            if (accept.getAsBoolean()) {
                dialog.close();
            }
        });
        Button cancel = new Button("Cancel");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> dialog.close());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox buttons = new HBox(8, message, spacer, cancel, ok);
        buttons.setAlignment(Pos.CENTER_LEFT);
        buttons.setPadding(new Insets(8, 0, 0, 0));
        Label title = new Label(viewModel.title());
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        ScrollPane scroll = new ScrollPane(grid);
        scroll.setFitToWidth(true);
        BorderPane content = new BorderPane(scroll, title, null, buttons, null);
        BorderPane.setMargin(title, new Insets(0, 0, 8, 0));
        content.setPadding(new Insets(10));
        Scene scene = DialogSize.scene(content, 640, Math.min(720, 140 + row * 40), owner);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        dialog.setScene(scene);
        dialog.show();
        return dialog;
    }
}
