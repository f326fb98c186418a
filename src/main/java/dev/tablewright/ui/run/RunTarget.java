package dev.tablewright.ui.run;

import dev.tablewright.dynamo.Connection;
import java.util.Objects;

/**
 * Where a pattern runs: in memory ({@code connection} null), the embedded DynamoDB Local, or a
 * saved connection, under the name the engine chooser shows.
 */
public record RunTarget(String name, Connection connection) {
    /** The in-memory engine. */
    public static final RunTarget MEMORY = new RunTarget("In memory", null);

    public RunTarget {
        Objects.requireNonNull(name, "name");
    }

    public boolean inMemory() {
        return connection == null;
    }

    @Override
    public String toString() {
        return name;
    }
}
