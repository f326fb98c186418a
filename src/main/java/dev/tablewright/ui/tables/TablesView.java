package dev.tablewright.ui.tables;

import dev.tablewright.formats.export.ItemFormat;
import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.common.StyleClasses;
import java.io.File;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.CheckBox;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextArea;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;

/**
 * The Tables workspace: a connection bar, the tables with their details, the query/scan form,
 * PartiQL editor, transaction builder and history above one item grid, and the item editor.
 */
public final class TablesView extends BorderPane {
    private final TablesViewModel viewModel;
    private final DialogService dialogs;
    private final ResultGrid grid;

    public TablesView(TablesViewModel viewModel, DialogService dialogs) {
        this.viewModel = viewModel;
        this.dialogs = dialogs;
        setId("tables-view");
        viewModel.setConfirmer(dialogs::confirm);
        grid = new ResultGrid(viewModel, viewModel::editItem);
        setTop(connectionBar());
        Tab item = tab("Item", new ItemEditorView(viewModel));
        TabPane tools = new TabPane(
                tab("Query / Scan", scrolled(new QueryFormView(viewModel))),
                tab("PartiQL", partiql()),
                item,
                tab("Transaction", new TransactionView(viewModel)),
                tab("History", new HistoryView(viewModel.history())));
        tools.setId("tables-tools");
        // choosing a row opens it in the Item tab, the typed form beside its DynamoDB JSON
        viewModel.editor().originalProperty().addListener((obs, old, now) -> {
            if (now != null) {
                tools.getSelectionModel().select(item);
            }
        });
        SplitPane center = new SplitPane(tools, grid);
        center.setOrientation(Orientation.VERTICAL);
        center.setDividerPositions(0.42);
        SplitPane sides = new SplitPane(tablesPane(), center);
        sides.setDividerPositions(0.2);
        SplitPane.setResizableWithParent(sides.getItems().get(0), false);
        setCenter(sides);
        setBottom(statusLine());
        if (viewModel.targets().isEmpty()) {
            viewModel.refreshTargets();
        }
    }

    /** The grid the results show in. */
    public javafx.scene.control.TableView<dev.tablewright.model.Item> grid() {
        return grid.table();
    }

    private HBox connectionBar() {
        ComboBox<LiveTarget> target = new ComboBox<>(viewModel.targets());
        target.setId("tables-connection");
        target.valueProperty().bindBidirectional(viewModel.targetProperty());
        target.setOnShowing(e -> viewModel.refreshTargets());
        CheckBox readOnly = new CheckBox("Read-only");
        readOnly.setId("tables-read-only");
        readOnly.selectedProperty().bindBidirectional(viewModel.readOnlyProperty());
        Button refresh = new Button("Refresh");
        refresh.setOnAction(e -> viewModel.refreshTables());
        Button csv = new Button("Export CSV…");
        csv.setOnAction(e -> export(ItemFormat.CSV, "csv"));
        Button json = new Button("Export DynamoDB JSON…");
        json.setOnAction(e -> export(ItemFormat.DYNAMODB_JSON, "json"));
        Label connection = new Label("Connection");
        connection.setMinWidth(Region.USE_PREF_SIZE);
        readOnly.setMinWidth(Region.USE_PREF_SIZE);
        refresh.setMinWidth(Region.USE_PREF_SIZE);
        csv.setMinWidth(Region.USE_PREF_SIZE);
        json.setMinWidth(Region.USE_PREF_SIZE);
        HBox bar = new HBox(8, connection, target, readOnly, refresh, csv, json);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(6));
        return bar;
    }

    /** The status and, in red, the one line saying what failed. */
    private HBox statusLine() {
        Label status = new Label();
        status.setId("tables-status");
        status.textProperty().bind(viewModel.statusProperty());
        Label error = new Label();
        error.setId("tables-error");
        error.getStyleClass().add(StyleClasses.EDITOR_ERROR);
        error.textProperty().bind(viewModel.errorProperty());
        error.setMaxWidth(Double.MAX_VALUE);
        error.setMinWidth(0);
        HBox.setHgrow(error, Priority.ALWAYS);
        status.setMinWidth(Region.USE_PREF_SIZE);
        HBox line = new HBox(12, status, error);
        line.setAlignment(Pos.CENTER_LEFT);
        line.setPadding(new Insets(3, 6, 3, 6));
        return line;
    }

    private VBox tablesPane() {
        ListView<String> tables = new ListView<>(viewModel.tables());
        tables.setId("tables-list");
        tables.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> {
            if (now != null) {
                viewModel.tableProperty().set(now);
            }
        });
        viewModel.tableProperty().addListener((obs, old, now) -> tables.getSelectionModel().select(now));
        TextArea details = new TextArea();
        details.setId("table-details");
        details.setEditable(false);
        details.setWrapText(true);
        details.textProperty().bind(viewModel.detailsProperty());
        VBox.setVgrow(tables, Priority.ALWAYS);
        VBox.setVgrow(details, Priority.ALWAYS);
        tables.setPrefHeight(120);
        Label title = new Label("Tables");
        title.getStyleClass().add(StyleClasses.PANEL_TITLE);
        VBox pane = new VBox(4, title, tables, details);
        pane.setPadding(new Insets(6));
        pane.setMinWidth(150);
        return pane;
    }

    private BorderPane partiql() {
        PartiqlEditor editor = new PartiqlEditor();
        editor.replaceText(viewModel.statementProperty().get());
        editor.textProperty().addListener((obs, old, now) -> viewModel.statementProperty().set(now));
        viewModel.statementProperty().addListener((obs, old, now) -> {
            if (!now.equals(editor.getText())) {
                editor.replaceText(now);
            }
        });
        editor.addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if (e.getCode() == KeyCode.ENTER && e.isShortcutDown()) {
                e.consume();
                viewModel.runStatement();
            }
        });
        Button run = new Button("Run statement");
        run.setId("partiql-run");
        run.setOnAction(e -> viewModel.runStatement());
        Label hint = new Label("SELECT results show in the grid below, page by page (NextToken). Ctrl+Enter runs.");
        hint.getStyleClass().add(StyleClasses.HINT);
        HBox bar = new HBox(8, run, hint);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(4));
        BorderPane pane = new BorderPane(editor);
        pane.setTop(bar);
        return pane;
    }

    private void export(ItemFormat format, String extension) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle("Export the results");
        chooser.setInitialFileName((viewModel.tableProperty().get() == null ? "results" : viewModel.tableProperty().get())
                + "." + extension);
        File file = chooser.showSaveDialog(getScene() == null ? null : getScene().getWindow());
        if (file != null) {
            viewModel.export().exportTo(file.toPath(), format, () -> dialogs.confirm("Replace " + file.getName() + "?",
                    file + " exists. Replace it with the exported results? The file there now is kept as "
                    + file.getName() + ".~N~."));
        }
    }

    private static javafx.scene.control.ScrollPane scrolled(javafx.scene.Node content) {
        javafx.scene.control.ScrollPane scroll = new javafx.scene.control.ScrollPane(content);
        scroll.setFitToWidth(true);
        return scroll;
    }

    private static Tab tab(String title, javafx.scene.Node content) {
        Tab tab = new Tab(title, content);
        tab.setClosable(false);
        return tab;
    }
}
