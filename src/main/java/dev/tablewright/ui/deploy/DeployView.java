package dev.tablewright.ui.deploy;

import dev.tablewright.dynamo.ExistingTables;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.RadioButton;
import javafx.scene.control.Separator;
import javafx.scene.control.ToggleGroup;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.css.PseudoClass;
import dev.tablewright.ui.common.StyleClasses;

/** Deploy the open model: what to do with existing tables, progress, cancel, and the outcome in words. */
public final class DeployView extends VBox {

    public DeployView(DeployViewModel viewModel) {
        super(12);
        getStyleClass().add(StyleClasses.DEPLOY_VIEW);
        setPadding(new Insets(16));
        Label title = new Label("Deploy the model to " + viewModel.target());
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        Label explain = new Label("Creates every table with its keys, indexes and billing mode, waits until they are "
                + "ACTIVE, then loads the model's items with parallel BatchWriteItem requests.");
        explain.setWrapText(true);
        explain.getStyleClass().add(StyleClasses.HINT);
        Label scratch = new Label();
        scratch.setId("deploy-scratch");
        scratch.setWrapText(true);
        scratch.getStyleClass().add(StyleClasses.HINT);
        scratch.textProperty().bind(viewModel.scratchNoteProperty());
        scratch.visibleProperty().bind(viewModel.scratchNoteProperty().isNotEmpty());
        scratch.managedProperty().bind(scratch.visibleProperty());
        ToggleGroup choices = new ToggleGroup();
        VBox options = new VBox(6, new Label("If a table already exists:"),
                choice(choices, viewModel, ExistingTables.REFUSE, "Stop and show me how it differs (changes nothing)"),
                choice(choices, viewModel, ExistingTables.LOAD_ITEMS_ONLY, "Load the items into the existing tables"),
                choice(choices, viewModel, ExistingTables.REPLACE, "Replace the tables (deletes their items first)"));
        Button deploy = new Button("Deploy");
        deploy.setId("deploy");
        deploy.getStyleClass().add(StyleClasses.ACCENT);
        deploy.disableProperty().bind(viewModel.runningProperty());
        deploy.setOnAction(e -> viewModel.deploy());
        Button cancel = new Button("Cancel");
        cancel.setId("cancel-deploy");
        cancel.disableProperty().bind(viewModel.runningProperty().not());
        cancel.setOnAction(e -> viewModel.cancel());
        ProgressBar bar = new ProgressBar(0);
        bar.setId("deploy-progress");
        bar.setPrefWidth(420);
        bar.progressProperty().bind(viewModel.progressProperty());
        Label counts = new Label();
        counts.setId("deploy-counts");
        counts.textProperty().bind(viewModel.progressTextProperty());
        Label step = new Label();
        step.getStyleClass().add(StyleClasses.HINT);
        step.textProperty().bind(viewModel.stepProperty());
        Label outcome = new Label();
        outcome.setId("deploy-outcome");
        outcome.setWrapText(true);
        outcome.textProperty().bind(viewModel.outcomeProperty());
        viewModel.failedProperty().addListener((obs, old, failed) ->
                outcome.pseudoClassStateChanged(StyleClasses.FAILED_STATE, failed));
        Label migrateTitle = new Label("Or migrate the tables deployed from the last saved model to the open one: "
                + "in-place updates, one index at a time, a new table and a copy for a new key (the old table kept).");
        migrateTitle.setWrapText(true);
        migrateTitle.getStyleClass().add(StyleClasses.HINT);
        CheckBox allowDelete = new CheckBox("Allow deleting an index or table that holds items");
        allowDelete.selectedProperty().bindBidirectional(viewModel.allowDeleteProperty());
        Button migrate = new Button("Apply migration plan");
        migrate.setId("migrate");
        migrate.disableProperty().bind(viewModel.runningProperty());
        migrate.setOnAction(e -> viewModel.migrate());
        getChildren().addAll(title, explain, scratch, options, new HBox(8, deploy, cancel), new Separator(),
                migrateTitle, new HBox(12, migrate, allowDelete), bar, counts, step, outcome);
    }

    private static RadioButton choice(ToggleGroup group, DeployViewModel viewModel, ExistingTables value, String text) {
        RadioButton button = new RadioButton(text);
        button.setToggleGroup(group);
        button.setSelected(viewModel.existingProperty().get() == value);
        button.selectedProperty().addListener((obs, old, selected) -> {
            if (selected) {
                viewModel.existingProperty().set(value);
            }
        });
        return button;
    }
}
