package dev.tablewright.ui.items;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.ui.common.ValueText;
import java.util.List;
import java.util.Map;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import javafx.collections.ListChangeListener;
import javafx.collections.MapChangeListener;
import javafx.css.PseudoClass;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.scene.control.Button;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableViewSkin;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;
import java.util.function.BiFunction;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.geometry.Orientation;
import javafx.scene.control.Skin;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import dev.tablewright.ui.common.StyleClasses;

/**
 * The aggregate view: rows grouped by partition key (the value shown once per group, groups
 * shaded alternately), key columns with each facet's aliases, a colour bar per entity type with
 * a legend, and the other attributes as name/value chips with their type on hover.
 */
public final class ItemGridView extends BorderPane {
    private static final PseudoClass GROUP_START = StyleClasses.GROUP_START_STATE;
    private static final PseudoClass GROUP_ODD = StyleClasses.GROUP_ODD_STATE;
    private static final PseudoClass MATCHED = StyleClasses.MATCHED_STATE;
    /** A row or cell a validation finding is about. */
    private static final PseudoClass PROBLEM = StyleClasses.PROBLEM_STATE;
    /** Two lines of text (a value and its alias or attribute name) and padding. */
    static final double ROW_HEIGHT = 42;
    /** Rows the table holds at most; more are shown through a window of this many that moves as the grid scrolls. */
    public static final int WINDOW_ROWS = 5_000;
    private final TableView<ItemGridViewModel.Row> table = new TableView<>() {
        @Override
        protected Skin<?> createDefaultSkin() {
            return new GridSkin(this);
        }
    };
    private final ItemGridViewModel viewModel;
    private final FlowPane legend = new FlowPane(10, 4);
    private final RowWindow<ItemGridViewModel.Row> window;
    /** The window moves when the rows on screen come this close to one of its ends. */
    private final int windowMargin;
    /** Where the grid is in all the rows when the table holds a window of them (the table's own bar is hidden then). */
    private final ScrollBar rowBar = new ScrollBar();
    private final ReadOnlyObjectWrapper<ItemGridViewModel.Row> selectedRow = new ReadOnlyObjectWrapper<>();
    /** The selected row's index in all the rows (it may be outside the window), or -1. */
    private int selectedIndex = -1;
    /** The row bar's thumb is at least this long (in pixels), however many rows there are. */
    private static final double MIN_THUMB = 28;
    /** Set while the grid itself changes the table's rows, selection or position: the table's events are its own then. */
    private boolean adjusting;
    private boolean recentring;
    private VirtualFlow<?> flow;

    public ItemGridView(ItemGridViewModel viewModel) {
        this(viewModel, WINDOW_ROWS);
    }

    /** A grid whose table holds at most {@code windowRows} rows at a time. */
    ItemGridView(ItemGridViewModel viewModel, int windowRows) {
        this.viewModel = viewModel;
        this.window = new RowWindow<>(viewModel.rows(), windowRows);
        this.windowMargin = Math.max(1, Math.min(1_000, windowRows / 5));
        getStyleClass().add(StyleClasses.ITEM_GRID);
        setTop(header());
        table.setItems(window.shown());
        viewModel.rows().addListener((ListChangeListener<ItemGridViewModel.Row>) this::followRows);
        findResult.textProperty().bind(Bindings.when(viewModel.searchingProperty())
                .then("Searching…").otherwise(viewModel.findSummaryProperty()));
        // the count follows the rows (an edit, another view) while the find bar is open
        viewModel.rows().addListener((ListChangeListener<ItemGridViewModel.Row>) c -> {
            if (findBar.isVisible() && !findField.getText().isBlank()) {
                viewModel.countMatchesLater(findField.getText());
            }
        });
        table.getSelectionModel().selectedItemProperty().addListener((obs, old, now) -> selectionFromTable());
        table.getSelectionModel().selectedIndexProperty().addListener((obs, old, now) -> selectionFromTable());
        table.addEventFilter(KeyEvent.KEY_PRESSED, this::homeOrEnd);
        rowBar.setOrientation(Orientation.VERTICAL);
        rowBar.getStyleClass().add(StyleClasses.ROW_BAR);
        rowBar.setUnitIncrement(1);
        rowBar.valueProperty().addListener((obs, old, now) -> {
            if (!adjusting) {
                scrollTo((int) Math.round(now.doubleValue()));
            }
        });
        table.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        Label placeholder = new Label();
        placeholder.getStyleClass().add(StyleClasses.GRID_PLACEHOLDER);
        placeholder.setWrapText(true);
        placeholder.textProperty().bind(viewModel.emptyMessageProperty());
        table.setPlaceholder(placeholder);
        table.setRowFactory(t -> new GroupedRow());
        // every row the same height: the virtual flow then builds cells for the visible rows only and
        // scrolls a million rows without measuring them
        table.setFixedCellSize(ROW_HEIGHT);
        setCenter(table);
        viewModel.keyColumns().addListener((ListChangeListener<String>) change -> rebuildColumns());
        viewModel.legend().addListener((MapChangeListener<String, String>) change -> rebuildLegend());
        rebuildColumns();
        rebuildLegend();
        viewModel.highlightProperty().addListener((obs, old, now) -> refreshMarks());
    }

