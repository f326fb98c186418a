package dev.tablewright.ui.workload;

import dev.tablewright.ui.common.StyleClasses;
import dev.tablewright.ui.common.TextWidth;
import dev.tablewright.ui.workload.WorkloadViewModel.IndexRow;
import dev.tablewright.ui.workload.WorkloadViewModel.ParameterRow;
import dev.tablewright.ui.workload.WorkloadViewModel.PatternRow;
import dev.tablewright.ui.workload.WorkloadViewModel.VolumeField;
import dev.tablewright.ui.workload.WorkloadViewModel.VolumeRow;
import java.util.function.BiPredicate;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.control.cell.TextFieldTableCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The Workload tab: four tables of figures a person types into (double-click or F2 a cell, Enter
 * applies): volumes per table and facet, hot fractions per GSI, rate and peak per pattern, and each
 * parameter's distribution. Refused text leaves the cell as it was; the status line says why.
 */
public final class WorkloadView extends ScrollPane {
    private static final double ROW_HEIGHT = 30;
    private static final int MAX_ROWS = 7;
    private static final double LINE_HEIGHT = 17;
    /** The column header and the table's borders. */
    private static final double HEADER_HEIGHT = 46;
    private final WorkloadViewModel viewModel;

    public WorkloadView(WorkloadViewModel viewModel) {
        this.viewModel = viewModel;
        setFitToWidth(true);
        Label title = new Label("Workload");
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        Label status = new Label();
        status.setId("workload-status");
        status.getStyleClass().add(StyleClasses.HINT);
        status.setWrapText(true);
        status.textProperty().bind(viewModel.statusProperty());
        TextField horizon = new TextField();
        horizon.setId("workload-horizon");
        horizon.setPromptText("365");
        horizon.setPrefColumnCount(6);
        horizon.setTooltip(new Tooltip("How many days ahead the design must hold (the shard planner plans for the "
                + "items then); empty for 365. Enter applies."));
        horizon.setText(viewModel.horizonProperty().get());
        viewModel.horizonProperty().addListener((obs, old, now) -> horizon.setText(now));
        horizon.setOnAction(e -> {
            if (!viewModel.setHorizon(horizon.getText())) {
                horizon.setText(viewModel.horizonProperty().get());
            }
        });
        HBox header = new HBox(12, title, hint("Horizon (days)"), horizon, status);
        header.setAlignment(Pos.CENTER_LEFT);
        Label help = hint("Double-click a figure to type it; Enter applies, Escape leaves it. An empty cell takes "
                + "the sample's figure. Retention: days, TTL, or TTL 90. Distribution (as the command line's "
                + "--distribution): sample, constant, uniform:N, zipf:N:exponent, current:day (minute, hour, week, month).");
        help.setWrapText(true);
        help.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        status.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        // volumes and hot fractions side by side where the tab is wide enough, one under the other where not
        VBox volumes = new VBox(8, section("Volumes per table and facet"), volumes());
        volumes.setPrefWidth(640);
        TableView<IndexRow> indexTable = indexes();
        VBox indexes = new VBox(8, section("Hot fractions per index"), indexTable);
        // as wide as its columns, the table column as wide as the longest table name ("GamePlayerOverloaded")
        Runnable fit = () -> {
            fitToLongest(indexTable.getColumns().get(0), viewModel.indexes(), IndexRow::table, 70);
            fitToLongest(indexTable.getColumns().get(1), viewModel.indexes(), IndexRow::index, 62);
            indexes.setPrefWidth(indexTable.getColumns().stream().mapToDouble(TableColumn::getPrefWidth).sum() + 4);
        };
        viewModel.indexes().addListener((javafx.collections.ListChangeListener<IndexRow>) c -> fit.run());
        fit.run();
        javafx.scene.layout.FlowPane tables = new javafx.scene.layout.FlowPane(16, 8, volumes, indexes);
        VBox content = new VBox(8, header, help, tables,
                section("Access patterns"), patterns(),
                section("Parameters: how each one's values are drawn"), parameters());
        content.setPadding(new Insets(16));
        setContent(content);
    }

    private TableView<VolumeRow> volumes() {
        TableView<VolumeRow> table = table("workload-volumes", viewModel.volumes());
        table.getColumns().add(fixed("Table / facet", VolumeRow::label, 185));
        table.getColumns().add(editable("Items now", VolumeRow::itemsNow, 100,
                (row, text) -> viewModel.setVolume(row, VolumeField.ITEMS_NOW, text)));
        table.getColumns().add(editable("Items per day", VolumeRow::itemsPerDay, 125,
                (row, text) -> viewModel.setVolume(row, VolumeField.ITEMS_PER_DAY, text)));
        table.getColumns().add(editable("Retention", VolumeRow::retention, 90,
                (row, text) -> viewModel.setVolume(row, VolumeField.RETENTION, text)));
        table.getColumns().add(editable("Item bytes", VolumeRow::itemBytes, 95,
                (row, text) -> viewModel.setVolume(row, VolumeField.ITEM_BYTES, text)));
        return table;
    }

    private TableView<IndexRow> indexes() {
        TableView<IndexRow> table = table("workload-indexes", viewModel.indexes());
        table.getColumns().add(fixed("Table", IndexRow::table, 70));
        table.getColumns().add(fixed("Index", IndexRow::index, 62));
        table.getColumns().add(editable("Hot fraction (0..1)", IndexRow::hotFraction, 158,
                viewModel::setHotFraction));
        return table;
    }

