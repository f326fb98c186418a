package dev.tablewright.ui.navigator;

import javafx.scene.control.TreeCell;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeView;
import javafx.scene.control.skin.TreeCellSkin;
import java.util.HashMap;
import java.util.Map;
import java.util.Objects;
import javafx.scene.control.Tooltip;
import javafx.scene.image.Image;
import javafx.scene.image.ImageView;
import dev.tablewright.ui.common.StyleClasses;

/** The model navigator: tables (base table, GSIs, LSIs, facets) and access patterns. */
public final class NavigatorView extends TreeView<NavigatorNode> {

    /** The tree's one tooltip, the whole name of the entry under the mouse (a tooltip per cell is slow to build). */
    private final Tooltip tip = new Tooltip();

    public NavigatorView(NavigatorViewModel viewModel) {
        getStyleClass().add(StyleClasses.NAVIGATOR);
        setShowRoot(true);
        setCellFactory(tree -> new TreeCell<>() {
            {
                // a long pattern name wraps within the pane instead of running out of it: the cell
                // asks for no width of its own, so the tree gives it the pane's width
                setWrapText(true);
                setPrefWidth(0);
                setOnMouseEntered(e -> hover(isEmpty() || getItem() == null ? null : getItem().label()));
            }

            /**
             * The skin wraps the text as if the whole cell were free; the indent and the disclosure
             * arrow take part of it, so ask for the height of the text in what is left.
             */
            @Override
            protected double computePrefHeight(double width) {
                if (width <= 0 || !(getSkin() instanceof TreeCellSkin<?> skin) || getTreeItem() == null
                        || getTreeView() == null) {
                    return super.computePrefHeight(width);
                }
                double indent = skin.getIndent() * getTreeView().getTreeItemLevel(getTreeItem());
                // the skin keeps at least 18 px for the arrow, also beside a leaf that has none
                double arrow = Math.max(18, getDisclosureNode() == null ? 0 : getDisclosureNode().prefWidth(-1));
                return super.computePrefHeight(width - indent - arrow);
            }

            /** The entry's icon, one view kept for the cell (a new node per update is styled again each time). */
            private final ImageView icon = new ImageView();
            /** The nav-* style class shown now: changing a style class matches the cell's styles again, so only when it differs. */
            private String kindClass;

            @Override
            protected void updateItem(NavigatorNode node, boolean empty) {
                super.updateItem(node, empty);
                String wanted = empty || node == null ? null
                        : StyleClasses.NAV_PREFIX + node.kind().name().toLowerCase().replace('_', '-');
                if (!Objects.equals(wanted, kindClass)) {
                    if (kindClass != null) {
                        getStyleClass().remove(kindClass);
                    }
                    if (wanted != null) {
                        getStyleClass().add(wanted);
                    }
                    kindClass = wanted;
                }
                if (empty || node == null) {
                    setText(null);
                    setGraphic(null);
                } else {
                    setText(node.label());
                    Image image = image(node.kind());
                    icon.setImage(image);
                    setGraphic(image == null ? null : icon);
                }
            }
        });
        viewModel.rootProperty().addListener((obs, old, now) -> setRoot(now == null ? null : item(now)));
        if (viewModel.rootProperty().get() != null) {
            setRoot(item(viewModel.rootProperty().get()));
        }
        getSelectionModel().selectedItemProperty().addListener((obs, old, now) ->
                viewModel.selectedProperty().set(now == null ? null : now.getValue()));
        // an entry chosen elsewhere (a review finding) is selected here too
        viewModel.selectedProperty().addListener((obs, old, now) -> select(getRoot(), now));
    }

    /** Shows {@code text} (the whole name, also of one cut short) as the tree's tooltip, or none for null. */
    private void hover(String text) {
        if (text == null) {
            Tooltip.uninstall(this, tip);
        } else {
            tip.setText(text);
            Tooltip.install(this, tip);
        }
    }

    private static final Map<String, Image> ICONS = new HashMap<>();

    /** The navigator's icon for a kind of entry (from icons/), or none. */
    private static Image image(NavigatorNode.Kind kind) {
        String name = switch (kind) {
            case TABLE, BASE_TABLE, DEPLOY -> "table";
            case GSI, SHARDS, CAPACITY -> "gsi";
            case LSI -> "lsi";
            case FACET, FACETS -> "facet";
            case PATTERN, PATTERNS -> "pattern";
            case MODEL -> "app-32";
        };
        return ICONS.computeIfAbsent(name, n -> {
            var stream = NavigatorView.class.getResourceAsStream("/dev/tablewright/ui/icons/" + n + ".png");
            return stream == null ? null : new Image(stream, 16, 16, true, true);
        });
    }

    private void select(TreeItem<NavigatorNode> item, NavigatorNode node) {
        if (node == null || item == null) {
            return;
        }
        if (node.equals(item.getValue())) {
            if (getSelectionModel().getSelectedItem() != item) {
                getSelectionModel().select(item);
                scrollTo(Math.max(0, getRow(item) - 2));
            }
            return;
        }
        item.getChildren().forEach(child -> select(child, node));
    }

    private static TreeItem<NavigatorNode> item(NavigatorNode node) {
        TreeItem<NavigatorNode> item = new TreeItem<>(node);
        node.children().forEach(child -> item.getChildren().add(item(child)));
        item.setExpanded(node.kind() == NavigatorNode.Kind.MODEL || node.kind() == NavigatorNode.Kind.TABLE
                || node.kind() == NavigatorNode.Kind.PATTERNS);
        return item;
    }
}
