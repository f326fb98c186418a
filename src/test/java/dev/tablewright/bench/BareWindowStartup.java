package dev.tablewright.bench;

import dev.tablewright.app.StartupProbe;
import dev.tablewright.app.WindowSize;
import javafx.application.Application;
import javafx.geometry.Rectangle2D;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.layout.StackPane;
import javafx.stage.Screen;
import javafx.stage.Stage;

/**
 * The start-up baseline for bench/run: a bare JavaFX window of the size Tablewright's first window
 * takes on the same screen ({@link WindowSize}; until 27 November 2026 it was 1280x800 whatever the
 * screen, smaller than Tablewright's 1728x972 on bench/run's 1920x1080 display) with one label, no
 * theme and no model, that prints {@code bare.firstFrame=<ms since the JVM started>} once
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
            // the size Tablewright's first window takes on this screen (90 % of it, at least
            // 1280x800): a bigger window takes longer to draw
            Rectangle2D screen = Screen.getPrimary().getVisualBounds();
            WindowSize size = WindowSize.fit(0, 0, screen.getWidth(), screen.getHeight());
            stage.setScene(new Scene(new StackPane(new Label("bare JavaFX window")), size.width(), size.height()));
            stage.show();
            StartupProbe.reportFirstFrame("bare.firstFrame");
        }
    }
}
