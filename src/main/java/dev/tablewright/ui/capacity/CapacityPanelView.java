package dev.tablewright.ui.capacity;

import dev.tablewright.capacity.CapacityPlan;
import java.util.List;
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
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.Tooltip;
import javafx.scene.text.Text;
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
        // the name takes what the numbers leave and wraps; each number column is as wide as its header
        TableColumn<CapacityPlan.PatternCost, String> name = column("Access pattern", CapacityPlan.PatternCost::name, 160);
        name.setCellFactory(c -> wrappingCell());
        table.getColumns().add(name);
        table.getColumns().add(column("Operation", CapacityPlan.PatternCost::operation, 88));
        table.getColumns().add(column("Calls/s", p -> fmt(p.frequencyPerSecond()), 66));
        table.getColumns().add(column("Items", p -> Integer.toString(p.itemsRead()), 58));
        table.getColumns().add(column("Units/call", p -> fmt(p.unitsPerCall()), 84));
        table.getColumns().add(column("Units/s", p -> fmt(p.unitsPerSecond()), 70));
        table.getColumns().add(column("Partition use", p -> String.format("%.0f%% of %,.0f", p.partitionUtilization() * 100,
                p.partitionLimit()), 108));
        table.getColumns().forEach(c -> c.setMinWidth(c == name ? 120 : c.getPrefWidth()));
        table.setTooltip(new Tooltip("Calls/s: the pattern's frequency; Items: items read per call; Partition use: "
                + "the busiest partition's share of its 3,000 RCU / 1,000 WCU limit"));
        TableView<CapacityPlan.CostLine> lines = new TableView<>(viewModel.costLines());
        lines.setId("capacity-cost-lines");
        lines.setPrefHeight(150);
        lines.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        List<TableColumn<CapacityPlan.CostLine, String>> lineColumns = List.of(
                column("Table", CapacityPlan.CostLine::table, 90),
                column("Class", CapacityPlan.CostLine::tableClass, 110),
                column("Charge", CapacityPlan.CostLine::charge, 130),
                column("Quantity", l -> String.format("%,.4f %s", l.quantity(), l.unit()), 150),
                column("Unit price", l -> l.unitPrice() == null ? "unknown" : String.format("$%.6f", l.unitPrice()), 90),
                column("Month", l -> CapacityPanelViewModel.money(l.monthly()), 80));
        for (TableColumn<CapacityPlan.CostLine, String> c : lineColumns) {
            c.setMinWidth(c.getPrefWidth());
            c.setCellFactory(cells -> wrappingCell());
            lines.getColumns().add(c);
        }
        ListView<String> expiries = new ListView<>(viewModel.expiries());
        expiries.setId("capacity-ttl");
        expiries.setPrefHeight(60);
        ListView<String> warnings = new ListView<>(viewModel.warnings());
        warnings.setPrefHeight(110);
        Runnable fill = () -> {
            reads.getData().clear();
            writes.getData().clear();
            int n = 1;
            for (CapacityPlan.PatternCost p : viewModel.patterns()) {
                String label = Integer.toString(n++);
                (p.write() ? writes : reads).getData().add(new XYChart.Data<>(label, p.unitsPerSecond()));
                (p.write() ? reads : writes).getData().add(new XYChart.Data<>(label, 0));
            }
        };
        viewModel.patterns().addListener((ListChangeListener<CapacityPlan.PatternCost>) c -> fill.run());
        fill.run(); // the view is built when its tab is first shown: the plan of the model opened at startup is there already
        VBox.setVgrow(table, Priority.ALWAYS);
        HBox header = new HBox(16, title, status);
        getChildren().addAll(header, new CapacitySettingsBar(viewModel), cost, new CapacityLoadView(viewModel), lines,
                chart, table,
                new Label("TTL: sample items expired"), expiries, new Label("Warnings"), warnings);
    }

    private static <T> TableColumn<T, String> column(String name, Function<T, String> value, double width) {
        TableColumn<T, String> column = new TableColumn<>(name);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    /**
     * A cell whose text wraps to as many lines as it needs, instead of ending in "…": a Text
     * wrapped at the column's width, which gives the row its height.
     */
    private static <T> TableCell<T, String> wrappingCell() {
        Text text = new Text();
        // the graphic follows updateItem, which sets the item and then the emptiness: a listener on the
        // item alone saw a reused empty cell as still empty and left its row blank
        TableCell<T, String> cell = new TableCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                text.setText(empty || item == null ? "" : item);
                setGraphic(empty || item == null ? null : text);
            }
        };
        text.fillProperty().bind(cell.textFillProperty());
        text.fontProperty().bind(cell.fontProperty());
        cell.tableColumnProperty().addListener((obs, old, column) -> {
            if (column != null) {
                text.wrappingWidthProperty().bind(column.widthProperty().subtract(16));
            }
        });
        cell.setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
        return cell;
    }

    private static String fmt(double value) {
        return value == Math.rint(value) ? String.format("%,.0f", value) : String.format("%,.2f", value);
    }
}
