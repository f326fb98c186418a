package dev.tablewright.ui.editing;

import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.input.KeyCombination;
import javafx.stage.Window;

/**
 * The Edit menu's item commands: Edit Item… (F2, Enter or a double click in the grid), Add Item…,
 * Duplicate Item…, Delete Item (Delete in the grid). Each hands a labelled model edit to the window, which records it for Undo.
 */
public final class ItemActions {
    /** Where edits go: the window's undo history. */
    @FunctionalInterface
    public interface EditSink {
        void edit(String label, Model edited, Item focus);
    }

    private final Supplier<Model> model;
    private final Supplier<String> shownTable;
    private final Supplier<String> shownFacet;
    private final Supplier<Item> selected;
    private final EditSink sink;
    private final Supplier<Window> owner;

    public ItemActions(Supplier<Model> model, Supplier<String> shownTable, Supplier<String> shownFacet,
                       Supplier<Item> selected, EditSink sink, Supplier<Window> owner) {
        this.model = model;
        this.shownTable = shownTable;
        this.shownFacet = shownFacet;
        this.selected = selected;
        this.sink = sink;
        this.owner = owner;
    }

    /** The menu items, in order. */
    public List<MenuItem> menuItems() {
        return List.of(item("Edit Item…", "F2", this::editSelected),
                item("Add Item…", "Shortcut+Shift+N", this::add),
                item("Duplicate Item…", "Shortcut+D", this::duplicateSelected),
                // no accelerator: Delete is taken by text fields; the grid handles the Delete key itself
                item("Delete Item", null, this::deleteSelected),
                new SeparatorMenuItem());
    }

    private Optional<Table> table() {
        Model current = model.get();
        String name = shownTable.get();
        if (current == null) {
            return Optional.empty();
        }
        return name == null ? current.tables().stream().findFirst() : current.findTable(name);
    }

    /** Opens the editor on the selected item. */
    public void editSelected() {
        Item item = selected.get();
        if (item != null) {
            table().flatMap(t -> ItemEditorViewModel.edit(model.get(), t, item)).ifPresent(this::open);
        }
    }

    public void add() {
        table().ifPresent(t -> open(ItemEditorViewModel.add(model.get(), t, shownFacet.get())));
    }

    public void duplicateSelected() {
        Item item = selected.get();
        if (item != null) {
            table().flatMap(t -> ItemEditorViewModel.duplicate(model.get(), t, item)).ifPresent(this::open);
        }
    }

    public void deleteSelected() {
        Item item = selected.get();
        if (item != null) {
            table().flatMap(t -> ItemEditorViewModel.delete(model.get(), t, item))
                    .ifPresent(r -> sink.edit(r.label(), r.model(), null));
        }
    }

    private void open(ItemEditorViewModel editor) {
        ItemEditorView.show(owner.get(), editor, r -> sink.edit(r.label(), r.model(), r.item()));
    }

    private static MenuItem item(String text, String shortcut, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (shortcut != null) {
            item.setAccelerator(KeyCombination.keyCombination(shortcut));
        }
        item.setOnAction(e -> action.run());
        return item;
    }
}
