package dev.tablewright.engine.partiql;

/** Why one statement of a cancelled transaction failed: {@code None} for those that did not, with a message otherwise. */
public record CancellationReason(String code, String message) {
    public static final CancellationReason NONE = new CancellationReason("None", null);
}
