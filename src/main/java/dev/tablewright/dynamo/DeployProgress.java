package dev.tablewright.dynamo;

/** Progress of a deploy's load: items written so far out of all, over every table. */
public record DeployProgress(String table, long written, long total, double itemsPerSecond) {
    public double fraction() {
        return total == 0 ? 1.0 : (double) written / total;
    }
}
