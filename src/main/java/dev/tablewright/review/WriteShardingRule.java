package dev.tablewright.review;

import dev.tablewright.capacity.KeyDistribution;
import dev.tablewright.capacity.WriteShardPlan;
import dev.tablewright.capacity.WriteShardPlanner;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.Table;
import java.util.ArrayList;
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
    static final int SMALL_DOMAIN_ITEMS = 4;

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
        Candidate constant = existing == null ? boundedValue(context, table, index, d) : null;
        String value = constant != null ? constant.value() : d.hottest();
        // a sharded key's busiest value is one shard: the key it shards holds about that many shards' items
        double hotFraction = existing != null ? Math.min(1, d.hotFraction() * existing) : d.share(value);
        double writes = writesPerSecond(context, table, index) * hotFraction;
        long items = Math.round(d.items() * context.scale(table));
        WriteShardPlan plan = WriteShardPlanner.plan(new WriteShardPlan.Inputs(items, hotFraction,
                Math.max(1, d.averageBytes()), WriteShardPlanner.PARTITION_RCU, WriteShardPlanner.DEFAULT_PADDING,
                writes > 0 ? writes : null, WriteShardPlanner.PARTITION_WCU));
        boolean writeHot = plan.writeSide() != null && plan.writeSide().exceedsOnePartition();
        // the read side holds for a value of a small domain readers ask for (a status, a role, a type
        // marker): its share of the items stays as the table grows; an id is one of ever more values
        boolean hot = writeHot || (existing != null || constant != null) && plan.shards() > 1;
        long needed = Math.max(constant != null || existing != null ? plan.paddedShards() : 1,
                plan.writeSide() == null ? 1 : plan.writeSide().shardsForWrites());
        String numbers = (existing == null ? "the value " + value + (constant != null ? " (" + constant.why() + ")"
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
        double readFrequency = constant == null ? readFrequency(context, table, index)
                : constant.readers().stream().mapToDouble(AccessPattern::frequencyPerSecond).sum();
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

    /**
     * The value of the index's partition key of a small domain that readers ask for, holding the most
     * items: one a reader names by a constant key, or the busiest of the values a parameterised key
     * can take (those starting with its literal prefix, such as {@code role#}) when they hold at least
     * {@value #SMALL_DOMAIN_ITEMS} sample items each on average. Null when there is none.
     */
    private static Candidate boundedValue(ReviewContext context, Table table, SecondaryIndex index, KeyDistribution d) {
        Candidate best = null;
        for (AccessPattern p : context.model().accessPatterns()) {
            if (!p.operation().isRead() || !p.table().equals(table.name()) || !index.name().equals(p.index())
                    || p.fanOut() != null || p.partitionKeys().isEmpty()) {
                continue;
            }
            Candidate c = HotPartitionRule.constant(p) ? new Candidate(rendered(p), "read by a constant key", List.of(p))
                    : smallDomain(p, d);
            if (c == null) {
                continue;
            }
            if (best != null && best.value().equals(c.value())) {
                List<AccessPattern> readers = new ArrayList<>(best.readers());
                readers.addAll(c.readers());
                best = new Candidate(best.value(), best.why(), readers);
            } else if (best == null || d.share(c.value()) > d.share(best.value())) {
                best = c;
            }
        }
        return best;
    }

    /** The busiest value a one-attribute parameterised key can take, when its values hold several items each. */
    private static Candidate smallDomain(AccessPattern p, KeyDistribution d) {
        if (p.partitionKeys().size() != 1) {
            return null;
        }
        String text = p.partitionKeys().get(0).text();
        String prefix = text.substring(0, Math.max(0, text.indexOf("${")));
        int values = 0;
        int items = 0;
        String busiest = null;
        for (Map.Entry<String, Integer> e : d.counts().entrySet()) {
            if (e.getKey().startsWith(prefix)) {
                values++;
                items += e.getValue();
                if (busiest == null || e.getValue() > d.counts().get(busiest)) {
                    busiest = e.getKey();
                }
            }
        }
        if (values == 0 || (double) items / values < SMALL_DOMAIN_ITEMS) {
            return null;
        }
        return new Candidate(busiest, "the busiest of the " + values + " values of " + text + ", about "
                + Numbers.num(Math.round((double) items / values)) + " sample items each", List.of(p));
    }

    private static String rendered(AccessPattern p) {
        return String.join(" + ", p.partitionKeys().stream().map(t -> t.render(p.defaults())).toList());
    }

    /** A hot value, why it counts as one, and the patterns that read it. */
    private record Candidate(String value, String why, List<AccessPattern> readers) {
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

    /** The rate of every reader of the index. */
    private static double readFrequency(ReviewContext context, Table table, SecondaryIndex index) {
        return context.model().accessPatterns().stream()
                .filter(p -> p.operation().isRead() && p.table().equals(table.name()) && index.name().equals(p.index()))
                .mapToDouble(AccessPattern::frequencyPerSecond).sum();
    }
}
