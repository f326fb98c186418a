package dev.tablewright.ui.mainwindow;

import dev.tablewright.ui.common.DialogService;
import dev.tablewright.ui.navigator.NavigatorView;
import dev.tablewright.ui.items.ItemGridView;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressIndicator;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import dev.tablewright.model.Item;
import dev.tablewright.ui.capacity.CapacityPanelView;
import dev.tablewright.ui.deploy.DeployView;
import dev.tablewright.ui.editing.ItemActions;
import dev.tablewright.ui.inspector.InspectorView;
import dev.tablewright.ui.problems.ProblemsView;
import dev.tablewright.ui.run.PatternRunView;
import dev.tablewright.ui.shards.ShardCalculatorView;
import dev.tablewright.ui.workload.WorkloadView;
import javafx.collections.ListChangeListener;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.layout.VBox;
import javafx.stage.WindowEvent;
import dev.tablewright.ui.common.StyleClasses;

/** The main window's content: menus, the model navigator, the items grid and a status bar. */
public final class MainWindowView extends BorderPane {
    private final MainWindowViewModel viewModel;
    private final DialogService dialogs;
    private final SideWindows sideWindows;
    private final WindowPreferences preferences;
    private final Consumer<Path> rememberModel;
    private final Runnable quit;
    private final NavigatorView navigator;
    private final ItemGridView grid;
    private ShardCalculatorView shardCalculator;
    private final TabPane tabs;
    private final Tab runTab;
    private final ItemActions itemActions;

    public MainWindowView(MainWindowViewModel viewModel, DialogService dialogs, WindowPreferences preferences,
                          Runnable quit) {
        this.viewModel = viewModel;
        this.dialogs = dialogs;
        this.sideWindows = new SideWindows(this, viewModel, dialogs);
        this.preferences = preferences;
        this.rememberModel = preferences::modelOpened;
        this.quit = quit;
        getStyleClass().add(StyleClasses.MAIN_WINDOW);
        dev.tablewright.ui.common.Popups.letClosingClicksThrough();
        itemActions = new ItemActions(viewModel.modelProperty()::get,
                viewModel.grid()::shownTable, viewModel.grid()::shownFacet, this::selectedItem, viewModel::edit,
                () -> getScene() == null ? null : getScene().getWindow());
        navigator = new NavigatorView(viewModel.navigator());
        grid = new ItemGridView(viewModel.grid());
        Tab itemsTab = new Tab("Items", grid);
        // the other tools' views (charts, forms) are built when their tab is first shown: the window
        // opens sooner, and nothing of theirs is drawn before it is wanted
        Tab shardsTab = LazyTabs.tab("Write shards", () -> {
            shardCalculator = new ShardCalculatorView(viewModel.shards(),
                    viewModel.modelProperty()::get, viewModel::edit, message -> dialogs.showError("Write shards", message));
            viewModel.modelProperty().addListener((obs, old, now) -> shardCalculator.refresh(now));
            shardCalculator.refresh(viewModel.modelProperty().get());
            return shardCalculator;
        });
        Tab capacityTab = LazyTabs.tab("Capacity", () -> {
            // each part at its own height, scrolled as one page, not squeezed into the window's height
            javafx.scene.control.ScrollPane page = new javafx.scene.control.ScrollPane(
                    new CapacityPanelView(viewModel.capacity()));
            page.setFitToWidth(true);
            return page;
        });
        capacityTab.setClosable(false);
        Tab deployTab = LazyTabs.tab("Deploy",
                () -> new DeployView(viewModel.deploy()));
        itemsTab.setClosable(false);
        shardsTab.setClosable(false);
        deployTab.setClosable(false);
        runTab = LazyTabs.tab("Run",
                () -> new PatternRunView(viewModel.run()));
        runTab.setClosable(false);
        Tab reviewTab = LazyTabs.tab("Review", () -> new dev.tablewright.ui.review.ReviewView(viewModel.review()));
        reviewTab.setClosable(false);
        Tab workloadTab = LazyTabs.tab("Workload", () -> new WorkloadView(viewModel.workload()));
        workloadTab.setClosable(false);
        tabs = new TabPane(itemsTab, runTab, shardsTab, capacityTab, deployTab, reviewTab, workloadTab);
        if (viewModel.tables() != null) {
            tabs.getTabs().add(dev.tablewright.ui.tables.TablesTab.lazy(viewModel.tables(), dialogs));
        }
        MainWindowViewModel.Tool[] tools = MainWindowViewModel.Tool.values();
        tabs.getSelectionModel().selectedIndexProperty().addListener((obs, old, index) ->
                viewModel.toolProperty().set(tools[index.intValue()]));
        viewModel.toolProperty().addListener((obs, old, now) -> tabs.getSelectionModel().select(now.ordinal()));
        InspectorView inspector =
                new InspectorView(viewModel.inspector());
        // a model's first rows shown while it is read are not its items yet: nothing to inspect or edit
        grid.selectedRowProperty().addListener((obs, old, row) -> viewModel.inspector().itemProperty()
                .set(row == null || viewModel.document().previewing() ? null : row.item()));
        SplitPane split = new SplitPane(navigator, tabs, inspector);
        split.setDividerPositions(0.2, 0.8);
        SplitPane.setResizableWithParent(navigator, false);
        SplitPane.setResizableWithParent(inspector, false);
        setTop(menus());
        setCenter(split);
        ProblemsView problems =
                new ProblemsView(viewModel.problems(), viewModel::showProblem);
        viewModel.problems().versionProperty().addListener((obs, old, now) -> grid.refreshMarks());
        setBottom(new VBox(problems, StatusBar.of(viewModel)));
        guardCloseRequests();
        UndoRedoItems.installOtherRedoKeys(this, viewModel);
        // the table view takes F2 and Enter for cell editing, which the grid does not use: they open the item editor
        grid.table().addEventFilter(KeyEvent.KEY_PRESSED, e -> {
            if ((e.getCode() == KeyCode.F2 || e.getCode() == KeyCode.ENTER)
                    && !e.isShortcutDown() && selectedItem() != null) {
                e.consume();
                itemActions.editSelected();
            } else if (e.getCode() == KeyCode.DELETE && selectedItem() != null) {
                e.consume();
                itemActions.deleteSelected();
            }
        });
        grid.table().setOnMouseClicked(e -> {
            if (e.getClickCount() == 2 && e.getButton() == MouseButton.PRIMARY) {
                itemActions.editSelected();
            }
        });
        viewModel.editedItemProperty().addListener((obs, old, item) -> selectEdited(item));
        viewModel.grid().rows().addListener((ListChangeListener<Object>) c -> {
            if (viewModel.editedItemProperty().get() != null) {
                selectEdited(viewModel.editedItemProperty().get());
            }
        });
        viewModel.errorProperty().addListener((obs, old, failure) -> {
            if (failure != null) {
                dialogs.showError(failure.title(), failure.message());
                viewModel.errorProperty().set(null);
            }
        });
    }

