package dev.tablewright.ui.items;

import dev.tablewright.ui.common.StyleClasses;
import java.util.HashMap;
import java.util.Map;
import javafx.collections.MapChangeListener;
import javafx.collections.ObservableMap;
import javafx.geometry.Pos;
import javafx.scene.Node;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * The facets (entity types) a grid shows, each with the colour of its rows' bar. It follows the
 * map change by change: a grid fills it one facet at a time, and building the whole legend again
 * on each made a model of n facets build n²/2 entries.
 */
final class FacetLegend extends FlowPane {
    /** The entry shown for each facet. */
    private final Map<String, Node> entries = new HashMap<>();

    /** A legend of {@code colors} (facet name to colour), following its changes. */
    FacetLegend(ObservableMap<String, String> colors) {
        super(10, 4);
        getStyleClass().add(StyleClasses.LEGEND);
        colors.addListener((MapChangeListener<String, String>) this::follow);
        colors.forEach((facet, color) -> add(facet, color, getChildren().size()));
    }

    private void follow(MapChangeListener.Change<? extends String, ? extends String> change) {
        Node gone = change.wasRemoved() ? entries.remove(change.getKey()) : null;
        int at = gone == null ? getChildren().size() : getChildren().indexOf(gone);
        if (gone != null) {
            getChildren().remove(at);
        }
        if (change.wasAdded()) {
            add(change.getKey(), change.getValueAdded(), at);
        }
    }

    private void add(String facet, String color, int at) {
        Rectangle swatch = new Rectangle(10, 10, Colors.color(color));
        swatch.setArcWidth(3);
        swatch.setArcHeight(3);
        // a swatch and a bare text, not a Label: a model can have dozens of facets
        Text name = new Text(facet);
        name.getStyleClass().add(StyleClasses.LEGEND_ENTRY);
        HBox entry = new HBox(5, swatch, name);
        entry.setAlignment(Pos.CENTER_LEFT);
        entries.put(facet, entry);
        getChildren().add(at, entry);
    }
}
