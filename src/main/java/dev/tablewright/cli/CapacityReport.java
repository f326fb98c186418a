package dev.tablewright.cli;

import dev.tablewright.capacity.CapacityPlan;
import dev.tablewright.capacity.LoadProjection;
import java.util.List;
import java.io.PrintWriter;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;

/** The text form of a capacity plan's month (line by line) and TTL expiry, for {@code capacity}. */
final class CapacityReport {
    private CapacityReport() {
    }

    static void printCost(PrintWriter out, CapacityPlan plan) {
        CapacityPlan.MonthlyCost c = plan.cost();
        out.printf("%nA month in %s (%s)%n", plan.prices().region(), plan.prices().regionName());
        out.printf("  %-24s %-26s %-22s %14s %-12s %12s %12s%n", "table", "class", "charge", "quantity", "unit",
                "unit price", "month");
        for (CapacityPlan.CostLine line : c.lines()) {
            out.printf("  %-24s %-26s %-22s %,14.4f %-12s %12s %12s%n", line.table(), line.tableClass(),
                    line.charge(), line.quantity(), line.unit(),
                    line.unitPrice() == null ? "unknown" : String.format("$%.6f", line.unitPrice()),
                    money(line.monthly()));
        }
        out.printf("  on demand %s; provisioned %s (%,d RCU, %,d WCU at %.0f%% utilisation)%n", money(c.onDemand()),
                money(c.provisioned()), c.provisionedRcu(), c.provisionedWcu(),
                plan.prices().targetUtilization() * 100);
        if (c.onDemand() == null || c.provisioned() == null) {
            out.println("  (unknown: the price table has no figure for a line above; give it with --prices FILE)");
        }
    }

    /** The production load: each table's and index's busiest key at peak, growth, collections, a year of cost. */
    static void printLoad(PrintWriter out, LoadProjection load) {
        out.printf("%nThe busiest partition key value at peak, per table and index (one partition: 3,000 RCU, "
                + "1,000 WCU a second)%n");
        for (LoadProjection.KeyLoad k : load.hottest()) {
            out.printf("  %-36s %10.1f RCU %10.1f WCU %5.0f%% of a partition %s  %s%n",
                    k.table() + (k.index() == null ? "" : " / " + k.index()), k.rcuPerSecond(), k.wcuPerSecond(),
                    k.partitionUse() * 100, k.passes() ? "ok  " : "OVER", k.value());
        }
        out.printf("%nSize over time (items; GB billed with index entries and 100 bytes an item)%n");
        out.printf("  %-28s", "table");
        for (LoadProjection.SizeAt s : load.tables().isEmpty() ? List.<LoadProjection.SizeAt>of()
                : load.tables().get(0).sizes()) {
            out.printf(" %22s", "day " + s.day());
        }
        out.println();
        for (LoadProjection.TableGrowth t : load.tables()) {
            out.printf("  %-28s", t.table());
            for (LoadProjection.SizeAt s : t.sizes()) {
                out.printf(" %,13.0f %6.2f GB", s.items(), s.billableBytes() / (1024.0 * 1024 * 1024));
            }
            out.printf("%n    from %s%n", t.source());
        }
        for (LoadProjection.CollectionGrowth c : load.collections()) {
            if (!c.hasLsi()) {
                continue;
            }
            out.printf("  largest item collection of %s: %s, %.1f MB now, %.1f MB a day%s%s%n", c.table(), c.value(),
                    c.bytesNow() / (1024.0 * 1024), c.bytesPerDay() / (1024.0 * 1024),
                    c.daysToLimit() == null || c.daysToLimit() > 36_500 ? ""
                            : String.format(", 10 GB in %.1f days", c.daysToLimit()),
                    c.hasLsi() ? " (the table has an LSI: 10 GB is its limit)" : "");
        }
        out.printf("%nTwelve months on demand (storage at each month's middle, requests at average rates)%n");
        out.printf("  %-28s %5s %10s %12s %12s %12s %12s%n", "table", "month", "GB", "storage", "reads", "writes",
                "total");
        for (LoadProjection.MonthCost m : load.months()) {
            out.printf("  %-28s %5d %10.2f %12s %12s %12s %12s%n", m.table(), m.month(), m.storageGb(),
                    money(m.storage()), money(m.reads()), money(m.writes()), money(m.total()));
        }
    }

    static void printExpiries(PrintWriter out, CapacityPlan plan) {
        for (CapacityPlan.TtlExpiry e : plan.expiries()) {
            out.printf("%nTTL on %s (%s): %d of %d sample items expired by %s%s%n", e.table(), e.attribute(),
                    e.expired(), e.items(), Instant.ofEpochSecond(e.atEpochSecond()),
                    e.expiredKeys().isEmpty() ? "" : ": " + String.join(", ", e.expiredKeys()));
        }
    }

    static String money(Double value) {
        return value == null ? "unknown" : String.format("$%,.2f", value);
    }

    /** An instant, a date (its start, UTC) or epoch seconds. */
    static Instant parseTime(String text) {
        String t = text.trim();
        if (t.matches("\\d{1,12}")) {
            return Instant.ofEpochSecond(Long.parseLong(t));
        }
        if (t.matches("\\d{4}-\\d{2}-\\d{2}")) {
            return LocalDate.parse(t).atStartOfDay(ZoneOffset.UTC).toInstant();
        }
        try {
            return Instant.parse(t);
        } catch (DateTimeException e) {
            throw new DateTimeException("not a time: " + t);
        }
    }
}