    /** Selects the item an edit made or changed, once the grid shows it (big tables lay out later). */
    private void selectEdited(Item item) {
        if (item == null) {
            return;
        }
        int row = viewModel.grid().indexOf(item);
        if (row >= 0) {
            grid.select(row);
            grid.scrollTo(Math.max(0, row - 3));
        }
    }

    private Item selectedItem() {
        var row = grid.selectedRowProperty().get();
        // only the Items tab's grid: the Run tab shows query results, not the items to edit
        return row == null || viewModel.toolProperty().get() != MainWindowViewModel.Tool.ITEMS
                || viewModel.document().previewing() ? null : row.item();
    }

    public NavigatorView navigator() {
        return navigator;
    }

    public ItemGridView grid() {
        return grid;
    }

    /**
     * Builds the Run tab's view now, unless it is built: the window calls it once the open model is
     * deployed to the embedded DynamoDB Local after launch, so that the first pattern run a person
     * starts does not also wait for the tab's view to be made, styled and laid out (about 250 ms of
     * the FX thread on the 2-core machine: the hidden tab is styled and laid out in the next pulse).
     */
    public void prepareRunTab() {
        LazyTabs.build(runTab);
    }

    /** The write-shard calculator's view, built when its tab is first shown (null before). */
    public ShardCalculatorView shardCalculator() {
        return shardCalculator;
    }

