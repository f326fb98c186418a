package dev.tablewright.review;

import dev.tablewright.capacity.WriteShardPlan;
import dev.tablewright.capacity.WriteShardPlanner;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.Table;
import java.util.List;
import java.util.Map;

/**
 * WRITE_SHARDING: a GSI partition key value holding so many of the items that one partition cannot
 * serve reading them, or writing them, within a second. The shard count is
 * {@link WriteShardPlanner}'s (the seed's ItemsPerRCU formula) on the index's items at the projected
 * table size, the busiest value's share of them, their average size as projected, and the write
 * patterns' rate onto that value; the read fan-out is what each read of the key then costs: one
 * request per shard, each at least 0.5 RCU. An index already sharded (an IndexShards entry, or a
 * pattern that fans out over a parameter of its partition key, as hr-oe's GSI2 does) is handled:
 * an INFO, or a WARNING when the planner wants more shards than it has.
 */
final class WriteShardingRule implements ReviewRule {
    static final double MIN_READ_UNITS = 0.5;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (Table table : context.model().tables()) {
            for (SecondaryIndex index : table.globalSecondaryIndexes()) {
                check(context, table, index, out);
            }
        }
    }

    private static void check(ReviewContext context, Table table, SecondaryIndex index, List<ReviewFinding> out) {
        KeyDistribution d = KeyDistribution.of(context.view(table.name(), index.name()));
        if (d.items() == 0) {
            return;
        }
        Integer existing = existingShards(context, table, index);
        String constant = existing == null ? constantValue(context, table, index, d) : null;
        String value = constant != null ? constant : d.hottest();
        // a sharded key's busiest value is one shard: the key it shards holds about that many shards' items
        double hotFraction = existing != null ? Math.min(1, d.hotFraction() * existing) : d.share(value);
        double writes = writesPerSecond(context, table, index) * hotFraction;
        long items = Math.round(d.items() * context.scale(table));
        WriteShardPlan plan = WriteShardPlanner.plan(new WriteShardPlan.Inputs(items, hotFraction,
                Math.max(1, d.averageBytes()), WriteShardPlanner.PARTITION_RCU, WriteShardPlanner.DEFAULT_PADDING,
                writes > 0 ? writes : null, WriteShardPlanner.PARTITION_WCU));
        boolean writeHot = plan.writeSide() != null && plan.writeSide().exceedsOnePartition();
        // the read side holds for a value readers ask for by a constant key (a status, a type marker): its
        // share of the items stays as the table grows; a value picked by a parameter is one of ever more
        boolean hot = writeHot || (existing != null || constant != null) && plan.shards() > 1;
        long needed = Math.max(constant != null || existing != null ? plan.paddedShards() : 1,
                plan.writeSide() == null ? 1 : plan.writeSide().shardsForWrites());
        String numbers = (existing == null ? "the value " + value + (constant != null ? " (read by a constant key)"
                : " (the busiest)") + " holds "
                : "the sharded key holds about ") + Numbers.percent(hotFraction) + " of "
                + Numbers.num(items) + " items of " + Numbers.num(d.averageBytes()) + " bytes: ItemsPerRCU "
                + Numbers.num(plan.itemsPerRcu()) + ", RequiredReads " + Numbers.num(plan.requiredReads())
                + ", shards " + plan.shards() + ", padded " + plan.paddedShards()
                + (plan.writeSide() == null ? "" : ", " + Numbers.num(plan.writeSide().wcuPerSecond())
                + " WCU/s of writes on it");
        Map<String, Double> figures = Map.of("items", (double) items, "hotFraction", hotFraction,
                "itemBytes", d.averageBytes(), "shards", (double) plan.shards(), "paddedShards",
                (double) plan.paddedShards(), "existingShards", existing == null ? 0.0 : existing);
        ReviewSubject subject = ReviewSubject.index(table.name(), index.name());
        if (existing != null) {
            boolean tooFew = hot && existing < needed;
            out.add(new ReviewFinding(ReviewCode.WRITE_SHARDING, tooFew ? ReviewSeverity.WARNING : ReviewSeverity.INFO,
                    table.name(), index.name(), null, "already write-sharded over " + existing + " values, and its "
                    + "readers fan out over them" + (tooFew ? ", but the planner wants " + needed : ": handled")
                    + " (" + numbers + ")", tooFew ? "shard over " + needed + " values and fan the readers out over "
                    + "all of them" : "none needed", figures, subject,
                    tooFew ? new FixAction.AddWriteShards(table.name(), index.name(), shardAttribute(index), null,
                            (int) needed, index.shards() == null ? null : index.shards().hashSource()) : null));
            return;
        }
        if (!hot) {
            return;
        }
        double readFrequency = readFrequency(context, table, index, constant);
        double extraRcu = readFrequency * (needed - 1) * MIN_READ_UNITS;
        String attribute = index.keySchema().partitionKey().name();
        out.add(new ReviewFinding(ReviewCode.WRITE_SHARDING, ReviewSeverity.WARNING, table.name(), index.name(), null,
                "a hot partition key: " + numbers + "; sharding it " + needed + " ways makes each read of the key "
                        + needed + " requests (at least " + Numbers.num(needed * MIN_READ_UNITS) + " RCU; +"
                        + Numbers.num(extraRcu) + " RCU/s at its readers' " + Numbers.num(readFrequency) + "/s)",
                "write " + attribute + " = " + value + " as " + value + "#0.." + value + "#" + (needed - 1)
                        + " (at random, or by a hash of an attribute readers know, so one item is one request) and "
                        + "read all " + needed + " shards", figures, subject,
                new FixAction.AddWriteShards(table.name(), index.name(), attribute, value, (int) needed, null)));
    }

    /** The value of the index's partition key that a reader asks for by a constant key, the one holding the most items. */
    private static String constantValue(ReviewContext context, Table table, SecondaryIndex index, KeyDistribution d) {
        String best = null;
        for (AccessPattern p : context.model().accessPatterns()) {
            if (!p.operation().isRead() || !p.table().equals(table.name()) || !index.name().equals(p.index())
                    || !HotPartitionRule.constant(p) || p.fanOut() != null) {
                continue;
            }
            String value = String.join(" + ", p.partitionKeys().stream().map(t -> t.render(p.defaults())).toList());
            if (best == null || d.share(value) > d.share(best)) {
                best = value;
            }
        }
        return best;
    }

    /** The attribute the existing shards use: the IndexShards one, else the index's first partition-key attribute. */
    private static String shardAttribute(SecondaryIndex index) {
        return index.shards() != null ? index.shards().attribute() : index.keySchema().partitionKey().name();
    }

    /** The shard count the index already has: its IndexShards entry, else a reader's fan-out over its key. */
    private static Integer existingShards(ReviewContext context, Table table, SecondaryIndex index) {
        if (index.shards() != null) {
            return index.shards().count();
        }
        for (AccessPattern p : context.model().accessPatterns()) {
            ShardFanOut fanOut = p.fanOut();
            if (fanOut != null && p.table().equals(table.name()) && index.name().equals(p.index())
                    && p.partitionKeys().stream().anyMatch(k -> k.parameters().contains(fanOut.parameter()))) {
                return fanOut.count();
            }
        }
        return null;
    }

    /** The rate of the write patterns whose item lands in the index. */
    private static double writesPerSecond(ReviewContext context, Table table, SecondaryIndex index) {
        double rate = 0;
        for (AccessPattern p : context.model().accessPatterns()) {
            if (p.operation().isRead() || !p.table().equals(table.name())) {
                continue;
            }
            ReviewContext.Run run = context.run(p);
            ConsumedCapacity consumed = run.ok() ? run.result().consumedCapacity() : null;
            if (consumed != null && consumed.globalSecondaryIndexes().containsKey(index.name())) {
                rate += p.frequencyPerSecond();
            }
        }
        return rate;
    }

    /** The rate of the patterns reading the value by a constant key, or of every reader of the index when null. */
    private static double readFrequency(ReviewContext context, Table table, SecondaryIndex index, String value) {
        return context.model().accessPatterns().stream()
                .filter(p -> p.operation().isRead() && p.table().equals(table.name()) && index.name().equals(p.index()))
                .filter(p -> value == null || HotPartitionRule.constant(p) && value.equals(String.join(" + ",
                        p.partitionKeys().stream().map(t -> t.render(p.defaults())).toList())))
                .mapToDouble(AccessPattern::frequencyPerSecond).sum();
    }
}
