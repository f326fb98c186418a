package dev.tablewright.ui.mainwindow;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.model.Model;
import java.nio.file.Path;

/** Reads and writes model files; the app's one is app/ModelFileStore, tests may wrap it. */
public interface ModelStore {
    LoadedModel read(Path file) throws Exception;

    void write(Model model, Path file) throws Exception;
}
