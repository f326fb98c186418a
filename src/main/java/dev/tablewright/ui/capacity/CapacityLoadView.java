package dev.tablewright.ui.capacity;

import dev.tablewright.ui.common.StyleClasses;
import dev.tablewright.ui.common.TextWidth;
import java.util.List;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * The capacity panel's production part: the hottest partition key value of each table and index at
 * peak against one partition's 3,000 RCU / 1,000 WCU, and a chart of each table's size and monthly
 * cost over the next twelve months.
 */
final class CapacityLoadView extends VBox {
    /** Four lines of text: a value's description wraps. */
    private static final double ROW_HEIGHT = 80;
    private static final double HEADER_HEIGHT = 44;

    CapacityLoadView(CapacityPanelViewModel viewModel) {
        super(8);
        Label title = new Label("Hottest key values at peak");
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        Label status = new Label();
        status.setId("capacity-projection-status");
        status.getStyleClass().add(StyleClasses.HINT);
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        status.textProperty().bind(viewModel.projectionStatusProperty());
        Label growthTitle = new Label("The next twelve months, per table");
        growthTitle.getStyleClass().add(StyleClasses.PANEL_TITLE);
        LineChart<Number, Number> size = chart("capacity-growth-size", "size (GB)");
        LineChart<Number, Number> cost = chart("capacity-growth-cost", "cost a month ($)");
        HBox.setHgrow(size, Priority.ALWAYS);
        HBox.setHgrow(cost, Priority.ALWAYS);
        Runnable fill = () -> {
            size.getData().clear();
            cost.getData().clear();
            for (LoadRows.TableMonths t : viewModel.growth()) {
                size.getData().add(series(t.table(), t.storageGb()));
                cost.getData().add(series(t.table(), t.cost()));
            }
        };
        viewModel.growth().addListener((ListChangeListener<LoadRows.TableMonths>) c -> fill.run());
        fill.run();
        getChildren().addAll(title, status, hottest(viewModel), growthTitle, new HBox(12, size, cost));
    }

    private static TableView<LoadRows.HotKey> hottest(CapacityPanelViewModel viewModel) {
        TableView<LoadRows.HotKey> table = new TableView<>(viewModel.hottest());
        table.setId("capacity-hottest");
        table.setFixedCellSize(ROW_HEIGHT);
        // as tall as its rows: the tab scrolls as one page
        table.prefHeightProperty().bind(javafx.beans.binding.Bindings.max(1,
                javafx.beans.binding.Bindings.size(viewModel.hottest())).multiply(ROW_HEIGHT).add(HEADER_HEIGHT));
        table.minHeightProperty().bind(table.prefHeightProperty());
        // the value says how it was drawn, at length: it takes what the figures leave, and wraps
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        List<TableColumn<LoadRows.HotKey, String>> columns = List.of(
                column("Table / index", LoadRows.HotKey::where, 110),
                column("RCU/s", LoadRows.HotKey::rcuPerSecond, 58),
                column("WCU/s", LoadRows.HotKey::wcuPerSecond, 58),
                column("Share", LoadRows.HotKey::share, 72),
                column("% of limit", LoadRows.HotKey::partitionUse, 82),
                column("Verdict", LoadRows.HotKey::verdict, 70),
                column("Hottest value", LoadRows.HotKey::value, 160));
        for (TableColumn<LoadRows.HotKey, String> c : columns) {
            c.setMinWidth(c.getPrefWidth());
            c.setCellFactory(cells -> new WrappingCell());
            table.getColumns().add(c);
        }
        // a table or index name is never broken inside: its column is as wide as the longest one
        TableColumn<LoadRows.HotKey, String> where = columns.get(0);
        Runnable widen = () -> {
            double widest = 110;
            for (LoadRows.HotKey row : viewModel.hottest()) {
                for (String word : row.where().split(" ")) {
                    widest = Math.max(widest, TextWidth.of(word) + 24);
                }
            }
            where.setMinWidth(widest);
            where.setPrefWidth(widest);
        };
        viewModel.hottest().addListener((ListChangeListener<LoadRows.HotKey>) c -> widen.run());
        widen.run();
        table.setTooltip(new Tooltip("The busiest partition key value of each table and index at peak (the "
                + "patterns' calls a second times their peak factor), against the 3,000 RCU and 1,000 WCU a "
                + "partition serves"));
        return table;
    }

    /** A cell whose text wraps within its column (a value's description runs to a few lines); a failing verdict in red. */
    private static final class WrappingCell extends TableCell<LoadRows.HotKey, String> {
        private final javafx.scene.text.Text text = new javafx.scene.text.Text();

        WrappingCell() {
            text.fillProperty().bind(textFillProperty());
            text.fontProperty().bind(fontProperty());
            tableColumnProperty().addListener((obs, old, column) -> {
                if (column != null) {
                    text.wrappingWidthProperty().bind(column.widthProperty().subtract(14));
                }
            });
            setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
        }

        @Override
        protected void updateItem(String item, boolean empty) {
            super.updateItem(item, empty);
            // the text is kept as the cell's text too, for whoever reads the cell (tests, accessibility)
            setText(empty ? null : item);
            text.setText(empty || item == null ? "" : item);
            setGraphic(empty ? null : text);
            getStyleClass().remove(StyleClasses.PROBLEM);
            LoadRows.HotKey row = empty || getTableRow() == null ? null : getTableRow().getItem();
            if (row != null && !row.passes() && getTableColumn() != null && "Verdict".equals(getTableColumn().getText())) {
                getStyleClass().add(StyleClasses.PROBLEM);
            }
            setTooltip(row == null ? null : new Tooltip(row.value() + "\nFrom: " + row.patterns()));
        }
    }

    private static LineChart<Number, Number> chart(String id, String yLabel) {
        NumberAxis x = new NumberAxis(1, 12, 1);
        x.setLabel("month");
        NumberAxis y = new NumberAxis();
        y.setLabel(yLabel);
        y.setForceZeroInRange(true);
        LineChart<Number, Number> chart = new LineChart<>(x, y);
        chart.setId(id);
        chart.setAnimated(false);
        chart.setPrefHeight(260);
        chart.setMinWidth(200);
        return chart;
    }

    /** A table's line; a month whose cost is unknown (a price is missing) is left out. */
    private static XYChart.Series<Number, Number> series(String name, List<Double> values) {
        XYChart.Series<Number, Number> series = new XYChart.Series<>();
        series.setName(name);
        for (int m = 0; m < values.size(); m++) {
            if (values.get(m) != null) {
                series.getData().add(new XYChart.Data<>(m + 1, values.get(m)));
            }
        }
        return series;
    }

    private static <T> TableColumn<T, String> column(String name, Function<T, String> value, double width) {
        TableColumn<T, String> column = new TableColumn<>(name);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        column.setPrefWidth(width);
        return column;
    }
}
