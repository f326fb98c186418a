package dev.tablewright.ui.imports;

import dev.tablewright.formats.imports.ImportFormat;
import dev.tablewright.formats.imports.ImportedModel;
import dev.tablewright.ui.common.StyleClasses;
import dev.tablewright.ui.common.TextWidth;
import java.util.List;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.collections.FXCollections;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * File &gt; Import…'s dialog: the file and the format it was read as (with a choice to force
 * another), progress and Cancel while it is read, then what was found, one tab per section of
 * {@link ImportPreview} headed with its count, and Open as New Model.
 */
public final class ImportView extends BorderPane {
    /** The format choice that recognises the format from the file. */
    static final String RECOGNISE = "Recognise it from the content";

    private final ImportViewModel viewModel;
    private final TabPane tabs = new TabPane();
    private final Button open = new Button("Open as New Model");

    /**
     * @param choose asks for another file (and reads it)
     * @param opened takes the imported model, to show as a new unsaved model
     * @param close closes the dialog
     */
    public ImportView(ImportViewModel viewModel, Runnable choose, Consumer<ImportedModel> opened, Runnable close) {
        this.viewModel = viewModel;
        getStyleClass().add(StyleClasses.IMPORT_VIEW);
        Label file = new Label();
        file.textProperty().bind(Bindings.createStringBinding(() -> viewModel.fileProperty().get() == null ? "(no file)"
                : viewModel.fileProperty().get().toAbsolutePath().toString(), viewModel.fileProperty()));
        file.setWrapText(true);
        file.setMinHeight(Region.USE_PREF_SIZE);
        HBox.setHgrow(file, Priority.ALWAYS);
        file.setMaxWidth(Double.MAX_VALUE);
        Button another = new Button("Choose…");
        another.setOnAction(e -> choose.run());
        another.setMinWidth(Region.USE_PREF_SIZE);
        HBox fileRow = row(label("File:"), file, another);

        ComboBox<String> format = new ComboBox<>();
        List<ImportFormat> formats = viewModel.formats();
        format.getItems().add(RECOGNISE);
        formats.forEach(f -> format.getItems().add(f.description() + " (" + f.cliName() + ")"));
        format.getSelectionModel().select(viewModel.forcedProperty().get() == null ? 0
                : formats.indexOf(viewModel.forcedProperty().get()) + 1);
        format.getSelectionModel().selectedIndexProperty().addListener((obs, old, index) ->
                viewModel.forcedProperty().set(index.intValue() <= 0 ? null : formats.get(index.intValue() - 1)));
        format.setMinWidth(200);
        HBox formatRow = row(label("Read as:"), format); // the format taken is said on the status line below

        ProgressIndicator progress = new ProgressIndicator();
        progress.setPrefSize(18, 18);
        progress.visibleProperty().bind(viewModel.busyProperty());
        progress.managedProperty().bind(progress.visibleProperty());
        Label status = new Label();
        status.textProperty().bind(viewModel.statusProperty());
        status.setWrapText(true);
        status.setMinHeight(Region.USE_PREF_SIZE);
        Button cancel = new Button("Cancel");
        cancel.setOnAction(e -> viewModel.cancel());
        cancel.visibleProperty().bind(viewModel.busyProperty());
        cancel.managedProperty().bind(cancel.visibleProperty());
        HBox statusRow = row(progress, status, cancel);

        Label error = new Label();
        error.textProperty().bind(viewModel.errorProperty());
        error.getStyleClass().add(StyleClasses.FORM_PROBLEM);
        error.setWrapText(true);
        error.setMinHeight(Region.USE_PREF_SIZE);
        error.visibleProperty().bind(viewModel.errorProperty().isNotNull());
        error.managedProperty().bind(error.visibleProperty());
        Label summary = new Label();
        summary.textProperty().bind(viewModel.summaryProperty());
        summary.setWrapText(true);
        summary.setMinHeight(Region.USE_PREF_SIZE);
        summary.getStyleClass().add(StyleClasses.PANEL_TITLE);
        VBox top = new VBox(8, fileRow, formatRow, statusRow, error, summary);
        top.setPadding(new Insets(12, 12, 8, 12));
        setTop(top);

        tabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        BorderPane.setMargin(tabs, new Insets(0, 12, 0, 12));
        setCenter(tabs);
        viewModel.sections().addListener((ListChangeListener<ImportPreview.Section>) c -> rebuild());
        rebuild();

        Label hint = new Label("Opens as a new, unsaved model: no file is written until you save it.");
        hint.getStyleClass().add(StyleClasses.HINT);
        hint.setWrapText(true);
        HBox.setHgrow(hint, Priority.ALWAYS);
        hint.setMaxWidth(Double.MAX_VALUE);
        open.setDefaultButton(true);
        open.disableProperty().bind(viewModel.importedProperty().isNull().or(viewModel.busyProperty()));
        open.setOnAction(e -> viewModel.importModel(opened));
        open.setMinWidth(Region.USE_PREF_SIZE);
        Button closeButton = new Button("Close");
        closeButton.setCancelButton(true);
        closeButton.setOnAction(e -> {
            viewModel.cancel();
            close.run();
        });
        closeButton.setMinWidth(Region.USE_PREF_SIZE);
        HBox buttons = row(hint, closeButton, open);
        buttons.setPadding(new Insets(10, 12, 12, 12));
        setBottom(buttons);
    }

