package dev.tablewright.patterns;

import dev.tablewright.engine.IndexView;

import dev.tablewright.model.Item;
import dev.tablewright.model.ValueEquality;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The difference between two runs of the same pattern (say in memory and on DynamoDB Local):
 * items only one side returned, items both returned with different attributes, and whether the
 * common items came back in the same order. Items are matched by the table's primary key.
 */
public record ResultComparison(String left, String right, int leftCount, int rightCount, List<Item> onlyLeft,
                               List<Item> onlyRight, List<Item> changed, boolean sameOrder) {
    public ResultComparison {
        Objects.requireNonNull(left, "left");
        Objects.requireNonNull(right, "right");
        onlyLeft = List.copyOf(onlyLeft);
        onlyRight = List.copyOf(onlyRight);
        changed = List.copyOf(changed);
    }

    /** Compares two result lists whose items carry {@code keyNames} (the table's key attributes). */
    public static ResultComparison of(String left, List<Item> leftItems, String right, List<Item> rightItems,
                                      List<String> keyNames) {
        Map<Item, Item> leftByKey = byKey(leftItems, keyNames);
        Map<Item, Item> rightByKey = byKey(rightItems, keyNames);
        List<Item> onlyLeft = new ArrayList<>();
        List<Item> changed = new ArrayList<>();
        List<Item> commonLeftOrder = new ArrayList<>();
        leftByKey.forEach((key, item) -> {
            Item other = rightByKey.get(key);
            if (other == null) {
                onlyLeft.add(item);
            } else {
                commonLeftOrder.add(key);
                if (!sameItem(item, other)) {
                    changed.add(item);
                }
            }
        });
        List<Item> onlyRight = new ArrayList<>();
        List<Item> commonRightOrder = new ArrayList<>();
        rightByKey.forEach((key, item) -> {
            if (leftByKey.containsKey(key)) {
                commonRightOrder.add(key);
            } else {
                onlyRight.add(item);
            }
        });
        return new ResultComparison(left, right, leftItems.size(), rightItems.size(), onlyLeft, onlyRight, changed,
                commonLeftOrder.equals(commonRightOrder));
    }

    /** True when both sides returned the same items, with the same attributes, in the same order. */
    public boolean same() {
        return leftCount == rightCount && onlyLeft.isEmpty() && onlyRight.isEmpty() && changed.isEmpty() && sameOrder;
    }

    /** One line for a status or summary label. */
    public String summary() {
        if (same()) {
            return "Same result on " + left + " and " + right + ": " + leftCount + (leftCount == 1 ? " item" : " items") + " in the same order.";
        }
        List<String> parts = new ArrayList<>();
        if (leftCount != rightCount) {
            parts.add(left + " returned " + leftCount + ", " + right + " " + rightCount);
        }
        if (!onlyLeft.isEmpty()) {
            parts.add(onlyLeft.size() + " only on " + left);
        }
        if (!onlyRight.isEmpty()) {
            parts.add(onlyRight.size() + " only on " + right);
        }
        if (!changed.isEmpty()) {
            parts.add(changed.size() + " with different attributes");
        }
        if (!sameOrder) {
            parts.add("the common items come in a different order");
        }
        return "Different: " + String.join("; ", parts) + ".";
    }

    private static boolean sameItem(Item a, Item b) {
        if (!a.names().equals(b.names())) {
            return false;
        }
        for (String name : a.names()) {
            if (!ValueEquality.equal(a.get(name), b.get(name))) {
                return false;
            }
        }
        return true;
    }

    private static Map<Item, Item> byKey(List<Item> items, List<String> keyNames) {
        Map<Item, Item> out = new LinkedHashMap<>();
        for (Item item : items) {
            out.putIfAbsent(IndexView.only(item, keyNames), item);
        }
        return out;
    }
}
