package dev.tablewright.ui.mainwindow;

import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ReadProgress;
import dev.tablewright.model.Model;
import java.nio.file.Path;

/** Reads and writes model files; the app's one is app/ModelFileStore, tests may wrap it. */
public interface ModelStore {
    LoadedModel read(Path file) throws Exception;

    /** As {@link #read(Path)}, telling {@code progress} as it reads (a store that cannot tells nothing). */
    default LoadedModel read(Path file, ReadProgress progress) throws Exception {
        return read(file);
    }

    void write(Model model, Path file) throws Exception;
}
