package dev.tablewright.review;

import dev.tablewright.capacity.Prices;
import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a review assumes beyond the model: the region's prices for costs, how many items each table
 * holds now ({@code projectedItems}, by table name, over the model's workload; a table not named
 * keeps the workload's count, else its sample's), and the moment the review is made (TTL values
 * are read against it).
 */
public record ReviewOptions(Prices prices, Map<String, Long> projectedItems, Instant now) {
    public ReviewOptions {
        Objects.requireNonNull(prices, "prices");
        projectedItems = Collections.unmodifiableMap(new LinkedHashMap<>(projectedItems));
        projectedItems.forEach((table, count) -> {
            if (count == null || count < 0) {
                throw new IllegalArgumentException("the projected item count of " + table + " must be 0 or more");
            }
        });
        now = now == null ? Instant.now() : now;
    }

    public ReviewOptions(Prices prices, Map<String, Long> projectedItems) {
        this(prices, projectedItems, null);
    }

    /** us-east-1 prices, every table at its workload's (or sample's) size. */
    public static ReviewOptions defaults() {
        return new ReviewOptions(Prices.defaults(), Map.of());
    }

    public ReviewOptions withPrices(Prices newPrices) {
        return new ReviewOptions(newPrices, projectedItems, now);
    }

    public ReviewOptions withProjectedItems(Map<String, Long> counts) {
        return new ReviewOptions(prices, counts, now);
    }
}
