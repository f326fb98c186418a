package dev.tablewright.ui.mainwindow;

import dev.tablewright.ui.common.StyleClasses;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;

/** The window's status line: busy, the status text, where patterns run, and the open file. */
final class StatusBar {
    private StatusBar() {
    }

    static HBox of(MainWindowViewModel viewModel) {
        Label status = new Label();
        status.textProperty().bind(viewModel.statusProperty());
        Label file = new Label();
        file.getStyleClass().add(StyleClasses.STATUS_FILE);
        file.textProperty().bind(viewModel.fileProperty().asString().map(s -> "null".equals(s) ? "" : s));
        ProgressIndicator busy = new ProgressIndicator();
        busy.setPrefSize(14, 14);
        busy.visibleProperty().bind(viewModel.busyProperty());
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label engine = new Label();
        engine.setId("status-engine");
        engine.textProperty().bind(viewModel.run().targetProperty().map(t -> "Runs on: " + t.name())
                .orElse("Runs on: in memory"));
        engine.setTooltip(new Tooltip("Deploys go to " + viewModel.engine()
                + "; choose where patterns run in the Run tab"));
        engine.getStyleClass().add(StyleClasses.STATUS_ENGINE);
        Label separator = new Label("·");
        separator.visibleProperty().bind(file.textProperty().isNotEmpty()); // no dangling dot before a file is open
        HBox bar = new HBox(8, busy, status, spacer, engine, separator, file);
        bar.getStyleClass().add(StyleClasses.STATUS_BAR);
        bar.setPadding(new Insets(4, 10, 4, 10));
        return bar;
    }
}
