package dev.tablewright.app;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.ui.common.FxDialogService;
import dev.tablewright.ui.mainwindow.MainWindowView;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import dev.tablewright.ui.mainwindow.WindowPreferences;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Future;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import atlantafx.base.theme.PrimerDark;
import dev.tablewright.dynamo.AppDirs;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.ui.editing.Recovery;
import javafx.geometry.Rectangle2D;
import javafx.stage.Screen;

/**
 * The window's composition root: wires settings, the background executor, dialogs, view-models
 * and views by hand, and opens the model named on the command line, else the last one, else
 * models/hr-oe.json.
 */
public final class TablewrightApp extends Application {
    static final String STYLESHEET = "/dev/tablewright/ui/app.css";
    private FxTaskExecutor executor;
    private Settings settings;
    private Recovery recovery;
    private Scene scene;
    private DynamoPatternRunService runs;
    private MainWindowView view;
    private Stage stage;
    /** {@code -Dtablewright.noWarmUp=true}: do not start the embedded DynamoDB Local at launch (bench/run's "cold" figure). */
    static final String NO_WARM_UP_PROPERTY = "tablewright.noWarmUp";

    @Override
    public void start(Stage stage) {
        StartupProbe.mark("fx-start");
        this.stage = stage;
        settings = Settings.load();
        executor = new FxTaskExecutor(2);
        // the view-models (JavaFX properties, no nodes) are made on a worker while this thread loads
        // the theme's stylesheet, which only this thread may do
        Future<MainWindowViewModel> composed = executor.compute("make the window's view-models", () -> {
            ConnectionStore connections = ConnectionStore.inConfigDir();
            runs = new DynamoPatternRunService(connections);
            return MainWindowComposition.mainWindow(executor, new ModelFileStore(),
                    new EmbeddedDeployService(), runs, new DynamoConnectionService(connections),
                    new DynamoTablesService(connections, dev.tablewright.dynamo.live.QueryHistory.inConfigDir()));
        });
        applyTheme(settings.dark());
        MainWindowViewModel viewModel = FxTaskExecutor.join(composed);
        recovery = Recovery.inDataFolder(executor, AppDirs.dataDir());
        Optional<Recovery.Found> found = System.getProperty(Screenshots.VIEW_PROPERTY) == null
                ? recovery.find() : Optional.empty();
        MainWindowComposition.autosave(viewModel, recovery);
        // the model is read on the executor while this thread builds and lays out the window: its
        // answer comes through Platform.runLater, so after start() has returned and the view exists
        Optional<Path> initial = found.isPresent() ? Optional.empty() : initialModel(getParameters().getRaw());
        initial.ifPresent(path -> viewModel.open(path, opened -> {
            StartupProbe.mark("model-shown");
            settings.modelOpened(opened);
            String shownView = System.getProperty(Screenshots.VIEW_PROPERTY);
            boolean tables = "tables".equals(shownView) && viewModel.tables() != null;
            if (shownView != null && shownView.startsWith("compare:")) { // File > Compare with… that file
                Scene comparison = view.showComparison(Path.of(shownView.substring("compare:".length())));
                Screenshots.takeIfAsked(comparison, () -> !viewModel.compare().busyProperty().get());
                afterFirstFrame(viewModel);
                return;
            }
            if (shownView != null && shownView.startsWith("import:")) { // File > Import… of that file
                Scene dialog = view.showImport(Path.of(shownView.substring("import:".length())));
                String tab = System.getProperty(Screenshots.TAB_PROPERTY, ""); // a tab of the preview, by its title
                Screenshots.takeIfAsked(dialog, () -> !viewModel.imports().busyProperty().get()
                        && ((dev.tablewright.ui.imports.ImportView) dialog.getRoot()).select(tab));
                afterFirstFrame(viewModel);
                return;
            }
            if (tables) { // the Tables tab on the embedded Local, with the open model deployed there
                viewModel.deploy().runningProperty().addListener((obs, was, running) -> {
                    if (!running) {
                        viewModel.showView(shownView);
                    }
                });
                viewModel.deploy().deploy();
            } else if (shownView != null) {
                viewModel.showView(shownView);
            }
            Screenshots.takeIfAsked(scene, () -> !viewModel.run().runningProperty().get()
                    && !viewModel.grid().layingOutProperty().get()
                    && !viewModel.review().reviewingProperty().get()
                    && (!"capacity".equals(shownView) || viewModel.capacity().projectionProperty().get() != null)
                    && (!tables || viewModel.toolProperty().get() == MainWindowViewModel.Tool.TABLES
                    && viewModel.tables().pager().pageCount() > 0
                    && !viewModel.tables().pager().loadingProperty().get()));
            afterFirstFrame(viewModel);
        }));
        FxDialogService dialogs = new FxDialogService(stage);
        view = new MainWindowView(viewModel, dialogs, new WindowPreferences() {
            @Override
            public List<Path> recentModels() {
                return settings.recentModels();
            }

            @Override
            public void modelOpened(Path path) {
                settings.modelOpened(path);
            }

            @Override
            public boolean dark() {
                return settings.dark();
            }

            @Override
            public void dark(boolean dark) {
                settings.dark(dark);
                applyTheme(dark);
            }
        }, stage::close);
        StartupProbe.mark("view-built");
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        WindowSize size = WindowSize.fit(settings.width(), settings.height(), screen.getWidth(), screen.getHeight());
        scene = new Scene(view, size.width(), size.height());
        scene.getStylesheets().add(TablewrightApp.class.getResource(STYLESHEET).toExternalForm());
        stage.setScene(scene);
        stage.titleProperty().bind(viewModel.titleProperty());
        stage.setOnCloseRequest(e -> settings.windowSize(stage.getWidth(), stage.getHeight()));
        stage.show();
        StartupProbe.mark("shown");
        if (found.isPresent()) {
            if (dialogs.confirm("Restore unsaved changes?", "Tablewright did not close cleanly. A copy of "
                    + found.get().describe() + " has changes that were not saved.\n\nRestore it? (No discards the copy.)")) {
                viewModel.showRecovered(found.get().model(), found.get().source());
                afterFirstFrame(viewModel);
                return;
            }
            recovery.discard();
            initialModel(getParameters().getRaw()).ifPresentOrElse(
                    path -> viewModel.open(path, opened -> {
                        settings.modelOpened(opened);
                        afterFirstFrame(viewModel);
                    }),
                    () -> noModel(viewModel));
        } else if (initial.isEmpty()) {
            noModel(viewModel);
        }
    }

