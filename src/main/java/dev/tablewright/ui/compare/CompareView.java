package dev.tablewright.ui.compare;

import dev.tablewright.ui.common.StyleClasses;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableCell;
import javafx.scene.control.TreeTableColumn;
import javafx.scene.control.TreeTableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;

/** The changes of File &gt; Compare with…, grouped by table, each with its action on a live table. */
public final class CompareView extends BorderPane {
    private final CompareViewModel viewModel;
    private final TreeTableView<CompareViewModel.Row> tree = new TreeTableView<>();

    public CompareView(CompareViewModel viewModel) {
        this.viewModel = viewModel;
        Label summary = new Label();
        summary.textProperty().bind(viewModel.summaryProperty());
        summary.setWrapText(true);
        Label error = new Label();
        error.textProperty().bind(viewModel.errorProperty());
        error.getStyleClass().add(StyleClasses.FORM_PROBLEM);
        error.visibleProperty().bind(viewModel.errorProperty().isNotNull());
        error.managedProperty().bind(error.visibleProperty());
        VBox top = new VBox(6, summary, error);
        top.setPadding(new Insets(10));
        setTop(top);

        tree.setShowRoot(false);
        tree.setColumnResizePolicy(TreeTableView.CONSTRAINED_RESIZE_POLICY);
        tree.getColumns().add(column("Change", CompareViewModel.Row::change, 300));
        tree.getColumns().add(column("Before", CompareViewModel.Row::before, 220));
        tree.getColumns().add(column("After", CompareViewModel.Row::after, 220));
        TreeTableColumn<CompareViewModel.Row, String> action = column("Action", CompareViewModel.Row::action, 110);
        action.setCellFactory(c -> new TreeTableCell<>() {
            @Override
            protected void updateItem(String text, boolean empty) {
                super.updateItem(text, empty);
                setText(empty ? null : text);
                getStyleClass().removeAll(StyleClasses.COMPARISON_DIFFERENT, StyleClasses.COMPARISON_SAME);
                if (!empty && text != null && !text.isEmpty()) {
                    getStyleClass().add(text.equals("none") ? StyleClasses.COMPARISON_SAME
                            : StyleClasses.COMPARISON_DIFFERENT);
                }
            }
        });
        tree.getColumns().add(action);
        setCenter(tree);
        viewModel.rows().addListener((ListChangeListener<CompareViewModel.Row>) change -> rebuild());
        rebuild();
    }

    private static TreeTableColumn<CompareViewModel.Row, String> column(String name,
            Function<CompareViewModel.Row, String> value, double width) {
        TreeTableColumn<CompareViewModel.Row, String> column = new TreeTableColumn<>(name);
        column.setPrefWidth(width);
        column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(cell.getValue().getValue() == null ? ""
                : value.apply(cell.getValue().getValue())));
        return column;
    }

    private void rebuild() {
        TreeItem<CompareViewModel.Row> root = new TreeItem<>();
        for (Map.Entry<String, List<CompareViewModel.Row>> group : viewModel.groups().entrySet()) {
            List<CompareViewModel.Row> rows = group.getValue();
            TreeItem<CompareViewModel.Row> heading = new TreeItem<>(new CompareViewModel.Row(group.getKey(),
                    group.getKey() + "  (" + rows.size() + (rows.size() == 1 ? " change)" : " changes)"), "", "", ""));
            rows.forEach(row -> heading.getChildren().add(new TreeItem<>(row)));
            heading.setExpanded(true);
            root.getChildren().add(heading);
        }
        tree.setRoot(root);
    }
}
