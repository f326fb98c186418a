package dev.tablewright.app;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.ReadProgress;
import dev.tablewright.model.Model;
import dev.tablewright.ui.mainwindow.ModelStore;
import java.nio.file.Path;

/** The window's model files: NoSQL Workbench JSON read and written by {@link ModelFiles}. */
public final class ModelFileStore implements ModelStore {
    @Override
    public LoadedModel read(Path file) throws Exception {
        return read(file, ReadProgress.NONE);
    }

    @Override
    public LoadedModel read(Path file, ReadProgress progress) throws Exception {
        StartupProbe.mark("model-read-start");
        LoadedModel loaded = ModelFiles.read(file, progress);
        StartupProbe.mark("model-read");
        return loaded;
    }

    @Override
    public void write(Model model, Path file) throws Exception {
        ModelFiles.write(model, file);
    }
}
