package dev.tablewright.ui.navigator;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;

/**
 * The model navigator's state: a tree of the open model's tables (base table, each GSI and LSI),
 * facets and access patterns, and the entry the person selected.
 */
public final class NavigatorViewModel {
    private final ReadOnlyObjectWrapper<NavigatorNode> root = new ReadOnlyObjectWrapper<>();
    private final ObjectProperty<NavigatorNode> selected = new SimpleObjectProperty<>();

    public NavigatorViewModel(ReadOnlyObjectProperty<Model> model) {
        model.addListener((obs, old, now) -> root.set(now == null ? null : tree(now)));
        if (model.get() != null) {
            root.set(tree(model.get()));
        }
    }

    public ReadOnlyObjectProperty<NavigatorNode> rootProperty() {
        return root.getReadOnlyProperty();
    }

    public ObjectProperty<NavigatorNode> selectedProperty() {
        return selected;
    }

    static NavigatorNode tree(Model model) {
        List<NavigatorNode> children = new ArrayList<>();
        for (Table table : model.tables()) {
            children.add(table(table));
        }
        List<NavigatorNode> patterns = new ArrayList<>();
        for (AccessPattern p : model.accessPatterns()) {
            patterns.add(NavigatorNode.leaf(p.name(), NavigatorNode.Kind.PATTERN, p.table(), p.name()));
        }
        children.add(new NavigatorNode("Access patterns (" + patterns.size() + ")", NavigatorNode.Kind.PATTERNS,
                null, null, patterns));
        children.add(NavigatorNode.leaf("Capacity", NavigatorNode.Kind.CAPACITY, null, null));
        children.add(NavigatorNode.leaf("Write shards", NavigatorNode.Kind.SHARDS, null, null));
        children.add(NavigatorNode.leaf("Deploy", NavigatorNode.Kind.DEPLOY, null, null));
        return new NavigatorNode(model.name(), NavigatorNode.Kind.MODEL, null, null, children);
    }

    private static NavigatorNode table(Table table) {
        List<NavigatorNode> children = new ArrayList<>();
        children.add(NavigatorNode.leaf("Base table (" + table.allItems().size() + " items)",
                NavigatorNode.Kind.BASE_TABLE, table.name(), null));
        for (SecondaryIndex index : table.indexes()) {
            NavigatorNode.Kind kind = index.isGlobal() ? NavigatorNode.Kind.GSI : NavigatorNode.Kind.LSI;
            children.add(NavigatorNode.leaf(index.kind() + " " + index.name(), kind, table.name(), index.name()));
        }
        if (!table.facets().isEmpty()) {
            List<NavigatorNode> facets = new ArrayList<>();
            for (Facet facet : table.facets()) {
                facets.add(NavigatorNode.leaf(facet.name() + " (" + facet.items().size() + ")",
                        NavigatorNode.Kind.FACET, table.name(), facet.name()));
            }
            children.add(new NavigatorNode("Facets (" + facets.size() + ")", NavigatorNode.Kind.FACETS, table.name(),
                    null, facets));
        }
        return new NavigatorNode(table.name(), NavigatorNode.Kind.TABLE, table.name(), null, children);
    }
}
