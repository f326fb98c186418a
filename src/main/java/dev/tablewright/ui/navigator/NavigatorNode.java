package dev.tablewright.ui.navigator;

import java.util.List;

/**
 * One entry of the model navigator: a label, what it stands for, and its children. Plain data so
 * the view-model can build the tree without a toolkit.
 *
 * @param table the table it belongs to, or null for group headings
 * @param target the index, facet or pattern name it opens, or null
 */
public record NavigatorNode(String label, Kind kind, String table, String target, List<NavigatorNode> children) {
    public enum Kind { MODEL, TABLE, BASE_TABLE, GSI, LSI, FACETS, FACET, PATTERNS, PATTERN, SHARDS, CAPACITY, DEPLOY }

    public NavigatorNode {
        children = List.copyOf(children);
    }

    static NavigatorNode leaf(String label, Kind kind, String table, String target) {
        return new NavigatorNode(label, kind, table, target, List.of());
    }
}
