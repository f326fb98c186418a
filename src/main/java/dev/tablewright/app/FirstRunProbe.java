package dev.tablewright.app;

import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import javafx.animation.PauseTransition;
import javafx.application.Platform;
import javafx.beans.value.ChangeListener;
import javafx.util.Duration;

/**
 * First-run timing for bench/run's {@code first-run} part: with {@code -Dtablewright.firstRunProbe=N}
 * the window, once its first frame is drawn, waits as long as a person takes to react
 * ({@code tablewright.firstRunDelayMs}, 1000 by default), then runs access pattern N on the engine
 * the Run tab offers first (the embedded DynamoDB Local) as a click in the navigator does, and
 * again {@link #LATER_RUNS} times. It prints {@code tablewright.firstRunMs=…}, one
 * {@code tablewright.laterRunMs=…} per later run (from the click to the result shown), what the
 * window said while the first run waited, and exits.
 */
final class FirstRunProbe {
    static final String PROPERTY = "tablewright.firstRunProbe";
    static final String DELAY_PROPERTY = "tablewright.firstRunDelayMs";
    static final int LATER_RUNS = 3;

    private final MainWindowViewModel window;
    private final String pattern;
    private final List<Long> millis = new ArrayList<>();
    private String firstSummary;

    private FirstRunProbe(MainWindowViewModel window, String pattern) {
        this.window = window;
        this.pattern = pattern;
    }

    /** Call on the FX thread once the model is shown. */
    static void startIfAsked(MainWindowViewModel window) {
        String pattern = System.getProperty(PROPERTY);
        if (pattern == null) {
            return;
        }
        FirstRunProbe probe = new FirstRunProbe(window, pattern);
        StartupProbe.afterNextFrame(() -> {
            PauseTransition reaction = new PauseTransition(Duration.millis(Long.getLong(DELAY_PROPERTY, 1000)));
            reaction.setOnFinished(e -> probe.runOnce());
            reaction.play();
        });
    }

    private void runOnce() {
        long start = System.nanoTime();
        ChangeListener<Boolean> ended = new ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Boolean> obs, Boolean was, Boolean now) {
                if (!now) {
                    window.run().runningProperty().removeListener(this);
                    finished((System.nanoTime() - start) / 1_000_000);
                }
            }
        };
        window.run().runningProperty().addListener(ended);
        window.showView("pattern:" + pattern);
        if (millis.isEmpty()) {
            firstSummary = window.run().summaryProperty().get();
        }
        if (!window.run().runningProperty().get()) { // nothing started: a bad pattern number or no model
            window.run().runningProperty().removeListener(ended);
            System.out.println("tablewright.firstRunError=" + window.run().summaryProperty().get());
            Platform.exit();
        }
    }

    private void finished(long runMillis) {
        millis.add(runMillis);
        if (millis.size() <= LATER_RUNS) {
            Platform.runLater(this::runOnce);
            return;
        }
        System.out.println("tablewright.firstRunMs=" + millis.get(0));
        millis.subList(1, millis.size()).forEach(m -> System.out.println("tablewright.laterRunMs=" + m));
        System.out.println("tablewright.firstRunWaiting=" + firstSummary);
        System.out.println(String.format(Locale.ROOT, "tablewright.runResult=%s", window.run().summaryProperty().get()));
        Platform.exit();
    }
}
