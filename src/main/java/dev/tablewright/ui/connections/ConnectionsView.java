package dev.tablewright.ui.connections;

import dev.tablewright.model.Model;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Spinner;
import javafx.scene.control.TextField;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;
import javafx.beans.property.StringProperty;
import javafx.scene.Node;
import dev.tablewright.ui.common.StyleClasses;

/**
 * The connections dialog's content: saved connections on the left; the chosen one's form with
 * Test and Save on the right; below, the tables Test found, with Import.
 */
public final class ConnectionsView extends BorderPane {

    public ConnectionsView(ConnectionsViewModel viewModel, Runnable onSaved, Consumer<Model> onImported) {
        getStyleClass().add(StyleClasses.CONNECTIONS);
        setPadding(new Insets(12));
        ListView<String> saved = new ListView<>(viewModel.names());
        saved.setId("connections-list");
        saved.setPrefWidth(190);
        saved.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                viewModel.select(now);
            }
        });
        Button add = new Button("New");
        add.setOnAction(e -> {
            saved.getSelectionModel().clearSelection();
            viewModel.newConnection();
        });
        Button remove = new Button("Delete");
        remove.disableProperty().bind(saved.getSelectionModel().selectedItemProperty().isNull());
        remove.setOnAction(e -> viewModel.remove(saved.getSelectionModel().getSelectedItem(), onSaved));
        VBox left = new VBox(6, new Label("Saved connections"), saved, new HBox(6, add, remove));
        VBox.setVgrow(saved, Priority.ALWAYS);
        left.setPadding(new Insets(0, 12, 0, 0));

        TextField name = field("connection-name", viewModel.nameProperty(), "e.g. local-8000 or prod-eu");
        ComboBox<ConnectionsViewModel.Kind> kind = new ComboBox<>();
        kind.setId("connection-kind");
        kind.getItems().setAll(ConnectionsViewModel.Kind.values());
        kind.valueProperty().bindBidirectional(viewModel.kindProperty());
        TextField url = field("connection-url", viewModel.urlProperty(), "http://localhost:8000");
        TextField region = field("connection-region", viewModel.regionProperty(), "us-east-1 (the profile's when empty)");
        TextField profile = field("connection-profile", viewModel.profileProperty(), "default");
        TextField dataDir = field("connection-data", viewModel.dataDirProperty(), "empty: keep tables in memory");
        GridPane form = new GridPane();
        form.setHgap(8);
        form.setVgap(6);
        form.addRow(0, new Label("Name"), name);
        form.addRow(1, new Label("Kind"), kind);
        Label urlLabel = new Label("Endpoint URL");
        form.addRow(2, urlLabel, url);
        Label regionLabel = new Label("Region");
        form.addRow(3, regionLabel, region);
        Label profileLabel = new Label("AWS profile");
        form.addRow(4, profileLabel, profile);
        Label dataLabel = new Label("Data folder");
        form.addRow(5, dataLabel, dataDir);
        GridPane.setHgrow(name, Priority.ALWAYS);
        var embedded = viewModel.kindProperty().isEqualTo(ConnectionsViewModel.Kind.EMBEDDED);
        var profileKind = viewModel.kindProperty().isEqualTo(ConnectionsViewModel.Kind.PROFILE);
        for (var node : new Node[] {urlLabel, url, regionLabel, region, profileLabel, profile}) {
            node.visibleProperty().bind(embedded.not());
            node.managedProperty().bind(node.visibleProperty());
        }
        dataLabel.visibleProperty().bind(embedded);
        dataDir.visibleProperty().bind(embedded);
        dataLabel.managedProperty().bind(embedded);
        dataDir.managedProperty().bind(embedded);
        urlLabel.textProperty().bind(Bindings.when(profileKind).then("Endpoint override").otherwise("Endpoint URL"));
        profileLabel.textProperty().bind(Bindings.when(profileKind).then("AWS profile")
                .otherwise("AWS profile (optional)"));

        Label problem = new Label();
        problem.setId("connection-problem");
        problem.getStyleClass().add(StyleClasses.FORM_PROBLEM);
        problem.setWrapText(true);
        problem.textProperty().bind(viewModel.problemProperty());
        Button test = new Button("Test");
        test.setId("connection-test");
        test.setDefaultButton(true);
        test.setOnAction(e -> viewModel.test());
        test.disableProperty().bind(Bindings.createBooleanBinding(() -> !viewModel.testable() || viewModel.busyProperty().get(),
                viewModel.problemProperty(), viewModel.busyProperty()));
        Button save = new Button("Save");
        save.setId("connection-save");
        save.disableProperty().bind(viewModel.invalidBinding());
        save.setOnAction(e -> viewModel.save(onSaved));
        Label result = new Label();
        result.setId("connection-result");
        result.setWrapText(true);
        result.textProperty().bind(viewModel.resultProperty());
        viewModel.resultOkProperty().addListener((obs, old, ok) -> {
            result.getStyleClass().removeAll(StyleClasses.COMPARISON_SAME, StyleClasses.COMPARISON_DIFFERENT);
            result.getStyleClass().add(ok ? StyleClasses.COMPARISON_SAME : StyleClasses.COMPARISON_DIFFERENT);
        });

        ListView<String> tables = new ListView<>(viewModel.tables());
        tables.setId("connection-tables");
        tables.setPrefHeight(150);
        Spinner<Integer> sample = new Spinner<>(0, 1_000_000, viewModel.sampleLimitProperty().get(), 100);
        sample.setEditable(true);
        sample.setPrefWidth(110);
        sample.valueProperty().addListener((obs, old, now) -> viewModel.sampleLimitProperty().set(now));
        Button importTable = new Button("Import as a new model");
        importTable.setId("connection-import");
        importTable.disableProperty().bind(tables.getSelectionModel().selectedItemProperty().isNull()
                .or(viewModel.busyProperty()));
        importTable.setOnAction(e -> viewModel.importTable(tables.getSelectionModel().getSelectedItem(), onImported));
        HBox importRow = new HBox(8, new Label("Items to sample"), sample, importTable);
        importRow.setAlignment(Pos.CENTER_LEFT);

        VBox right = new VBox(10, form, problem, new HBox(8, test, save), result,
                new Label("Tables (Test lists them)"), tables, importRow);
        HBox.setHgrow(right, Priority.ALWAYS);
        setLeft(left);
        setCenter(right);
        viewModel.reload();
    }

    private static TextField field(String id, StringProperty property, String prompt) {
        TextField field = new TextField();
        field.setId(id);
        field.setPromptText(prompt);
        field.textProperty().bindBidirectional(property);
        field.setPrefColumnCount(28);
        return field;
    }
}
