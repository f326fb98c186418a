package dev.tablewright.review;

import dev.tablewright.capacity.LoadProjection;
import dev.tablewright.capacity.LoadProjection.CollectionGrowth;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * LSI_COLLECTION: on a table with a local secondary index, an item collection (the table items under
 * one partition key value and their LSI entries) may not pass 10 GB. The load projection gives the
 * largest collection now (the sample's, scaled to the table's items now) and its growth a day (the
 * table's additions, as its puts' keys are drawn); the finding says when it reaches 10 GB. ERROR
 * when it does within the workload's horizon (or already has), WARNING when it reaches 80% of it
 * within the horizon.
 */
final class LsiCollectionRule implements ReviewRule {
    static final double LIMIT_BYTES = LoadProjection.COLLECTION_LIMIT_BYTES;
    static final double WARN_SHARE = 0.8;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        int horizon = context.load().horizonDays();
        for (Table table : context.model().tables()) {
            if (table.localSecondaryIndexes().isEmpty()) {
                continue;
            }
            CollectionGrowth c = context.load().collection(table.name()).orElse(null);
            if (c == null) {
                continue;
            }
            double atHorizon = c.bytesAtHorizon();
            boolean error = c.daysToLimit() != null && c.daysToLimit() <= horizon;
            if (!error && atHorizon < WARN_SHARE * LIMIT_BYTES) {
                continue;
            }
            String when = c.daysToLimit() == null ? "" : c.daysToLimit() == 0 ? ": over 10 GB now"
                    : ": 10 GB in " + Numbers.num(Math.round(c.daysToLimit() * 10) / 10.0) + " days";
            String message = "the item collection " + c.value() + " (" + c.why() + ") holds " + Numbers.bytes(c.bytesNow())
                    + " now and grows " + Numbers.bytes(c.bytesPerDay()) + " a day (" + Numbers.bytes(c.bytesAt1())
                    + " after a day, " + Numbers.bytes(c.bytesAt30()) + " after 30, " + Numbers.bytes(c.bytesAt365())
                    + " after 365)" + when + " (an item collection may hold 10 GB on a table with an LSI)"
                    + (error ? ": writes to it will be refused" : "");
            Map<String, Double> figures = new LinkedHashMap<>();
            figures.put("bytesNow", c.bytesNow());
            figures.put("bytesPerDay", c.bytesPerDay());
            figures.put("bytesAt365", c.bytesAt365());
            figures.put("daysToLimit", c.daysToLimit() == null ? -1.0 : c.daysToLimit());
            figures.put("limitBytes", LIMIT_BYTES);
            var pk = table.keySchema().partitionKey();
            out.add(new ReviewFinding(ReviewCode.LSI_COLLECTION, error ? ReviewSeverity.ERROR : ReviewSeverity.WARNING,
                    table.name(), table.localSecondaryIndexes().get(0).name(), null, message,
                    "spread the collection over more partition key values (a suffix such as #2026-11 or a shard "
                            + "number), keep its items fewer days (TTL), or replace the LSI with a GSI, which has no "
                            + "collection limit", figures,
                    c.sampleValue() == null ? ReviewSubject.table(table.name()) : ReviewSubject.items(table.name(), null,
                            List.of(Item.of(Map.of(pk.name(), key(pk.type(), c.sampleValue()))))), null));
        }
    }

    private static AttributeValue key(ScalarType type, String text) {
        return type == ScalarType.N ? AttributeValue.n(text) : AttributeValue.s(text);
    }
}
