package dev.tablewright.review;

import java.util.Locale;

/** How findings write their numbers: thousands separated, at most the decimals that matter. */
final class Numbers {
    private Numbers() {
    }

    /** 1,234 or 12.5 or 0.05: up to two decimals, trailing zeros dropped. */
    static String num(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return String.format(Locale.ROOT, "%,d", (long) value);
        }
        String text = String.format(Locale.ROOT, Math.abs(value) < 1 ? "%,.3f" : "%,.2f", value);
        return text.replaceAll("0+$", "").replaceAll("\\.$", "");
    }

    /** A byte count as B, KB, MB or GB (1,024-based, as DynamoDB's limits are). */
    static String bytes(double bytes) {
        String[] units = {"B", "KB", "MB", "GB", "TB"};
        int unit = 0;
        while (bytes >= 1024 && unit < units.length - 1) {
            bytes /= 1024;
            unit++;
        }
        return (unit == 0 ? num(Math.round(bytes)) : String.format(Locale.ROOT, "%.1f", bytes)) + " " + units[unit];
    }

    /** A monthly amount in USD, or "unknown" when the price table does not know a price it needs. */
    static String usd(Double amount) {
        if (amount == null) {
            return "an unknown amount (no price for the region)";
        }
        return amount > 0 && amount < 0.005 ? "under $0.01" : String.format(Locale.ROOT, "$%,.2f", amount);
    }

    static String percent(double fraction) {
        return String.format(Locale.ROOT, "%.0f%%", fraction * 100);
    }
}
