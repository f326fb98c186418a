package dev.tablewright.capacity;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How a view's sample items spread over its partition key values (a tuple of them for a
 * multi-attribute key): how many values, the busiest one and its share of the items, and the
 * average item size as the view holds them.
 */
public record KeyDistribution(int items, int values, String hottest, int hottestItems, double averageBytes,
                       Map<String, Integer> counts) {
    public KeyDistribution {
        counts = Map.copyOf(counts);
    }

    /** Counts items and bytes per partition key value as they come, one view's share of a pass over a table. */
    static final class Counter {
        private final Map<String, Integer> counts = new LinkedHashMap<>();
        private long bytes;
        private int items;

        void add(String value, long entryBytes) {
            counts.merge(value, 1, Integer::sum);
            bytes += entryBytes;
            items++;
        }

        KeyDistribution distribution() {
            String hottest = null;
            int most = 0;
            for (Map.Entry<String, Integer> e : counts.entrySet()) {
                if (e.getValue() > most) {
                    hottest = e.getKey();
                    most = e.getValue();
                }
            }
            return new KeyDistribution(items, counts.size(), hottest, most, items == 0 ? 0 : (double) bytes / items,
                    counts);
        }
    }

    /** The share of the items under the busiest value (0 when there are none). */
    public double hotFraction() {
        return items == 0 ? 0 : (double) hottestItems / items;
    }

    /** The share of the items under {@code value}. */
    public double share(String value) {
        return items == 0 ? 0 : (double) counts.getOrDefault(value, 0) / items;
    }

    /** The item's partition key value under {@code keys} as text, the values of a multi-attribute key joined with " + ". */
    public static String value(KeySchema keys, Item item) {
        if (keys.partitionKeys().size() == 1) {
            AttributeValue v = item.get(keys.partitionKey().name());
            return v == null ? "" : text(v);
        }
        List<String> parts = new ArrayList<>();
        for (KeyAttribute key : keys.partitionKeys()) {
            AttributeValue v = item.get(key.name());
            parts.add(v == null ? "" : text(v));
        }
        return String.join(" + ", parts);
    }

    /** A key value as text, as findings write it: a string or number as it is. */
    public static String text(AttributeValue value) {
        if (value instanceof AttributeValue.S s) {
            return s.value();
        }
        if (value instanceof AttributeValue.N n) {
            return n.value();
        }
        return value.toString();
    }
}
