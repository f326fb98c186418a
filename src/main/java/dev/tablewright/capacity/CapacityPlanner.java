package dev.tablewright.capacity;

import dev.tablewright.engine.ItemSize;

import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.engine.request.Capacity;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternRunner;
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
        InMemoryEngine reads = InMemoryEngine.of(model);
        List<CapacityPlan.PatternCost> costs = new ArrayList<>();
        Map<String, double[]> targets = new LinkedHashMap<>();
        List<String> warnings = new ArrayList<>();
        for (AccessPattern pattern : model.accessPatterns()) {
            boolean write = !pattern.operation().isRead();
            BoundPattern bound;
            PatternResult result;
            try {
                bound = PatternBinder.bind(model, pattern, Map.of());
                result = PatternRunner.run(write ? InMemoryEngine.of(model) : reads, bound);
            } catch (RuntimeException e) {
                warnings.add(pattern.name() + ": cannot be run with its defaults (" + e.getMessage() + ")");
                continue;
            }
            double minimum = write ? 1 : pattern.consistency() == ReadConsistency.STRONG ? 1 : 0.5;
            double perCall = 0;
            double local = 0;
            double hottest = 0;
            long bytes = 0;
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
                addTargets(targets, pattern, shard.response().consumedCapacity(), charged, reported, write);
            }
            double frequency = pattern.frequencyPerSecond();
            double limit = write ? PARTITION_WCU : PARTITION_RCU;
            CapacityPlan.PatternCost cost = new CapacityPlan.PatternCost(pattern.name(), pattern.table(),
                    pattern.index(), pattern.operation().name(), write, frequency, result.shards().size(),
                    result.scannedCount(), bytes, perCall, local, perCall * frequency, hottest * frequency, limit);
            costs.add(cost);
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

    /** Charges the units to the table and indexes a request touched (frequency applied). */
    private static void addTargets(Map<String, double[]> targets, AccessPattern pattern, ConsumedCapacity consumed,
                                   double charged, double reported, boolean write) {
        double frequency = pattern.frequencyPerSecond();
        int slot = write ? 1 : 0;
        if (write && consumed != null && reported > 0 && consumed.table() != null) {
            double scale = charged / reported;
            target(targets, pattern.table(), null)[slot] += consumed.table().capacityUnits() * scale * frequency;
            for (Map.Entry<String, Capacity> e : consumed.globalSecondaryIndexes().entrySet()) {
                target(targets, pattern.table(), e.getKey())[slot] += e.getValue().capacityUnits() * scale * frequency;
            }
            for (Map.Entry<String, Capacity> e : consumed.localSecondaryIndexes().entrySet()) {
                target(targets, pattern.table(), e.getKey())[slot] += e.getValue().capacityUnits() * scale * frequency;
            }
            return;
        }
        target(targets, pattern.table(), pattern.index())[slot] += charged * frequency;
    }

    private static double[] target(Map<String, double[]> targets, String table, String index) {
        return targets.computeIfAbsent(table + "\u0000" + (index == null ? "" : index), k -> new double[2]);
    }
}
