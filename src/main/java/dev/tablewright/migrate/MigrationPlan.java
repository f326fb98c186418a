package dev.tablewright.migrate;

import java.util.List;

/**
 * The ordered steps that take live tables from an old model to a new one, with what each costs, and
 * the warnings a person should read first (a step that cannot run as planned says why).
 *
 * @param blockers why the plan cannot be applied as it stands (empty when it can)
 * @param region the region whose prices cost the steps
 * @param writeRate the items per second a copy or backfill is assumed to write, or null when unknown
 */
public record MigrationPlan(List<MigrationStep> steps, List<String> warnings, List<String> blockers,
                            String region, Double writeRate) {
    public MigrationPlan {
        steps = List.copyOf(steps);
        warnings = List.copyOf(warnings);
        blockers = List.copyOf(blockers);
    }

    public boolean isEmpty() {
        return steps.isEmpty();
    }

    /** The total cost, or null when any step's is unknown. */
    public Double totalCost() {
        double total = 0;
        for (MigrationStep step : steps) {
            if (step.cost() == null) {
                return null;
            }
            total += step.cost();
        }
        return total;
    }

    /** The total time of the steps whose time is known, in seconds. */
    public double knownSeconds() {
        return steps.stream().filter(s -> s.seconds() != null).mapToDouble(MigrationStep::seconds).sum();
    }
}
