package dev.tablewright.ui.capacity;

import dev.tablewright.ui.common.StyleClasses;
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
    private static final double ROW_HEIGHT = 30;

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
                javafx.beans.binding.Bindings.size(viewModel.hottest())).multiply(ROW_HEIGHT).add(38));
        table.minHeightProperty().bind(table.prefHeightProperty());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        List<TableColumn<LoadRows.HotKey, String>> columns = List.of(
                column("Table / index", LoadRows.HotKey::where, 120),
                column("Hottest value", LoadRows.HotKey::value, 150),
                column("RCU/s", LoadRows.HotKey::rcuPerSecond, 70),
                column("WCU/s", LoadRows.HotKey::wcuPerSecond, 70),
                column("Share", LoadRows.HotKey::share, 150),
                column("Partition use", LoadRows.HotKey::partitionUse, 130),
                column("Verdict", LoadRows.HotKey::verdict, 90));
        for (TableColumn<LoadRows.HotKey, String> c : columns) {
            c.setMinWidth(Math.min(c.getPrefWidth(), 70));
            table.getColumns().add(c);
        }
        TableColumn<LoadRows.HotKey, String> verdict = columns.get(columns.size() - 1);
        verdict.setCellFactory(c -> new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                getStyleClass().remove(StyleClasses.PROBLEM);
                LoadRows.HotKey row = empty || getTableRow() == null ? null : getTableRow().getItem();
                if (row != null && !row.passes()) {
                    getStyleClass().add(StyleClasses.PROBLEM);
                }
                setTooltip(row == null ? null : new Tooltip("From: " + row.patterns()));
            }
        });
        table.setTooltip(new Tooltip("The busiest partition key value of each table and index at peak (the "
                + "patterns' calls a second times their peak factor), against the 3,000 RCU and 1,000 WCU a "
                + "partition serves"));
        return table;
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
