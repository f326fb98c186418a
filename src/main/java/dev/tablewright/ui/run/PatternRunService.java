package dev.tablewright.ui.run;

import dev.tablewright.model.Model;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternRun;
import java.util.List;
import java.util.Optional;

/**
 * Runs a bound pattern somewhere other than memory: the embedded DynamoDB Local (the model is
 * deployed there first) or a saved connection. The app wires the dynamo package's pattern target;
 * tests their own.
 */
public interface PatternRunService {
    /** The places besides memory a run can go, the embedded DynamoDB Local first. */
    List<RunTarget> targets();

    /**
     * What a run on {@code target} must wait for before it starts ("Starting DynamoDB Local…"), or
     * empty when it can start at once. Asked on the UI thread: it must answer without waiting.
     */
    default Optional<String> waitFor(RunTarget target) {
        return Optional.empty();
    }

    /** The result and, per request, the pages and milliseconds it took. */
    PatternRun run(RunTarget target, Model model, BoundPattern bound);
}
