package dev.tablewright.ui.shards;

import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.ui.shards.ShardCalculatorViewModel.Input;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.chart.LineChart;
import javafx.scene.chart.NumberAxis;
import javafx.scene.chart.XYChart;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import org.controlsfx.control.CheckComboBox;
import dev.tablewright.model.Item;
import javafx.css.PseudoClass;
import javafx.scene.layout.Region;
import dev.tablewright.ui.common.StyleClasses;

/**
 * The write-shard calculator: inputs on the left recompute everything as they are typed; the
 * formula's steps, the answer and a chart of read units per shard against the partition limit.
 */
public final class ShardCalculatorView extends ScrollPane {
    private final ShardCalculatorViewModel viewModel;
    private final Supplier<Model> model;
    private final Consumer<Model> onApply;
    private final Consumer<String> onProblem;
    private final CheckComboBox<String> facets = new CheckComboBox<>();
    private final ComboBox<String> targetIndex = new ComboBox<>();

    public ShardCalculatorView(ShardCalculatorViewModel viewModel, Supplier<Model> model, Consumer<Model> onApply,
                               Consumer<String> onProblem) {
        this.viewModel = viewModel;
        this.model = model;
        this.onApply = onApply;
        this.onProblem = onProblem;
        getStyleClass().add(StyleClasses.SHARD_CALCULATOR);
        setFitToWidth(true);
        VBox left = new VBox(14, applyBox(), title("Inputs"), inputs(), sources(), sizeFromFacets());
        left.setPrefWidth(420);
        left.setMinWidth(420);
        Label chartTitle = new Label("Reads per shard against the partition limit");
        chartTitle.getStyleClass().add(StyleClasses.HINT);
        chartTitle.setWrapText(true); // the chart's own title would be cut short in a narrow pane
        LineChart<Number, Number> chart = chart();
        chartTitle.visibleProperty().bind(chart.visibleProperty());
        chartTitle.managedProperty().bind(chart.managedProperty());
        VBox right = new VBox(12, title("The calculation"), steps(), result(), chartTitle, chart);
        HBox.setHgrow(right, Priority.ALWAYS);
        HBox content = new HBox(28, left, right);
        content.setPadding(new Insets(16));
        setContent(content);
    }

    /** Fills the facet and index choices from the open model. */
    public void refresh(Model current) {
        facets.getItems().clear();
        targetIndex.getItems().clear();
        if (current == null) {
            return;
        }
        for (Table table : current.tables()) {
            table.facets().forEach(f -> facets.getItems().add(table.name() + " / " + f.name()));
            for (SecondaryIndex index : table.globalSecondaryIndexes()) {
                targetIndex.getItems().add(table.name() + " / " + index.name());
            }
        }
        current.tables().stream().flatMap(t -> t.globalSecondaryIndexes().stream()
                        .filter(i -> i.shards() != null).map(i -> t.name() + " / " + i.name()))
                .findFirst().ifPresent(targetIndex::setValue);
    }

    private static Label title(String text) {
        Label label = new Label(text);
        label.getStyleClass().add(StyleClasses.PANEL_TITLE);
        return label;
    }

    /** The fields' ids, as the window tests look them up. */
    private static final Map<Input, String> FIELD_IDS = Map.of(Input.ITEMS, "items-now", Input.ITEMS_LATER, "items-later",
            Input.HOT_FRACTION, "fraction", Input.ITEM_SIZE, "item-size", Input.PARTITION_RCU, "partition-rcu",
            Input.PADDING, "padding", Input.WRITES, "writes");

    private GridPane inputs() {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(8);
        int row = 0;
        for (Input input : Input.values()) {
            grid.addRow(row++, new Label(input.label()), field(input));
        }
        grid.getChildren().stream().filter(n -> n instanceof Label)
                .forEach(n -> ((Label) n).setMinWidth(Region.USE_PREF_SIZE));
        return grid;
    }

