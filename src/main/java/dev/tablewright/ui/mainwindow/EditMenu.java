package dev.tablewright.ui.mainwindow;

import dev.tablewright.ui.editing.DefinitionActions;
import dev.tablewright.ui.editing.ItemActions;
import java.util.function.Supplier;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.stage.Window;

/** The main window's Edit menu: Undo and Redo (named after the edit they undo), the item edits and the definitions. */
final class EditMenu {
    private EditMenu() {
    }

    /** The menu; its edits are disabled while no model is open or the window is busy. {@code owner} parents dialogs. */
    static Menu of(MainWindowViewModel viewModel, ItemActions itemActions, Supplier<Window> owner) {
        Menu edit = new Menu("_Edit");
        edit.getItems().addAll(UndoRedoItems.menuItems(viewModel));
        edit.getItems().add(new SeparatorMenuItem());
        for (MenuItem action : itemActions.menuItems()) {
            action.disableProperty().bind(viewModel.modelProperty().isNull().or(viewModel.busyProperty()));
            edit.getItems().add(action);
        }
        Menu definitions = new DefinitionActions(viewModel.modelProperty()::get,
                viewModel.grid()::shownTable, viewModel.grid()::shownIndex, viewModel.grid()::shownFacet,
                viewModel.run().patternProperty()::get, viewModel::edit, owner).menu();
        definitions.disableProperty().bind(viewModel.modelProperty().isNull().or(viewModel.busyProperty()));
        edit.getItems().add(definitions);
        return edit;
    }
}
