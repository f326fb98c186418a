package dev.tablewright.ui.testing;

import dev.tablewright.app.MainWindowComposition;
import dev.tablewright.app.ModelFileStore;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DeployProgress;
import dev.tablewright.dynamo.DeployResult;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.deploy.DeployService;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import dev.tablewright.ui.mainwindow.ModelStore;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** The real model store, a deploy service that only counts, and the window built from them as the app builds it. */
public final class TestServices {
    private TestServices() {
    }

    /** The app's model store. */
    public static ModelStore modelFiles() {
        return new ModelFileStore();
    }

    /** The main window's view-model as the app builds it, over the real files and the counting deploy. */
    public static MainWindowViewModel mainWindow(TaskExecutor executor) {
        return MainWindowComposition.mainWindow(executor, modelFiles(), countingDeploy(), null, null);
    }

    /** Pretends to deploy: reports every item written in two steps. */
    public static DeployService countingDeploy() {
        return new DeployService() {
            @Override
            public String target() {
                return "a test double";
            }

            @Override
            public DeployResult deploy(Model model, ExistingTables existing, DeployListener listener, CancelToken cancel) {
                long total = model.tables().stream().mapToLong(t -> t.allItems().size()).sum();
                listener.onStep("creating tables");
                listener.onProgress(new DeployProgress("all", total / 2, total, 100));
                listener.onProgress(new DeployProgress("all", total, total, 100));
                return new DeployResult(model.tables().stream().map(t -> t.name()).toList(), List.of(), total,
                        Duration.ofMillis(1500), Map.of());
            }
        };
    }
}
