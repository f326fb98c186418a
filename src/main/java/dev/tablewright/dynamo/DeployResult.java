package dev.tablewright.dynamo;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * What a deploy did: tables created (replaced ones included), tables kept and loaded, items
 * written, how long it took, and the differences found in tables that already existed.
 */
public record DeployResult(List<String> tablesCreated, List<String> tablesKept, long itemsWritten,
                           Duration elapsed, Map<String, List<String>> differences) {
    public DeployResult {
        tablesCreated = List.copyOf(tablesCreated);
        tablesKept = List.copyOf(tablesKept);
        differences = Map.copyOf(differences);
    }

    public double seconds() {
        return elapsed.toNanos() / 1e9;
    }
}
