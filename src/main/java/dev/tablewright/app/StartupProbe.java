package dev.tablewright.app;

import java.lang.management.ManagementFactory;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * Start-up timing for bench/run: with {@code -Dtablewright.startupProbe=true} the window prints
 * {@code tablewright.firstFrame=<ms since the JVM started>} once the first frame showing the
 * opened model has been drawn, then exits. The benchmark's bare window is measured the same way.
 */
public final class StartupProbe {
    static final String PROPERTY = "tablewright.startupProbe";

    private StartupProbe() {
    }

    /** Call once the model is shown (or there is none to show). */
    static void reportIfAsked() {
        if (Boolean.getBoolean(PROPERTY)) {
            reportFirstFrame("tablewright.firstFrame");
        }
    }

    /**
     * Prints {@code <key>=<ms since the JVM started>} once the frame after this call has been drawn,
     * then exits the JavaFX application. Call on the FX thread, once the window is shown.
     */
    public static void reportFirstFrame(String key) {
        new AnimationTimer() {
            private int pulses;

            @Override
            public void handle(long now) {
                // timers run at the start of a pulse: the second one comes after the pulse that
                // laid out and rendered the window's content has finished
                if (++pulses == 2) {
                    stop();
                    long millis = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
                    System.out.println(key + "=" + millis);
                    Platform.exit();
                }
            }
        }.start();
    }
}
