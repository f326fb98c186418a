package dev.tablewright.ui.mainwindow;

import dev.tablewright.ui.capacity.CapacityPanelViewModel;
import dev.tablewright.ui.connections.ConnectionsViewModel;
import dev.tablewright.ui.deploy.DeployViewModel;
import dev.tablewright.ui.inspector.InspectorViewModel;
import dev.tablewright.ui.items.ItemGridViewModel;
import dev.tablewright.ui.navigator.NavigatorViewModel;
import dev.tablewright.ui.problems.ProblemsViewModel;
import dev.tablewright.ui.review.ReviewViewModel;
import dev.tablewright.ui.run.PatternRunViewModel;
import dev.tablewright.ui.shards.ShardCalculatorViewModel;
import java.util.Objects;

/**
 * The view-models the main window is made of, built by the composition root (app) and handed to
 * {@link MainWindowViewModel}, which wires them together. {@code connections} is null when no
 * connection service is wired.
 */
public record MainWindowParts(ModelDocument document, NavigatorViewModel navigator, ItemGridViewModel grid,
                              InspectorViewModel inspector, PatternRunViewModel run, ShardCalculatorViewModel shards,
                              CapacityPanelViewModel capacity, DeployViewModel deploy, ProblemsViewModel problems,
                              ConnectionsViewModel connections, ReviewViewModel review) {
    public MainWindowParts {
        Objects.requireNonNull(document, "document");
        Objects.requireNonNull(navigator, "navigator");
        Objects.requireNonNull(grid, "grid");
        Objects.requireNonNull(inspector, "inspector");
        Objects.requireNonNull(run, "run");
        Objects.requireNonNull(shards, "shards");
        Objects.requireNonNull(capacity, "capacity");
        Objects.requireNonNull(deploy, "deploy");
        Objects.requireNonNull(problems, "problems");
        Objects.requireNonNull(review, "review");
    }
}