    private VBox sizeFromFacets() {
        facets.setTitle("Facets…");
        facets.setMaxWidth(Double.MAX_VALUE);
        Button use = new Button("Use their average size");
        use.setOnAction(e -> {
            Model current = model.get();
            if (current == null) {
                return;
            }
            List<String> chosen = facets.getCheckModel().getCheckedItems();
            List<Item> sample = current.tables().stream().flatMap(t -> t.facets().stream()
                    .filter(f -> chosen.contains(t.name() + " / " + f.name()))
                    .flatMap(f -> f.items().stream())).toList();
            if (viewModel.useAverageSizeOf(sample).isEmpty()) {
                onProblem.accept("Choose facets that have sample items, e.g. Order and OrderItem.");
            }
        });
        Label hint = new Label("Take the size from sample items, e.g. an order and its order items.");
        hint.getStyleClass().add(StyleClasses.HINT);
        hint.setWrapText(true);
        return new VBox(6, title("Item size from samples"), hint, facets, use);
    }

    /** Where the inputs came from: the load projection's sources for the index, or that they were typed. */
    private VBox sources() {
        VBox box = new VBox(3);
        box.setId("shard-sources");
        Runnable fill = () -> box.getChildren().setAll(viewModel.sources().stream().map(line -> {
            Label label = new Label(line);
            label.setWrapText(true);
            label.setMinHeight(Region.USE_PREF_SIZE);
            label.getStyleClass().add(StyleClasses.HINT);
            return (javafx.scene.Node) label;
        }).toList());
        viewModel.sources().addListener((ListChangeListener<String>) c -> fill.run());
        fill.run();
        return box;
    }

    private VBox applyBox() {
        targetIndex.setPromptText("GSI to shard");
        targetIndex.setId("shard-index");
        targetIndex.valueProperty().addListener((obs, old, now) -> {
            if (now != null) {
                String[] parts = now.split(" / ", 2);
                viewModel.openOn(parts[0], parts[1]);
            }
        });
        targetIndex.setMaxWidth(Double.MAX_VALUE);
        Button apply = new Button("Apply the padded count");
        apply.setId("apply-shards");
        apply.disableProperty().bind(targetIndex.valueProperty().isNull().or(viewModel.planProperty().isNull()));
        apply.setOnAction(e -> {
            String[] parts = targetIndex.getValue().split(" / ", 2);
            Model updated = viewModel.apply(model.get(), parts[0], parts[1], null, null, onProblem);
            if (updated != model.get()) {
                onApply.accept(updated);
            }
        });
        Label hint = new Label("The inputs come from the index's production figures (the Workload tab and the "
                + "sample); Apply writes the padded count to the index and its readers' fan-out.");
        hint.getStyleClass().add(StyleClasses.HINT);
        hint.setWrapText(true);
        return new VBox(6, title("Index"), targetIndex, hint, apply);
    }

    private VBox steps() {
        VBox box = new VBox(4);
        box.getStyleClass().add(StyleClasses.STEPS);
        Runnable fill = () -> {
            box.getChildren().clear();
            viewModel.steps().forEach(step -> {
                Label line = new Label(step);
                line.getStyleClass().add(StyleClasses.STEP);
                line.setWrapText(true); // a narrow window shows the whole formula on two lines
                box.getChildren().add(line);
            });
            if (!viewModel.problemProperty().get().isEmpty()) {
                Label problem = new Label(viewModel.problemProperty().get());
                problem.getStyleClass().add(StyleClasses.PROBLEM);
                problem.setWrapText(true);
                box.getChildren().add(problem);
            }
        };
        viewModel.steps().addListener((ListChangeListener<String>) c -> fill.run());
        viewModel.problemProperty().addListener((obs, old, now) -> fill.run());
        fill.run();
        return box;
    }

    private VBox result() {
        Label answer = new Label();
        answer.setId("shard-answer");
        answer.getStyleClass().add(StyleClasses.ANSWER);
        answer.setWrapText(true);
        Label later = new Label();
        later.setWrapText(true);
        later.getStyleClass().add(StyleClasses.HINT);
        // the headline keeps its short form; AWS's wording of the same answer is its tooltip
        answer.textProperty().bind(viewModel.planProperty().map(p -> p.shards() + " shards · " + p.paddedShards()
                + " with padding").orElse("—"));
        Tooltip words = new Tooltip();
        words.textProperty().bind(viewModel.answerProperty());
        answer.setTooltip(words);
        later.textProperty().bind(viewModel.laterAnswerProperty());
        return new VBox(2, answer, later);
    }

