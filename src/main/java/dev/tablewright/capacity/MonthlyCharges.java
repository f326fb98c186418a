package dev.tablewright.capacity;

import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableSettings.TableClass;
import java.util.Collection;

/**
 * A month of one steady load or of stored items, priced as {@link CostSheet} bills a table: request
 * units per second over a 730-hour month at the on-demand price per million, and each item's bytes
 * plus DynamoDB's 100 bytes of overhead per GB-month. Each amount is null when the price table does
 * not know the price it needs. The design review prices an unused index or a scan with these.
 */
public final class MonthlyCharges {
    private MonthlyCharges() {
    }

    /** Millions of request units in a month of {@code unitsPerSecond}. */
    public static double millionsPerMonth(double unitsPerSecond) {
        return unitsPerSecond * Prices.SECONDS_PER_MONTH / 1e6;
    }

    /** On-demand reads of {@code rcuPerSecond} for a month, or null when the price is unknown. */
    public static Double onDemandReads(Prices prices, TableClass tableClass, double rcuPerSecond) {
        Double price = prices.forClass(tableClass).readPerMillion();
        return price == null ? null : millionsPerMonth(rcuPerSecond) * price;
    }

    /** On-demand writes of {@code wcuPerSecond} for a month, or null when the price is unknown. */
    public static Double onDemandWrites(Prices prices, TableClass tableClass, double wcuPerSecond) {
        Double price = prices.forClass(tableClass).writePerMillion();
        return price == null ? null : millionsPerMonth(wcuPerSecond) * price;
    }

    /** Billable bytes of items as stored: each item's size plus 100 bytes. */
    public static long storedBytes(Collection<Item> items) {
        long bytes = 0;
        for (Item item : items) {
            bytes += ItemSize.of(item) + CostSheet.ITEM_OVERHEAD_BYTES;
        }
        return bytes;
    }

    /** A month of storing {@code bytes}, or null when the price is unknown. */
    public static Double storage(Prices prices, TableClass tableClass, double bytes) {
        Double price = prices.forClass(tableClass).storagePerGbMonth();
        return price == null ? null : bytes / CostSheet.BYTES_PER_GB * price;
    }
}
