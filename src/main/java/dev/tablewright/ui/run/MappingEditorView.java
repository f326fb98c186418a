package dev.tablewright.ui.run;

import dev.tablewright.ui.common.StyleClasses;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.Scene;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.Modality;
import javafx.stage.Stage;
import javafx.stage.Window;

/**
 * The "Mapping…" editor: one row per model table, index and attribute, with its live name in an
 * editable combo box whose choices come from the connection (ListTables, DescribeTable).
 */
public final class MappingEditorView extends BorderPane {
    private final GridPane grid = new GridPane();

    public MappingEditorView(MappingEditorViewModel viewModel, Runnable close) {
        setPadding(new Insets(12));
        grid.setHgap(10);
        grid.setVgap(4);
        viewModel.rows().addListener((ListChangeListener<MappingEditorViewModel.Row>) c -> rebuild(viewModel));
        rebuild(viewModel);
        ScrollPane scroll = new ScrollPane(grid);
        scroll.setFitToWidth(true);
        setCenter(scroll);
        Label status = new Label();
        status.setId("mapping-status");
        status.setWrapText(true);
        status.getStyleClass().add(StyleClasses.HINT);
        status.textProperty().bind(viewModel.statusProperty());
        Button cancel = new Button("Close");
        cancel.setCancelButton(true);
        cancel.setOnAction(e -> close.run());
        Button save = new Button("Save");
        save.setId("mapping-save");
        save.getStyleClass().add(StyleClasses.ACCENT);
        save.setDefaultButton(true);
        save.disableProperty().bind(viewModel.busyProperty());
        save.setOnAction(e -> {
            viewModel.save();
            close.run();
        });
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox bottom = new HBox(8, status, gap, cancel, save);
        bottom.setAlignment(Pos.CENTER_LEFT);
        bottom.setPadding(new Insets(8, 0, 0, 0));
        setBottom(bottom);
    }

    private void rebuild(MappingEditorViewModel viewModel) {
        grid.getChildren().clear();
        grid.addRow(0, header("Model"), header("Live name"));
        int line = 1;
        for (MappingEditorViewModel.Row row : viewModel.rows()) {
            String label = switch (row.kind()) {
                case TABLE -> "Table " + row.modelName();
                case INDEX -> "    index " + row.modelName();
                case ATTRIBUTE -> "    attribute " + row.modelName();
            };
            ComboBox<String> live = new ComboBox<>(row.choices());
            live.setEditable(true);
            live.setId("mapping-" + row.kind().name().toLowerCase() + "-" + row.table() + "-" + row.modelName());
            live.setPrefWidth(240);
            live.valueProperty().bindBidirectional(row.liveName());
            grid.addRow(line++, new Label(label), live);
        }
    }

    private static Label header(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(StyleClasses.PANEL_TITLE);
        return label;
    }

    /** Opens the editor as a window-modal dialog over {@code owner}. */
    public static Stage show(Window owner, MappingEditorViewModel viewModel) {
        Stage dialog = new Stage();
        dialog.setTitle(viewModel.title());
        if (owner != null) {
            dialog.initOwner(owner);
            dialog.initModality(Modality.WINDOW_MODAL);
        }
        Scene scene = new Scene(new MappingEditorView(viewModel, dialog::close), 560, 560);
        if (owner != null && owner.getScene() != null) {
            scene.getStylesheets().setAll(owner.getScene().getStylesheets());
        }
        dialog.setScene(scene);
        dialog.show();
        return dialog;
    }
}
