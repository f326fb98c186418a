package dev.tablewright.capacity;

import dev.tablewright.model.TableSettings.TableClass;
import java.io.IOException;
import java.nio.file.Path;

/**
 * The DynamoDB prices of one region, in USD, from a {@link PriceTable}. A price that the table marks
 * {@code unknown} is null here, and the cost lines that need it are unknown too.
 *
 * @param region the region's code, such as {@code us-east-1}
 * @param regionName the region's name, such as {@code US East (N. Virginia)}
 * @param source where the figures came from and when
 * @param standard the Standard table class's prices
 * @param infrequentAccess the Standard-Infrequent-Access table class's prices
 * @param pitrPerGbMonth point-in-time recovery, per GB-month of table size, or null when unknown
 * @param targetUtilization the share of provisioned capacity the average load uses (auto scaling's target)
 */
public record Prices(String region, String regionName, String source, ClassPrices standard,
                     ClassPrices infrequentAccess, Double pitrPerGbMonth, double targetUtilization) {
    public static final double HOURS_PER_MONTH = 730;
    public static final double SECONDS_PER_MONTH = HOURS_PER_MONTH * 3600;

    /** The prices of one table class; each null when the price table does not know it. */
    public record ClassPrices(Double readPerMillion, Double writePerMillion, Double rcuHour, Double wcuHour,
                              Double storagePerGbMonth) {
    }

    /** The prices a table of {@code tableClass} pays. */
    public ClassPrices forClass(TableClass tableClass) {
        return tableClass == TableClass.STANDARD_INFREQUENT_ACCESS ? infrequentAccess : standard;
    }

    /** us-east-1 from the built-in price table. */
    public static Prices defaults() {
        return PriceTable.builtIn().region(PriceTable.DEFAULT_REGION);
    }

    /** The built-in table overridden by {@code file}, at the file's {@code region} (us-east-1 if it names none). */
    public static Prices load(Path file) throws IOException {
        PriceTable table = PriceTable.builtIn().withFile(file);
        return table.region(table.preferredRegion());
    }
}
