package dev.tablewright.ui.mainwindow;

import java.util.List;
import javafx.scene.Node;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.KeyEvent;

/**
 * The Edit menu's Undo and Redo, each named after the edit it undoes or redoes. Redo is one item:
 * its menu accelerator is Shortcut+Shift+Z and Shortcut+Y works too, through a key handler on the
 * window (a menu item holds one accelerator only).
 */
final class UndoRedoItems {
    /** The keys that redo: the first is the menu item's accelerator. */
    static final List<KeyCombination> REDO_SHORTCUTS = List.of(
            KeyCombination.keyCombination("Shortcut+Shift+Z"), KeyCombination.keyCombination("Shortcut+Y"));

    private UndoRedoItems() {
    }

    /** Undo and Redo, enabled while there is something to undo or redo. */
    static List<MenuItem> menuItems(MainWindowViewModel viewModel) {
        MenuItem undo = new MenuItem("Undo");
        undo.setId("menu-undo");
        undo.setAccelerator(KeyCombination.keyCombination("Shortcut+Z"));
        undo.setOnAction(e -> viewModel.undo());
        undo.textProperty().bind(viewModel.undoLabelProperty().map(l -> l.isEmpty() ? "Undo" : "Undo " + l));
        undo.disableProperty().bind(viewModel.canUndoProperty().not());
        MenuItem redo = new MenuItem("Redo");
        redo.setId("menu-redo");
        redo.setAccelerator(REDO_SHORTCUTS.get(0));
        redo.setOnAction(e -> viewModel.redo());
        redo.textProperty().bind(viewModel.redoLabelProperty().map(l -> l.isEmpty() ? "Redo" : "Redo " + l));
        redo.disableProperty().bind(viewModel.canRedoProperty().not());
        return List.of(undo, redo);
    }

    /**
     * Makes the other redo keys redo in {@code view}: a handler, not a filter, so that a text field
     * redoing its own typing keeps the key.
     */
    static void installOtherRedoKeys(Node view, MainWindowViewModel viewModel) {
        view.addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            boolean other = REDO_SHORTCUTS.subList(1, REDO_SHORTCUTS.size()).stream().anyMatch(k -> k.match(e));
            if (other && viewModel.canRedoProperty().get()) {
                viewModel.redo();
                e.consume();
            }
        });
    }
}
