package dev.tablewright.ui.inspector;

import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;
import javafx.scene.layout.Priority;
import java.util.function.Function;
import javafx.scene.layout.Region;
import dev.tablewright.ui.common.StyleClasses;

/** The item inspector on the right of the window. */
public final class InspectorView extends VBox {
    private TableView<InspectorViewModel.Line> table;

    public InspectorView(InspectorViewModel viewModel) {
        super(8);
        getStyleClass().add(StyleClasses.INSPECTOR);
        setPadding(new Insets(8));
        Label title = new Label("Item");
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        Label summary = new Label();
        summary.setWrapText(true);
        summary.getStyleClass().add(StyleClasses.HINT);
        summary.textProperty().bind(viewModel.summaryProperty());
        Label verdict = new Label();
        verdict.setId("inspector-verdict");
        verdict.getStyleClass().add(StyleClasses.INSPECTOR_VERDICT);
        verdict.setWrapText(true);
        verdict.setMinHeight(Region.USE_PREF_SIZE);
        verdict.textProperty().bind(viewModel.verdictProperty());
        verdict.managedProperty().bind(verdict.textProperty().isNotEmpty());
        verdict.visibleProperty().bind(verdict.managedProperty());
        getChildren().addAll(title, summary, verdict);
        // the lines' table is made when there is an item to show, not with the window: the summary
        // says to select one until then, and an empty table's skin, styled and laid out, held up the
        // window's first frame; once made, it shows while there are lines
        viewModel.lines().addListener((ListChangeListener<InspectorViewModel.Line>) change -> {
            if (table == null && !viewModel.lines().isEmpty()) {
                table = table(viewModel);
                getChildren().add(table);
            }
        });
    }

    /** The item's attributes, a line each (their nested values too): path, type and value. */
    private static TableView<InspectorViewModel.Line> table(InspectorViewModel viewModel) {
        TableView<InspectorViewModel.Line> table = new TableView<>(viewModel.lines());
        table.setId("inspector-lines");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label(""));
        table.getColumns().add(column("Attribute", InspectorViewModel.Line::path, 120));
        TableColumn<InspectorViewModel.Line, String> type = column("Type", InspectorViewModel.Line::type, 56);
        type.setMinWidth(56);
        type.setMaxWidth(64);
        table.getColumns().add(type);
        table.getColumns().add(column("Value", InspectorViewModel.Line::value, 140));
        VBox.setVgrow(table, Priority.ALWAYS);
        table.visibleProperty().bind(Bindings.isNotEmpty(viewModel.lines()));
        table.managedProperty().bind(table.visibleProperty());
        return table;
    }

    /** The lines' table once made ({@link #table}), else null. */
    TableView<InspectorViewModel.Line> table() {
        return table;
    }

    private static TableColumn<InspectorViewModel.Line, String> column(
            String name, Function<InspectorViewModel.Line, String> value, double width) {
        TableColumn<InspectorViewModel.Line, String> column = new TableColumn<>(name);
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(value.apply(c.getValue())));
        column.setPrefWidth(width);
        return column;
    }
}