    /**
     * Repaints the rows, e.g. when the validation findings they mark change. The rows and cells on
     * screen update themselves in place: {@code TableView.refresh()} would throw them away and build
     * new ones, which holds the FX thread for a noticeable time on every edit.
     */
    public void refreshMarks() {
        repaints.set(repaints.get() + 1);
    }

    /** Counts repaints; every row and cell listens (weakly) and re-applies its item. */
    private final IntegerProperty repaints = new SimpleIntegerProperty();

    private ChangeListener<Number> repaintBy(Runnable update) {
        ChangeListener<Number> listener = (obs, old, now) -> update.run();
        repaints.addListener(new WeakChangeListener<>(listener));
        return listener;
    }

    /**
     * The table: it holds all the rows, or a window of them when there are more than it holds at a
     * time (see {@link #selectedRowProperty}, {@link #select} and {@link #scrollTo}, which work on
     * all the rows).
     */
    public TableView<ItemGridViewModel.Row> table() {
        return table;
    }

    /** The selected row, wherever it is in all the rows; null when none is. */
    public ReadOnlyObjectProperty<ItemGridViewModel.Row> selectedRowProperty() {
        return selectedRow.getReadOnlyProperty();
    }

    /** The index of the selected row in all the rows, or -1. */
    public int selectedIndex() {
        return selectedIndex;
    }

    /**
     * Selects row {@code index} of all the rows (moving the window there when it holds other rows;
     * {@link #scrollTo} brings it on screen); clears the selection for -1.
     */
    public void select(int index) {
        if (index < 0 || index >= window.total()) {
            table.getSelectionModel().clearSelection();
            return;
        }
        if (window.toLocal(index) < 0) {
            scrollTo(index);
        }
        table.getSelectionModel().clearAndSelect(window.toLocal(index));
    }

    /** Scrolls row {@code index} of all the rows to the top (as near as the end of the rows allows). */
    public void scrollTo(int index) {
        if (window.total() == 0) {
            return;
        }
        int row = Math.max(0, Math.min(index, window.total() - 1));
        int local = window.toLocal(row);
        if (local < 0 || window.nearEdge(local, local + visibleRows(), windowMargin)) {
            moveWindow(() -> window.centreOn(row));
            local = window.toLocal(row);
        }
        table.scrollTo(local);
    }

    /** How many rows the table shows at once. */
    private int visibleRows() {
        return flow == null ? 20 : Math.max(1, (int) (flow.getHeight() / ROW_HEIGHT));
    }

    /** Repeats a change of all the rows on the table's rows, keeping its selection and the row at the top. */
    private void followRows(ListChangeListener.Change<? extends ItemGridViewModel.Row> change) {
        boolean windowedBefore = !window.heldAllBefore(change);
        int top = RowWindow.follow(topIndex(), change, true);
        int selected = RowWindow.follow(selectedIndex, change, false);
        moveWindow(() -> {
            if (window.follow(change) || (!windowedBefore && window.windowed())) {
                table.scrollTo(Math.max(0, window.toLocal(Math.max(0, Math.min(top, window.total() - 1)))));
            }
            return false;
        });
        if (windowedBefore || window.windowed()) {
            selectedIndex = selected;
            selectedRow.set(selected < 0 ? null : viewModel.rows().get(selected));
            restoreSelection();
        } else {
            selectionFromTable();
        }
        updateRowBar();
    }

