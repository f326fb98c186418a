package dev.tablewright.ui.items;

import javafx.scene.layout.Background;
import javafx.scene.layout.BackgroundFill;
import javafx.scene.paint.Color;

/** Facet colours as backgrounds. */
final class Colors {
    private Colors() {
    }

    static Color color(String hex) {
        try {
            return Color.web(hex);
        } catch (IllegalArgumentException e) {
            return Color.GRAY;
        }
    }

    static Background background(String hex) {
        try {
            return new Background(new BackgroundFill(Color.web(hex), null, null));
        } catch (IllegalArgumentException e) {
            return null;
        }
    }
}
