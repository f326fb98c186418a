package dev.tablewright.model;

/**
 * How many items a table or facet holds and how that changes: items now, items added a day, how long
 * an item is kept, and the average size of an item in production (the sample's items are often
 * shorter). Each part may be null: the sample's count, no growth, kept forever, the sample's average.
 */
public record Volume(Long itemsNow, Double itemsPerDay, Retention retention, Double itemBytes) {
    public static final Volume NONE = new Volume(null, null, null, null);

    public boolean isEmpty() {
        return equals(NONE);
    }

    public Volume withItemsNow(Long value) {
        return new Volume(value, itemsPerDay, retention, itemBytes);
    }

    public Volume withItemsPerDay(Double value) {
        return new Volume(itemsNow, value, retention, itemBytes);
    }

    public Volume withRetention(Retention value) {
        return new Volume(itemsNow, itemsPerDay, value, itemBytes);
    }

    public Volume withItemBytes(Double value) {
        return new Volume(itemsNow, itemsPerDay, retention, value);
    }
}