    /** Moves the window with the table's selection set again afterwards; {@code move} says whether it moved. */
    private void moveWindow(BooleanSupplier move) {
        boolean was = adjusting;
        adjusting = true;
        try {
            if (move.getAsBoolean()) {
                restoreSelection();
            }
        } finally {
            adjusting = was;
        }
        updateRowBar();
    }

    /** Selects in the table the selected row when the window holds it, or nothing. */
    private void restoreSelection() {
        boolean was = adjusting;
        adjusting = true;
        try {
            int local = window.toLocal(selectedIndex);
            if (local < 0) {
                table.getSelectionModel().clearSelection();
            } else if (table.getSelectionModel().getSelectedIndex() != local
                    || table.getSelectionModel().getSelectedItem() != window.shown().get(local)) {
                table.getSelectionModel().clearAndSelect(local);
            }
        } finally {
            adjusting = was;
        }
    }

    private void selectionFromTable() {
        if (adjusting) {
            return;
        }
        int local = table.getSelectionModel().getSelectedIndex();
        selectedIndex = local < 0 ? -1 : window.base() + local;
        selectedRow.set(local < 0 ? null : table.getSelectionModel().getSelectedItem());
    }

    /** The index in all the rows of the row at the top of the table (or partly above it). */
    public int topIndex() {
        IndexedCell<?> first = flow == null ? null : flow.getFirstVisibleCell();
        return window.base() + (first == null ? 0 : Math.max(0, first.getIndex()));
    }

    /** Home and End go to the first and last of all the rows, not of the window. */
    private void homeOrEnd(KeyEvent e) {
        if (window.windowed() && !e.isShiftDown()
                && (e.getCode() == KeyCode.HOME || e.getCode() == KeyCode.END)) {
            e.consume();
            int row = e.getCode() == KeyCode.HOME ? 0 : window.total() - 1;
            select(row);
            scrollTo(row);
        }
    }

    /** After each layout of the table's rows: the row bar follows, and the window moves when they near its end. */
    private void flowLaidOut() {
        IndexedCell<?> first = flow.getFirstVisibleCell();
        IndexedCell<?> last = flow.getLastVisibleCell();
        if (first == null || last == null || adjusting) {
            return;
        }
        if (window.windowed()) {
            double at = window.base() + first.getIndex() + Math.max(0, -first.getLayoutY()) / ROW_HEIGHT;
            adjusting = true;
            rowBar.setValue(Math.min(rowBar.getMax(), at));
            adjusting = false;
        }
        if (!recentring && window.nearEdge(first.getIndex(), last.getIndex(), windowMargin)) {
            recentring = true;
            // not during the layout: moving the window changes the rows being laid out
            Platform.runLater(this::recentre);
        }
    }

    /** Moves the window around the row at the top, keeping what is on screen where it is. */
    private void recentre() {
        recentring = false;
        IndexedCell<?> first = flow.getFirstVisibleCell();
        if (first == null) {
            return;
        }
        int top = window.base() + first.getIndex();
        double offset = Math.max(0, -first.getLayoutY());
        moveWindow(() -> {
            if (!window.centreOn(top)) {
                return false;
            }
            table.scrollTo(window.toLocal(top));
            flow.scrollPixels(offset);
            return true;
        });
    }

    private void updateRowBar() {
        boolean windowed = window.windowed();
        rowBar.setVisible(windowed);
        if (windowed) {
            int visible = visibleRows();
            boolean was = adjusting;
            adjusting = true;
            rowBar.setMax(Math.max(0, window.total() - visible));
            // the thumb as long as the rows on screen are of all the rows, but long enough to grab
            rowBar.setVisibleAmount(Math.max(visible, rowBar.getMax() * MIN_THUMB / Math.max(1, rowBar.getHeight())));
            rowBar.setBlockIncrement(visible);
            rowBar.setValue(Math.min(rowBar.getMax(), topIndex()));
            adjusting = was;
        }
        table.requestLayout();
    }