    /** Selects the tab whose title starts with {@code title} (none when blank); true when selected or blank. */
    public boolean select(String title) {
        if (title == null || title.isBlank()) {
            return true;
        }
        return tabs.getTabs().stream().filter(t -> t.getText().startsWith(title)).findFirst().map(t -> {
            tabs.getSelectionModel().select(t);
            return true;
        }).orElse(false);
    }

    /** The preview's tabs, one per section, in order. */
    public TabPane tabs() {
        return tabs;
    }

    /**
     * The six tabs stay (made once, before the dialog shows, so none is drawn growing in); each
     * takes its section's count and rows, or an empty list while nothing is read.
     */
    private void rebuild() {
        if (tabs.getTabs().isEmpty()) {
            ImportPreview.TITLES.forEach(title -> tabs.getTabs().add(new Tab(title)));
        }
        List<ImportPreview.Section> sections = viewModel.sections();
        for (int i = 0; i < tabs.getTabs().size(); i++) {
            Tab tab = tabs.getTabs().get(i);
            ImportPreview.Section section = i < sections.size() ? sections.get(i)
                    : new ImportPreview.Section(ImportPreview.TITLES.get(i), List.of(), List.of());
            tab.setText(i < sections.size() ? section.heading() : section.title());
            tab.setContent(table(section, i < sections.size()));
        }
    }

    private static TableView<List<String>> table(ImportPreview.Section section, boolean read) {
        TableView<List<String>> table = new TableView<>(FXCollections.observableArrayList(section.rows()));
        for (int i = 0; i < section.columns().size(); i++) {
            int at = i;
            TableColumn<List<String>, String> column = new TableColumn<>(section.columns().get(i));
            column.setCellValueFactory(cell -> new ReadOnlyStringWrapper(at < cell.getValue().size()
                    ? cell.getValue().get(at) : ""));
            column.setPrefWidth(widthOf(section, i));
            column.setMinWidth(longestWordWidth(section, i));
            column.setCellFactory(c -> new WrappingCell());
            table.getColumns().add(column);
        }
        table.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        table.setPlaceholder(new Label(read ? "None in this file" : "Nothing read yet"));
        return table;
    }

    /** A column as wide as its longest text (about 7 pixels a character), within 60 and 420. */
    private static double widthOf(ImportPreview.Section section, int column) {
        int longest = section.columns().get(column).length();
        for (List<String> row : section.rows()) {
            if (column < row.size()) {
                longest = Math.max(longest, row.get(column).length());
            }
        }
        return Math.max(60, Math.min(420, 7.5 * longest + 24));
    }

    /**
     * A cell whose row is as tall as its wrapped text: a table asks a cell for its height at no width,
     * where a wrapping label gives one or two lines and cuts the rest; this one answers at its column's width.
     */
    private static final class WrappingCell extends TableCell<List<String>, String> {
        WrappingCell() {
            tableColumnProperty().addListener((obs, old, now) -> {
                if (now != null) {
                    now.widthProperty().addListener((o, before, after) -> requestLayout());
                }
            });
        }

        @Override
        protected void updateItem(String text, boolean empty) {
            super.updateItem(text, empty);
            setText(empty ? null : text);
        }

        @Override
        protected double computePrefHeight(double width) {
            return super.computePrefHeight(width < 0 && getTableColumn() != null ? getTableColumn().getWidth() : width);
        }
    }

    /**
     * A column at least as wide as its longest word (a name such as {@code get_assignee_queue}), within
     * 60 and 260: a cell's text wraps between words, never inside one.
     */
    private static double longestWordWidth(ImportPreview.Section section, int column) {
        double widest = 0;
        for (List<String> row : section.rows()) {
            if (column < row.size()) {
                for (String word : row.get(column).split("\\s+")) {
                    widest = Math.max(widest, TextWidth.of(word) + 32);
                }
            }
        }
        return Math.max(60, Math.min(260, widest));
    }

    private static Label label(String text) {
        Label label = new Label(text);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }

    private static HBox row(javafx.scene.Node... nodes) {
        HBox row = new HBox(8, nodes);
        row.setAlignment(Pos.CENTER_LEFT);
        return row;
    }
}
