package dev.tablewright.migrate;

/**
 * One step of a migration plan.
 *
 * @param number the step's place in the plan, from 1
 * @param kind what it does
 * @param table the table it acts on (the new name for a created table)
 * @param index the GSI it creates or deletes, or null
 * @param change for an update-table step, the diff's kind it applies (billing-mode, ttl, stream...); null otherwise
 * @param source for copy-items and verify-counts, the old table the items come from; null otherwise
 * @param description one line for people
 * @param items items written (backfilled into an index, or copied), 0 when none
 * @param bytes bytes written (the index entries as projected, or the items copied)
 * @param writeUnits write units the step consumes (index writes of a backfill, table and index writes of a copy)
 * @param readUnits read units the step consumes (the copy's and the verification's Scans)
 * @param cost the writes and reads at the region's prices in USD, or null when a price is unknown
 * @param seconds how long the step's writes take at the known rate, or null when no rate is known
 */
public record MigrationStep(int number, StepKind kind, String table, String index, String change, String source,
                            String description, long items, long bytes, double writeUnits, double readUnits,
                            Double cost, Double seconds) {
}
