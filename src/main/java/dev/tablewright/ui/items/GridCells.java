package dev.tablewright.ui.items;

import dev.tablewright.ui.common.StyleClasses;
import javafx.beans.property.IntegerProperty;
import javafx.beans.property.SimpleIntegerProperty;
import javafx.beans.value.ChangeListener;
import javafx.beans.value.WeakChangeListener;
import javafx.scene.control.TableCell;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.Tooltip;

/**
 * Makes a grid's rows and cells and holds what they share: the view-model they read, the repaint
 * they follow (see {@link #refreshMarks}) and the one tooltip of the table.
 */
final class GridCells {
    private final ItemGridViewModel viewModel;
    private final TableView<ItemGridViewModel.Row> table;
    /** Counts repaints; every row and cell listens (weakly) and re-applies its item. */
    private final IntegerProperty repaints = new SimpleIntegerProperty();
    /** The grid's one tooltip: its text follows the cell under the mouse (a tooltip per cell is slow to build). */
    private final Tooltip cellTip = new Tooltip();

    /** Rows and cells of {@code table}, showing rows of {@code viewModel}. */
    GridCells(ItemGridViewModel viewModel, TableView<ItemGridViewModel.Row> table) {
        this.viewModel = viewModel;
        this.table = table;
    }

    ItemGridViewModel viewModel() {
        return viewModel;
    }

    /**
     * Repaints the rows and cells: those on screen update themselves in place, where
     * {@code TableView.refresh()} would throw them away and build new ones.
     */
    void refreshMarks() {
        repaints.set(repaints.get() + 1);
    }

    /**
     * Runs {@code update} on every repaint, for as long as the caller keeps the listener returned
     * (the repaint holds it weakly: a row or cell thrown away is not kept alive by it).
     */
    ChangeListener<Number> repaintBy(Runnable update) {
        ChangeListener<Number> listener = (obs, old, now) -> update.run();
        repaints.addListener(new WeakChangeListener<>(listener));
        return listener;
    }

    /** Shows {@code text} as the table's tooltip, or none for null. */
    void hover(String text) {
        if (text == null) {
            Tooltip.uninstall(table, cellTip);
        } else {
            cellTip.setText(text);
            Tooltip.install(table, cellTip);
        }
    }

    /** Whether {@code name} is a key column of what is shown (the attributes cell leaves it out). */
    boolean keyed(String name) {
        return viewModel.keyColumns().contains(name);
    }

    TableRow<ItemGridViewModel.Row> row() {
        return new GroupedRow();
    }

    TableCell<ItemGridViewModel.Row, String> colorBar() {
        return new ColorBarCell();
    }

    TableCell<ItemGridViewModel.Row, ItemGridViewModel.Row> key(String attribute, boolean partition) {
        return new KeyCell(this, attribute, partition);
    }

    TableCell<ItemGridViewModel.Row, ItemGridViewModel.Row> attributes() {
        return new AttributesCell(this);
    }

    /** A row marked as the start of a group, an odd group, highlighted, or the subject of a finding. */
    private final class GroupedRow extends TableRow<ItemGridViewModel.Row> {
        private final ChangeListener<Number> repaint = repaintBy(() -> updateItem(getItem(), isEmpty()));

        @Override
        protected void updateItem(ItemGridViewModel.Row row, boolean empty) {
            super.updateItem(row, empty);
            pseudoClassStateChanged(StyleClasses.GROUP_START_STATE, !empty && row != null && row.groupStart());
            pseudoClassStateChanged(StyleClasses.GROUP_ODD_STATE, !empty && row != null && row.group() % 2 == 1);
            pseudoClassStateChanged(StyleClasses.MATCHED_STATE, !empty && row != null && viewModel.isHighlighted(row.item()));
            pseudoClassStateChanged(StyleClasses.PROBLEM_STATE,
                    !empty && row != null && !viewModel.problemsOf(row.item()).isEmpty());
        }
    }

    /** The colour of the row's facet. */
    private static final class ColorBarCell extends TableCell<ItemGridViewModel.Row, String> {
        @Override
        protected void updateItem(String color, boolean empty) {
            super.updateItem(color, empty);
            setText(null);
            setBackground(empty || color == null ? null : Colors.background(color));
        }
    }
}
