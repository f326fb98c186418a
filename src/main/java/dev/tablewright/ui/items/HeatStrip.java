package dev.tablewright.ui.items;

import dev.tablewright.ui.common.StyleClasses;
import javafx.collections.ListChangeListener;
import javafx.collections.ObservableList;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Region;

/**
 * One bar per partition (the largest 60), as wide as its share of the bytes; hot ones marked,
 * details on hover.
 */
final class HeatStrip extends HBox {
    private final ObservableList<PartitionLoad> partitions;
    private final Region owner;

    /** A strip of {@code partitions}, as wide as {@code owner} allows, following their changes. */
    HeatStrip(ObservableList<PartitionLoad> partitions, Region owner) {
        super(2);
        this.partitions = partitions;
        this.owner = owner;
        getStyleClass().add(StyleClasses.HEAT_STRIP);
        setPrefHeight(20);
        partitions.addListener((ListChangeListener<PartitionLoad>) c -> fill());
        // one tooltip for the strip, its text taken from the bar under the mouse (a tooltip per bar is slow to build)
        Tooltip tip = new Tooltip();
        Tooltip.install(this, tip);
        setOnMouseMoved(e -> getChildren().stream()
                .filter(bar -> bar.getBoundsInParent().contains(e.getX(), e.getY()))
                .findFirst().ifPresent(bar -> tip.setText(describe((PartitionLoad) bar.getUserData()))));
    }

    private void fill() {
        getChildren().clear();
        double width = Math.max(300, owner.getWidth() - 40);
        int shown = 0;
        for (PartitionLoad load : partitions) {
            if (shown++ == 60) {
                break;
            }
            Region bar = new Region();
            bar.getStyleClass().add(load.hot() ? StyleClasses.HEAT_HOT : StyleClasses.HEAT_BAR);
            bar.setPrefWidth(Math.max(3, load.byteShare() * width));
            bar.setMinWidth(3);
            bar.setUserData(load); // described when hovered: formatting 60 texts up front held the first frame

            getChildren().add(bar);
        }
    }

    private static String describe(PartitionLoad load) {
        return String.format("%s: %d items (%.0f%%), %,d bytes (%.0f%%)%s",
                load.partition(), load.items(), load.itemShare() * 100, load.bytes(), load.byteShare() * 100,
                load.hot() ? "\nHot: a write-sharding candidate" : "");
    }
}