    private MenuBar menus() {
        MenuItem newModel = item("New", "Shortcut+N", () -> {
            if (!viewModel.dirtyProperty().get() || dialogs.confirmDiscard(viewModel.modelProperty().get().name())) {
                viewModel.newModel();
            }
        });
        newModel.disableProperty().bind(viewModel.busyProperty());
        MenuItem open = item("Open…", "Shortcut+O", this::open);
        MenuItem save = item("Save", "Shortcut+S", this::save);
        MenuItem saveAs = item("Save As…", "Shortcut+Shift+S", this::saveAs);
        MenuItem exit = item("Quit", "Shortcut+Q", () -> {
            if (confirmClose()) {
                quit.run();
            }
        });
        save.disableProperty().bind(viewModel.modelProperty().isNull().or(viewModel.busyProperty()));
        saveAs.disableProperty().bind(viewModel.modelProperty().isNull().or(viewModel.busyProperty()));
        open.disableProperty().bind(viewModel.busyProperty());
        Menu recent = new Menu("Open _Recent");
        recent.setOnShowing(e -> fillRecent(recent));
        recent.getItems().add(new MenuItem("(none)"));
        recent.disableProperty().bind(viewModel.busyProperty());
        Menu file = new Menu("_File", null, newModel, open, recent, new SeparatorMenuItem(), save, saveAs, new SeparatorMenuItem(),
                exit);
        if (viewModel.imports() != null) {
            MenuItem importFile = item("Import…", "Shortcut+I", this::showImport);
            importFile.disableProperty().bind(viewModel.busyProperty());
            file.getItems().add(3, importFile);
        }
        if (viewModel.compare() != null) {
            MenuItem compareWith = item("Compare with…", "Shortcut+Shift+M", this::compareWith);
            MenuItem compareSaved = new MenuItem("Compare with Saved");
            compareSaved.setOnAction(e -> showComparison(viewModel.fileProperty().get()));
            compareWith.disableProperty().bind(viewModel.modelProperty().isNull().or(viewModel.busyProperty()));
            compareSaved.disableProperty().bind(viewModel.fileProperty().isNull().or(viewModel.busyProperty()));
            file.getItems().addAll(file.getItems().size() - 2, List.of(compareWith, compareSaved,
                    new SeparatorMenuItem()));
        }
        if (viewModel.connections() != null) {
            MenuItem connections = item("Connections…", "Shortcut+Shift+K", this::showConnections);
            MenuItem importTable = item("Import a Table from DynamoDB…", "Shortcut+Shift+I", this::showConnections);
            importTable.disableProperty().bind(viewModel.busyProperty());
            file.getItems().addAll(file.getItems().size() - 2, List.of(connections, importTable,
                    new SeparatorMenuItem()));
        }
        CheckMenuItem dark = new CheckMenuItem("_Dark theme");
        dark.setAccelerator(KeyCombination.keyCombination("Shortcut+Shift+D"));
        dark.setSelected(preferences.dark());
        dark.selectedProperty().addListener((obs, old, now) -> preferences.dark(now));
        MenuItem items = item("Items", "Shortcut+1", () -> viewModel.toolProperty().set(MainWindowViewModel.Tool.ITEMS));
        MenuItem shardsItem = item("Write shards", "Shortcut+2",
                () -> viewModel.toolProperty().set(MainWindowViewModel.Tool.SHARDS));
        MenuItem capacityItem = item("Capacity", "Shortcut+3",
                () -> viewModel.toolProperty().set(MainWindowViewModel.Tool.CAPACITY));
        MenuItem deployItem = item("Deploy", "Shortcut+4",
                () -> viewModel.toolProperty().set(MainWindowViewModel.Tool.DEPLOY));
        MenuItem reviewItem = item("Review", "Shortcut+5",
                () -> viewModel.toolProperty().set(MainWindowViewModel.Tool.REVIEW));
        MenuItem workloadItem = item("Workload", "Shortcut+6",
                () -> viewModel.toolProperty().set(MainWindowViewModel.Tool.WORKLOAD));
        MenuItem find = item("Find…", "Shortcut+F", () -> {
            viewModel.toolProperty().set(MainWindowViewModel.Tool.ITEMS);
            grid.showFind();
        });
        find.disableProperty().bind(viewModel.modelProperty().isNull());
        Menu view = new Menu("_View", null, find, new SeparatorMenuItem(), items, shardsItem, capacityItem, deployItem,
                reviewItem, workloadItem, new SeparatorMenuItem(), dark);
        Runnable runChosenPattern = () -> {
            viewModel.toolProperty().set(MainWindowViewModel.Tool.RUN);
            viewModel.run().run();
        };
        MenuItem runPattern = item("Run pattern", "F5", runChosenPattern);
        runPattern.disableProperty().bind(viewModel.run().patternProperty().isNull());
        // one menu item; Shortcut+Enter runs too, through a key handler, as the other Redo keys do
        KeyCombination runKey = KeyCombination.keyCombination("Shortcut+Enter");
        addEventHandler(KeyEvent.KEY_PRESSED, e -> {
            if (runKey.match(e) && viewModel.run().patternProperty().get() != null) {
                runChosenPattern.run();
                e.consume();
            }
        });
        Menu runMenu = new Menu("_Run", null, runPattern);
        MenuBar bar = new MenuBar(file, EditMenu.of(viewModel, itemActions,
                () -> getScene() == null ? null : getScene().getWindow()), view, runMenu);
        bar.setUseSystemMenuBar(true);
        return bar;
    }

