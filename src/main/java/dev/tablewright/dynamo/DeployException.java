package dev.tablewright.dynamo;

import java.util.List;
import java.util.Map;

/**
 * A deploy that stopped: why, in plain words, and exactly how many items DynamoDB confirmed
 * written before it stopped. (A request whose answer never came, because the connection broke,
 * may still have written its items; they are not counted.) Running it again with
 * {@link ExistingTables#LOAD_ITEMS_ONLY} completes the load; puts are idempotent per key, so
 * nothing is duplicated.
 */
public class DeployException extends DynamoException {
    private final long itemsWritten;
    private final long itemsTotal;
    private final Map<String, List<String>> differences;

    public DeployException(String message, long itemsWritten, long itemsTotal, Throwable cause) {
        this(message, itemsWritten, itemsTotal, Map.of(), cause);
    }

    public DeployException(String message, long itemsWritten, long itemsTotal, Map<String, List<String>> differences,
                           Throwable cause) {
        super(message, cause);
        this.itemsWritten = itemsWritten;
        this.itemsTotal = itemsTotal;
        this.differences = Map.copyOf(differences);
    }

    public long itemsWritten() {
        return itemsWritten;
    }

    public long itemsTotal() {
        return itemsTotal;
    }

    /** For a refusal: each existing table's differences from the model (empty list: none). */
    public Map<String, List<String>> differences() {
        return differences;
    }

    /** True when the deploy stopped because it was cancelled. */
    public boolean cancelled() {
        return false;
    }

    /** True when the deploy refused to touch existing tables (nothing was changed). */
    public boolean refused() {
        return false;
    }

    static DeployException cancelled(long written, long total) {
        return new DeployException("deploy cancelled after " + written + " of " + total + " items were written",
                written, total, null) {
            @Override
            public boolean cancelled() {
                return true;
            }
        };
    }

    static DeployException refused(String message, Map<String, List<String>> differences) {
        return new DeployException(message, 0, 0, differences, null) {
            @Override
            public boolean refused() {
                return true;
            }
        };
    }
}
