package dev.tablewright.ui.items;

import javafx.css.PseudoClass;
import javafx.geometry.VPos;
import javafx.scene.layout.Region;
import javafx.scene.shape.Rectangle;
import javafx.scene.text.Text;

/**
 * Columns of two texts, one above the other: a key value over its facet's alias, or each
 * attribute's name over its value. They are bare {@link Text} nodes, reused as the cell shows other
 * rows: a grid row shows dozens of them, and as Labels (a control, its skin and its text each) they
 * were most of what the window's first frame waited for. Cut off at the region's width.
 */
final class TextColumns extends Region {
    private final String upperClass;
    private final String lowerClass;
    private final double gap;
    private int shown;

    /** Columns whose upper texts have the style class {@code upperClass}, lower ones {@code lowerClass}, {@code gap} apart. */
    TextColumns(String upperClass, String lowerClass, double gap) {
        this.upperClass = upperClass;
        this.lowerClass = lowerClass;
        this.gap = gap;
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
        setMinWidth(0);
    }

    /** Starts showing another row: every column is dropped until {@link #put} gives it again. */
    void clear() {
        shown = 0;
    }

    /**
     * Shows the next column: {@code upper} above {@code lower} (no lower line for an empty one), the
     * lower text in {@code lowerState} when {@code on}.
     */
    void put(String upper, String lower, PseudoClass lowerState, boolean on) {
        int at = 2 * shown++;
        if (at == getChildren().size()) {
            getChildren().addAll(text(upperClass), text(lowerClass));
        }
        ((Text) getChildren().get(at)).setText(upper);
        Text below = (Text) getChildren().get(at + 1);
        below.setText(lower);
        below.setManaged(!lower.isEmpty());
        below.setVisible(!lower.isEmpty());
        if (lowerState != null) {
            below.pseudoClassStateChanged(lowerState, on);
        }
    }

    /** Ends a row: the columns {@link #put} did not give again are removed. */
    void done() {
        if (2 * shown < getChildren().size()) {
            getChildren().remove(2 * shown, getChildren().size());
        }
        requestLayout();
    }

    private static Text text(String styleClass) {
        Text text = new Text();
        text.getStyleClass().add(styleClass);
        text.setTextOrigin(VPos.TOP);
        return text;
    }

    private double columnWidth(int column) {
        double upper = getChildren().get(2 * column).getLayoutBounds().getWidth();
        Text lower = (Text) getChildren().get(2 * column + 1);
        return lower.isManaged() ? Math.max(upper, lower.getLayoutBounds().getWidth()) : upper;
    }

    private double columnHeight(int column) {
        double upper = getChildren().get(2 * column).getLayoutBounds().getHeight();
        Text lower = (Text) getChildren().get(2 * column + 1);
        return lower.isManaged() ? upper + lower.getLayoutBounds().getHeight() : upper;
    }

    @Override
    protected double computePrefWidth(double height) {
        double width = 0;
        for (int column = 0; column < getChildren().size() / 2; column++) {
            width += (column == 0 ? 0 : gap) + columnWidth(column);
        }
        return snappedLeftInset() + Math.ceil(width) + snappedRightInset();
    }

    @Override
    protected double computePrefHeight(double width) {
        double height = 0;
        for (int column = 0; column < getChildren().size() / 2; column++) {
            height = Math.max(height, columnHeight(column));
        }
        return snappedTopInset() + Math.ceil(height) + snappedBottomInset();
    }

    @Override
    protected void layoutChildren() {
        double x = snappedLeftInset();
        double top = snappedTopInset();
        for (int column = 0; column < getChildren().size() / 2; column++) {
            Text upper = (Text) getChildren().get(2 * column);
            upper.relocate(x, top);
            getChildren().get(2 * column + 1).relocate(x, top + upper.getLayoutBounds().getHeight());
            x += columnWidth(column) + gap;
        }
    }
}
