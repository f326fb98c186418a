package dev.tablewright.review;

import dev.tablewright.capacity.MonthlyCharges;
import dev.tablewright.engine.CapacityUnits;
import dev.tablewright.engine.IndexView;
import dev.tablewright.engine.InMemoryTable;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Item;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ProjectionType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings.TableClass;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * PROJECTION_COST: an index that copies more attributes than the patterns reading it use. When every
 * pattern on the index names its attributes (a projection), the index needs only the keys and those
 * attributes and the ones its filters test: KEYS_ONLY when that is only keys, else INCLUDE of them.
 * The saving is the engine's projection of the sample items both ways ({@link ItemSize} of each
 * entry): bytes stored (plus 100 an item, at the projected table size, at the class's storage price)
 * and the write units a new item costs the index. A saving of a quarter of the index's bytes or more
 * is a warning.
 */
final class ProjectionCostRule implements ReviewRule {
    static final double WARN_SAVING = 0.25;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (Table table : context.model().tables()) {
            for (SecondaryIndex index : table.indexes()) {
                List<AccessPattern> readers = context.model().accessPatterns().stream()
                        .filter(p -> p.table().equals(table.name()) && index.name().equals(p.index())).toList();
                if (readers.isEmpty() || index.projection().type() == ProjectionType.KEYS_ONLY) {
                    continue;
                }
                Set<String> needed = needed(readers);
                if (needed == null) {
                    continue; // a reader takes every attribute
                }
                check(context, table, index, needed, readers, out);
            }
        }
    }

    private static void check(ReviewContext context, Table table, SecondaryIndex index, Set<String> needed,
                              List<AccessPattern> readers, List<ReviewFinding> out) {
        IndexView now = context.view(table.name(), index.name());
        needed.removeAll(now.keyAttributeNames());
        Projection proposed = needed.isEmpty() ? Projection.keysOnly() : Projection.include(new ArrayList<>(needed));
        if (index.projection().type() == ProjectionType.INCLUDE
                && Set.copyOf(index.projection().nonKeyAttributes()).equals(needed)) {
            return;
        }
        SecondaryIndex narrower = new SecondaryIndex(index.name(), index.kind(), index.keySchema(), proposed,
                index.capacity(), index.shards(), index.extras());
        Table changed = table.withIndexes(
                table.globalSecondaryIndexes().stream().map(i -> i.name().equals(index.name()) ? narrower : i).toList(),
                table.localSecondaryIndexes().stream().map(i -> i.name().equals(index.name()) ? narrower : i).toList());
        List<Item> before = now.itemsInScanOrder();
        List<Item> after = InMemoryTable.of(changed).view(index.name()).itemsInScanOrder();
        // an ALL entry is as big as the item, and the workload may say items are bigger than the sample's
        double grow = index.projection().type() == ProjectionType.ALL ? context.byteScale(table) : 1;
        long bytesBefore = Math.round((MonthlyCharges.storedBytes(before) - 100.0 * before.size()) * grow
                + 100.0 * before.size());
        long bytesAfter = MonthlyCharges.storedBytes(after);
        if (bytesBefore == 0 || 1 - (double) bytesAfter / bytesBefore < WARN_SAVING) {
            return;
        }
        double scale = context.scale(table);
        TableClass tableClass = table.settings().effectiveTableClass();
        Double storageBefore = MonthlyCharges.storage(context.options().prices(), tableClass, bytesBefore * scale);
        Double storageAfter = MonthlyCharges.storage(context.options().prices(), tableClass, bytesAfter * scale);
        double wcuBefore = averageWriteUnits(before, grow);
        double wcuAfter = averageWriteUnits(after, 1);
        String what = proposed.type() == ProjectionType.KEYS_ONLY ? "KEYS_ONLY"
                : "INCLUDE " + String.join(", ", proposed.nonKeyAttributes());
        String message = "projects " + index.projection().type() + " but its " + readers.size()
                + (readers.size() == 1 ? " pattern reads " : " patterns read ")
                + (needed.isEmpty() ? "only keys" : "only " + String.join(", ", needed) + " beyond the keys") + ": "
                + what + " shrinks its entries from " + Numbers.num((double) bytesBefore / before.size()) + " to "
                + Numbers.num((double) bytesAfter / after.size()) + " bytes on average ("
                + Numbers.percent(1 - (double) bytesAfter / bytesBefore) + " less), storage from "
                + Numbers.usd(storageBefore) + " to " + Numbers.usd(storageAfter) + " a month at "
                + Numbers.num(context.projectedItems(table)) + " items, and an index write from "
                + Numbers.num(wcuBefore) + " to " + Numbers.num(wcuAfter) + " WCU on average";
        out.add(new ReviewFinding(ReviewCode.PROJECTION_COST, ReviewSeverity.WARNING, table.name(), index.name(), null,
                message, "project " + what + " into " + index.name() + " (a GSI's projection changes only by "
                + "recreating the index)", Map.of("bytesBefore", (double) bytesBefore, "bytesAfter", (double) bytesAfter,
                "wcuPerWriteBefore", wcuBefore, "wcuPerWriteAfter", wcuAfter),
                ReviewSubject.index(table.name(), index.name()),
                new FixAction.SetProjection(table.name(), index.name(), proposed)));
    }

    /** The attributes the readers use beyond keys, or null when one reads every attribute. */
    private static Set<String> needed(List<AccessPattern> readers) {
        Set<String> needed = new LinkedHashSet<>();
        for (AccessPattern p : readers) {
            if (p.projection().isEmpty()) {
                return null;
            }
            needed.addAll(p.projectedAttributes());
            needed.addAll(FilterAttributes.of(p).all());
        }
        return needed;
    }

    private static double averageWriteUnits(List<Item> entries, double grow) {
        return entries.isEmpty() ? 0 : entries.stream()
                .mapToLong(i -> CapacityUnits.writeBlocks(Math.round(ItemSize.of(i) * grow))).average().orElse(0);
    }
}
