package dev.tablewright.ui.capacity;

import dev.tablewright.capacity.LoadProjection;
import dev.tablewright.capacity.LoadProjection.KeyLoad;
import dev.tablewright.capacity.LoadProjection.MonthCost;
import dev.tablewright.capacity.WriteShardPlanner;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The capacity panel's rows from a {@link LoadProjection}: the hottest key value of each table and
 * index against what one partition serves, as text, and each table's twelve months of size and cost
 * as chart points.
 */
public final class LoadRows {
    private LoadRows() {
    }

    /**
     * The busiest partition key value of a table or index at peak, as the panel shows it: where
     * ("Orders" or "Orders / ByStatus"), the value, RCU/s and WCU/s, its share of the table's or
     * index's reads and writes, its use of one partition's 3,000 RCU / 1,000 WCU, and the verdict.
     */
    public record HotKey(String where, String value, String rcuPerSecond, String wcuPerSecond, String share,
                         String partitionUse, String verdict, boolean passes, String patterns) {
    }

    /** A table's months 1..12: its size in GB at each month's middle and its cost that month (null: a price is unknown). */
    public record TableMonths(String table, List<Double> storageGb, List<Double> cost) {
        public TableMonths {
            storageGb = List.copyOf(storageGb);
            cost = java.util.Collections.unmodifiableList(new ArrayList<>(cost));
        }
    }

    static List<HotKey> hottest(LoadProjection projection) {
        return projection.hottest().stream().map(LoadRows::hotKey).toList();
    }

    static HotKey hotKey(KeyLoad k) {
        String where = k.index() == null ? k.table() : k.table() + " / " + k.index();
        // the column says it is the partition key value
        String value = k.value() == null ? "—" : k.value().replaceFirst("^the partition key value ", "");
        double readUse = k.rcuPerSecond() / WriteShardPlanner.PARTITION_RCU;
        double writeUse = k.wcuPerSecond() / WriteShardPlanner.PARTITION_WCU;
        String use = k.writeBound() ? percent(writeUse) + " of 1,000 WCU" : percent(readUse) + " of 3,000 RCU";
        String share = "reads " + percent(k.readShare()) + ", writes " + percent(k.writeShare());
        String verdict = k.passes() ? "passes" : String.format(Locale.ROOT, "over the limit (%s x)",
                units(k.partitionUse()));
        return new HotKey(where, value, units(k.rcuPerSecond()), units(k.wcuPerSecond()), share, use, verdict,
                k.passes(), String.join(", ", k.patterns()));
    }

    static List<TableMonths> months(LoadProjection projection) {
        Map<String, List<MonthCost>> byTable = new LinkedHashMap<>();
        for (MonthCost m : projection.months()) {
            byTable.computeIfAbsent(m.table(), t -> new ArrayList<>()).add(m);
        }
        List<TableMonths> result = new ArrayList<>();
        byTable.forEach((table, months) -> {
            List<MonthCost> sorted = months.stream().sorted(java.util.Comparator.comparingInt(MonthCost::month)).toList();
            result.add(new TableMonths(table, sorted.stream().map(MonthCost::storageGb).toList(),
                    sorted.stream().map(MonthCost::total).toList()));
        });
        return result;
    }

    /** "1,234", "12.5", "0.05": whole numbers grouped, others to two places. */
    static String units(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return String.format(Locale.ROOT, "%,d", (long) value);
        }
        return Math.abs(value) >= 0.01 || value == 0 ? String.format(Locale.ROOT, "%,.2f", value)
                : String.format(Locale.ROOT, "%.2g", value);
    }

    static String percent(double fraction) {
        double p = fraction * 100;
        return p != 0 && Math.abs(p) < 1 ? String.format(Locale.ROOT, "%.2f%%", p)
                : String.format(Locale.ROOT, "%,.0f%%", p);
    }
}