    /**
     * The table's skin: its flow reports each layout (to move the window) and hides its own
     * vertical bar while the table holds a window, and the row bar, which spans all the rows,
     * takes that bar's place.
     */
    private final class GridSkin extends TableViewSkin<ItemGridViewModel.Row> {
        GridSkin(TableView<ItemGridViewModel.Row> control) {
            super(control);
            getChildren().add(rowBar);
            flow.heightProperty().addListener((obs, old, now) -> updateRowBar());
            rowBar.heightProperty().addListener((obs, old, now) -> updateRowBar());
            updateRowBar();
        }

        @Override
        protected VirtualFlow<TableRow<ItemGridViewModel.Row>> createVirtualFlow() {
            GridFlow created = new GridFlow();
            // the skin's constructor makes and lays out its flow before its own constructor body runs
            flow = created;
            return created;
        }

        @Override
        protected void layoutChildren(double x, double y, double w, double h) {
            if (!rowBar.isVisible()) {
                super.layoutChildren(x, y, w, h);
                return;
            }
            double barWidth = rowBar.prefWidth(-1);
            super.layoutChildren(x, y, w - barWidth, h);
            // beside the rows: below the header, above the flow's horizontal bar
            double top = flow.getLayoutY();
            double height = flow.getHeight() - ((GridFlow) flow).horizontalBarHeight();
            rowBar.resizeRelocate(x + w - barWidth, top, barWidth, Math.max(0, height));
        }
    }

    /** The table's flow: reports each layout, and hides its own vertical bar while the table holds a window. */
    private final class GridFlow extends VirtualFlow<TableRow<ItemGridViewModel.Row>> {
        @Override
        protected void layoutChildren() {
            boolean windowed = window.windowed();
            getVbar().setPrefWidth(windowed ? 0 : Region.USE_COMPUTED_SIZE);
            getVbar().setOpacity(windowed ? 0 : 1);
            super.layoutChildren();
            flowLaidOut();
        }

        double horizontalBarHeight() {
            return getHbar().isVisible() ? getHbar().getHeight() : 0;
        }
    }

    public ItemGridViewModel viewModel() {
        return viewModel;
    }

    /** Shows the find bar and puts the cursor in it. */
    public void showFind() {
        findBar.setVisible(true);
        findField.requestFocus();
        findField.selectAll();
    }

    private final TextField findField = new TextField();
    private final Label findResult = new Label();
    private final HBox findBar = findBar();

    private HBox findBar() {
        findField.setId("find-field");
        findField.setPromptText("Find in names and values (Enter: next, Esc: close)");
        findField.setPrefColumnCount(30);
        findResult.setId("find-result");
        findResult.getStyleClass().add(StyleClasses.GRID_MEMBERSHIP);
        findField.setOnAction(e -> findNext());
        findField.textProperty().addListener((obs, old, now) -> viewModel.countMatchesLater(now));
        Button next = new Button("Next");
        next.getStyleClass().add(StyleClasses.SMALL);
        next.setOnAction(e -> findNext());
        Button close = new Button("×");
        close.getStyleClass().add(StyleClasses.SMALL);
        HBox bar = new HBox(8, new Label("Find"), findField, next, findResult, close);
        bar.setAlignment(Pos.CENTER_LEFT);
        bar.setPadding(new Insets(0, 10, 4, 10));
        bar.setVisible(false);
        bar.managedProperty().bind(bar.visibleProperty());
        close.setOnAction(e -> bar.setVisible(false));
        bar.setOnKeyPressed(e -> {
            if (e.getCode() == KeyCode.ESCAPE) {
                bar.setVisible(false);
                table.requestFocus();
            }
        });
        return bar;
    }

    private void findNext() {
        viewModel.findLater(findField.getText(), selectedIndex, at -> {
            if (at >= 0) {
                select(at);
                scrollTo(Math.max(0, at - 3));
            }
        });
    }

