package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.Connection;
import java.util.Objects;

/**
 * A connection the Tables workspace can open: the embedded DynamoDB Local or a saved connection
 * ({@code saved}), whether it is read-only (saved with the connection) and whether it is local (a
 * DynamoDB Local on this machine: writes there need no confirmation).
 */
public record LiveTarget(String name, Connection connection, boolean saved, boolean readOnly, boolean local) {
    public LiveTarget {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(connection, "connection");
    }

    public LiveTarget withReadOnly(boolean flag) {
        return new LiveTarget(name, connection, saved, flag, local);
    }

    @Override
    public String toString() {
        return name + (readOnly ? " (read-only)" : "");
    }
}
