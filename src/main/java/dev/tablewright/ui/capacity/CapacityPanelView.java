package dev.tablewright.ui.capacity;

import dev.tablewright.capacity.CapacityPlan;
import java.util.function.Function;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.chart.BarChart;
import javafx.scene.chart.CategoryAxis;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.scene.layout.Region;
import dev.tablewright.ui.common.StyleClasses;

/** The capacity panel: units per second by pattern, the plan per pattern, warnings and monthly cost. */
public final class CapacityPanelView extends VBox {

    public CapacityPanelView(CapacityPanelViewModel viewModel) {
        super(10);
        getStyleClass().add(StyleClasses.CAPACITY_PANEL);
        setPadding(new Insets(16));
        Label title = new Label("Capacity");
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        Label status = new Label();
        status.getStyleClass().add(StyleClasses.HINT);
        status.textProperty().bind(viewModel.statusProperty());
        Label cost = new Label();
        cost.setId("capacity-cost");
        cost.getStyleClass().add(StyleClasses.ANSWER_SMALL);
        cost.setWrapText(true);
        cost.setMinHeight(Region.USE_PREF_SIZE); // a VBox would else cut the second line
        cost.textProperty().bind(viewModel.costProperty());
        CategoryAxis x = new CategoryAxis();
        NumberAxis y = new NumberAxis();
        y.setLabel("units per second");
        BarChart<String, Number> chart = new BarChart<>(x, y);
        chart.setAnimated(false);
        chart.setLegendVisible(true);
        chart.setPrefHeight(260);
        XYChart.Series<String, Number> reads = new XYChart.Series<>();
        reads.setName("RCU/s");
        XYChart.Series<String, Number> writes = new XYChart.Series<>();
        writes.setName("WCU/s");
        chart.getData().add(reads);
        chart.getData().add(writes);
        TableView<CapacityPlan.PatternCost> table = new TableView<>(viewModel.patterns());
        table.setId("capacity-patterns");
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.getColumns().add(column("Access pattern", CapacityPlan.PatternCost::name, 320));
        table.getColumns().add(column("Operation", CapacityPlan.PatternCost::operation, 90));
        table.getColumns().add(column("Per second", p -> fmt(p.frequencyPerSecond()), 80));
        table.getColumns().add(column("Items read", p -> Integer.toString(p.itemsRead()), 80));
        table.getColumns().add(column("Units/call", p -> fmt(p.unitsPerCall()), 80));
        table.getColumns().add(column("Units/s", p -> fmt(p.unitsPerSecond()), 80));
        table.getColumns().add(column("Hottest partition", p -> String.format("%.0f%% of %,.0f", p.partitionUtilization() * 100,
                p.partitionLimit()), 120));
        TableView<CapacityPlan.CostLine> lines = new TableView<>(viewModel.costLines());
        lines.setId("capacity-cost-lines");
        lines.setPrefHeight(150);
        lines.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        lines.getColumns().add(column("Table", CapacityPlan.CostLine::table, 140));
        lines.getColumns().add(column("Class", CapacityPlan.CostLine::tableClass, 170));
        lines.getColumns().add(column("Charge", CapacityPlan.CostLine::charge, 150));
        lines.getColumns().add(column("Quantity", l -> String.format("%,.4f %s", l.quantity(), l.unit()), 170));
        lines.getColumns().add(column("Unit price", l -> l.unitPrice() == null ? "unknown"
                : String.format("$%.6f", l.unitPrice()), 90));
        lines.getColumns().add(column("Month", l -> CapacityPanelViewModel.money(l.monthly()), 90));
        ListView<String> expiries = new ListView<>(viewModel.expiries());
        expiries.setId("capacity-ttl");
        expiries.setPrefHeight(60);
        ListView<String> warnings = new ListView<>(viewModel.warnings());
        warnings.setPrefHeight(110);
        viewModel.patterns().addListener((ListChangeListener<CapacityPlan.PatternCost>) c -> {
            reads.getData().clear();
            writes.getData().clear();
            int n = 1;
            for (CapacityPlan.PatternCost p : viewModel.patterns()) {
                String label = Integer.toString(n++);
                (p.write() ? writes : reads).getData().add(new XYChart.Data<>(label, p.unitsPerSecond()));
                (p.write() ? reads : writes).getData().add(new XYChart.Data<>(label, 0));
            }
        });
        VBox.setVgrow(table, Priority.ALWAYS);
        HBox header = new HBox(16, title, status);
        getChildren().addAll(header, new CapacitySettingsBar(viewModel), cost, lines, chart, table,
                new Label("TTL: sample items expired"), expiries, new Label("Warnings"), warnings);
    }

    private static <T> TableColumn<T, String> column(String name, Function<T, String> value, double width) {
        TableColumn<T, String> column = new TableColumn<>(name);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    private static String fmt(double value) {
        return value == Math.rint(value) ? String.format("%,.0f", value) : String.format("%,.2f", value);
    }
}