    private void noModel(MainWindowViewModel viewModel) {
        viewModel.statusProperty().set("No model open: use File > Open to open a NoSQL Workbench model.");
        Screenshots.takeIfAsked(scene);
        afterFirstFrame(viewModel);
    }

    /**
     * The window shows its model: report the start-up time when asked, and start warming the embedded
     * DynamoDB Local in the background, so the first run on it is as quick as a later one.
     */
    private void afterFirstFrame(MainWindowViewModel viewModel) {
        StartupProbe.reportIfAsked();
        // decoded on a worker once the first frame is drawn: the 256-pixel PNG took about 40 ms of the
        // JavaFX thread, then about 14 ms of a worker that the first frame's work shared the two cores with
        StartupProbe.afterNextFrame(() -> executor.submit("load the window icon", TablewrightApp::loadIcon,
                icon -> icon.ifPresent(stage.getIcons()::add), failure -> { })); // none: the window manager's stands in
        if (!Boolean.getBoolean(NO_WARM_UP_PROPERTY)) {
            // after the frame is drawn, so that the warm-up's threads do not delay it
            // the Run tab's view is built once the model is deployed: earlier, it would slow the deploy
            // that a run started in the first second waits for
            StartupProbe.afterNextFrame(() -> runs.warmUpEmbedded(executor, viewModel.modelProperty()::get, tables -> {
                viewModel.deploy().ranOn(Connection.embedded(), tables);
                view.prepareRunTab();
            }));
        }
        FirstRunProbe.startIfAsked(viewModel);
    }

    private static void applyTheme(boolean dark) {
        Application.setUserAgentStylesheet(dark ? new PrimerDark().getUserAgentStylesheet()
                : new PrimerLight().getUserAgentStylesheet());
    }

    @Override
    public void stop() {
        if (runs != null) {
            runs.cancelWarmUp();
        }
        if (recovery != null) {
            recovery.close(); // a clean close: the recovery copy is not needed
        }
        if (executor != null) {
            executor.close();
        }
    }

    private Optional<Path> initialModel(List<String> args) {
        return StartupModel.choose(args, settings.lastModel(), Path.of("").toAbsolutePath(), StartupModel.programDir());
    }

    private static Optional<Image> loadIcon() {
        var stream = TablewrightApp.class.getResourceAsStream("/dev/tablewright/ui/icons/app-256.png");
        return stream == null ? Optional.empty() : Optional.of(new Image(stream));
    }

    /** Opens the window; returns when it is closed. */
    static void launchWindow(String[] args) {
        Application.launch(TablewrightApp.class, args);
        Platform.exit();
    }
}
