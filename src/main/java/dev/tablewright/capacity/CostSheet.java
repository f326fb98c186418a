package dev.tablewright.capacity;

import dev.tablewright.capacity.CapacityPlan.CostLine;
import dev.tablewright.capacity.CapacityPlan.Mode;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A month of a model's capacity plan, line by line for each table: requests on demand and
 * provisioned at the prices of the table's class, storage at its class's price per GB-month, and
 * point-in-time recovery per GB-month of table size when the table turns it on.
 */
final class CostSheet {
    /** DynamoDB bills each item's raw bytes plus 100 bytes of overhead. */
    static final long ITEM_OVERHEAD_BYTES = 100;
    static final double BYTES_PER_GB = 1024.0 * 1024 * 1024;

    private CostSheet() {
    }

    static CapacityPlan.MonthlyCost cost(Model model, List<CapacityPlan.TargetLoad> loads, Prices prices) {
        List<CostLine> lines = new ArrayList<>();
        long totalRcu = 0;
        long totalWcu = 0;
        for (Table table : model.tables()) {
            TableSettings.TableClass tableClass = table.settings().effectiveTableClass();
            Prices.ClassPrices p = prices.forClass(tableClass);
            String className = tableClass.name();
            double rcu = 0;
            double wcu = 0;
            // provisioned throughput is set on the table (its LSIs share it) and on each GSI, at least 1 of each
            Map<String, double[]> byThroughput = new LinkedHashMap<>();
            byThroughput.put("", new double[2]);
            table.globalSecondaryIndexes().forEach(g -> byThroughput.put(g.name(), new double[2]));
            for (CapacityPlan.TargetLoad load : loads) {
                if (load.table().equals(table.name())) {
                    rcu += load.rcuPerSecond();
                    wcu += load.wcuPerSecond();
                    double[] units = byThroughput.getOrDefault(load.index() == null ? "" : load.index(),
                            byThroughput.get(""));
                    units[0] += load.rcuPerSecond();
                    units[1] += load.wcuPerSecond();
                }
            }
            long provisionedRcu = 0;
            long provisionedWcu = 0;
            for (double[] units : byThroughput.values()) {
                provisionedRcu += provisioned(units[0], prices);
                provisionedWcu += provisioned(units[1], prices);
            }
            totalRcu += provisionedRcu;
            totalWcu += provisionedWcu;
            String name = table.name();
            double millionsRead = MonthlyCharges.millionsPerMonth(rcu);
            double millionsWritten = MonthlyCharges.millionsPerMonth(wcu);
            lines.add(line(name, className, "on-demand reads", Mode.ON_DEMAND, millionsRead, "million RRU",
                    p.readPerMillion()));
            lines.add(line(name, className, "on-demand writes", Mode.ON_DEMAND, millionsWritten, "million WRU",
                    p.writePerMillion()));
            lines.add(line(name, className, "provisioned reads", Mode.PROVISIONED,
                    provisionedRcu * Prices.HOURS_PER_MONTH, "RCU-hours", p.rcuHour()));
            lines.add(line(name, className, "provisioned writes", Mode.PROVISIONED,
                    provisionedWcu * Prices.HOURS_PER_MONTH, "WCU-hours", p.wcuHour()));
            double gb = storageBytes(table) / BYTES_PER_GB;
            lines.add(line(name, className, "storage", Mode.BOTH, gb, "GB-months", p.storagePerGbMonth()));
            if (table.settings().pointInTimeRecovery()) {
                lines.add(line(name, className, "point-in-time recovery", Mode.BOTH, gb, "GB-months",
                        prices.pitrPerGbMonth()));
            }
        }
        return new CapacityPlan.MonthlyCost(lines, total(lines, Mode.ON_DEMAND), total(lines, Mode.PROVISIONED),
                totalRcu, totalWcu);
    }

    /** Units to provision for a load at the target utilisation: DynamoDB takes no fewer than 1. */
    static long provisioned(double unitsPerSecond, Prices prices) {
        return Math.max(1, (long) Math.ceil(unitsPerSecond / prices.targetUtilization()));
    }

    /** The table's billable bytes: each sample item's size plus DynamoDB's 100 bytes an item. */
    static long storageBytes(Table table) {
        return MonthlyCharges.storedBytes(table.allItems());
    }

    private static CostLine line(String table, String tableClass, String charge, Mode mode, double quantity,
                                 String unit, Double unitPrice) {
        return new CostLine(table, tableClass, charge, mode, quantity, unit, unitPrice,
                unitPrice == null ? null : quantity * unitPrice);
    }

    /** The lines of {@code mode} and of both modes; null when one of them is unknown and not zero. */
    private static Double total(List<CostLine> lines, Mode mode) {
        double sum = 0;
        for (CostLine line : lines) {
            if (line.mode() == mode || line.mode() == Mode.BOTH) {
                if (line.monthly() == null) {
                    if (line.quantity() > 0) {
                        return null;
                    }
                } else {
                    sum += line.monthly();
                }
            }
        }
        return sum;
    }
}
