package dev.tablewright.ui.tables;

import dev.tablewright.ui.common.DialogService;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;

/** The main window's "Tables" tab: the workspace is built, and its connections listed, when first shown. */
public final class TablesTab {
    private TablesTab() {
    }

    public static Tab lazy(TablesViewModel viewModel, DialogService dialogs) {
        Tab tab = new Tab("Tables");
        tab.setId("tables-tab");
        tab.setClosable(false);
        Folded folded = new Folded();
        tab.selectedProperty().addListener((obs, was, selected) -> {
            if (selected && tab.getContent() == null) {
                tab.setContent(new TablesView(viewModel, dialogs));
            }
            // live tables need the width: the model's navigator and inspector leave the window's split
            // while the tab is shown (a divider moved to the edge still left a sliver of the inspector)
            SplitPane split = enclosingSplit(tab);
            if (split == null) {
                return;
            }
            if (selected && split.getItems().size() == 3) {
                folded.dividers = split.getDividerPositions();
                folded.left = split.getItems().get(0);
                folded.right = split.getItems().get(2);
                split.getItems().removeAll(folded.left, folded.right);
            } else if (!selected && folded.left != null) {
                split.getItems().add(0, folded.left);
                split.getItems().add(folded.right);
                split.setDividerPositions(folded.dividers);
                folded.left = null;
                folded.right = null;
            }
        });
        return tab;
    }

    /** What the window's split held beside the tabs while the Tables tab is shown. */
    private static final class Folded {
        double[] dividers;
        Node left;
        Node right;
    }

    private static SplitPane enclosingSplit(Tab tab) {
        Node node = tab.getTabPane();
        while (node != null && !(node instanceof SplitPane)) {
            node = node.getParent();
        }
        return (SplitPane) node;
    }
}
