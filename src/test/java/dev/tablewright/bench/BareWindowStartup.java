package dev.tablewright.bench;

import dev.tablewright.app.StartupProbe;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Stage;

/**
 * The start-up baseline for bench/run: a bare JavaFX window of Tablewright's default size (one
 * label, no theme, no model) that prints {@code bare.firstFrame=<ms since the JVM started>} once
 * its first frame has been drawn, measured by Tablewright's start-up probe, then exits.
 */
public final class BareWindowStartup {
    private BareWindowStartup() {
    }

    public static void main(String[] args) {
        Application.launch(Window.class, args);
        System.exit(0);
    }

    /** The window itself: a separate class so the launcher's class does not extend Application. */
    public static final class Window extends Application {
        @Override
        public void start(Stage stage) {
            stage.setTitle("Bare JavaFX window");
            stage.setScene(new Scene(new StackPane(new Label("bare JavaFX window")), 1280, 800));
            stage.show();
            StartupProbe.reportFirstFrame("bare.firstFrame");
        }
    }
}
