package dev.tablewright.dynamo;

import java.time.Duration;
import java.util.List;

/**
 * The outcome of testing a connection: on success the tables it lists (first page) and the
 * round trip; on failure a plain message.
 */
public record ConnectionCheck(boolean ok, String endpoint, List<String> tableNames, Duration latency, String message) {
    public ConnectionCheck {
        tableNames = List.copyOf(tableNames);
    }

    static ConnectionCheck success(String endpoint, List<String> tables, Duration latency) {
        return new ConnectionCheck(true, endpoint, tables, latency,
                "connected to " + endpoint + ": " + tables.size() + (tables.size() == 1 ? " table" : " tables")
                        + " in " + latency.toMillis() + " ms");
    }

    static ConnectionCheck failure(String endpoint, Duration latency, String message) {
        return new ConnectionCheck(false, endpoint, List.of(), latency, message);
    }
}
