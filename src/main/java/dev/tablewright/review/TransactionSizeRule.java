package dev.tablewright.review;

import dev.tablewright.engine.ItemSize;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import dev.tablewright.model.ValueEquality;
import dev.tablewright.patterns.BoundTransaction;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * TRANSACTION_SIZE: a transaction pattern whose actions' items, at the projected item sizes, pass
 * the 4 MB a TransactWriteItems or TransactGetItems may carry (ERROR: DynamoDB refuses the whole
 * call), or come within a fifth of it (WARNING: item growth takes it over). Each action counts its
 * item: a Put the item it writes, any other action the item its key names in the sample, each
 * grown by its table's production item size.
 */
final class TransactionSizeRule implements ReviewRule {
    static final long LIMIT_BYTES = 4L * 1024 * 1024;
    static final double WARN_SHARE = 0.8;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (AccessPattern p : context.model().accessPatterns()) {
            if (!p.operation().isTransaction()) {
                continue;
            }
            ReviewContext.Run run = context.run(p);
            if (!run.ok() || !run.result().bound().isTransaction()) {
                continue;
            }
            BoundTransaction tx = run.result().bound().transaction();
            double bytes = 0;
            double largest = 0;
            String largestAction = null;
            for (int i = 0; i < tx.size(); i++) {
                String tableName = tx.write() != null ? tx.write().actions().get(i).tableName()
                        : tx.get().gets().get(i).tableName();
                Table table = context.model().findTable(tableName).orElse(null);
                if (table == null) {
                    continue;
                }
                double size = size(table, tx, i) * context.byteScale(table);
                bytes += size;
                if (size > largest) {
                    largest = size;
                    largestAction = i < p.actions().size() ? p.actions().get(i).name() : "action " + (i + 1);
                }
            }
            double share = bytes / LIMIT_BYTES;
            if (share < WARN_SHARE) {
                continue;
            }
            boolean over = bytes > LIMIT_BYTES;
            String message = "its " + tx.size() + " actions carry " + Numbers.num(Math.round(bytes)) + " bytes of items "
                    + "at the projected item sizes (" + Numbers.percent(share) + " of the 4 MB a " + tx.operation()
                    + " may carry; the largest, " + largestAction + ", " + Numbers.num(Math.round(largest)) + " bytes)"
                    + (over ? ": DynamoDB refuses the whole call" : ": the items' growth takes it over the limit");
            out.add(new ReviewFinding(ReviewCode.TRANSACTION_SIZE, over ? ReviewSeverity.ERROR : ReviewSeverity.WARNING,
                    p.table(), null, p.name(), message, "split it into transactions of fewer items (each all or none "
                    + "on its own), or keep the large attributes out of the items (in S3, the object key in the item)",
                    Map.of("bytes", bytes, "limitBytes", (double) LIMIT_BYTES, "actions", (double) tx.size()),
                    ReviewSubject.pattern(p.table(), p.name()), null));
        }
    }

    /** The bytes of action {@code i}'s item in the sample: a Put's item, else the item its key names (0 if none). */
    private static long size(Table table, BoundTransaction tx, int i) {
        Item key;
        if (tx.write() != null) {
            TransactWriteItemsRequest.Action a = tx.write().actions().get(i);
            if (a.item() != null) {
                return ItemSize.of(a.item());
            }
            key = a.key();
        } else {
            GetItemRequest g = tx.get().gets().get(i);
            key = g.key();
        }
        List<String> names = new ArrayList<>(key.names());
        return table.itemStream().filter(item -> names.stream().allMatch(n -> {
            AttributeValue v = item.get(n);
            return v != null && ValueEquality.equal(v, key.get(n));
        })).findFirst().map(ItemSize::of).orElse(0L);
    }
}
