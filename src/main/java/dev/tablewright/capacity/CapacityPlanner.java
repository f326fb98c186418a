package dev.tablewright.capacity;

import dev.tablewright.engine.ItemSize;

import dev.tablewright.engine.request.Capacity;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.SampleRuns;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.patterns.ShardResult;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.ReadConsistency;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Works out a model's capacity plan by running each access pattern, with its default parameters,
 * on the in-memory engine over the model's sample items: the items and bytes it reads, the units
 * each call costs, and at the pattern's frequency the units per second, per table and index, and on
 * the busiest partition key value. Writes run on a fresh copy so they do not change what reads see.
 */
public final class CapacityPlanner {
    public static final double PARTITION_RCU = 3000;
    public static final double PARTITION_WCU = 1000;

    private CapacityPlanner() {
    }

    /** The plan at today's prices, with TTL expiry as of now. */
    public static CapacityPlan plan(Model model, Prices prices) {
        return plan(model, prices, Instant.now());
    }

    /** The plan, with TTL expiry worked out as of {@code ttlAt}. */
    public static CapacityPlan plan(Model model, Prices prices, Instant ttlAt) {
        return plan(SampleRuns.of(model), prices, ttlAt);
    }

    /** The plan from runs already made (the design review and the load projection share them). */
    public static CapacityPlan plan(SampleRuns runs, Prices prices, Instant ttlAt) {
        Model model = runs.model();
        List<CapacityPlan.PatternCost> costs = new ArrayList<>();
        Map<String, double[]> targets = new LinkedHashMap<>();
        List<String> warnings = new ArrayList<>();
        for (AccessPattern pattern : model.accessPatterns()) {
            SampleRuns.Run run = runs.run(pattern);
            if (!run.ok()) {
                warnings.add(pattern.name() + ": cannot be run with its defaults (" + run.error() + ")");
                continue;
            }
            CapacityPlan.PatternCost cost = pattern.operation().isTransaction()
                    ? TransactionCosts.of(model, pattern, run) : cost(pattern, run.result());
            for (CapacityPlan.PatternCost landing : cost.landing()) {
                int slot = landing.write() ? 1 : 0;
                landing.unitsPerCallByTarget().forEach((index, units) -> target(targets, landing.table(),
                        index.isEmpty() ? null : index)[slot] += units * landing.frequencyPerSecond());
            }
            costs.add(cost);
            boolean write = cost.write();
            double limit = cost.partitionLimit();
            if (cost.hottestPartitionUnitsPerSecond() > limit) {
                warnings.add(String.format(Locale.ROOT, "%s: %,.0f %s per second on one partition key value, over "
                                + "the %,.0f a partition serves; shard the key or cache the reads", pattern.name(),
                        cost.hottestPartitionUnitsPerSecond(), write ? "WCU" : "RCU", limit));
            } else if (cost.partitionUtilization() >= 0.5) {
                warnings.add(String.format(Locale.ROOT, "%s: %.0f%% of one partition's %s limit (%,.0f of %,.0f "
                                + "per second); little head room for peaks", pattern.name(),
                        cost.partitionUtilization() * 100, write ? "write" : "read",
                        cost.hottestPartitionUnitsPerSecond(), limit));
            }
        }
        List<CapacityPlan.TargetLoad> loads = new ArrayList<>();
        targets.forEach((key, units) -> {
            String[] parts = key.split("\u0000", -1);
            loads.add(new CapacityPlan.TargetLoad(parts[0], parts[1].isEmpty() ? null : parts[1], units[0], units[1]));
        });
        return new CapacityPlan(costs, loads, warnings, CostSheet.cost(model, loads, prices), prices,
                TtlExpiries.at(model, ttlAt));
    }

    /** A pattern that is not a transaction: its requests' units, on its table and the indexes they touch. */
    private static CapacityPlan.PatternCost cost(AccessPattern pattern, PatternResult result) {
        boolean write = !pattern.operation().isRead();
        double minimum = write ? 1 : pattern.consistency() == ReadConsistency.STRONG ? 1 : 0.5;
        double perCall = 0;
        double local = 0;
        double hottest = 0;
        long bytes = 0;
        Map<String, Double> byTarget = new LinkedHashMap<>();
        for (ShardResult shard : result.shards()) {
            double reported = shard.response().consumedCapacity() == null ? 0
                    : shard.response().consumedCapacity().capacityUnits();
            double charged = Math.max(reported, minimum);
            perCall += charged;
            local += reported;
            ConsumedCapacity consumed = shard.response().consumedCapacity();
            double onOnePartition = write && consumed != null && consumed.table() != null
                    ? Math.max(1, consumed.table().capacityUnits()) : charged; // index writes land elsewhere
            hottest = Math.max(hottest, onOnePartition);
            if (shard.response() instanceof ReadResult r) {
                bytes += r.itemsOrEmpty().stream().mapToLong(ItemSize::of).sum();
            }
            addTargets(byTarget, pattern, shard.response().consumedCapacity(), charged, reported, write);
        }
        double frequency = pattern.frequencyPerSecond();
        double limit = write ? PARTITION_WCU : PARTITION_RCU;
        return new CapacityPlan.PatternCost(pattern.name(), pattern.table(), pattern.index(),
                pattern.operation().name(), write, frequency, result.shards().size(), result.scannedCount(), bytes,
                perCall, local, perCall * frequency, hottest * frequency, limit, hottest, byTarget);
    }

    /** Adds one request's units to the table and indexes it touched ("" for the table), per call. */
    static void addTargets(Map<String, Double> byTarget, AccessPattern pattern, ConsumedCapacity consumed,
                                   double charged, double reported, boolean write) {
        if (write && consumed != null && reported > 0 && consumed.table() != null) {
            double scale = charged / reported;
            byTarget.merge("", consumed.table().capacityUnits() * scale, Double::sum);
            for (Map.Entry<String, Capacity> e : consumed.globalSecondaryIndexes().entrySet()) {
                byTarget.merge(e.getKey(), e.getValue().capacityUnits() * scale, Double::sum);
            }
            for (Map.Entry<String, Capacity> e : consumed.localSecondaryIndexes().entrySet()) {
                byTarget.merge(e.getKey(), e.getValue().capacityUnits() * scale, Double::sum);
            }
            return;
        }
        byTarget.merge(pattern.index() == null ? "" : pattern.index(), charged, Double::sum);
    }

    private static double[] target(Map<String, double[]> targets, String table, String index) {
        return targets.computeIfAbsent(table + "\u0000" + (index == null ? "" : index), k -> new double[2]);
    }
}
