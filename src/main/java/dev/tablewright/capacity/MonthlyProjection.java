package dev.tablewright.capacity;

import dev.tablewright.capacity.LoadProjection.MonthCost;
import dev.tablewright.capacity.LoadProjector.Context;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings.TableClass;
import java.util.ArrayList;
import java.util.List;

/**
 * Twelve months of a table: storage at each month's middle (items and index entries, +100 bytes
 * each, at the table class's price per GB-month) and its requests on demand at the patterns'
 * average rates (a Scan's units grow with the table month by month).
 */
final class MonthlyProjection {
    static final double DAYS_PER_MONTH = 365.0 / 12;

    private MonthlyProjection() {
    }

    static List<MonthCost> of(Context c, Table table, TableVolumes v, Prices prices) {
        TableClass tableClass = table.settings().effectiveTableClass();
        double steadyReads = 0;
        double scanReads = 0;
        double writes = 0;
        for (AccessPattern p : c.model.accessPatterns()) {
            CapacityPlan.PatternCost patternCost = c.cost(p);
            if (patternCost == null) {
                continue;
            }
            for (CapacityPlan.PatternCost cost : patternCost.landing()) { // a transaction's on each action's table
                if (!cost.table().equals(table.name())) {
                    continue;
                }
                if (cost.write()) {
                    writes += cost.unitsPerSecond();
                } else if (LoadProjector.isScan(p)) {
                    scanReads += cost.unitsPerSecond();
                } else {
                    steadyReads += cost.unitsPerSecond();
                }
            }
        }
        List<MonthCost> months = new ArrayList<>();
        for (int month = 1; month <= 12; month++) {
            double day = (month - 0.5) * DAYS_PER_MONTH;
            double bytes = v.billableBytesAt(day);
            double scanScale = v.sampleItems == 0 ? 1 : v.itemsAt(day) / v.sampleItems;
            Double storage = MonthlyCharges.storage(prices, tableClass, bytes);
            Double reads = MonthlyCharges.onDemandReads(prices, tableClass, steadyReads + scanReads * scanScale);
            Double written = MonthlyCharges.onDemandWrites(prices, tableClass, writes);
            Double total = storage == null || reads == null || written == null ? null : storage + reads + written;
            months.add(new MonthCost(table.name(), month, bytes / CostSheet.BYTES_PER_GB, storage, reads, written, total));
        }
        return months;
    }
}
