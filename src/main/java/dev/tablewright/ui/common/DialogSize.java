package dev.tablewright.ui.common;

import javafx.geometry.Rectangle2D;
import javafx.scene.Parent;
import javafx.scene.Scene;
import javafx.stage.Screen;
import javafx.stage.Window;

/**
 * Our own dialogs' sizes: the size a dialog asks for, but never more than the screen it opens on
 * leaves (its usable area less room for the title bar), so a 1280x800 screen shows all of it.
 */
public final class DialogSize {
    /** Room for the window manager's title bar and borders. */
    static final double DECORATION_WIDTH = 16;
    static final double DECORATION_HEIGHT = 48;

    private DialogSize() {
    }

    /** A scene of {@code width} x {@code height}, or smaller to fit the screen under {@code owner}. */
    public static Scene scene(Parent content, double width, double height, Window owner) {
        Rectangle2D screen = screenOf(owner);
        return new Scene(content, fit(width, screen.getWidth() - DECORATION_WIDTH),
                fit(height, screen.getHeight() - DECORATION_HEIGHT));
    }

    /** {@code wanted}, or {@code available} when that is less (and at least 1). */
    static double fit(double wanted, double available) {
        return Math.max(1, Math.min(wanted, available));
    }

    private static Rectangle2D screenOf(Window owner) {
        if (owner != null && owner.getWidth() > 0) {
            var screens = Screen.getScreensForRectangle(owner.getX(), owner.getY(), owner.getWidth(), owner.getHeight());
            if (!screens.isEmpty()) {
                return screens.get(0).getVisualBounds();
            }
        }
        return Screen.getPrimary().getVisualBounds();
    }
}
