package dev.tablewright.engine;

import java.util.Objects;

/** Whether an item is in a request's result and, in plain words, why. */
public record Explanation(Verdict verdict, String reason) {
    public Explanation {
        Objects.requireNonNull(verdict, "verdict");
        Objects.requireNonNull(reason, "reason");
    }

    public boolean included() {
        return verdict.included();
    }

    @Override
    public String toString() {
        return verdict + ": " + reason;
    }
}
