package dev.tablewright.review;

import dev.tablewright.capacity.Prices;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * What a review assumes beyond the model: the region's prices for costs, and how many items each
 * table is expected to hold ({@code projectedItems}, by table name; a table not named keeps its
 * sample's count). Sizes that grow with the table (a Scan's reads, an item collection, the items
 * under a hot key) are the sample's, scaled by projected / sample items: the sample's distribution
 * of items over key values is taken to hold at the projected size.
 */
public record ReviewOptions(Prices prices, Map<String, Long> projectedItems) {
    public ReviewOptions {
        Objects.requireNonNull(prices, "prices");
        projectedItems = Collections.unmodifiableMap(new LinkedHashMap<>(projectedItems));
        projectedItems.forEach((table, count) -> {
            if (count == null || count < 0) {
                throw new IllegalArgumentException("the projected item count of " + table + " must be 0 or more");
            }
        });
    }

    /** us-east-1 prices, every table at its sample's size. */
    public static ReviewOptions defaults() {
        return new ReviewOptions(Prices.defaults(), Map.of());
    }

    public ReviewOptions withPrices(Prices newPrices) {
        return new ReviewOptions(newPrices, projectedItems);
    }

    public ReviewOptions withProjectedItems(Map<String, Long> counts) {
        return new ReviewOptions(prices, counts);
    }
}
