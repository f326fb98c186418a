package dev.tablewright.app;

import java.lang.management.ManagementFactory;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * Start-up timing for bench/run: with {@code -Dtablewright.startupProbe=true} the window prints
 * {@code tablewright.firstFrame=<ms since the JVM started>} once the first frame showing the
 * opened model has been drawn, then exits.
 */
final class StartupProbe {
    static final String PROPERTY = "tablewright.startupProbe";

    private StartupProbe() {
    }

    /** Call once the model is shown (or there is none to show). */
    static void reportIfAsked() {
        if (!Boolean.getBoolean(PROPERTY)) {
            return;
        }
        new AnimationTimer() {
            private int pulses;

            @Override
            public void handle(long now) {
                // timers run at the start of a pulse: the second one comes after the pulse that
                // laid out and rendered the model has finished
                if (++pulses == 2) {
                    stop();
                    long millis = System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
                    System.out.println("tablewright.firstFrame=" + millis);
                    Platform.exit();
                }
            }
        }.start();
    }
}
