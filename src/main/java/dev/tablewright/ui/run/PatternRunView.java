package dev.tablewright.ui.run;

import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import dev.tablewright.ui.items.ItemGridView;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import javafx.beans.binding.Bindings;
import javafx.geometry.Pos;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.Clipboard;
import javafx.scene.input.ClipboardContent;
import dev.tablewright.ui.common.StyleClasses;

/** Run an access pattern: its parameters, the engine, Run, and what came back. */
public final class PatternRunView extends SplitPane {
    private static final RunTarget NO_COMPARISON = new RunTarget("— one engine —", null);

    public PatternRunView(PatternRunViewModel viewModel) {
        getStyleClass().add(StyleClasses.PATTERN_RUN);
        Label title = new Label();
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        title.setWrapText(true);
        title.textProperty().bind(viewModel.patternProperty().map(p -> p.name()).orElse("Run an access pattern"));
        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        Runnable fillForm = () -> {
            form.getChildren().clear();
            int row = 0;
            for (PatternRunViewModel.ParameterValue p : viewModel.parameters()) {
                TextField field = new TextField();
                field.setId("param-" + p.name());
                field.textProperty().bindBidirectional(p.value());
                form.addRow(row++, new Label(p.name()), field);
            }
        };
        viewModel.parameters().addListener((ListChangeListener<PatternRunViewModel.ParameterValue>) c -> fillForm.run());
        // the tab's view is made when first shown: a pattern chosen before (a click in the navigator) has its parameters already
        fillForm.run();
        ComboBox<RunTarget> engine = new ComboBox<>(viewModel.targets());
        engine.setId("run-engine");
        engine.valueProperty().bindBidirectional(viewModel.targetProperty());
        // never narrower than the engine's name ("Embedded DynamoDB Local"): the pane keeps room for it
        engine.setMinWidth(Region.USE_PREF_SIZE);
        engine.setMaxWidth(Double.MAX_VALUE);
        engine.setOnShowing(e -> viewModel.refreshTargets());
        ComboBox<RunTarget> compare = new ComboBox<>();
        compare.setId("run-compare");
        compare.setPromptText("Compare with…");
        compare.setMinWidth(Region.USE_PREF_SIZE);
        compare.setMaxWidth(Double.MAX_VALUE);
        Runnable fillCompare = () -> {
            RunTarget chosen = viewModel.compareWithProperty().get();
            List<RunTarget> choices = new ArrayList<>();
            choices.add(NO_COMPARISON);
            choices.addAll(viewModel.targets());
            compare.getItems().setAll(choices);
            compare.setValue(chosen == null ? NO_COMPARISON : chosen);
        };
        viewModel.targets().addListener((ListChangeListener<RunTarget>) c -> fillCompare.run());
        fillCompare.run();
        compare.valueProperty().addListener((obs, old, now) ->
                viewModel.compareWithProperty().set(now == null || now == NO_COMPARISON ? null : now));
        compare.setOnShowing(e -> viewModel.refreshTargets());
        Button run = new Button("Run (F5)");
        run.setId("run-pattern");
        run.getStyleClass().add(StyleClasses.ACCENT);
        run.setMinWidth(Region.USE_PREF_SIZE);
        run.disableProperty().bind(viewModel.runningProperty().or(viewModel.patternProperty().isNull()));
        run.setOnAction(e -> viewModel.run());
        TextArea request = new TextArea();
        request.setEditable(false);
        request.setId("request-json");
        request.getStyleClass().add(StyleClasses.CODE);
        request.textProperty().bind(viewModel.requestProperty());
        VBox.setVgrow(request, Priority.ALWAYS);
        Button copy = new Button("Copy");
        copy.getStyleClass().add(StyleClasses.SMALL);
        copy.setOnAction(e -> {
            ClipboardContent content = new ClipboardContent();
            content.putString(viewModel.requestProperty().get());
            Clipboard.getSystemClipboard().setContent(content);
        });
        Region gap = new Region();
        HBox.setHgrow(gap, Priority.ALWAYS);
        HBox requestHeader = new HBox(8, new Label("Request (DynamoDB JSON)"), gap, copy);
        requestHeader.setAlignment(Pos.CENTER_LEFT);
        Label engineLabel = new Label("Engine");
        Label compareLabel = new Label("Compare");
        engineLabel.setMinWidth(Region.USE_PREF_SIZE);
        compareLabel.setMinWidth(Region.USE_PREF_SIZE);
        compare.setTooltip(new Tooltip(
                "Run the same requests on a second engine, side by side, and list any difference"));
        GridPane engines = new GridPane();
        engines.setHgap(8);
        engines.setVgap(6);
        engines.addRow(0, engineLabel, engine);
        engines.addRow(1, compareLabel, compare);
        GridPane.setHgrow(engine, Priority.ALWAYS);
        GridPane.setHgrow(compare, Priority.ALWAYS);
        LiveVerdictViewModel live = viewModel.liveVerdict();
        Button mapping = new Button("Mapping…");
        mapping.setId("run-mapping");
        mapping.setMinWidth(Region.USE_PREF_SIZE);
        mapping.setTooltip(new Tooltip("Map the model's table, index and attribute names onto this connection's tables"));
        mapping.disableProperty().bind(live.mappableProperty().not().or(viewModel.patternProperty().isNull()));
        mapping.setOnAction(e -> MappingEditorView.show(getScene() == null ? null : getScene().getWindow(),
                live.openEditor()));
        engines.add(new HBox(8, run, mapping), 1, 2);
        Label liveVerdict = new Label();
        liveVerdict.setId("run-verdict");
        liveVerdict.setWrapText(true);
        liveVerdict.textProperty().bind(live.verdictTextProperty());
        liveVerdict.managedProperty().bind(live.verdictTextProperty().isNotEmpty());
        liveVerdict.visibleProperty().bind(liveVerdict.managedProperty());
        engines.add(liveVerdict, 0, 3, 2, 1);
        VBox requestPane = new VBox(6, requestHeader, request);
        requestPane.setPadding(new Insets(6, 0, 0, 0));
        Tab codeTab = new Tab("Code", new PatternCodePane(viewModel.code()));
        viewModel.code().shownProperty().bind(codeTab.selectedProperty()); // the code is written only while shown
        TabPane outputs = new TabPane(new Tab("Request", requestPane), codeTab);
        outputs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        outputs.setId("run-outputs");
        VBox.setVgrow(request, Priority.ALWAYS);
        VBox.setVgrow(outputs, Priority.ALWAYS);
        VBox left = new VBox(10, title, form, engines, outputs);
        left.setPadding(new Insets(12));
        // as wide as the engine boxes need at least (computed from the children's minimum widths)
        Label summary = new Label();
        summary.setId("run-summary");
        summary.setWrapText(true);
        summary.getStyleClass().add(StyleClasses.ANSWER_SMALL);
        summary.setMinHeight(Region.USE_PREF_SIZE);
        summary.textProperty().bind(viewModel.summaryProperty());
        viewModel.failedProperty().addListener((obs, was, failed) -> {
            summary.getStyleClass().remove(StyleClasses.EDITOR_ERROR);
            if (failed) { // a refusal reads as one, not as a result
                summary.getStyleClass().add(StyleClasses.EDITOR_ERROR);
            }
        });
        Label compared = new Label();
        compared.setId("run-compare-summary");
        compared.setWrapText(true);
        compared.textProperty().bind(viewModel.compareSummaryProperty());
        Label verdict = new Label();
        verdict.setId("run-comparison");
        verdict.setWrapText(true);
        verdict.textProperty().bind(viewModel.comparisonProperty().map(c -> c.summary()).orElse(""));
        viewModel.comparisonProperty().addListener((obs, old, now) -> {
            verdict.getStyleClass().removeAll(StyleClasses.COMPARISON_SAME, StyleClasses.COMPARISON_DIFFERENT);
            if (now != null) {
                verdict.getStyleClass().add(now.same() ? StyleClasses.COMPARISON_SAME : StyleClasses.COMPARISON_DIFFERENT);
            }
        });
        ListView<String> differences = new ListView<>(viewModel.differences());
        differences.setId("run-differences");
        differences.setPrefHeight(90);
        VBox comparison = new VBox(4, compared, verdict, differences);
        comparison.managedProperty().bind(viewModel.compareSummaryProperty().isNotEmpty());
        comparison.visibleProperty().bind(comparison.managedProperty());
        differences.managedProperty().bind(Bindings.isNotEmpty(viewModel.differences()));
        differences.visibleProperty().bind(differences.managedProperty());
        ItemGridView items = new ItemGridView(viewModel.resultGrid());
        items.setId("run-items");
        VBox.setVgrow(items, Priority.ALWAYS);
        TableView<PatternRunViewModel.ShardRow> shards = new TableView<>();
        shards.setId("run-shards");
        shards.getStyleClass().add(StyleClasses.DENSE);
        shards.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        shards.getColumns().add(column("Shard", PatternRunViewModel.ShardRow::shard, 110));
        shards.getColumns().add(column("Count", r -> Integer.toString(r.count()), 64));
        shards.getColumns().add(column("Scanned", r -> Integer.toString(r.scanned()), 84));
        shards.getColumns().add(column("Units", r -> Double.toString(r.units()), 64));
        shards.getColumns().add(column("ms", PatternRunViewModel.ShardRow::millis, 56));
        // the items and the requests each get the pane's whole height: all 15 shards of hr-oe's
        // pattern 5 are seen at once at 1280x800
        Tab itemsTab = new Tab("Items", items);
        Tab requestsTab = new Tab("Requests", shards);
        itemsTab.setId("run-items-tab");
        requestsTab.setId("run-requests-tab");
        // the shards' rows are made only while their tab is shown: a table in a hidden tab still lays
        // out its rows, and 15 shards' rows and cells made a third of the first run's work on this thread
        shards.itemsProperty().bind(requestsTab.selectedProperty().map(shown -> shown
                ? viewModel.shards() : FXCollections.<PatternRunViewModel.ShardRow>emptyObservableList()));
        requestsTab.textProperty().bind(Bindings.size(viewModel.shards()).map(n -> n.intValue() > 1
                ? "Requests (" + n + " shards)" : "Requests"));
        TabPane results = new TabPane(itemsTab, requestsTab);
        results.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        results.setId("run-results");
        VBox.setVgrow(results, Priority.ALWAYS);
        VBox right = new VBox(10, summary, comparison, results);
        right.setPadding(new Insets(12));
        getItems().addAll(left, right);
        setDividerPositions(0.36);
    }

    private static TableColumn<PatternRunViewModel.ShardRow, String> column(
            String name, Function<PatternRunViewModel.ShardRow, String> value, double minWidth) {
        TableColumn<PatternRunViewModel.ShardRow, String> column = new TableColumn<>(name);
        column.setMinWidth(minWidth); // the header's word whole
        column.setPrefWidth(minWidth);
        column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(value.apply(c.getValue())));
        return column;
    }
}
