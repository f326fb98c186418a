package dev.tablewright.review;

import dev.tablewright.engine.IndexView;
import dev.tablewright.engine.ItemSize;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * LSI_COLLECTION: on a table with a local secondary index, an item collection (the table items
 * under one partition key value and their LSI entries) may not pass 10 GB. The collection's bytes
 * are the sample's ({@link ItemSize} of each table item and of each LSI entry as projected), scaled
 * to the projected table size; 80% of the limit or more is a warning, over it an error.
 */
final class LsiCollectionRule implements ReviewRule {
    static final double LIMIT_BYTES = 10.0 * 1024 * 1024 * 1024;
    static final double WARN_SHARE = 0.8;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (Table table : context.model().tables()) {
            if (table.localSecondaryIndexes().isEmpty()) {
                continue;
            }
            String pk = table.keySchema().partitionKey().name();
            Map<AttributeValue, Long> bytes = new HashMap<>();
            add(bytes, context.view(table.name(), null).itemsInScanOrder(), pk);
            for (SecondaryIndex lsi : table.localSecondaryIndexes()) {
                add(bytes, context.view(table.name(), lsi.name()).itemsInScanOrder(), pk);
            }
            AttributeValue largest = null;
            long largestBytes = 0;
            for (Map.Entry<AttributeValue, Long> e : bytes.entrySet()) {
                if (e.getValue() > largestBytes) {
                    largest = e.getKey();
                    largestBytes = e.getValue();
                }
            }
            double projected = largestBytes * context.scale(table);
            if (largest == null || projected < WARN_SHARE * LIMIT_BYTES) {
                continue;
            }
            boolean error = projected > LIMIT_BYTES;
            String value = TypeMismatchRule.text(largest);
            String message = "the item collection " + pk + " = " + value + " holds " + Numbers.bytes(largestBytes)
                    + " in the sample, " + Numbers.bytes(projected) + " at " + Numbers.num(context.projectedItems(table))
                    + " items (" + Numbers.percent(projected / LIMIT_BYTES) + " of the 10 GB an item collection may hold "
                    + "on a table with an LSI)" + (error ? ": writes to it would be refused" : "");
            out.add(new ReviewFinding(ReviewCode.LSI_COLLECTION, error ? ReviewSeverity.ERROR : ReviewSeverity.WARNING,
                    table.name(), table.localSecondaryIndexes().get(0).name(), null, message,
                    "spread the collection over more partition key values (a suffix such as #2026-11 or a shard "
                            + "number), or replace the LSI with a GSI, which has no collection limit",
                    Map.of("sampleBytes", (double) largestBytes, "projectedBytes", projected, "limitBytes", LIMIT_BYTES),
                    ReviewSubject.items(table.name(), null, List.of(Item.of(Map.of(pk, largest)))), null));
        }
    }

    private static void add(Map<AttributeValue, Long> bytes, List<Item> items, String pk) {
        for (Item item : items) {
            AttributeValue value = item.get(pk);
            if (value != null) {
                bytes.merge(value, ItemSize.of(item), Long::sum);
            }
        }
    }
}
