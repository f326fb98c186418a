package dev.tablewright.review;

import dev.tablewright.capacity.LoadProjection;
import dev.tablewright.capacity.LoadProjection.IndexFigures;
import dev.tablewright.capacity.WriteShardPlan;
import dev.tablewright.capacity.WriteShardPlanner;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * WRITE_SHARDING: a partition key value holding so many of an index's items that one partition
 * cannot serve reading them within a second, or taking more writes than one partition serves. The
 * shard count is {@link WriteShardPlanner}'s on the load projection's inputs for the index (its
 * entries at the workload's horizon, the share under the busiest value, their average size, the
 * writes landing on that value at peak); the read fan-out is what each read of the key then costs:
 * one request per shard, each at least 0.5 RCU. A base table's key written past 1,000 WCU a second
 * needs shards too (the write side). An index already sharded (IndexShards, or a reader fanning out
 * over its key) is checked against the count needed: too few is a WARNING, more than twice the
 * padded count (each read paying for shards it does not need, 1 RCU a second or more at its readers'
 * peak rate) a WARNING, else an INFO (handled).
 */
final class WriteShardingRule implements ReviewRule {
    static final double MIN_READ_UNITS = 0.5;
    /** An existing count over this many times the padded need is wasteful. */
    static final double WASTE_FACTOR = 2;
    /** ...and its readers pay at least this many RCU a second for the shards they need not read. */
    static final double MIN_WASTE_RCU = 1;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        for (Table table : context.model().tables()) {
            context.load().hottest(table.name(), null).ifPresent(load -> checkTable(context, table, load, out));
            for (SecondaryIndex index : table.globalSecondaryIndexes()) {
                context.load().index(table.name(), index.name()).ifPresent(f -> check(context, table, index, f, out));
            }
        }
    }

    /** A base table's key written past what one partition takes. */
    private static void checkTable(ReviewContext context, Table table, LoadProjection.KeyLoad load,
                                   List<ReviewFinding> out) {
        if (load.wcuPerSecond() <= WriteShardPlanner.PARTITION_WCU) {
            return;
        }
        WriteShardPlan plan = WriteShardPlanner.plan(new WriteShardPlan.Inputs(0, 0, 1, WriteShardPlanner.PARTITION_RCU,
                WriteShardPlanner.DEFAULT_PADDING, load.wcuPerSecond(), WriteShardPlanner.PARTITION_WCU));
        long needed = plan.writeSide().paddedShardsForWrites();
        String attribute = table.keySchema().partitionKey().name();
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("wcuPerSecond", load.wcuPerSecond());
        figures.put("shards", (double) plan.writeSide().shardsForWrites());
        figures.put("paddedShards", (double) needed);
        out.add(new ReviewFinding(ReviewCode.WRITE_SHARDING, ReviewSeverity.WARNING, table.name(), null,
                load.patterns().size() == 1 ? load.patterns().get(0) : null,
                "a hot partition key: " + load.value() + " takes " + Numbers.num(load.wcuPerSecond()) + " WCU/s at peak "
                        + "from " + String.join(", ", load.patterns()) + ": the planner wants "
                        + plan.writeSide().shardsForWrites() + " shards (" + Numbers.num(load.wcuPerSecond()) + " / "
                        + Numbers.num(WriteShardPlanner.PARTITION_WCU) + "), padded " + needed,
                "write " + attribute + " with a suffix 0.." + (needed - 1) + " (at random, or by a hash of an attribute "
                        + "readers know) and read all " + needed + " shards", figures, ReviewSubject.table(table.name()),
                null));
    }

    private static void check(ReviewContext context, Table table, SecondaryIndex index, IndexFigures f,
                              List<ReviewFinding> out) {
        if (f.items() == 0 && f.writesPerSecond() == 0) {
            return;
        }
        WriteShardPlan plan = f.plan();
        Integer existing = f.existingShards();
        boolean writeHot = plan.writeSide() != null && plan.writeSide().exceedsOnePartition();
        // the read side holds for a value of a small domain readers ask for (a status, a role, a type
        // marker), or a key already sharded: its share of the items stays as the table grows
        boolean readSide = existing != null || f.hotValueWhy() != null
                || context.model().workload().table(table.name()).index(index.name()).hotFraction() != null;
        long needed = plan.neededShards(readSide);
        long unpadded = Math.max(readSide ? plan.shards() : 1,
                plan.writeSide() == null || !writeHot ? 1 : plan.writeSide().shardsForWrites());
        String numbers = (existing == null ? "the value " + f.hotValue() + (f.hotValueWhy() != null ? " ("
                + f.hotValueWhy() + ")" : " (the busiest)") + " holds " : "the sharded key holds about ")
                + Numbers.percent(f.hotFraction()) + " of " + Numbers.num(f.items()) + " items of "
                + Numbers.num(f.itemBytes()) + " bytes: ItemsPerRCU " + Numbers.num(plan.itemsPerRcu())
                + ", RequiredReads " + Numbers.num(plan.requiredReads()) + ", shards " + plan.shards() + ", padded "
                + plan.paddedShards() + (plan.writeSide() == null ? "" : ", " + Numbers.num(plan.writeSide().wcuPerSecond())
                + " WCU/s of writes on it at peak") + "; items from " + f.itemsSource() + ", hot fraction from "
                + f.hotSource();
        Map<String, Double> figures = new LinkedHashMap<>();
        figures.put("items", (double) f.items());
        figures.put("hotFraction", f.hotFraction());
        figures.put("itemBytes", f.itemBytes());
        figures.put("shards", (double) plan.shards());
        figures.put("paddedShards", (double) plan.paddedShards());
        figures.put("neededShards", (double) needed);
        figures.put("existingShards", existing == null ? 0.0 : existing);
        ReviewSubject subject = ReviewSubject.index(table.name(), index.name());
        String shardAttribute = index.shards() != null ? index.shards().attribute() : index.keySchema().partitionKey().name();
        if (existing != null) {
            boolean tooFew = existing < unpadded;
            boolean wasteful = !tooFew && existing > WASTE_FACTOR * needed
                    && f.readsPerSecond() * (existing - needed) * MIN_READ_UNITS >= MIN_WASTE_RCU;
            double extraRcu = f.readsPerSecond() * Math.max(0, existing - needed) * MIN_READ_UNITS;
            String verdict = tooFew ? ", but the planner wants " + needed + " (at least " + unpadded + ")"
                    : wasteful ? ", but the planner wants only " + needed + ": each read pays " + existing
                    + " requests where " + needed + " would do (+" + Numbers.num(extraRcu) + " RCU/s at its readers' "
                    + Numbers.num(f.readsPerSecond()) + "/s at peak)" : ": handled";
            String fix = tooFew ? "shard over " + needed + " values and fan the readers out over all of them"
                    : wasteful ? "shard over " + needed + " values: fewer requests a read, same spread of writes"
                    : "none needed";
            FixAction action = tooFew || wasteful ? new FixAction.AddWriteShards(table.name(), index.name(),
                    shardAttribute, null, (int) Math.max(2, needed), index.shards() == null ? null
                    : index.shards().hashSource()) : null;
            figures.put("extraRcuPerSecond", wasteful ? extraRcu : 0.0);
            out.add(new ReviewFinding(ReviewCode.WRITE_SHARDING, tooFew || wasteful ? ReviewSeverity.WARNING
                    : ReviewSeverity.INFO, table.name(), index.name(), null, "already write-sharded over " + existing
                    + " values, and its readers fan out over them" + verdict + " (" + numbers + ")", fix, figures,
                    subject, action));
            return;
        }
        boolean hot = writeHot || readSide && plan.shards() > 1;
        if (!hot) {
            return;
        }
        double readFrequency = f.readsPerSecond();
        double extraRcu = readFrequency * (needed - 1) * MIN_READ_UNITS;
        String value = f.hotValue();
        String attribute = index.keySchema().partitionKey().name();
        out.add(new ReviewFinding(ReviewCode.WRITE_SHARDING, ReviewSeverity.WARNING, table.name(), index.name(), null,
                "a hot partition key: " + numbers + "; sharding it " + needed + " ways makes each read of the key "
                        + needed + " requests (at least " + Numbers.num(needed * MIN_READ_UNITS) + " RCU; +"
                        + Numbers.num(extraRcu) + " RCU/s at its readers' " + Numbers.num(readFrequency) + "/s)",
                "write " + attribute + " = " + value + " as " + value + "#0.." + value + "#" + (needed - 1)
                        + " (at random, or by a hash of an attribute readers know, so one item is one request) and "
                        + "read all " + needed + " shards", figures, subject,
                new FixAction.AddWriteShards(table.name(), index.name(), attribute, value, (int) Math.max(2, needed),
                        null)));
    }
}
