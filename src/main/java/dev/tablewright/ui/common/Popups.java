package dev.tablewright.ui.common;

import javafx.collections.ListChangeListener;
import javafx.stage.PopupWindow;
import javafx.stage.Window;

/**
 * Popups (a combo box's list, a menu, a context menu, the "items left out" list) close when a
 * person clicks elsewhere, and that click then does what it was meant to do: JavaFX's default
 * swallows it, so the next click seemed lost.
 */
public final class Popups {
    private static boolean installed;

    private Popups() {
    }

    /** From now on, every popup the app opens lets the click that closes it through. Call on the FX thread. */
    public static void letClosingClicksThrough() {
        if (installed) {
            return;
        }
        installed = true;
        Window.getWindows().forEach(Popups::letThrough);
        Window.getWindows().addListener((ListChangeListener<Window>) change -> {
            while (change.next()) {
                change.getAddedSubList().forEach(Popups::letThrough);
            }
        });
    }

    /** Also for one popup made by hand, before it is shown. */
    public static void letThrough(Window window) {
        if (window instanceof PopupWindow popup) {
            popup.setConsumeAutoHidingEvents(false);
        }
    }
}
