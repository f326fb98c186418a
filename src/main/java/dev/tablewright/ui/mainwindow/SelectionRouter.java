package dev.tablewright.ui.mainwindow;

import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.review.ReviewSubject;
import dev.tablewright.ui.common.PatternPlace;
import dev.tablewright.ui.inspector.InspectorViewModel;
import dev.tablewright.ui.items.ItemGridViewModel;
import dev.tablewright.ui.mainwindow.MainWindowViewModel.Tool;
import dev.tablewright.ui.navigator.NavigatorNode;
import dev.tablewright.ui.navigator.NavigatorViewModel;
import dev.tablewright.ui.problems.ProblemsViewModel;
import dev.tablewright.ui.run.PatternRunViewModel;
import java.util.Optional;
import java.util.concurrent.Callable;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;

/**
 * Routes the selection between the window's parts: a navigator click picks the tool and what the
 * grid shows, a run marks its items in the grid and tells the inspector, an edit keeps the grid on
 * the same table and item, a finding shows its item.
 */
final class SelectionRouter {
    private final ModelDocument document;
    private final NavigatorViewModel navigator;
    private final ItemGridViewModel grid;
    private final InspectorViewModel inspector;
    private final PatternRunViewModel run;
    private final ObjectProperty<Tool> tool = new SimpleObjectProperty<>(Tool.ITEMS);
    private final ReadOnlyObjectWrapper<Item> editedItem = new ReadOnlyObjectWrapper<>();
    /** Set while an edit replaces the model: the grid then stays where it is. */
    private boolean applyingEdit;

    SelectionRouter(ModelDocument document, NavigatorViewModel navigator, ItemGridViewModel grid,
                    InspectorViewModel inspector, PatternRunViewModel run) {
        this.document = document;
        this.navigator = navigator;
        this.grid = grid;
        this.inspector = inspector;
        this.run = run;
    }

    /** Starts listening; called once the window's other listeners on the model are in place. */
    void start() {
        navigator.selectedProperty().addListener((obs, old, now) -> showSelection(now));
        run.lastResultProperty().addListener((obs, old, result) -> showRunResult(result));
        inspector.setVerdictSource(this::verdict);
        document.modelProperty().addListener((obs, old, now) -> {
            if (!applyingEdit) {
                showFirstTable();
            }
        });
        // a big model's first rows while it is read; gone because it is open (still busy: its own rows
        // follow) or because the open failed (the rows of the model shown before come back)
        document.previewProperty().addListener((obs, old, first) -> {
            if (first != null) { // in the file's order, as read
                grid.showItems(first, null, first.items(), String.format("%s · the first %,d items, read-only while the"
                        + " rest is read", first.name(), first.items().size()));
            } else if (!document.busyProperty().get()) {
                showFirstTable();
            }
        });
        // another model, or the same file reopened: the last run's result, its highlight and the
        // inspector's verdict belong to the document that was there before
        document.shownProperty().addListener((obs, old, now) -> {
            run.patternProperty().set(null);
            showFirstTable();
        });
    }

    ObjectProperty<Tool> toolProperty() {
        return tool;
    }

    ReadOnlyObjectProperty<Item> editedItemProperty() {
        return editedItem.getReadOnlyProperty();
    }

    /** Shows an edited model: the grid keeps its table, index or facet, and {@code focus} (or the selected item) stays selected. */
    void showEdited(Model edited, Item focus) {
        // without an item to show, keep the selected one selected (matched by key) if it is still there
        Item keep = focus != null ? focus : inspector.itemProperty().get();
        applyingEdit = true;
        try {
            document.showEdit(edited);
        } finally {
            applyingEdit = false;
        }
        String shown = grid.shownTable();
        boolean same = shown != null && edited.findTable(shown).map(grid::reshow).orElse(false);
        if (!same) {
            showFirstTable();
        }
        editedItem.set(null);
        editedItem.set(keep);
    }

    /**
     * Shows what a finding is about: an item in its table (or facet) in the Items tab, selected; a
     * pattern's (or a transaction's action's) in the Run tab, the pattern chosen.
     */
    void showProblem(ProblemsViewModel.Problem problem) {
        Model current = document.model();
        if (problem.item() == null || current == null) {
            if (current != null) {
                PatternPlace.pattern(current, problem.path()).ifPresent(p -> {
                    run.patternProperty().set(p);
                    tool.set(Tool.RUN);
                });
            }
            document.statusProperty().set(problem.message());
            return;
        }
        tool.set(Tool.ITEMS);
        current.findTable(problem.table()).ifPresent(t -> grid.show(t, null, null));
        editedItem.set(null);
        editedItem.set(problem.item());
        document.statusProperty().set(problem.message());
    }

