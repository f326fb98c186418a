package dev.tablewright.review;

import dev.tablewright.capacity.CapacityPlan;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Operation;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.PatternResult;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * FILTER_AMPLIFICATION: a Query or Scan whose filter throws away most of what it reads. Reads and
 * returns are the run's ScannedCount and Count on the sample items with the default parameters;
 * half or more thrown away (of at least {@value #MIN_READ} items read) is a warning, with the RCU a
 * second spent on items nobody receives. The fix names the index whose key would make the filter a
 * key condition: one the table has, or one to add.
 */
final class FilterAmplificationRule implements ReviewRule {
    static final int MIN_READ = 4;
    static final double WARN_DISCARDED = 0.5;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (AccessPattern p : context.model().accessPatterns()) {
            boolean read = p.operation() == Operation.Query || p.operation() == Operation.Scan;
            if (!read || p.filterExpression() == null || p.filterExpression().isBlank() || !context.targetsExist(p)) {
                continue;
            }
            ReviewContext.Run run = context.run(p);
            if (!run.ok()) {
                continue;
            }
            PatternResult result = run.result();
            int scanned = result.scannedCount();
            int returned = result.count();
            double discarded = scanned == 0 ? 0 : 1 - (double) returned / scanned;
            if (scanned < MIN_READ || discarded < WARN_DISCARDED) {
                continue;
            }
            double unitsPerSecond = context.cost(p).map(CapacityPlan.PatternCost::unitsPerSecond).orElse(0.0);
            double wasted = unitsPerSecond * discarded;
            String message = "its filter keeps " + returned + " of the " + scanned + " items it reads ("
                    + Numbers.percent(discarded) + " thrown away" + (p.frequencyPerSecond() > 0
                    ? "; " + Numbers.num(wasted) + " of its " + Numbers.num(unitsPerSecond) + " RCU/s read items nobody "
                    + "receives" : "") + "): a filter saves no read units, every item read is paid for";
            Table table = context.model().findTable(p.table()).orElseThrow();
            out.add(new ReviewFinding(ReviewCode.FILTER_AMPLIFICATION, ReviewSeverity.WARNING, p.table(), p.index(),
                    p.name(), message, fix(table, p, FilterAttributes.of(p)),
                    Map.of("itemsRead", (double) scanned, "itemsReturned", (double) returned,
                            "discardedShare", discarded, "wastedRcuPerSecond", wasted),
                    ReviewSubject.pattern(p.table(), p.name()), null));
        }
    }

    /** Names the key that would turn the filter into a key condition. */
    static String fix(Table table, AccessPattern p, FilterAttributes filter) {
        if (filter.isEmpty()) {
            return "model what the filter tests as a key attribute so a key condition selects the items";
        }
        String attribute = !filter.equalities().isEmpty() ? filter.equalities().get(0) : filter.ranges().get(0);
        if (p.operation() == Operation.Scan) {
            if (filter.equalities().isEmpty()) {
                return "key a GSI on the attribute the application looks items up by, with " + attribute
                        + " as its sort key, and Query it";
            }
            Optional<SecondaryIndex> existing = table.indexes().stream()
                    .filter(i -> i.keySchema().partitionKey().name().equals(attribute)).findFirst();
            return existing.map(i -> "Query index " + i.name() + " (its partition key is " + attribute + ")")
                    .orElse("add a GSI with partition key " + attribute + " and Query it");
        }
        KeySchema target = p.index() == null ? table.keySchema()
                : table.findIndex(p.index()).map(SecondaryIndex::keySchema).orElse(table.keySchema());
        List<String> partition = target.partitionKeys().stream().map(KeyAttribute::name).toList();
        Optional<SecondaryIndex> existing = table.indexes().stream()
                .filter(i -> i.keySchema().partitionKeys().stream().map(KeyAttribute::name).toList().equals(partition)
                        && i.keySchema().hasSortKey()
                        && (filter.equalities().contains(i.keySchema().sortKey().name())
                        || filter.ranges().contains(i.keySchema().sortKey().name())))
                .findFirst();
        return existing.map(i -> "Query index " + i.name() + ": its sort key " + i.keySchema().sortKey().name()
                        + " makes the filter a key condition")
                .orElse("add a GSI with partition key " + String.join(" + ", partition) + " and sort key " + attribute
                        + " (an LSI if the table is new), so the filter becomes a key condition");
    }
}
