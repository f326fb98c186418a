package dev.tablewright.ui.tables;

import dev.tablewright.ui.common.DialogService;
import javafx.scene.Node;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.layout.Region;

/** The main window's "Tables" tab: the workspace is built, and its connections listed, when first shown. */
public final class TablesTab {
    private TablesTab() {
    }

    public static Tab lazy(TablesViewModel viewModel, DialogService dialogs) {
        Tab tab = new Tab("Tables");
        tab.setId("tables-tab");
        tab.setClosable(false);
        double[] kept = new double[0];
        double[][] before = {kept};
        tab.selectedProperty().addListener((obs, was, selected) -> {
            if (selected && tab.getContent() == null) {
                tab.setContent(new TablesView(viewModel, dialogs));
            }
            // live tables need the width: the model's navigator and inspector fold away while the tab is shown
            SplitPane split = enclosingSplit(tab);
            if (split != null && split.getDividers().size() == 2) {
                for (Node side : new Node[] {split.getItems().get(0), split.getItems().get(2)}) {
                    if (side instanceof Region region) {
                        region.setMinWidth(selected ? 0 : Region.USE_COMPUTED_SIZE);
                    }
                }
                if (selected) {
                    before[0] = split.getDividerPositions();
                    split.setDividerPositions(0.0, 1.0);
                } else if (before[0].length == 2) {
                    split.setDividerPositions(before[0]);
                }
            }
        });
        return tab;
    }

    private static SplitPane enclosingSplit(Tab tab) {
        Node node = tab.getTabPane();
        while (node != null && !(node instanceof SplitPane)) {
            node = node.getParent();
        }
        return (SplitPane) node;
    }
}
