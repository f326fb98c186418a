package dev.tablewright.app;

import java.lang.management.ManagementFactory;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;

/**
 * Start-up timing for bench/run: with {@code -Dtablewright.startupProbe=true} the window prints
 * {@code tablewright.firstFrame=<ms since the JVM started>} once the first frame showing the
 * opened model has been drawn, then exits. The benchmark's bare window is measured the same way.
 */
public final class StartupProbe {
    static final String PROPERTY = "tablewright.startupProbe";
    /** Phases of this start-up, in order: name and ms since the JVM started (printed with the report). */
    private static final Map<String, Long> PHASES = Collections.synchronizedMap(new LinkedHashMap<>());

    private StartupProbe() {
    }

    /** True when this launch only measures its start-up (it exits after the first frame). */
    static boolean active() {
        return Boolean.getBoolean(PROPERTY);
    }

    /** Notes that start-up reached {@code phase}; printed as {@code tablewright.phase.<phase>=<ms>} with the report. */
    static void mark(String phase) {
        if (active()) {
            PHASES.putIfAbsent(phase, sinceJvmStart());
        }
    }

    /** Call once the model is shown (or there is none to show). */
    static void reportIfAsked() {
        if (active()) {
            synchronized (PHASES) {
                PHASES.forEach((phase, millis) -> System.out.println("tablewright.phase." + phase + "=" + millis));
            }
            reportFirstFrame("tablewright.firstFrame");
        }
    }

    static long sinceJvmStart() {
        return System.currentTimeMillis() - ManagementFactory.getRuntimeMXBean().getStartTime();
    }

    /**
     * Prints {@code <key>=<ms since the JVM started>} once the frame after this call has been drawn,
     * then exits the JavaFX application. Call on the FX thread, once the window is shown.
     */
    public static void reportFirstFrame(String key) {
        afterNextFrame(() -> {
            System.out.println(key + "=" + sinceJvmStart());
            Platform.exit();
        });
    }

    /** Runs {@code action} on the FX thread once the frame after this call has been laid out and drawn. */
    public static void afterNextFrame(Runnable action) {
        new AnimationTimer() {
            private int pulses;

            @Override
            public void handle(long now) {
                // timers run at the start of a pulse: the second one comes after the pulse that
                // laid out and rendered the window's content has finished
                if (++pulses == 2) {
                    stop();
                    action.run();
                }
            }
        }.start();
    }
}
