package dev.tablewright.ui.tables;

import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.ui.common.StyleClasses;
import dev.tablewright.ui.common.ValueText;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/**
 * The workspace's item grid over an {@link ItemPager}: one column per attribute seen (key
 * attributes first, at most {@value #MAX_COLUMNS}), rows read as they scroll into view, a progress
 * line with Cancel while a page is being read.
 */
final class ResultGrid extends BorderPane {
    static final int MAX_COLUMNS = 40;
    private final TableView<Item> table = new TableView<>();
    private final Set<String> columns = new LinkedHashSet<>();
    private final ItemPager pager;
    private final Supplier<KeySchema> keys;

    ResultGrid(TablesViewModel viewModel, Consumer<Item> open) {
        this.pager = viewModel.pager();
        this.keys = viewModel::shownKeys;
        getStyleClass().add(StyleClasses.ITEM_GRID);
        table.setId("tables-grid");
        table.setItems(pager.rows());
        table.setPlaceholder(new Label("Choose a table, or run a query, scan or PartiQL SELECT"));
        table.setRowFactory(t -> {
            TableRow<Item> row = new TableRow<>();
            // a row shown asks the pager for its page (read again if let go) and, near the end, the next
            row.indexProperty().addListener((obs, old, index) -> pager.rowShown(index.intValue()));
            row.itemProperty().addListener((obs, old, item) -> {
                if (item == null && row.getIndex() >= 0) {
                    pager.rowShown(row.getIndex());
                }
            });
            return row;
        });
        table.setOnMouseClicked(e -> {
            Item selected = table.getSelectionModel().getSelectedItem();
            if (selected != null) {
                open.accept(selected);
            }
        });
        pager.rows().addListener((ListChangeListener<Item>) c -> {
            while (c.next()) {
                if (c.wasAdded()) {
                    addColumns(c.getAddedSubList());
                }
            }
            if (pager.rows().isEmpty()) {
                columns.clear();
                table.getColumns().clear();
            }
        });
        Label caption = new Label();
        caption.getStyleClass().add(StyleClasses.GRID_CAPTION);
        caption.textProperty().bind(viewModel.resultCaptionProperty());
        Label counts = new Label();
        counts.setId("tables-counts");
        counts.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(() ->
                        String.format("%,d rows · %,d read", pager.rows().size(), pager.scannedProperty().get())
                                + (pager.completeProperty().get() ? " · end" : ""),
                pager.rows(), pager.scannedProperty(), pager.completeProperty()));
        ProgressBar progress = new ProgressBar();
        progress.setPrefWidth(90);
        progress.visibleProperty().bind(pager.loadingProperty().or(viewModel.export().runningProperty()));
        Button cancel = new Button("Cancel");
        cancel.setId("tables-cancel");
        cancel.visibleProperty().bind(progress.visibleProperty());
        cancel.setOnAction(e -> viewModel.cancel());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        HBox bar = new HBox(8, caption, spacer, progress, cancel, counts);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4, 6, 4, 6));
        setTop(bar);
        setCenter(table);
    }

    TableView<Item> table() {
        return table;
    }

    private void addColumns(List<? extends Item> added) {
        if (columns.isEmpty() && keys.get() != null) {
            keys.get().attributeNames().forEach(this::addColumn);
        }
        for (Item item : added) {
            if (item == null) {
                continue;
            }
            for (String name : item.names()) {
                if (columns.size() >= MAX_COLUMNS) {
                    return;
                }
                addColumn(name);
            }
        }
    }

    private void addColumn(String name) {
        if (!columns.add(name)) {
            return;
        }
        TableColumn<Item, String> column = new TableColumn<>(name);
        column.setPrefWidth(130);
        column.setSortable(false); // rows come in DynamoDB's order and are read page by page
        column.setCellValueFactory(c -> new ReadOnlyStringWrapper(c.getValue() == null ? ""
                : ValueText.of(c.getValue().get(name))));
        table.getColumns().add(column);
    }
}