    /**
     * Shows what a design finding is about by selecting it in the navigator: a table's base table
     * or an index in the Items tab, a pattern in the Run tab; for items, also selects the first one.
     */
    void showSubject(ReviewSubject subject) {
        Model current = document.model();
        NavigatorNode root = navigator.rootProperty().get();
        if (current == null || root == null) {
            return;
        }
        NavigatorNode node;
        if (subject instanceof ReviewSubject.IndexSubject i) {
            node = find(root, i.table(), i.index(), NavigatorNode.Kind.GSI, NavigatorNode.Kind.LSI);
        } else if (subject instanceof ReviewSubject.PatternSubject p) {
            node = find(root, null, p.pattern(), NavigatorNode.Kind.PATTERN);
        } else if (subject instanceof ReviewSubject.ItemsSubject items && items.index() != null) {
            node = find(root, items.table(), items.index(), NavigatorNode.Kind.GSI, NavigatorNode.Kind.LSI);
        } else {
            node = find(root, subject.table(), null, NavigatorNode.Kind.BASE_TABLE);
        }
        if (node == null) {
            document.statusProperty().set("The model has no " + subject.table() + " to show");
            return;
        }
        navigator.selectedProperty().set(null); // the same entry chosen again shows it again
        navigator.selectedProperty().set(node);
        if (subject instanceof ReviewSubject.ItemsSubject items && !items.keys().isEmpty()) {
            editedItem.set(null);
            editedItem.set(items.keys().get(0));
        }
    }

    /** The navigator entry of one of {@code kinds} for {@code table} (any when null) and {@code target}, or null. */
    private static NavigatorNode find(NavigatorNode node, String table, String target, NavigatorNode.Kind... kinds) {
        for (NavigatorNode.Kind kind : kinds) {
            if (node.kind() == kind && (table == null || table.equals(node.table()))
                    && java.util.Objects.equals(target, node.target())) {
                return node;
            }
        }
        for (NavigatorNode child : node.children()) {
            NavigatorNode found = find(child, table, target, kinds);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    /** Shows the index or facet of that name (in the first table that has one), or the base table. */
    void showView(String name) {
        Model current = document.model();
        if (current == null) {
            return;
        }
        if (name.startsWith("pattern:")) {
            int n = Integer.parseInt(name.substring("pattern:".length()));
            if (n >= 1 && n <= current.accessPatterns().size()) {
                run.patternProperty().set(current.accessPatterns().get(n - 1));
                tool.set(Tool.RUN);
                run.run();
            }
            return;
        }
        if ("shards".equals(name)) {
            tool.set(Tool.SHARDS);
            return;
        }
        if ("capacity".equals(name)) {
            tool.set(Tool.CAPACITY);
            return;
        }
        if ("deploy".equals(name)) {
            tool.set(Tool.DEPLOY);
            return;
        }
        if ("review".equals(name)) {
            tool.set(Tool.REVIEW);
            return;
        }
        if ("workload".equals(name)) {
            tool.set(Tool.WORKLOAD);
            return;
        }
        if ("tables".equals(name)) {
            tool.set(Tool.TABLES);
            return;
        }
        for (var table : current.tables()) {
            if (table.findIndex(name).isPresent()) {
                grid.show(table, name, null);
                return;
            }
            if (table.findFacet(name).isPresent()) {
                grid.show(table, null, name);
                return;
            }
        }
        showFirstTable();
    }

    /** Marks the run's items in the grids and lets the inspector say why an item was or was not returned. */
    private void showRunResult(PatternResult result) {
        Model current = document.model();
        if (result == null || current == null) {
            grid.clearHighlight();
        } else {
            var pattern = result.bound().pattern();
            current.findTable(pattern.table()).ifPresent(t -> grid.highlight(t, result.items(), pattern.name()));
            var tx = result.bound().transaction();
            document.statusProperty().set("Ran " + pattern.name() + ": " + (tx != null && tx.write() != null
                    ? tx.size() + " actions applied" : result.items().size() + " items"));
        }
        inspector.refreshVerdict();
    }

    /** The inspector's verdict on {@code item}: taken on the UI thread, worked out in the background. */
    private Optional<Callable<String>> verdict(Item item) {
        var result = run.lastResultProperty().get();
        if (result == null) {
            return Optional.empty();
        }
        String name = result.bound().pattern().name();
        return run.explanationOf(item).map(explanation -> () -> {
            var e = explanation.get();
            return e.included() ? "✓ Returned by " + name : "✗ Not returned by " + name + ": " + e.reason();
        });
    }

    private void showFirstTable() {
        Model current = document.model();
        if (current == null || current.tables().isEmpty()) {
            grid.clear();
            return;
        }
        grid.show(current.tables().get(0), null, null);
    }

    private void showSelection(NavigatorNode node) {
        Model current = document.model();
        if (node != null && node.kind() == NavigatorNode.Kind.SHARDS) {
            tool.set(Tool.SHARDS);
            return;
        }
        if (node != null && node.kind() == NavigatorNode.Kind.PATTERN && current != null) {
            current.findPattern(node.target()).ifPresent(run.patternProperty()::set);
            tool.set(Tool.RUN);
            return;
        }
        if (node != null && node.kind() == NavigatorNode.Kind.CAPACITY) {
            tool.set(Tool.CAPACITY);
            return;
        }
        if (node != null && node.kind() == NavigatorNode.Kind.DEPLOY) {
            tool.set(Tool.DEPLOY);
            return;
        }
        if (node == null || current == null || node.table() == null) {
            return;
        }
        tool.set(Tool.ITEMS);
        current.findTable(node.table()).ifPresent(table -> {
            switch (node.kind()) {
                case GSI, LSI -> grid.show(table, node.target(), null);
                case FACET -> grid.show(table, null, node.target());
                case TABLE, BASE_TABLE, FACETS -> grid.show(table, null, null);
                default -> { }
            }
        });
    }
}
