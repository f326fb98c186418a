package dev.tablewright.engine.request;

import dev.tablewright.model.Item;

/**
 * Why one action of a cancelled transaction failed, as DynamoDB's {@code CancellationReason}:
 * code {@code None} for an action that was fine, {@code ConditionalCheckFailed} and so on;
 * message and item null when absent.
 */
public record CancellationReason(String code, String message, Item item) {
    public static final CancellationReason NONE = new CancellationReason("None", null, null);
}
