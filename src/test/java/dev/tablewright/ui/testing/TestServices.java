package dev.tablewright.ui.testing;

import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DeployProgress;
import dev.tablewright.dynamo.DeployResult;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.ui.deploy.DeployService;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/** The real model store and a deploy service that only counts, for view-model tests. */
public final class TestServices {
    private TestServices() {
    }

    public static MainWindowViewModel.ModelStore modelFiles() {
        return new MainWindowViewModel.ModelStore() {
            @Override
            public LoadedModel read(Path file) throws Exception {
                return ModelFiles.read(file);
            }

            @Override
            public void write(Model model, Path file) throws Exception {
                ModelFiles.write(model, file);
            }
        };
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