    /**
     * Whether the window may close: true when nothing is unsaved or the person agrees to discard
     * the changes. Asked by Quit and by the window's close button.
     */
    public boolean confirmClose() {
        return !viewModel.dirtyProperty().get() || viewModel.modelProperty().get() == null
                || dialogs.confirmDiscard(viewModel.modelProperty().get().name());
    }

    /** Asks before the window's close button throws away unsaved changes (a filter: it runs before other handlers). */
    private void guardCloseRequests() {
        sceneProperty().flatMap(Scene::windowProperty).addListener((obs, old, window) -> {
            if (window != null) {
                window.addEventFilter(WindowEvent.WINDOW_CLOSE_REQUEST, e -> {
                    if (!confirmClose()) {
                        e.consume();
                    }
                });
            }
        });
    }

    /** The connections dialog: saved connections, Test, and importing a live table as a new model. */
    private void showConnections() {
        sideWindows.showConnections();
    }

    /**
     * File > Import…: a file of another tool read into a new, unsaved model through the import
     * dialog; returns the dialog's scene (null when no file was chosen).
     */
    public Scene showImport() {
        return sideWindows.showImport(folder());
    }

    /** The import dialog reading {@code file} (no file chooser); returns the dialog's scene. */
    public Scene showImport(Path file) {
        return sideWindows.showImport(folder(), file);
    }

    private void compareWith() {
        dialogs.chooseModelToOpen(folder()).ifPresent(this::showComparison);
    }

    /**
     * Shows the open model against {@code other} (another model file, or its own file as last saved)
     * in a window of its own, and returns that window's scene (null when there is nothing to compare).
     */
    public Scene showComparison(Path other) {
        return sideWindows.showComparison(other);
    }

    private void fillRecent(Menu recent) {
        recent.getItems().clear();
        for (Path path : preferences.recentModels()) {
            MenuItem entry = new MenuItem(path.getFileName() + "  —  " + path.toAbsolutePath().getParent());
            entry.setOnAction(e -> {
                if (!viewModel.dirtyProperty().get() || dialogs.confirmDiscard(viewModel.modelProperty().get().name())) {
                    viewModel.open(path, rememberModel);
                }
            });
            recent.getItems().add(entry);
        }
        if (recent.getItems().isEmpty()) {
            MenuItem none = new MenuItem("(none)");
            none.setDisable(true);
            recent.getItems().add(none);
        }
    }

    private static MenuItem item(String text, String shortcut, Runnable action) {
        MenuItem item = new MenuItem(text);
        item.setAccelerator(KeyCombination.keyCombination(shortcut));
        item.setOnAction(e -> action.run());
        return item;
    }

    private Path folder() {
        Path current = viewModel.fileProperty().get();
        return current == null ? Path.of(".").toAbsolutePath().normalize() : current.toAbsolutePath().getParent();
    }

    private void open() {
        if (viewModel.dirtyProperty().get() && !dialogs.confirmDiscard(viewModel.modelProperty().get().name())) {
            return;
        }
        dialogs.chooseModelToOpen(folder()).ifPresent(path -> viewModel.open(path, rememberModel));
    }

    private void save() {
        Path current = viewModel.fileProperty().get();
        if (current == null) {
            saveAs();
        } else {
            viewModel.saveAs(current, rememberModel);
        }
    }

    private void saveAs() {
        String suggested = viewModel.modelProperty().get().name().replaceAll("[^A-Za-z0-9_.-]+", "-") + ".json";
        dialogs.chooseModelToSave(folder(), suggested).ifPresent(path -> viewModel.saveAs(path, rememberModel));
    }
}
