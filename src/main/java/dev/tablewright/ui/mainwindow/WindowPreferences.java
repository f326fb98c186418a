package dev.tablewright.ui.mainwindow;

import java.nio.file.Path;
import java.util.List;

/** What the window remembers between runs; the app keeps it in its settings file. */
public interface WindowPreferences {
    List<Path> recentModels();

    void modelOpened(Path path);

    boolean dark();

    /** Switches the theme now and remembers it. */
    void dark(boolean dark);

    /** For tests: remembers nothing, stays light. */
    static WindowPreferences none() {
        return new WindowPreferences() {
            @Override
            public List<Path> recentModels() {
                return List.of();
            }

            @Override
            public void modelOpened(Path path) {
            }

            @Override
            public boolean dark() {
                return false;
            }

            @Override
            public void dark(boolean dark) {
            }
        };
    }
}
