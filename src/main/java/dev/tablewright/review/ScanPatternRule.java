package dev.tablewright.review;

import dev.tablewright.capacity.CapacityPlan;
import dev.tablewright.capacity.MonthlyCharges;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Table;
import java.util.List;
import java.util.Map;

/**
 * SCAN_PATTERN: a pattern that reads a whole table or index. Its units per call are the capacity
 * plan's (the Scan run on the sample items, charged as DynamoDB charges), scaled to the projected
 * table size since a Scan reads every item; at the pattern's frequency that is its RCU per second
 * and, on demand, its month. A Scan with a frequency is a warning; one with none (run now and then)
 * is an INFO. (A Query without a usable key condition is refused by validation: PATTERN_BROKEN.)
 */
final class ScanPatternRule implements ReviewRule {

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (AccessPattern p : context.model().accessPatterns()) {
            if (p.operation() != Operation.Scan || !context.targetsExist(p)) {
                continue;
            }
            CapacityPlan.PatternCost cost = context.cost(p).orElse(null);
            if (cost == null) {
                continue;
            }
            Table table = context.model().findTable(p.table()).orElseThrow();
            double scale = context.scale(table);
            double perCall = cost.unitsPerCall() * scale;
            double perSecond = perCall * p.frequencyPerSecond();
            Double month = MonthlyCharges.onDemandReads(context.options().prices(),
                    table.settings().effectiveTableClass(), perSecond);
            long items = Math.round(cost.itemsRead() * scale);
            String message = "a Scan of " + (p.index() == null ? "table " + p.table() : "index " + p.index())
                    + ": it reads all " + Numbers.num(items) + " items, " + Numbers.num(perCall) + " RCU a call"
                    + (p.frequencyPerSecond() > 0 ? ", " + Numbers.num(perSecond) + " RCU/s at " + Numbers.num(
                    p.frequencyPerSecond()) + "/s, " + Numbers.usd(month) + " a month on demand in "
                    + context.options().prices().region() : " (no frequency given)") + "; its cost grows with the table";
            List<String> filtered = FilterAttributes.of(p).equalities();
            String fix = filtered.isEmpty()
                    ? "serve it with a Query: key a GSI on the attribute the application looks items up by"
                    : "serve it with a Query on a GSI keyed on " + String.join(" + ", filtered)
                    + " (the attribute" + (filtered.size() == 1 ? "" : "s") + " its filter compares with =)";
            out.add(new ReviewFinding(ReviewCode.SCAN_PATTERN,
                    p.frequencyPerSecond() > 0 ? ReviewSeverity.WARNING : ReviewSeverity.INFO, p.table(), p.index(),
                    p.name(), message, fix, Map.of("itemsRead", (double) items, "rcuPerCall", perCall,
                    "rcuPerSecond", perSecond, "frequencyPerSecond", p.frequencyPerSecond()),
                    ReviewSubject.pattern(p.table(), p.name()), null));
        }
    }
}
