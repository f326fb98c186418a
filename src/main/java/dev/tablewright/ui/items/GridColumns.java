package dev.tablewright.ui.items;

import dev.tablewright.ui.common.StyleClasses;
import dev.tablewright.ui.common.ValueText;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiFunction;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;

/**
 * A grid's columns: the facet's colour bar, one per key attribute of what is shown (partition-key
 * attributes first, each part in schema order, sized to fit its values and the facets' aliases),
 * and the other attributes.
 */
final class GridColumns {
    private GridColumns() {
    }

    /** Gives {@code table} the columns for the key columns {@code cells}' view-model shows now. */
    static void rebuild(TableView<ItemGridViewModel.Row> table, GridCells cells) {
        ItemGridViewModel viewModel = cells.viewModel();
        table.getColumns().clear();
        TableColumn<ItemGridViewModel.Row, String> bar = new TableColumn<>();
        bar.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue().color()));
        bar.setCellFactory(c -> cells.colorBar());
        bar.setPrefWidth(8);
        bar.setResizable(false);
        bar.setSortable(false);
        bar.getStyleClass().add(StyleClasses.BAR_COLUMN);
        table.getColumns().add(bar);
        List<String> keys = viewModel.keyColumns();
        int partitionColumns = viewModel.partitionKeyColumns();
        for (int i = 0; i < keys.size(); i++) {
            String name = keys.get(i);
            boolean partition = i < partitionColumns;
            TableColumn<ItemGridViewModel.Row, ItemGridViewModel.Row> column = new TableColumn<>(name);
            column.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
            column.setCellFactory(c -> cells.key(name, partition));
            column.setPrefWidth(widthFor(viewModel, name));
            column.setSortable(false);
            column.getStyleClass().add(partition ? StyleClasses.PARTITION_COLUMN : StyleClasses.KEY_COLUMN);
            table.getColumns().add(column);
        }
        TableColumn<ItemGridViewModel.Row, ItemGridViewModel.Row> attributes = new TableColumn<>("Attributes");
        attributes.setCellValueFactory(c -> new ReadOnlyObjectWrapper<>(c.getValue()));
        attributes.setCellFactory(c -> cells.attributes());
        attributes.setPrefWidth(900);
        attributes.setSortable(false);
        table.getColumns().add(attributes);
    }

    /** Sizes {@code table}'s key columns for the rows shown now, keeping the columns and their cells. */
    static void fit(TableView<ItemGridViewModel.Row> table, GridCells cells) {
        List<String> keys = cells.viewModel().keyColumns();
        // the colour bar, then one column per key attribute, then the attributes
        for (int i = 0; i < keys.size() && i + 1 < table.getColumns().size(); i++) {
            table.getColumns().get(i + 1).setPrefWidth(widthFor(cells.viewModel(), keys.get(i)));
        }
    }

    /**
     * A width that fits the header and the widest of the first rows' values and their facets'
     * aliases, measured in the fonts the style sheet gives them (bold 13 px, aliases 10.5 px), within reason.
     */
    private static double widthFor(ItemGridViewModel viewModel, String name) {
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
        // each text measured once: a partition's rows repeat its key, a facet's its alias
        Set<String> values = new HashSet<>();
        Set<String> aliases = new HashSet<>();
        for (ItemGridViewModel.Row row : viewModel.rows()) {
            if (sampled++ == 300) {
                break;
            }
            String text = ValueText.of(row.item().get(name));
            if (values.add(text)) {
                widest = Math.max(widest, width.apply(text, value));
            }
            String aliasName = viewModel.aliasOf(row.facet(), name);
            if (aliasName != null && aliases.add(aliasName)) {
                widest = Math.max(widest, width.apply(aliasName, alias));
            }
        }
        return Math.max(80, Math.min(320, Math.ceil(widest) + 24));
    }
}
