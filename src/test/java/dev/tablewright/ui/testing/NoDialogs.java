package dev.tablewright.ui.testing;

import dev.tablewright.ui.common.DialogService;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;

/** Answers no dialog; fails the test on an error dialog. Also finds a window's menu items by text. */
public final class NoDialogs implements DialogService {
    @Override
    public void showError(String title, String message) {
        throw new AssertionError(title + ": " + message);
    }

    @Override
    public Optional<Path> chooseModelToOpen(Path initialFolder) {
        return Optional.empty();
    }

    @Override
    public Optional<Path> chooseModelToSave(Path initialFolder, String suggestedName) {
        return Optional.empty();
    }

    @Override
    public boolean confirmDiscard(String modelName) {
        return false;
    }

    /** The item with this text in the named menu of the bar, submenus included. */
    public static MenuItem menuItem(MenuBar bar, String menu, String text) {
        return bar.getMenus().stream().filter(m -> m.getText().equals(menu)).flatMap(m -> m.getItems().stream())
                .flatMap(i -> i instanceof Menu sub ? sub.getItems().stream() : Stream.of(i))
                .filter(i -> text.equals(i.getText())).findFirst().orElseThrow();
    }
}