    private VBox header() {
        Label caption = new Label();
        caption.getStyleClass().add(StyleClasses.GRID_CAPTION);
        caption.textProperty().bind(viewModel.captionProperty());
        Label membership = new Label();
        membership.getStyleClass().add(StyleClasses.GRID_MEMBERSHIP);
        membership.textProperty().bind(viewModel.membershipProperty());
        membership.managedProperty().bind(membership.textProperty().isNotEmpty());
        membership.visibleProperty().bind(membership.managedProperty());
        Button showMissing = new Button("Show the items left out");
        showMissing.getStyleClass().add(StyleClasses.SMALL);
        showMissing.managedProperty().bind(Bindings.isNotEmpty(viewModel.missing()));
        showMissing.visibleProperty().bind(showMissing.managedProperty());
        showMissing.setOnAction(e -> showMissing(showMissing));
        Region spacer = new Region();
        HBox.setHgrow(spacer, Priority.ALWAYS);
        Label matched = new Label();
        matched.getStyleClass().add(StyleClasses.GRID_HIGHLIGHT);
        matched.textProperty().bind(viewModel.highlightCaptionProperty());
        Button clear = new Button("Clear");
        clear.getStyleClass().add(StyleClasses.SMALL);
        clear.setOnAction(e -> viewModel.clearHighlight());
        HBox highlightLine = new HBox(8, matched, clear);
        highlightLine.setAlignment(Pos.CENTER_LEFT);
        highlightLine.managedProperty().bind(matched.textProperty().isNotEmpty());
        highlightLine.visibleProperty().bind(highlightLine.managedProperty());
        HBox line = new HBox(10, caption, spacer, showMissing);
        line.setAlignment(Pos.CENTER_LEFT);
        legend.getStyleClass().add(StyleClasses.LEGEND);
        HBox heat = new HBox(2);
        heat.getStyleClass().add(StyleClasses.HEAT_STRIP);
        heat.setPrefHeight(20);
        viewModel.partitions().addListener((ListChangeListener<PartitionLoad>) c -> fillHeat(heat));
        // one tooltip for the strip, its text taken from the bar under the mouse (a tooltip per bar is slow to build)
        Tooltip heatTip = new Tooltip();
        Tooltip.install(heat, heatTip);
        heat.setOnMouseMoved(e -> heat.getChildren().stream()
                .filter(bar -> bar.getBoundsInParent().contains(e.getX(), e.getY()))
                .findFirst().ifPresent(bar -> heatTip.setText(String.valueOf(bar.getUserData()))));
        VBox header = new VBox(4, line, membership, highlightLine, legend, heat, findBar);
        header.setPadding(new Insets(6, 10, 6, 10));
        return header;
    }

    /** One bar per partition, as wide as its share of the bytes; hot ones marked, details on hover. */
    private void fillHeat(HBox heat) {
        heat.getChildren().clear();
        double width = Math.max(300, getWidth() - 40);
        int shown = 0;
        for (PartitionLoad load : viewModel.partitions()) {
            if (shown++ == 60) {
                break;
            }
            Region bar = new Region();
            bar.getStyleClass().add(load.hot() ? StyleClasses.HEAT_HOT : StyleClasses.HEAT_BAR);
            bar.setPrefWidth(Math.max(3, load.byteShare() * width));
            bar.setMinWidth(3);
            bar.setUserData(String.format("%s: %d items (%.0f%%), %,d bytes (%.0f%%)%s",
                    load.partition(), load.items(), load.itemShare() * 100, load.bytes(), load.byteShare() * 100,
                    load.hot() ? "\nHot: a write-sharding candidate" : ""));
            heat.getChildren().add(bar);
        }
    }

    private void rebuildLegend() {
        legend.getChildren().clear();
        for (Map.Entry<String, String> entry : viewModel.legend().entrySet()) {
            Rectangle swatch = new Rectangle(10, 10, Colors.color(entry.getValue()));
            swatch.setArcWidth(3);
            swatch.setArcHeight(3);
            Label name = new Label(entry.getKey(), swatch);
            name.getStyleClass().add(StyleClasses.LEGEND_ENTRY);
            legend.getChildren().add(name);
        }
    }

    private void showMissing(Button anchor) {
        ListView<String> list = new ListView<>();
        for (ItemGridViewModel.Missing m : viewModel.missing()) {
            String key = viewModel.keyColumns().isEmpty() ? "" : m.item().attributes().values().stream()
                    .limit(2).map(ValueText::of).reduce((a, b) -> a + " / " + b).orElse("");
            list.getItems().add(key + (m.facet() == null ? "" : "  (" + m.facet() + ")") + ": " + m.reason());
        }
        list.setPrefSize(520, Math.min(400, 28 * list.getItems().size() + 8));
        Popup popup = new Popup();
        popup.setAutoHide(true);
        popup.getContent().add(list);
        var at = anchor.localToScreen(anchor.getBoundsInLocal());
        popup.show(anchor, at.getMaxX() - 520, at.getMaxY() + 4);
    }

