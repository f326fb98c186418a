package dev.tablewright.ui.items;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.ui.common.StyleClasses;
import dev.tablewright.ui.common.ValueText;
import javafx.beans.value.ChangeListener;
import javafx.scene.control.TableCell;

/**
 * A key value (and the facet's alias below it); the partition key's only on the first row of its
 * group. The cell's nodes are built once and reused as it scrolls over rows; its hover text is
 * computed only when the mouse enters it.
 */
final class KeyCell extends TableCell<ItemGridViewModel.Row, ItemGridViewModel.Row> {
    private final GridCells cells;
    private final String attribute;
    private final boolean partition;
    /** The value over the facet's alias. */
    private final TextColumns box = new TextColumns(StyleClasses.KEY_VALUE, StyleClasses.KEY_ALIAS, 0);
    private final ChangeListener<Number> repaint;

    KeyCell(GridCells cells, String attribute, boolean partition) {
        this.cells = cells;
        this.attribute = attribute;
        this.partition = partition;
        this.repaint = cells.repaintBy(() -> updateItem(getItem(), isEmpty()));
        getStyleClass().add(StyleClasses.KEY_CELL);
        setOnMouseEntered(e -> cells.hover(hoverText()));
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
        pseudoClassStateChanged(StyleClasses.PROBLEM_STATE,
                !empty && row != null && cells.viewModel().problemsOf(row.item()).contains(attribute));
        if (empty || row == null || (partition && !row.groupStart())) {
            setGraphic(null);
            return;
        }
        String aliasName = cells.viewModel().aliasOf(row.facet(), attribute);
        box.clear();
        box.put(ValueText.of(row.item().get(attribute)), aliasName == null ? "" : aliasName, null, false);
        box.done();
        setGraphic(box);
    }
}
