package dev.tablewright.ui.common;

import javafx.scene.text.Font;
import javafx.scene.text.Text;

/** How wide a text is drawn in the default font: for a column that must hold a name whole. */
public final class TextWidth {
    private TextWidth() {
    }

    /** The width of {@code text} in the default font, in pixels, rounded up. */
    public static double of(String text) {
        Text probe = new Text(text);
        probe.setFont(Font.getDefault());
        return Math.ceil(probe.getLayoutBounds().getWidth());
    }
}
