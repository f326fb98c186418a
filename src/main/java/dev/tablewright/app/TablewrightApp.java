package dev.tablewright.app;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.ui.common.FxDialogService;
import dev.tablewright.ui.mainwindow.MainWindowView;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import dev.tablewright.ui.mainwindow.WindowPreferences;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.scene.image.Image;
import javafx.stage.Stage;
import atlantafx.base.theme.PrimerDark;
import dev.tablewright.dynamo.AppDirs;
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

    @Override
    public void start(Stage stage) {
        settings = Settings.load();
        applyTheme(settings.dark());
        executor = new FxTaskExecutor(2);
        ConnectionStore connections = ConnectionStore.inConfigDir();
        MainWindowViewModel viewModel = MainWindowComposition.mainWindow(executor, new ModelFileStore(),
                new EmbeddedDeployService(), new DynamoPatternRunService(connections),
                new DynamoConnectionService(connections),
                new DynamoTablesService(connections, dev.tablewright.dynamo.live.QueryHistory.inConfigDir()));
        FxDialogService dialogs = new FxDialogService(stage);
        MainWindowView view = new MainWindowView(viewModel, dialogs, new WindowPreferences() {
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
        Rectangle2D screen = Screen.getPrimary().getVisualBounds();
        WindowSize size = WindowSize.fit(settings.width(), settings.height(), screen.getWidth(), screen.getHeight());
        Scene scene = new Scene(view, size.width(), size.height());
        scene.getStylesheets().add(TablewrightApp.class.getResource(STYLESHEET).toExternalForm());
        stage.setScene(scene);
        stage.titleProperty().bind(viewModel.titleProperty());
        loadIcon().ifPresent(stage.getIcons()::add);
        stage.setOnCloseRequest(e -> settings.windowSize(stage.getWidth(), stage.getHeight()));
        stage.show();
        recovery = Recovery.inDataFolder(executor, AppDirs.dataDir());
        Optional<Recovery.Found> found = recovery.find();
        MainWindowComposition.autosave(viewModel, recovery);
        if (found.isPresent() && System.getProperty(Screenshots.VIEW_PROPERTY) == null) {
            if (dialogs.confirm("Restore unsaved changes?", "Tablewright did not close cleanly. A copy of "
                    + found.get().describe() + " has changes that were not saved.\n\nRestore it? (No discards the copy.)")) {
                viewModel.showRecovered(found.get().model(), found.get().source());
                return;
            }
            recovery.discard();
        }
        initialModel(getParameters().getRaw()).ifPresentOrElse(
                path -> viewModel.open(path, opened -> {
                    settings.modelOpened(opened);
                    String shownView = System.getProperty(Screenshots.VIEW_PROPERTY);
                    boolean tables = "tables".equals(shownView) && viewModel.tables() != null;
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
                            && (!tables || viewModel.toolProperty().get() == MainWindowViewModel.Tool.TABLES
                            && viewModel.tables().pager().pageCount() > 0
                            && !viewModel.tables().pager().loadingProperty().get()));
                    StartupProbe.reportIfAsked();
                }),
                () -> {
                    viewModel.statusProperty().set("No model open: use File > Open to open a NoSQL Workbench model.");
                    Screenshots.takeIfAsked(scene);
                    StartupProbe.reportIfAsked();
                });
    }

    private static void applyTheme(boolean dark) {
        Application.setUserAgentStylesheet(dark ? new PrimerDark().getUserAgentStylesheet()
                : new PrimerLight().getUserAgentStylesheet());
    }

    @Override
    public void stop() {
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
