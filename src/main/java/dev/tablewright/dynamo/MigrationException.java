package dev.tablewright.dynamo;

/** A migration that stopped: refused before a step, cancelled, or failed; the message says what to do next. */
public final class MigrationException extends DynamoException {
    private final boolean cancelled;

    MigrationException(String message, boolean cancelled) {
        super(message);
        this.cancelled = cancelled;
    }

    MigrationException(String message, Throwable cause) {
        super(message, cause);
        this.cancelled = false;
    }

    static MigrationException refused(String message) {
        return new MigrationException(message, false);
    }

    public boolean cancelled() {
        return cancelled;
    }
}
