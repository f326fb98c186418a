package dev.tablewright.review;

import dev.tablewright.capacity.CapacityPlan;
import dev.tablewright.capacity.MonthlyCharges;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings.TableClass;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * UNUSED_INDEX: a GSI or LSI that no access pattern reads, on a table that has access patterns. What
 * it costs a month: the write units the capacity plan charges to it (the write patterns run on the
 * sample, at their frequencies) on demand, and its items as projected (sample bytes plus 100 bytes an
 * item, scaled to the projected table size) at the table class's storage price.
 */
final class UnusedIndexRule implements ReviewRule {

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (Table table : context.model().tables()) {
            List<AccessPattern> patterns = context.model().accessPatterns().stream()
                    .filter(p -> p.table().equals(table.name())).toList();
            if (patterns.isEmpty()) {
                continue;
            }
            for (SecondaryIndex index : table.indexes()) {
                if (patterns.stream().noneMatch(p -> index.name().equals(p.index()))) {
                    out.add(finding(context, table, index));
                }
            }
        }
    }

    private static Map<String, Double> figures(double wcu, double bytes, Double monthly) {
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("wcuPerSecond", wcu);
        figures.put("storageBytes", bytes);
        if (monthly != null) {
            figures.put("monthlyUsd", monthly);
        }
        return figures;
    }

    private static ReviewFinding finding(ReviewContext context, Table table, SecondaryIndex index) {
        double wcu = context.plan().targets().stream()
                .filter(t -> t.table().equals(table.name()) && index.name().equals(t.index()))
                .mapToDouble(CapacityPlan.TargetLoad::wcuPerSecond).sum();
        var view = context.view(table.name(), index.name());
        double grow = index.projection().type() == dev.tablewright.model.ProjectionType.ALL ? context.byteScale(table) : 1;
        double bytes = MonthlyCharges.storedBytes(view.itemsInScanOrder()) * context.scale(table) * grow;
        double yearGrowth = context.yearGrowth(table);
        TableClass tableClass = table.settings().effectiveTableClass();
        Double writes = MonthlyCharges.onDemandWrites(context.options().prices(), tableClass, wcu);
        Double storage = MonthlyCharges.storage(context.options().prices(), tableClass, bytes);
        Double total = writes == null || storage == null ? null : writes + storage;
        String kind = index.isGlobal() ? "GSI" : "LSI";
        String message = "no access pattern reads " + kind + " " + index.name() + ", yet it holds "
                + Numbers.num(Math.round(view.size() * context.scale(table))) + " items (" + Numbers.bytes(bytes)
                + ") and takes " + Numbers.num(wcu) + " WCU/s of the writes: " + Numbers.usd(total) + " a month in "
                + context.options().prices().region() + " (writes on demand " + Numbers.usd(writes) + ", storage "
                + Numbers.usd(storage) + ")" + (yearGrowth > 1.01 ? "; in a year it holds "
                + Numbers.bytes(bytes * yearGrowth) + ", storage " + Numbers.usd(MonthlyCharges.storage(
                context.options().prices(), tableClass, bytes * yearGrowth)) + " a month" : "");
        String fix = index.isGlobal() ? "drop " + index.name() + ", or add the access pattern that needs it"
                : "drop " + index.name() + " (an LSI goes only with its table: recreate the table without it), "
                + "or add the access pattern that needs it";
        return new ReviewFinding(ReviewCode.UNUSED_INDEX, ReviewSeverity.WARNING, table.name(), index.name(), null,
                message, fix, figures(wcu, bytes, total),
                ReviewSubject.index(table.name(), index.name()), new FixAction.DropIndex(table.name(), index.name()));
    }
}
