package dev.tablewright.app;

import dev.tablewright.capacity.PriceTable;
import dev.tablewright.dynamo.AppDirs;
import dev.tablewright.ui.capacity.CapacityPanelViewModel;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.connections.ConnectionService;
import dev.tablewright.ui.connections.ConnectionsViewModel;
import dev.tablewright.ui.deploy.DeployService;
import dev.tablewright.ui.deploy.DeployViewModel;
import dev.tablewright.ui.editing.Recovery;
import dev.tablewright.ui.inspector.InspectorViewModel;
import dev.tablewright.ui.items.ItemGridViewModel;
import dev.tablewright.ui.mainwindow.MainWindowParts;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import dev.tablewright.ui.mainwindow.ModelDocument;
import dev.tablewright.ui.compare.CompareViewModel;
import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.ui.imports.ImportViewModel;
import dev.tablewright.ui.mainwindow.ModelStore;
import dev.tablewright.ui.navigator.NavigatorViewModel;
import dev.tablewright.ui.problems.ProblemsViewModel;
import dev.tablewright.ui.review.ReviewViewModel;
import dev.tablewright.review.ReviewOptions;
import dev.tablewright.ui.run.PatternRunService;
import dev.tablewright.ui.run.PatternRunViewModel;
import dev.tablewright.ui.shards.ShardCalculatorViewModel;
import dev.tablewright.model.Model;
import dev.tablewright.ui.tables.HistoryViewModel;
import dev.tablewright.ui.tables.TablesService;
import dev.tablewright.ui.tables.TablesViewModel;
import javafx.beans.value.ChangeListener;

/**
 * Builds the main window's view-models by hand, each with the one executor and the services it
 * needs, and hands them to {@link MainWindowViewModel}. The app and the tests both build the
 * window here, so they build the same window.
 */
public final class MainWindowComposition {
    private MainWindowComposition() {
    }

    /**
     * The main window's view-model. {@code runs} may be null (runs stay in memory) and so may
     * {@code connections} (no connections dialog).
     */
    public static MainWindowViewModel mainWindow(TaskExecutor executor, ModelStore store, DeployService deploy,
                                                 PatternRunService runs, ConnectionService connections) {
        ModelDocument document = new ModelDocument(executor, store);
        NavigatorViewModel navigator = new NavigatorViewModel(document.modelProperty());
        ItemGridViewModel grid = new ItemGridViewModel();
        grid.useExecutor(executor);
        MainWindowViewModel window = new MainWindowViewModel(new MainWindowParts(
                document,
                navigator,
                grid,
                new InspectorViewModel(executor),
                new PatternRunViewModel(executor, document::model, runs),
                new ShardCalculatorViewModel(),
                new CapacityPanelViewModel(executor, AppDirs.configDir().resolve(PriceTable.USER_FILE_NAME)),
                new DeployViewModel(executor, deploy, document::model),
                new ProblemsViewModel(executor),
                connections == null ? null : new ConnectionsViewModel(executor, connections),
                new ReviewViewModel(executor, ReviewOptions.defaults())));
        window.useCompare(new CompareViewModel(executor, file -> store.read(file).model()));
        window.useImports(new ImportViewModel(executor,
                (file, format) -> format == null ? ModelImports.read(file) : ModelImports.read(file, format)));
        return window;
    }

    /**
     * As {@link #mainWindow(TaskExecutor, ModelStore, DeployService, PatternRunService, ConnectionService)},
     * with the Tables workspace on live connections through {@code tables}.
     */
    public static MainWindowViewModel mainWindow(TaskExecutor executor, ModelStore store, DeployService deploy,
                                                 PatternRunService runs, ConnectionService connections,
                                                 TablesService tables) {
        MainWindowViewModel window = mainWindow(executor, store, deploy, runs, connections);
        window.useTables(new TablesViewModel(executor, tables, new HistoryViewModel.ModelAccess() {
            @Override
            public Model model() {
                return window.modelProperty().get();
            }

            @Override
            public void edit(String label, Model edited) {
                window.edit(label, edited);
            }
        }));
        return window;
    }

    /** Autosaves the window's model through {@code recovery} whenever it or its unsaved state changes. */
    public static void autosave(MainWindowViewModel window, Recovery recovery) {
        ChangeListener<Object> changed = (obs, old, now) -> recovery.changed(
                window.modelProperty().get(), window.fileProperty().get(), window.dirtyProperty().get());
        window.modelProperty().addListener(changed);
        window.dirtyProperty().addListener(changed);
    }
}
