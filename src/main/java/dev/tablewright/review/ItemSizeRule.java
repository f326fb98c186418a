package dev.tablewright.review;

import dev.tablewright.engine.CapacityUnits;
import dev.tablewright.engine.IndexView;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * ITEM_SIZE: items at or over 90% of DynamoDB's 400 KB limit (a warning: the next attribute or a
 * longer value makes the write fail) or over it (an error: DynamoDB refuses the write). Sizes are
 * {@link ItemSize}'s; units {@link CapacityUnits}'.
 */
final class ItemSizeRule implements ReviewRule {
    static final double WARN_SHARE = 0.9;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (Table table : context.model().tables()) {
            List<Item> over = new ArrayList<>();
            List<Item> near = new ArrayList<>();
            Item largest = null;
            long largestSize = 0;
            for (Item item : table.allItems()) {
                long size = ItemSize.of(item);
                if (size > ItemSize.MAX_ITEM_BYTES) {
                    over.add(item);
                } else if (size >= WARN_SHARE * ItemSize.MAX_ITEM_BYTES) {
                    near.add(item);
                } else {
                    continue;
                }
                if (size > largestSize) {
                    largest = item;
                    largestSize = size;
                }
            }
            if (largest == null) {
                checkWorkload(context, table, out);
                continue;
            }
            boolean error = !over.isEmpty();
            List<Item> flagged = error ? over : near;
            String biggest = largestAttribute(largest);
            String message = flagged.size() + (flagged.size() == 1 ? " item is " : " items are ")
                    + (error ? "over" : "at or over 90% of") + " the 400 KB item limit; the largest is "
                    + Numbers.num(largestSize) + " bytes (" + Numbers.percent((double) largestSize / ItemSize.MAX_ITEM_BYTES)
                    + "), " + CapacityUnits.writeBlocks(largestSize) + " WCU a write and "
                    + Numbers.num(CapacityUnits.getItem(largestSize, CapacityUnits.ReadKind.EVENTUAL))
                    + " RCU an eventually consistent read; its attribute " + biggest + " takes "
                    + Numbers.num(ItemSize.of(biggest, largest.get(biggest))) + " bytes"
                    + (error ? ": DynamoDB refuses to write it" : "");
            List<Item> keys = flagged.stream().map(i -> IndexView.only(i, table.keySchema().attributeNames())).toList();
            out.add(new ReviewFinding(ReviewCode.ITEM_SIZE, error ? ReviewSeverity.ERROR : ReviewSeverity.WARNING,
                    table.name(), null, null, message, "move " + biggest + " to S3 and keep its object key in the item, "
                    + "or split the item into several under the same partition key (one sort key each)",
                    Map.of("items", (double) flagged.size(), "largestBytes", (double) largestSize,
                            "limitBytes", (double) ItemSize.MAX_ITEM_BYTES),
                    ReviewSubject.items(table.name(), null, keys), null));
        }
    }

    private static String largestAttribute(Item item) {
        String name = null;
        long size = -1;
        for (Map.Entry<String, AttributeValue> e : item.attributes().entrySet()) {
            long s = ItemSize.of(e.getKey(), e.getValue());
            if (s > size) {
                name = e.getKey();
                size = s;
            }
        }
        return name;
    }

    /**
     * A table or facet whose workload says its items average 90% of the limit or more, though the
     * sample's are smaller: priced at its projected count (a write's units, a month of storage).
     */
    private static void checkWorkload(ReviewContext context, Table table, List<ReviewFinding> out) {
        var tw = context.model().workload().table(table.name());
        List<String> names = new ArrayList<>();
        names.add(null);
        table.facets().forEach(f -> names.add(f.name()));
        for (String facet : names) {
            Double bytes = facet == null ? tw.volume().itemBytes() : tw.facet(facet).itemBytes();
            if (bytes == null || bytes < WARN_SHARE * ItemSize.MAX_ITEM_BYTES) {
                continue;
            }
            boolean error = bytes > ItemSize.MAX_ITEM_BYTES;
            long items = context.projectedItems(table);
            Double storage = dev.tablewright.capacity.MonthlyCharges.storage(context.options().prices(),
                    table.settings().effectiveTableClass(), (bytes + 100) * items);
            String what = facet == null ? "the table's items" : "facet " + facet + "'s items";
            out.add(new ReviewFinding(ReviewCode.ITEM_SIZE, error ? ReviewSeverity.ERROR : ReviewSeverity.WARNING,
                    table.name(), null, null, "the workload says " + what + " average " + Numbers.num(bytes)
                    + " bytes (" + Numbers.percent(bytes / ItemSize.MAX_ITEM_BYTES) + " of the 400 KB item limit): "
                    + CapacityUnits.writeBlocks(Math.round(bytes)) + " WCU a write, "
                    + Numbers.num(CapacityUnits.getItem(Math.round(bytes), CapacityUnits.ReadKind.EVENTUAL))
                    + " RCU an eventually consistent read, " + Numbers.usd(storage) + " a month of storage at "
                    + Numbers.num(items) + " items" + (error ? ": DynamoDB refuses to write such items" : ""),
                    "move the largest attributes to S3 and keep their object keys in the item, or split the item "
                            + "into several under the same partition key", Map.of("itemBytes", bytes,
                    "limitBytes", (double) ItemSize.MAX_ITEM_BYTES), ReviewSubject.table(table.name()), null));
        }
    }
}
