package dev.tablewright.ui.items;

import dev.tablewright.ui.common.StyleClasses;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.collections.ListChangeListener;
import javafx.geometry.Orientation;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.Skin;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.TableViewSkin;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Region;

/**
 * The aggregate view: rows grouped by partition key (the value shown once per group, groups
 * shaded alternately), key columns with each facet's aliases, a colour bar per entity type with
 * a legend, and the other attributes as name/value chips with their type on hover.
 *
 * <p>This class is the windowed table: past {@link #WINDOW_ROWS} rows the table holds a window of
 * them ({@link RowWindow}) that moves as the grid scrolls, and a row bar spans all of them. The
 * header ({@link GridHeader}, with its {@link FindBar}), the columns ({@link GridColumns}) and the
 * rows and cells ({@link GridCells}) are their own classes.
 */
public final class ItemGridView extends BorderPane {
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
    private final GridCells cells;
    private final FindBar findBar;
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
        this.cells = new GridCells(viewModel, table);
        this.window = new RowWindow<>(viewModel.rows(), windowRows);
        this.windowMargin = Math.max(1, Math.min(1_000, windowRows / 5));
        getStyleClass().add(StyleClasses.ITEM_GRID);
        table.setItems(window.shown());
        viewModel.rows().addListener((ListChangeListener<ItemGridViewModel.Row>) this::followRows);
        // after followRows: the find bar's count follows the rows too
        findBar = new FindBar(viewModel.findViewModel(), viewModel.rows(), () -> selectedIndex, at -> {
            select(at);
            scrollTo(Math.max(0, at - 3));
        }, table::requestFocus);
        setTop(new GridHeader(viewModel, findBar, this));
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
        table.setRowFactory(t -> cells.row());
        // every row the same height: the virtual flow then builds cells for the visible rows only and
        // scrolls a million rows without measuring them
        table.setFixedCellSize(ROW_HEIGHT);
        setCenter(table);
        viewModel.keyColumns().addListener((ListChangeListener<String>) change -> GridColumns.rebuild(table, cells));
        GridColumns.rebuild(table, cells);
        // a result under the columns it had (a pattern run again): the same columns and cells, widths fitted to its rows
        viewModel.resultsShownProperty().addListener((obs, old, now) -> GridColumns.fit(table, cells));
        viewModel.highlightProperty().addListener((obs, old, now) -> refreshMarks());
    }

    /**
     * Repaints the rows, e.g. when the validation findings they mark change. The rows and cells on
     * screen update themselves in place: {@code TableView.refresh()} would throw them away and build
     * new ones, which holds the FX thread for a noticeable time on every edit.
     */
    public void refreshMarks() {
        cells.refreshMarks();
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
        findBar.show();
    }
}
