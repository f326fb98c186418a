package dev.tablewright.review;

import dev.tablewright.capacity.CapacityPlan;
import dev.tablewright.capacity.CapacityPlanner;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.IndexView;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternRunner;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What the rules share, each worked out once: the in-memory engine over the sample items, every
 * pattern run with its default parameters (writes on a fresh copy, as the capacity planner does),
 * the capacity plan at the options' prices, and the validator's findings.
 */
final class ReviewContext {
    private final Model model;
    private final ReviewOptions options;
    private final InMemoryEngine engine;
    private final Map<String, Run> runs = new HashMap<>();
    private CapacityPlan plan;
    private List<Finding> validation;

    ReviewContext(Model model, ReviewOptions options) {
        this.model = model;
        this.options = options;
        this.engine = InMemoryEngine.of(model);
    }

    Model model() {
        return model;
    }

    ReviewOptions options() {
        return options;
    }

    /** The view of a table (index null) or one of its indexes over the sample items. */
    IndexView view(String table, String index) {
        var t = engine.table(table);
        return index == null ? t.table() : t.view(index);
    }

    CapacityPlan plan() {
        if (plan == null) {
            plan = CapacityPlanner.plan(model, options.prices(), Instant.EPOCH);
        }
        return plan;
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
        return runs.computeIfAbsent(pattern.name(), name -> {
            try {
                BoundPattern bound = PatternBinder.bind(model, pattern, Map.of());
                InMemoryEngine target = pattern.operation().isRead() ? engine : InMemoryEngine.of(model);
                return new Run(PatternRunner.run(target, bound), null);
            } catch (RuntimeException e) {
                return new Run(null, e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage());
            }
        });
    }

    /** Whether a pattern names an existing table and (if any) index, so rules about its target may look at it. */
    boolean targetsExist(AccessPattern pattern) {
        Optional<Table> table = model.findTable(pattern.table());
        return table.isPresent() && (pattern.index() == null || table.get().findIndex(pattern.index()).isPresent());
    }

    /** The table's item count at the projected size: the option's, else the sample's. */
    long projectedItems(Table table) {
        return options.projectedItems().getOrDefault(table.name(), (long) table.allItems().size());
    }

    /** Projected items over sample items (1 when the sample is empty or no projection is given). */
    double scale(Table table) {
        int sample = table.allItems().size();
        return sample == 0 ? 1 : (double) projectedItems(table) / sample;
    }

    /** A pattern's run: the result, or the reason it could not run. */
    record Run(PatternResult result, String error) {
        boolean ok() {
            return result != null;
        }
    }
}