    private void rebuildColumns() {
        table.getColumns().clear();
        TableColumn<ItemGridViewModel.Row, String> bar = new TableColumn<>();
        bar.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().color()));
        bar.setCellFactory(c -> new ColorBarCell());
        bar.setPrefWidth(8);
        bar.setResizable(false);
        bar.setSortable(false);
        bar.getStyleClass().add(StyleClasses.BAR_COLUMN);
        table.getColumns().add(bar);
        List<String> keys = viewModel.keyColumns();
        for (int i = 0; i < keys.size(); i++) {
            String name = keys.get(i);
            boolean partition = i == 0;
            TableColumn<ItemGridViewModel.Row, ItemGridViewModel.Row> column = new TableColumn<>(name);
            column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
            column.setCellFactory(c -> new KeyCell(name, partition));
            column.setPrefWidth(widthFor(name));
            column.setSortable(false);
            column.getStyleClass().add(partition ? StyleClasses.PARTITION_COLUMN : StyleClasses.KEY_COLUMN);
            table.getColumns().add(column);
        }
        TableColumn<ItemGridViewModel.Row, ItemGridViewModel.Row> attributes = new TableColumn<>("Attributes");
        attributes.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        attributes.setCellFactory(c -> new AttributesCell());
        attributes.setPrefWidth(900);
        attributes.setSortable(false);
        table.getColumns().add(attributes);
    }

    /**
     * A width that fits the header and the widest of the first rows' values and their facets'
     * aliases, measured in the fonts the style sheet gives them (bold 13 px, aliases 10.5 px), within reason.
     */
    private double widthFor(String name) {
        Text measure = new Text();
        Font value = Font.font(Font.getDefault().getFamily(),
                FontWeight.BOLD, 13);
        Font alias = Font.font(value.getFamily(), FontWeight.BOLD, 10.5);
        BiFunction<String, Font, Double> width = (text, font) -> {
            measure.setText(text);
            measure.setFont(font);
            return measure.getLayoutBounds().getWidth();
        };
        double widest = width.apply(name, value) + 16;
        int sampled = 0;
        for (ItemGridViewModel.Row row : viewModel.rows()) {
            if (sampled++ == 300) {
                break;
            }
            widest = Math.max(widest, width.apply(ValueText.of(row.item().get(name)), value));
            String aliasName = viewModel.aliasOf(row.facet(), name);
            if (aliasName != null) {
                widest = Math.max(widest, width.apply(aliasName, alias));
            }
        }
        return Math.max(80, Math.min(320, Math.ceil(widest) + 24));
    }

    private boolean keyed(String name) {
        return viewModel.keyColumns().contains(name);
    }

    private final class GroupedRow extends TableRow<ItemGridViewModel.Row> {
        private final ChangeListener<Number> repaint = repaintBy(() -> updateItem(getItem(), isEmpty()));

        @Override
        protected void updateItem(ItemGridViewModel.Row row, boolean empty) {
            super.updateItem(row, empty);
            pseudoClassStateChanged(GROUP_START, !empty && row != null && row.groupStart());
            pseudoClassStateChanged(GROUP_ODD, !empty && row != null && row.group() % 2 == 1);
            pseudoClassStateChanged(MATCHED, !empty && row != null && viewModel.isHighlighted(row.item()));
            pseudoClassStateChanged(PROBLEM, !empty && row != null && !viewModel.problemsOf(row.item()).isEmpty());
        }
    }

    private static final class ColorBarCell extends TableCell<ItemGridViewModel.Row, String> {
        @Override
        protected void updateItem(String color, boolean empty) {
            super.updateItem(color, empty);
            setText(null);
            setBackground(empty || color == null ? null : Colors.background(color));
        }
    }

    /**
     * A key value (and the facet's alias below it). The cell's nodes are built once and reused as
     * it scrolls over rows; its hover text is computed only when the mouse enters it.
     */
    private final class KeyCell extends TableCell<ItemGridViewModel.Row, ItemGridViewModel.Row> {
        private final String attribute;
        private final boolean partition;
        private final Label value = new Label();
        private final Label alias = new Label();
        private final VBox box = new VBox(0, value, alias);
        private final ChangeListener<Number> repaint = repaintBy(() -> updateItem(getItem(), isEmpty()));

        KeyCell(String attribute, boolean partition) {
            this.attribute = attribute;
            this.partition = partition;
            getStyleClass().add(StyleClasses.KEY_CELL);
            value.getStyleClass().add(StyleClasses.KEY_VALUE);
            alias.getStyleClass().add(StyleClasses.KEY_ALIAS);
            alias.managedProperty().bind(alias.visibleProperty());
            setOnMouseEntered(e -> hover(hoverText()));
        }

        private String hoverText() {
            ItemGridViewModel.Row row = getItem();
            if (row == null || isEmpty() || getGraphic() == null) {
                return null;
            }
            AttributeValue v = row.item().get(attribute);
            return attribute + " (" + ValueText.typeOf(v) + ")"
                    + (partition ? "\n" + row.groupSize() + " item(s) in this partition" : "");
        }

        @Override
        protected void updateItem(ItemGridViewModel.Row row, boolean empty) {
            super.updateItem(row, empty);
            setText(null);
            pseudoClassStateChanged(PROBLEM, !empty && row != null && viewModel.problemsOf(row.item()).contains(attribute));
            if (empty || row == null || (partition && !row.groupStart())) {
                setGraphic(null);
                return;
            }
            value.setText(ValueText.of(row.item().get(attribute)));
            String aliasName = viewModel.aliasOf(row.facet(), attribute);
            alias.setText(aliasName == null ? "" : aliasName);
            alias.setVisible(aliasName != null);
            setGraphic(box);
        }
    }

    /** The non-key attributes as name/value chips; chips are reused, only their texts change. */
    private final class AttributesCell extends TableCell<ItemGridViewModel.Row, ItemGridViewModel.Row> {
        private final HBox chips = new HBox(14);
        private final ChangeListener<Number> repaint = repaintBy(() -> updateItem(getItem(), isEmpty()));

        AttributesCell() {
            setOnMouseEntered(e -> hover(hoverText()));
        }

        private String hoverText() {
            ItemGridViewModel.Row row = getItem();
            if (row == null || isEmpty()) {
                return null;
            }
            StringBuilder types = new StringBuilder();
            row.item().attributes().forEach((name, value) -> {
                if (!keyed(name)) {
                    types.append(types.length() == 0 ? "" : "\n").append(name).append(": ").append(ValueText.typeOf(value));
                }
            });
            return types.length() == 0 ? null : types.toString();
        }

        @Override
        protected void updateItem(ItemGridViewModel.Row row, boolean empty) {
            super.updateItem(row, empty);
            setText(null);
            if (empty || row == null) {
                setGraphic(null);
                return;
            }
            int used = 0;
            for (Map.Entry<String, AttributeValue> e : row.item().attributes().entrySet()) {
                if (keyed(e.getKey())) {
                    continue;
                }
                VBox chip;
                if (used < chips.getChildren().size()) {
                    chip = (VBox) chips.getChildren().get(used);
                } else {
                    Label v = new Label();
                    v.getStyleClass().add(StyleClasses.ATTR_VALUE);
                    chip = new VBox(0, small("", StyleClasses.ATTR_NAME), v);
                    chip.getStyleClass().add(StyleClasses.ATTR_CHIP);
                    chips.getChildren().add(chip);
                }
                ((Label) chip.getChildren().get(0)).setText(e.getKey());
                chip.pseudoClassStateChanged(PROBLEM, viewModel.problemsOf(row.item()).contains(e.getKey()));
                ((Label) chip.getChildren().get(1)).setText(ValueText.of(e.getValue()));
                used++;
            }
            if (used < chips.getChildren().size()) {
                chips.getChildren().remove(used, chips.getChildren().size());
            }
            setGraphic(chips);
        }
    }

    /** The grid's one tooltip: its text follows the cell under the mouse (a tooltip per cell is slow to build). */
    private final Tooltip cellTip = new Tooltip();

    private void hover(String text) {
        if (text == null) {
            Tooltip.uninstall(table, cellTip);
        } else {
            cellTip.setText(text);
            Tooltip.install(table, cellTip);
        }
    }

    private static Label small(String text, String styleClass) {
        Label label = new Label(text);
        label.getStyleClass().add(styleClass);
        return label;
    }
}