    private LineChart<Number, Number> chart() {
        NumberAxis x = new NumberAxis();
        x.setLabel("shards (N)");
        NumberAxis y = new NumberAxis();
        y.setLabel("read units per shard");
        LineChart<Number, Number> chart = new LineChart<>(x, y);
        chart.setCreateSymbols(false);
        chart.setAnimated(false);
        chart.setPrefHeight(320);
        // no plan, no chart: an old curve would answer inputs that are no longer there
        chart.visibleProperty().bind(viewModel.planProperty().isNotNull());
        chart.managedProperty().bind(chart.visibleProperty());
        XYChart.Series<Number, Number> perShard = new XYChart.Series<>();
        perShard.setName("RCU per shard");
        XYChart.Series<Number, Number> limit = new XYChart.Series<>();
        limit.setName("partition limit");
        chart.getData().add(perShard);
        chart.getData().add(limit);
        Runnable fill = () -> {
            perShard.getData().clear();
            limit.getData().clear();
            for (ShardCalculatorViewModel.Point p : viewModel.chart()) {
                perShard.getData().add(new XYChart.Data<>(p.shards(), p.rcuPerShard()));
            }
            if (!viewModel.chart().isEmpty()) {
                limit.getData().add(new XYChart.Data<>(1, viewModel.partitionRcuProperty().get()));
                limit.getData().add(new XYChart.Data<>(viewModel.chart().size(), viewModel.partitionRcuProperty().get()));
            }
        };
        viewModel.chart().addListener((ListChangeListener<ShardCalculatorViewModel.Point>) c -> fill.run());
        fill.run();
        return chart;
    }

    /** A text field for {@code input}: what is typed goes to the view-model, which says when it is wrong. */
    private TextField field(Input input) {
        TextField field = new TextField(initialText(input));
        field.setId(FIELD_IDS.get(input));
        if (input == Input.WRITES) {
            field.setPromptText("optional");
        }
        // "use their average size" and the index's production figures set inputs: the field follows
        // unless it is being typed in
        javafx.beans.value.ObservableValue<?> property = switch (input) {
            case ITEMS -> viewModel.itemsProperty();
            case ITEMS_LATER -> viewModel.itemsLaterProperty();
            case HOT_FRACTION -> viewModel.hotFractionProperty();
            case ITEM_SIZE -> viewModel.itemSizeProperty();
            case PARTITION_RCU -> viewModel.partitionRcuProperty();
            case PADDING -> viewModel.paddingProperty();
            case WRITES -> viewModel.writesPerSecondProperty();
        };
        property.addListener((obs, old, now) -> {
            if (!field.isFocused()) {
                field.setText(initialText(input));
            }
        });
        field.textProperty().addListener((obs, old, text) -> viewModel.enterText(input, text));
        Runnable mark = () -> field.pseudoClassStateChanged(StyleClasses.ERROR_STATE,
                viewModel.invalidInputProperty().get() == input);
        viewModel.invalidInputProperty().addListener((obs, old, now) -> mark.run());
        mark.run();
        return field;
    }

    private String initialText(Input input) {
        return switch (input) {
            case ITEMS -> Long.toString(viewModel.itemsProperty().get());
            case ITEMS_LATER -> Long.toString(viewModel.itemsLaterProperty().get());
            case HOT_FRACTION -> trim(viewModel.hotFractionProperty().get());
            case ITEM_SIZE -> trim(viewModel.itemSizeProperty().get());
            case PARTITION_RCU -> trim(viewModel.partitionRcuProperty().get());
            case PADDING -> trim(viewModel.paddingProperty().get());
            case WRITES -> viewModel.writesPerSecondProperty().get() == null ? ""
                    : trim(viewModel.writesPerSecondProperty().get());
        };
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
