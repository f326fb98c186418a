package dev.tablewright.dynamo.live;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.Map;

/**
 * One answer of a Query, Scan or ExecuteStatement: its items, how many it read before the filter,
 * and where the next page starts ({@code next} null: the last page). {@code next} is a
 * LastEvaluatedKey ({@code Map<String, AttributeValue>}) or a NextToken ({@code String}).
 */
public record ItemPage(List<Item> items, int scanned, Object next) {
    public ItemPage {
        items = List.copyOf(items);
        if (next instanceof Map<?, ?> key && key.isEmpty()) {
            next = null;
        }
    }

    public boolean last() {
        return next == null;
    }

    @SuppressWarnings("unchecked")
    static Map<String, AttributeValue> startKey(Object cursor) {
        return cursor instanceof Map<?, ?> map ? (Map<String, AttributeValue>) map : null;
    }
}