    private TableView<PatternRow> patterns() {
        TableView<PatternRow> table = table("workload-patterns", viewModel.patterns(), 2, 4);
        table.getColumns().add(wrapping(fixed("Access pattern", PatternRow::pattern, 360)));
        // a transaction's tables wrap ("Users, EmailLookup"); its operation is the longest name (TransactWriteItems)
        table.getColumns().add(wrapping(narrow(fixed("On", PatternRow::target, 110))));
        table.getColumns().add(narrow(fixed("Operation", PatternRow::operation, 136)));
        table.getColumns().add(narrow(editable("Calls/s", PatternRow::rate, 90, viewModel::setRate)));
        table.getColumns().add(narrow(editable("Peak factor", PatternRow::peakFactor, 100, viewModel::setPeakFactor)));
        return table;
    }

    private TableView<ParameterRow> parameters() {
        // the kind is the distribution's first word; N and the exponent or bucket are spelt out beside it
        TableView<ParameterRow> table = table("workload-parameters", viewModel.parameters(), 3, 4);
        table.getColumns().add(wrapping(fixed("Access pattern", ParameterRow::pattern, 320)));
        table.getColumns().add(narrow(fixed("Parameter", ParameterRow::parameter, 128)));
        table.getColumns().add(narrow(editable("Distribution", ParameterRow::text, 130, viewModel::setDistribution)));
        table.getColumns().add(narrow(fixed("N", ParameterRow::values, 70)));
        table.getColumns().add(narrow(fixed("Exponent / bucket", ParameterRow::shape, 150)));
        return table;
    }

    /**
     * A table as tall as its rows, up to {@value #MAX_ROWS} (then it scrolls): every part of the tab is
     * in sight on a large screen, and no row hides half behind the table's bottom edge.
     */
    private static <T> TableView<T> table(String id, javafx.collections.ObservableList<T> rows) {
        return table(id, rows, 1, MAX_ROWS);
    }

    /** A table whose rows hold {@code lines} lines of text (a long pattern name wraps), {@code maxRows} in sight. */
    private static <T> TableView<T> table(String id, javafx.collections.ObservableList<T> rows, int lines,
                                          int maxRows) {
        TableView<T> table = new TableView<>(rows);
        table.setId(id);
        table.setEditable(true);
        double rowHeight = ROW_HEIGHT + (lines - 1) * LINE_HEIGHT;
        table.setFixedCellSize(rowHeight);
        table.prefHeightProperty().bind(Bindings.min(maxRows, Bindings.max(1, Bindings.size(rows)))
                .multiply(rowHeight).add(HEADER_HEIGHT));
        table.minHeightProperty().bind(table.prefHeightProperty());
        table.maxHeightProperty().bind(table.prefHeightProperty());
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        return table;
    }

    private static <T> TableColumn<T, String> fixed(String name, Function<T, String> value, double width) {
        TableColumn<T, String> column = new TableColumn<>(name);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        column.setPrefWidth(width);
        column.setMinWidth(Math.min(width, 80));
        column.setEditable(false);
        return column;
    }

    /** Makes {@code column} as wide as its longest text, never narrower than {@code least}. */
    private static <T> void fitToLongest(TableColumn<T, ?> column, java.util.List<T> rows, Function<T, String> text,
                                         double least) {
        double widest = least;
        for (T row : rows) {
            widest = Math.max(widest, TextWidth.of(text.apply(row)) + 32);
        }
        column.setMinWidth(widest);
        column.setPrefWidth(widest);
    }

    /** A column whose text wraps within it (a long pattern name), kept as the cell's text for whoever reads it. */
    private static <T> TableColumn<T, String> wrapping(TableColumn<T, String> column) {
        column.setCellFactory(c -> new javafx.scene.control.TableCell<>() {
            private final javafx.scene.text.Text text = new javafx.scene.text.Text();

            {
                text.fillProperty().bind(textFillProperty());
                text.fontProperty().bind(fontProperty());
                text.wrappingWidthProperty().bind(column.widthProperty().subtract(14));
                setContentDisplay(javafx.scene.control.ContentDisplay.GRAPHIC_ONLY);
            }

            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item);
                text.setText(empty || item == null ? "" : item);
                setGraphic(empty ? null : text);
            }
        });
        return column;
    }

    /** A narrow column (a figure, a kind): no wider than {@code width}, so a wide tab widens the names instead. */
    private static <T> TableColumn<T, String> narrow(TableColumn<T, String> column) {
        column.setMinWidth(column.getPrefWidth());
        column.setMaxWidth(column.getPrefWidth() * 1.25);
        return column;
    }

    /** A column whose cells take typed text; a refused text is put back as it was. */
    private static <T> TableColumn<T, String> editable(String name, Function<T, String> value, double width,
                                                       BiPredicate<T, String> set) {
        TableColumn<T, String> column = fixed(name, value, width);
        column.setEditable(true);
        column.setMinWidth(width);
        column.setCellFactory(TextFieldTableCell.forTableColumn());
        column.setOnEditCommit(e -> {
            if (!set.test(e.getRowValue(), e.getNewValue() == null ? "" : e.getNewValue())) {
                e.getTableView().refresh(); // the row is unchanged: show its old text again
            }
        });
        return column;
    }

    private static Label section(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(StyleClasses.PANEL_TITLE);
        return label;
    }

    private static Label hint(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(StyleClasses.HINT);
        return label;
    }
}
