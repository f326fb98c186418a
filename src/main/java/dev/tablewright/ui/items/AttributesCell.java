package dev.tablewright.ui.items;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.ui.common.StyleClasses;
import dev.tablewright.ui.common.ValueText;
import java.util.Map;
import javafx.beans.value.ChangeListener;
import javafx.scene.control.TableCell;

/**
 * The non-key attributes as name/value chips ({@link TextColumns}), their types on hover; the
 * texts are reused, only what they say changes.
 */
final class AttributesCell extends TableCell<ItemGridViewModel.Row, ItemGridViewModel.Row> {
    private final GridCells cells;
    /** Each attribute's name over its value. */
    private final TextColumns chips = new TextColumns(StyleClasses.ATTR_NAME, StyleClasses.ATTR_VALUE, 14);
    private final ChangeListener<Number> repaint;

    AttributesCell(GridCells cells) {
        this.cells = cells;
        this.repaint = cells.repaintBy(() -> updateItem(getItem(), isEmpty()));
        setOnMouseEntered(e -> cells.hover(hoverText()));
    }

    private String hoverText() {
        ItemGridViewModel.Row row = getItem();
        if (row == null || isEmpty()) {
            return null;
        }
        StringBuilder types = new StringBuilder();
        row.item().attributes().forEach((name, value) -> {
            if (!cells.keyed(name)) {
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
        chips.clear();
        for (Map.Entry<String, AttributeValue> e : row.item().attributes().entrySet()) {
            if (!cells.keyed(e.getKey())) {
                chips.put(e.getKey(), ValueText.of(e.getValue()), StyleClasses.PROBLEM_STATE,
                        cells.viewModel().problemsOf(row.item()).contains(e.getKey()));
            }
        }
        chips.done();
        setGraphic(chips);
    }
}
