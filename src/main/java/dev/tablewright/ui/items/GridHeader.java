package dev.tablewright.ui.items;

import dev.tablewright.ui.common.StyleClasses;
import dev.tablewright.ui.common.ValueText;
import javafx.beans.binding.Bindings;
import javafx.geometry.Insets;
import javafx.geometry.Pos;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.Popup;

/**
 * What a grid says above its rows: the caption (what is shown), an index's membership with the
 * items it leaves out, how many of a run's items are highlighted, the facet legend, the heat
 * strip of the partitions, and the find bar.
 */
final class GridHeader extends VBox {
    private final ItemGridViewModel viewModel;

    /** The header of {@code owner}, a grid of {@code viewModel}, with {@code findBar} at its foot. */
    GridHeader(ItemGridViewModel viewModel, FindBar findBar, Region owner) {
        super(4);
        this.viewModel = viewModel;
        Label caption = new Label();
        caption.getStyleClass().add(StyleClasses.GRID_CAPTION);
        caption.textProperty().bind(viewModel.captionProperty());
        Label membership = new Label();
        membership.getStyleClass().add(StyleClasses.GRID_MEMBERSHIP);
        membership.textProperty().bind(viewModel.membershipProperty());
        membership.managedProperty().bind(membership.textProperty().isNotEmpty());
        membership.visibleProperty().bind(membership.managedProperty());
        Button showMissing = new Button("Show the items left out");
        showMissing.getStyleClass().add(StyleClasses.SMALL);
        showMissing.managedProperty().bind(Bindings.isNotEmpty(viewModel.missing()));
        showMissing.visibleProperty().bind(showMissing.managedProperty());
        showMissing.setOnAction(e -> showMissing(showMissing));
        // the caption has a line of its own and wraps: a run's caption names the whole pattern
        caption.setWrapText(true);
        caption.setMinHeight(Region.USE_PREF_SIZE);
        HBox line = new HBox(10, membership, showMissing);
        line.setAlignment(Pos.CENTER_LEFT);
        line.managedProperty().bind(membership.managedProperty().or(showMissing.managedProperty()));
        line.visibleProperty().bind(line.managedProperty());
        getChildren().addAll(caption, line, highlightLine(), new FacetLegend(viewModel.legend()),
                new HeatStrip(viewModel.partitions(), owner), findBar);
        setPadding(new Insets(6, 10, 6, 10));
    }

    /** How many of a run's items are highlighted, and Clear; shown only while some are. */
    private HBox highlightLine() {
        Label matched = new Label();
        matched.getStyleClass().add(StyleClasses.GRID_HIGHLIGHT);
        matched.textProperty().bind(viewModel.highlightCaptionProperty());
        Button clear = new Button("Clear");
        clear.getStyleClass().add(StyleClasses.SMALL);
        clear.setOnAction(e -> viewModel.clearHighlight());
        HBox highlightLine = new HBox(8, matched, clear);
        highlightLine.setAlignment(Pos.CENTER_LEFT);
        highlightLine.managedProperty().bind(matched.textProperty().isNotEmpty());
        highlightLine.visibleProperty().bind(highlightLine.managedProperty());
        return highlightLine;
    }

    /** The items the index leaves out, and why, in a popup below {@code anchor}. */
    private void showMissing(Button anchor) {
        ListView<String> list = new ListView<>();
        for (ItemGridViewModel.Missing m : viewModel.missing()) {
            String key = viewModel.keyColumns().isEmpty() ? "" : m.item().attributes().values().stream()
                    .limit(2).map(ValueText::of).reduce((a, b) -> a + " / " + b).orElse("");
            list.getItems().add(key + (m.facet() == null ? "" : "  (" + m.facet() + ")") + ": " + m.reason());
        }
        list.setPrefSize(520, Math.min(400, 28 * list.getItems().size() + 8));
        Popup popup = new Popup();
        dev.tablewright.ui.common.Popups.letThrough(popup);
        popup.setAutoHide(true);
        popup.getContent().add(list);
        var at = anchor.localToScreen(anchor.getBoundsInLocal());
        popup.show(anchor, at.getMaxX() - 520, at.getMaxY() + 4);
    }
}
