package dev.tablewright.ui.mainwindow;

import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.Tab;

/** Tabs whose content is built the first time they are selected, or when {@link #build} asks for it. */
final class LazyTabs {
    private LazyTabs() {
    }

    /** A tab titled {@code title} whose content {@code content} makes when the tab is first selected. */
    static Tab tab(String title, Supplier<Node> content) {
        Tab tab = new Tab(title);
        tab.getProperties().put(LazyTabs.class, content);
        tab.selectedProperty().addListener((obs, was, selected) -> {
            if (selected) {
                build(tab);
            }
        });
        return tab;
    }

    /** Builds a {@link #tab}'s content now, unless it is built. */
    static void build(Tab tab) {
        if (tab.getContent() == null && tab.getProperties().get(LazyTabs.class) instanceof Supplier<?> content) {
            tab.setContent((Node) content.get());
        }
    }
}
