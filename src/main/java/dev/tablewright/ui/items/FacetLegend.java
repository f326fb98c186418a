package dev.tablewright.ui.items;

import dev.tablewright.ui.common.StyleClasses;
import java.util.Map;
import javafx.collections.MapChangeListener;
import javafx.collections.ObservableMap;
import javafx.geometry.Pos;
import javafx.scene.layout.HBox;
import javafx.scene.text.Text;
import javafx.scene.layout.FlowPane;
import javafx.scene.shape.Rectangle;

/** The facets (entity types) a grid shows, each with the colour of its rows' bar. */
final class FacetLegend extends FlowPane {
    private final ObservableMap<String, String> colors;

    /** A legend of {@code colors} (facet name to colour), following its changes. */
    FacetLegend(ObservableMap<String, String> colors) {
        super(10, 4);
        this.colors = colors;
        getStyleClass().add(StyleClasses.LEGEND);
        colors.addListener((MapChangeListener<String, String>) change -> rebuild());
        rebuild();
    }

    private void rebuild() {
        getChildren().clear();
        for (Map.Entry<String, String> entry : colors.entrySet()) {
            Rectangle swatch = new Rectangle(10, 10, Colors.color(entry.getValue()));
            swatch.setArcWidth(3);
            swatch.setArcHeight(3);
            // a swatch and a bare text, not a Label: a model can have dozens of facets
            Text name = new Text(entry.getKey());
            name.getStyleClass().add(StyleClasses.LEGEND_ENTRY);
            HBox item = new HBox(5, swatch, name);
            item.setAlignment(Pos.CENTER_LEFT);
            getChildren().add(item);
        }
    }
}
