package dev.tablewright.patterns;

import java.util.List;
import java.util.Objects;

/**
 * Whether a live table can answer an access pattern, decided before it runs: OK, or each reason
 * it cannot, in a user's words ("index ByOwner missing on table live_orders").
 */
public record PatternVerdict(String pattern, List<String> reasons) {
    public PatternVerdict {
        Objects.requireNonNull(pattern, "pattern");
        reasons = List.copyOf(reasons);
    }

    public static PatternVerdict ok(String pattern) {
        return new PatternVerdict(pattern, List.of());
    }

    public boolean ok() {
        return reasons.isEmpty();
    }

    /** One line: "OK" or the reasons joined by "; ". */
    public String summary() {
        return ok() ? "OK" : String.join("; ", reasons);
    }
}
