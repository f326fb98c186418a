package dev.tablewright.ui.items;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.ui.common.StyleClasses;
import dev.tablewright.ui.common.ValueText;
import java.util.Map;
import javafx.beans.value.ChangeListener;
import javafx.scene.control.Label;
import javafx.scene.control.TableCell;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;

/**
 * The non-key attributes as name/value chips, their types on hover; chips are reused, only their
 * texts change.
 */
final class AttributesCell extends TableCell<ItemGridViewModel.Row, ItemGridViewModel.Row> {
    private final GridCells cells;
    private final HBox chips = new HBox(14);
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
        int used = 0;
        for (Map.Entry<String, AttributeValue> e : row.item().attributes().entrySet()) {
            if (cells.keyed(e.getKey())) {
                continue;
            }
            VBox chip;
            if (used < chips.getChildren().size()) {
                chip = (VBox) chips.getChildren().get(used);
            } else {
                chip = newChip();
                chips.getChildren().add(chip);
            }
            ((Label) chip.getChildren().get(0)).setText(e.getKey());
            chip.pseudoClassStateChanged(StyleClasses.PROBLEM_STATE,
                    cells.viewModel().problemsOf(row.item()).contains(e.getKey()));
            ((Label) chip.getChildren().get(1)).setText(ValueText.of(e.getValue()));
            used++;
        }
        if (used < chips.getChildren().size()) {
            chips.getChildren().remove(used, chips.getChildren().size());
        }
        setGraphic(chips);
    }

    /** A chip: the attribute's name above its value. */
    private static VBox newChip() {
        Label name = new Label("");
        name.getStyleClass().add(StyleClasses.ATTR_NAME);
        Label value = new Label();
        value.getStyleClass().add(StyleClasses.ATTR_VALUE);
        VBox chip = new VBox(0, name, value);
        chip.getStyleClass().add(StyleClasses.ATTR_CHIP);
        return chip;
    }
}
