package dev.tablewright.ui.testing;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Parent;
import javafx.scene.control.Labeled;
import javafx.scene.control.TableRow;
import javafx.scene.text.Text;

/**
 * Finds the Labeled controls a person sees with part of their text missing: the text their skin
 * draws (the LabeledText child) is not their text (it was shortened, e.g. to "Embedd…"), or the
 * drawn text runs past a clip of an ancestor (a scroll pane's viewport, a split pane's side,
 * the navigator's tree). In a table's rows, which scroll sideways by design, only a shortened
 * text counts.
 * Run it on the FX thread.
 */
public final class ClippedText {
    private ClippedText() {
    }

    /** One cut text: what it should say, what is seen, and where it is. */
    public record Clip(String where, String text, String shown) {
        @Override
        public String toString() {
            return where + ": \"" + text + "\" shows as \"" + shown + "\"";
        }
    }

    /** Every Labeled under {@code root} that is shown with its text cut. */
    public static List<Clip> under(Parent root) {
        List<Clip> found = new ArrayList<>();
        visit(root, found);
        return found;
    }

    private static void visit(Node node, List<Clip> found) {
        if (!node.isVisible() || node.getOpacity() == 0) {
            return;
        }
        if (node instanceof Labeled labeled && labeled.getText() != null && !labeled.getText().isBlank()) {
            check(labeled, found);
        }
        if (node instanceof Parent parent) {
            for (Node child : parent.getChildrenUnmodifiable()) {
                visit(child, found);
            }
        }
    }

    private static void check(Labeled labeled, List<Clip> found) {
        Text drawn = drawnText(labeled);
        if (drawn == null || labeled.getWidth() <= 0) {
            return;
        }
        String text = labeled.getText();
        // a mnemonic's underscore ("_File") is drawn as an underline, not as text
        String expected = labeled.isMnemonicParsing() ? text.replaceFirst("_(?=.)", "") : text;
        String shown = drawn.getText() == null ? "" : drawn.getText();
        if (!shown.equals(expected)) {
            found.add(new Clip(describe(labeled), text, shown));
            return;
        }
        if (inTableRow(labeled)) {
            return; // a table's rows scroll sideways by design: only a shortened cell text counts there
        }
        Bounds textBounds = drawn.localToScene(drawn.getBoundsInLocal());
        for (Node up = labeled; up != null; up = up.getParent()) {
            if (up.getClip() != null) {
                Bounds clip = up.localToScene(up.getClip().getBoundsInParent()); // the clip is in up's coordinates
                if (textBounds.getMaxX() > clip.getMaxX() + 1 || textBounds.getMinX() < clip.getMinX() - 1) {
                    found.add(new Clip(describe(labeled) + " (beyond its " + up.getClass().getSimpleName()
                            + "'s visible part)", text, "cut at x=" + Math.round(clip.getMaxX()) + ", the text ends at x=" + Math.round(textBounds.getMaxX())));
                    return;
                }
            }
        }
    }

    private static boolean inTableRow(Node node) {
        for (Node up = node; up != null; up = up.getParent()) {
            if (up instanceof TableRow<?>) {
                return true;
            }
        }
        return false;
    }

    /** The Text node the skin draws the label with, or null before the skin has laid it out. */
    private static Text drawnText(Labeled labeled) {
        for (Node child : labeled.getChildrenUnmodifiable()) {
            if (child instanceof Text text && child.getClass().getSimpleName().equals("LabeledText")) {
                return text;
            }
        }
        return null;
    }

    private static String describe(Labeled labeled) {
        StringBuilder where = new StringBuilder(labeled.getClass().getSimpleName());
        if (labeled.getId() != null) {
            where.append('#').append(labeled.getId());
        }
        for (Node up = labeled.getParent(); up != null; up = up.getParent()) {
            if (up.getId() != null) {
                where.append(" in #").append(up.getId());
                break;
            }
            String kind = up.getClass().getSimpleName();
            if (kind.endsWith("View") && up.getClass().getName().startsWith("dev.tablewright")) {
                where.append(" in ").append(kind);
                break;
            }
        }
        return where.toString();
    }
}
