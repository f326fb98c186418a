package dev.tablewright.review;

import dev.tablewright.capacity.CapacityPlan;
import dev.tablewright.capacity.CapacityPlanner;
import dev.tablewright.capacity.LoadProjection;
import dev.tablewright.capacity.LoadProjector;
import dev.tablewright.engine.IndexView;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.SampleRuns;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * What the rules share, each worked out once: every pattern run with its default parameters on the
 * sample items ({@link SampleRuns}: one engine, writes on scratch tables), the capacity plan at the
 * options' prices, the production load ({@link LoadProjector}), each view's key distribution, and the
 * validator's findings.
 */
final class ReviewContext {
    private final Model model;
    private final ReviewOptions options;
    private final SampleRuns runs;
    private CapacityPlan plan;
    private LoadProjection load;
    private List<Finding> validation;

    ReviewContext(Model model, ReviewOptions options, List<Finding> validation) {
        this.model = model;
        this.options = options;
        this.runs = SampleRuns.of(model);
        this.validation = validation == null ? null : List.copyOf(validation);
    }

    Model model() {
        return model;
    }

    ReviewOptions options() {
        return options;
    }

    /** The view of a table (index null) or one of its indexes over the sample items. */
    IndexView view(String table, String index) {
        var t = runs.engine().table(table);
        return index == null ? t.table() : t.view(index);
    }

    CapacityPlan plan() {
        if (plan == null) {
            plan = CapacityPlanner.plan(runs, options.prices(), Instant.EPOCH);
        }
        return plan;
    }

    /** The production load: the model's workload, with the options' item counts over it. */
    LoadProjection load() {
        if (load == null) {
            load = LoadProjector.project(runs, plan(), options.prices(), options.now());
        }
        return load;
    }

    Optional<CapacityPlan.PatternCost> cost(AccessPattern pattern) {
        return plan().patterns().stream().filter(c -> c.name().equals(pattern.name())).findFirst();
    }

    List<Finding> validation() {
        if (validation == null) {
            validation = new ModelValidator().validate(model);
        }
        return validation;
    }

    /** The pattern run with its defaults, or why it cannot be. */
    Run run(AccessPattern pattern) {
        SampleRuns.Run run = runs.run(pattern);
        return new Run(run.result(), run.error());
    }

    /** Whether a pattern names an existing table and (if any) index, so rules about its target may look at it. */
    boolean targetsExist(AccessPattern pattern) {
        Optional<Table> table = model.findTable(pattern.table());
        return table.isPresent() && (pattern.index() == null || table.get().findIndex(pattern.index()).isPresent());
    }

    /** The table's items now: the load's (the workload's, or the sample's count). */
    long projectedItems(Table table) {
        return load().table(table.name()).flatMap(g -> g.at(0)).map(s -> Math.round(s.items()))
                .orElse((long) table.allItems().size());
    }

    /** The table's items' production bytes over the sample's (1 when the workload gives no size). */
    double byteScale(Table table) {
        return load().table(table.name()).map(LoadProjection.TableGrowth::itemBytesScale).orElse(1.0);
    }

    /** The table's billable bytes after a year over its bytes now (1 without growth). */
    double yearGrowth(Table table) {
        return load().table(table.name()).map(g -> {
            double now = g.at(0).map(LoadProjection.SizeAt::billableBytes).orElse(0.0);
            double year = g.at(365).map(LoadProjection.SizeAt::billableBytes).orElse(now);
            return now <= 0 ? 1 : year / now;
        }).orElse(1.0);
    }

    /** Projected items over sample items (1 when the sample is empty). */
    double scale(Table table) {
        long sample = table.itemStream().count();
        return sample == 0 ? 1 : (double) projectedItems(table) / sample;
    }

    /** A pattern's run: the result, or the reason it could not run. */
    record Run(PatternResult result, String error) {
        boolean ok() {
            return result != null;
        }
    }
}
