package dev.tablewright.app;

import dev.tablewright.model.Model;
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
 * ({@code tablewright.firstRunDelayMs}, 1000 by default), chooses access pattern N as a click in the
 * navigator does (the Run tab shows it, on the engine it offers first: the embedded DynamoDB Local),
 * waits again as a person does before pressing Run ({@code tablewright.firstRunReactionMs}, 500 by
 * default), then runs it, and again {@link #LATER_RUNS} times. Each run is timed the same way, from
 * the Run press to the end of the frame that draws its result. It prints
 * {@code tablewright.firstRunMs=…}, one {@code tablewright.laterRunMs=…} per later run, what the
 * window said while the first run waited, and exits.
 */
final class FirstRunProbe {
    static final String PROPERTY = "tablewright.firstRunProbe";
    static final String DELAY_PROPERTY = "tablewright.firstRunDelayMs";
    static final String REACTION_PROPERTY = "tablewright.firstRunReactionMs";
    static final int LATER_RUNS = 3;

    private final MainWindowViewModel window;
    private final int pattern;
    private final List<Long> millis = new ArrayList<>();
    private String firstSummary;

    private FirstRunProbe(MainWindowViewModel window, int pattern) {
        this.window = window;
        this.pattern = pattern;
    }

    /** Call on the FX thread once the model is shown. */
    static void startIfAsked(MainWindowViewModel window) {
        String pattern = System.getProperty(PROPERTY);
        if (pattern == null) {
            return;
        }
        int number;
        try {
            number = Integer.parseInt(pattern.trim());
        } catch (NumberFormatException e) {
            System.out.println("tablewright.firstRunError=-D" + PROPERTY + " needs an access pattern's number, got '" + pattern + "'");
            Platform.exit();
            return;
        }
        FirstRunProbe probe = new FirstRunProbe(window, number);
        StartupProbe.afterNextFrame(() -> after(Long.getLong(DELAY_PROPERTY, 1000), probe::choose));
    }

    private static void after(long millis, Runnable action) {
        PauseTransition wait = new PauseTransition(Duration.millis(millis));
        wait.setOnFinished(e -> action.run());
        wait.play();
    }

    /** Chooses the pattern as a click on it in the navigator does, then presses Run a reaction later. */
    private void choose() {
        Model model = window.modelProperty().get();
        if (model == null || pattern < 1 || pattern > model.accessPatterns().size()) {
            System.out.println("tablewright.firstRunError=no access pattern " + pattern + " in the model shown");
            Platform.exit();
            return;
        }
        window.run().patternProperty().set(model.accessPatterns().get(pattern - 1));
        window.toolProperty().set(MainWindowViewModel.Tool.RUN);
        StartupProbe.afterNextFrame(() -> after(Long.getLong(REACTION_PROPERTY, 500), this::runOnce));
    }

    private void runOnce() {
        long start = System.nanoTime();
        ChangeListener<Boolean> ended = new ChangeListener<>() {
            @Override
            public void changed(javafx.beans.value.ObservableValue<? extends Boolean> obs, Boolean was, Boolean now) {
                if (!now) {
                    window.run().runningProperty().removeListener(this);
                    // the result is shown once the frame that lays it out and draws it is done
                    StartupProbe.afterNextFrame(() -> finished((System.nanoTime() - start) / 1_000_000));
                }
            }
        };
        window.run().runningProperty().addListener(ended);
        window.run().run();
        if (millis.isEmpty()) {
            firstSummary = window.run().summaryProperty().get();
        }
        if (!window.run().runningProperty().get()) { // nothing started: the pattern cannot be bound
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
