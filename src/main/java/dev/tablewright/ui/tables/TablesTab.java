package dev.tablewright.ui.tables;

import dev.tablewright.ui.common.DialogService;
import javafx.scene.control.Tab;

/** The main window's "Tables" tab: the workspace is built, and its connections listed, when first shown. */
public final class TablesTab {
    private TablesTab() {
    }

    public static Tab lazy(TablesViewModel viewModel, DialogService dialogs) {
        Tab tab = new Tab("Tables");
        tab.setId("tables-tab");
        tab.setClosable(false);
        tab.selectedProperty().addListener((obs, was, selected) -> {
            if (selected && tab.getContent() == null) {
                tab.setContent(new TablesView(viewModel, dialogs));
            }
        });
        return tab;
    }
}
