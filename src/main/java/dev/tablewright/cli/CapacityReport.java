package dev.tablewright.cli;

import dev.tablewright.capacity.CapacityPlan;
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
