package dev.tablewright.review;

import dev.tablewright.model.Model;
import dev.tablewright.validate.Finding;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Reviews a model's design: every rule of {@link ReviewCode}, each a small class working from the
 * owner of the DynamoDB rule it needs (the pattern runner on the sample items, capacity units, item
 * size, index membership, the shard planner, the price table, the validator). The command line's
 * {@code review} and the window's Review tab both call {@link #review}.
 */
public final class DesignReview {
    private static final List<ReviewRule> RULES = List.of(
            new PatternBrokenRule(),
            new TypeMismatchRule(),
            new ItemSizeRule(),
            new LsiCollectionRule(),
            new HotPartitionRule(),
            new WriteShardingRule(),
            new ScanPatternRule(),
            new FilterAmplificationRule(),
            new UnusedIndexRule(),
            new ProjectionCostRule(),
            new SyntheticKeyRule(),
            new TransactionSizeRule());

    private DesignReview() {
    }

    /**
     * Every finding, most serious first; within a severity, in the order of the rules and the model.
     * Pure: each call builds its own engine and plan from the model and shares nothing, so the window
     * may run it on its executor while the model is edited (the latest edit's answer wins).
     */
    public static List<ReviewFinding> review(Model model, ReviewOptions options) {
        return reviewValidated(model, options, null);
    }

    /**
     * As {@link #review(Model, ReviewOptions)}, with the model's validation findings already made
     * ({@code validation}, null to make them here): the command line validates before it reviews.
     */
    public static List<ReviewFinding> reviewValidated(Model model, ReviewOptions options, List<Finding> validation) {
        Model judged = model;
        for (var e : options.projectedItems().entrySet()) {
            // a table without a workload keeps its sample's shape: no growth from its puts
            var table = judged.workload().table(e.getKey());
            var volume = table.volume().withItemsNow(e.getValue());
            if (table.isEmpty()) {
                volume = volume.withItemsPerDay(0.0);
            }
            judged = judged.withWorkload(judged.workload().withTable(e.getKey(), table.withVolume(volume)));
        }
        ReviewContext context = new ReviewContext(judged, options, judged == model ? validation : null);
        List<ReviewFinding> findings = new ArrayList<>();
        for (ReviewRule rule : RULES) {
            rule.check(context, findings);
        }
        findings.sort(Comparator.comparing(ReviewFinding::severity));
        return List.copyOf(findings);
    }

    /**
     * As {@link #review(Model, ReviewOptions)}, with the findings on the edits since {@code saved}
     * (the model as last saved; null when there is none): tables replaced, indexes dropped in use.
     */
    public static List<ReviewFinding> review(Model model, ReviewOptions options, Model saved) {
        if (saved == null) {
            return review(model, options);
        }
        List<ReviewFinding> findings = new ArrayList<>(review(model, options));
        ChangeRisks.check(saved, model, findings);
        findings.sort(Comparator.comparing(ReviewFinding::severity));
        return List.copyOf(findings);
    }

    /** Whether any finding is at least as serious as {@code threshold}. */
    public static boolean anyAtLeast(List<ReviewFinding> findings, ReviewSeverity threshold) {
        return findings.stream().anyMatch(f -> f.severity().atLeast(threshold));
    }
}
