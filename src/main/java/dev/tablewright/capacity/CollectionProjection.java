package dev.tablewright.capacity;

import dev.tablewright.capacity.LoadProjection.CollectionGrowth;
import dev.tablewright.capacity.LoadProjector.Context;
import dev.tablewright.capacity.LoadProjector.KeyShare;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.Operation;
import dev.tablewright.model.PatternWorkload;
import dev.tablewright.model.Table;
import java.util.Map;

/**
 * A table's largest item collection over time. Now: the sample's largest (its table items and LSI
 * entries), scaled to the table's items now. A day's growth: the items the table adds a day (its
 * PutItem patterns' calls, or the workload's ItemsPerDay), the share the busiest collection gets
 * (a put's partition key as its parameters are drawn; the sample's share without puts), times an
 * item's bytes with its LSI entries. A key drawn as the current time bucket fills one collection for
 * one bucket only; a retention caps a collection at its days of growth.
 */
final class CollectionProjection {
    private CollectionProjection() {
    }

    static CollectionGrowth of(Context c, Table table, TableVolumes v) {
        Map.Entry<String, Double> largestNow = v.largestCollectionNow();
        if (largestNow == null) {
            return null;
        }
        String largest = largestNow.getKey();
        long largestBytes = v.collectionBytes.getOrDefault(largest, 0L);
        double bytesPerItem = (double) v.sampleCollectionBytes / Math.max(1, v.sampleItems) * v.byteScale();
        double now = largestNow.getValue();
        double sampleShare = (double) largestBytes / Math.max(1, v.sampleCollectionBytes);
        double growth;
        Double bucketCap = null;
        String value = largest;
        String why = "the sample's largest collection";
        double putsPerDay = 0;
        for (AccessPattern p : c.model.accessPatterns()) {
            if (p.operation() == Operation.PutItem && p.table().equals(table.name()) && p.frequencyPerSecond() > 0) {
                putsPerDay += p.frequencyPerSecond() * 86_400;
            }
        }
        double tablePerDay = v.perDay();
        if (putsPerDay > 0 && tablePerDay > 0) {
            // the table's growth, spread over the collections as its puts' keys are drawn
            double weighted = 0;
            for (AccessPattern p : c.model.accessPatterns()) {
                if (p.operation() != Operation.PutItem || !p.table().equals(table.name()) || p.frequencyPerSecond() <= 0) {
                    continue;
                }
                PatternWorkload w = c.model.workload().pattern(p.name());
                KeyShare share = KeyShare.of(p, w, p.partitionKeys(), v.collectionBytes.size());
                double part = p.frequencyPerSecond() * 86_400 / putsPerDay;
                double s = share.fromSample() ? sampleShare : share.share();
                if (s * part > weighted) {
                    value = share.fromSample() ? largest : share.label().replaceFirst("^the partition key value ", "");
                    why = share.fromSample() ? why : "the busiest key of " + p.name();
                }
                weighted += s * part;
                Distribution.Current current = currentBucket(p, w);
                if (current != null) {
                    double cap = tablePerDay * part * s * current.bucket().seconds() / 86_400.0 * bytesPerItem;
                    bucketCap = bucketCap == null ? cap : Math.max(bucketCap, cap);
                }
            }
            growth = tablePerDay * weighted * bytesPerItem;
        } else {
            growth = tablePerDay * sampleShare * bytesPerItem;
        }
        double perDay = growth;
        Integer kept = v.keptDays();
        Double cap = bucketCap;
        if (kept != null) {
            double steady = perDay * kept;
            cap = cap == null ? steady : Math.min(cap, steady);
        }
        double base = now;
        Double limitCap = cap;
        java.util.function.DoubleUnaryOperator at = day -> {
            double grown = base + perDay * day;
            return limitCap == null ? grown : Math.min(grown, Math.max(base, limitCap));
        };
        Double days = null;
        double limit = LoadProjection.COLLECTION_LIMIT_BYTES;
        if (now >= limit) {
            days = 0.0;
        } else if (perDay > 0 && (cap == null || cap >= limit)) {
            days = (limit - now) / perDay;
        }
        boolean hasLsi = !table.localSecondaryIndexes().isEmpty();
        int horizon = c.model.workload().effectiveHorizonDays();
        return new CollectionGrowth(table.name(), table.keySchema().partitionKey().name() + " = " + value,
                value.equals(largest) ? largest : null, hasLsi, now, perDay, at.applyAsDouble(1), at.applyAsDouble(30),
                at.applyAsDouble(365), at.applyAsDouble(horizon), days, why);
    }

    /** The current-time distribution of a parameter of the put's partition key, if any. */
    private static Distribution.Current currentBucket(AccessPattern p, PatternWorkload w) {
        for (String name : GrowthInputs.parameters(p.partitionKeys())) {
            if (w.distribution(name) instanceof Distribution.Current current) {
                return current;
            }
        }
        return null;
    }
}
