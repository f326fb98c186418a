package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.testing.TestServices;
import java.nio.file.Path;
import java.util.List;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCombination;
import org.junit.jupiter.api.Test;

/** The Edit menu's Undo and Redo, built without a Stage. */
class UndoRedoItemsTest {
    private final MainWindowViewModel viewModel = TestServices.mainWindow(TaskExecutor.sameThread());

    @Test
    void menuItems_whenBuilt_showOneRedoWithBothShortcuts() {
        viewModel.open(Path.of("models/hr-oe.json"), p -> { });

        List<MenuItem> items = UndoRedoItems.menuItems(viewModel);

        assertThat(items).extracting(MenuItem::getText).as("one Undo and one Redo")
                .containsExactly("Undo", "Redo");
        assertThat(items.get(1).getAccelerator()).isEqualTo(KeyCombination.keyCombination("Shortcut+Shift+Z"));
        assertThat(UndoRedoItems.REDO_SHORTCUTS).as("Ctrl+Y redoes too, without a second menu item")
                .containsExactly(KeyCombination.keyCombination("Shortcut+Shift+Z"),
                        KeyCombination.keyCombination("Shortcut+Y"));
    }

    @Test
    void redoItem_afterAnUndo_isNamedAfterTheEditAndRedoesIt() {
        viewModel.open(Path.of("models/hr-oe.json"), p -> { });
        var model = viewModel.modelProperty().get();
        viewModel.edit("Rename the model", new Model("Renamed", model.metadata(),
                model.tables(), model.accessPatterns(), null));
        viewModel.undo();
        MenuItem redo = UndoRedoItems.menuItems(viewModel).get(1);

        assertThat(redo.getText()).isEqualTo("Redo Rename the model");
        assertThat(redo.isDisable()).isFalse();
        redo.fire();
        assertThat(viewModel.modelProperty().get().name()).isEqualTo("Renamed");
    }
}
