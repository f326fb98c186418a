package dev.tablewright.ui.run;

import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.model.Model;
import java.util.List;

/**
 * Runs a bound pattern somewhere other than memory: the embedded DynamoDB Local (the model is
 * deployed there first) or a saved connection. The app wires the dynamo package; tests their own.
 */
public interface PatternRunService {
    /** The places besides memory a run can go, the embedded DynamoDB Local first. */
    List<RunTarget> targets();

    /** The result and, per request, the milliseconds it took. */
    record Outcome(PatternResult result, List<Double> millisPerRequest, double millis) {
    }

    Outcome run(RunTarget target, Model model, BoundPattern bound);
}
