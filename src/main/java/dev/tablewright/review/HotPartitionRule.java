package dev.tablewright.review;

import dev.tablewright.capacity.KeyDistribution;
import dev.tablewright.capacity.CapacityPlan;
import dev.tablewright.capacity.CapacityPlanner;
import dev.tablewright.engine.request.Capacity;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Operation;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * HOT_PARTITION: one partition key value gets more than a partition serves (3,000 RCU or 1,000 WCU
 * a second; 50% of it or more is a warning). The load is the capacity plan's (each pattern run on the
 * sample items, charged as DynamoDB charges, at its frequency), put on key values as the patterns and
 * the sample say: a pattern whose partition key template is constant (no parameter but a fan-out's)
 * puts all its calls on one value; one with parameters spreads them evenly over the values the
 * sample holds; a write lands on each index's values in proportion to the sample's items there.
 * Scans spread over every partition and are SCAN_PATTERN's.
 */
final class HotPartitionRule implements ReviewRule {
    static final double WARN_SHARE = 0.5;

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        Map<String, Load> loads = new LinkedHashMap<>();
        for (AccessPattern p : context.model().accessPatterns()) {
            if (p.operation() == Operation.Scan || p.frequencyPerSecond() <= 0 || !context.targetsExist(p)) {
                continue;
            }
            ReviewContext.Run run = context.run(p);
            CapacityPlan.PatternCost cost = context.cost(p).orElse(null);
            if (!run.ok() || cost == null) {
                continue;
            }
            if (p.operation().isRead()) {
                addSpread(context, loads, p, p.index(), cost.hottestPartitionUnitsPerSecond(), false, constant(p));
            } else {
                addSpread(context, loads, p, null, cost.hottestPartitionUnitsPerSecond(), true, constant(p));
                ConsumedCapacity consumed = run.result().consumedCapacity();
                if (consumed != null) {
                    for (Map.Entry<String, Capacity> e : consumed.globalSecondaryIndexes().entrySet()) {
                        KeyDistribution d = KeyDistribution.of(context.view(p.table(), e.getKey()));
                        double units = e.getValue().capacityUnits() * p.frequencyPerSecond() * Math.max(d.hotFraction(),
                                d.items() == 0 ? 1 : 0);
                        load(loads, p.table(), e.getKey(), d.hottest() == null ? "the written partition key value"
                                : "the partition key value " + d.hottest() + " (" + Numbers.percent(d.hotFraction())
                                + " of the index's sample items)")
                                .add(p.name(), 0, units);
                    }
                }
            }
        }
        loads.values().forEach(load -> report(load, out));
    }

    /** A pattern's hottest-request load on one value (a constant key) or spread over the sample's values. */
    private static void addSpread(ReviewContext context, Map<String, Load> loads, AccessPattern p, String index,
                                  double unitsPerSecond, boolean write, boolean constant) {
        String value;
        double units = unitsPerSecond;
        if (constant) {
            Map<String, String> parameters = context.run(p).result().bound().requests().get(0).parameters();
            value = "the partition key value "
                    + String.join(" + ", p.partitionKeys().stream().map(t -> t.render(parameters)).toList())
                    + (p.fanOut() == null ? "" : " (and each of its " + p.fanOut().count() + " shards)");
        } else {
            int values = Math.max(1, KeyDistribution.of(context.view(p.table(), index)).values());
            units = unitsPerSecond / values;
            value = "each of the " + values + " partition key values (calls spread evenly over the sample's)";
        }
        load(loads, p.table(), index, value).add(p.name(), write ? 0 : units, write ? units : 0);
    }

    /** Whether every call of the pattern reads the same partition(s): no parameter in its key but a fan-out's. */
    static boolean constant(AccessPattern p) {
        Set<String> parameters = new LinkedHashSet<>();
        for (KeyTemplate t : p.partitionKeys()) {
            parameters.addAll(t.parameters());
        }
        if (p.fanOut() != null) {
            parameters.remove(p.fanOut().parameter());
        }
        return !p.partitionKeys().isEmpty() && parameters.isEmpty();
    }

    private static Load load(Map<String, Load> loads, String table, String index, String value) {
        return loads.computeIfAbsent(table + "\u0000" + (index == null ? "" : index) + "\u0000" + value,
                k -> new Load(table, index, value));
    }

    private static void report(Load load, List<ReviewFinding> out) {
        double readShare = load.rcu / CapacityPlanner.PARTITION_RCU;
        double writeShare = load.wcu / CapacityPlanner.PARTITION_WCU;
        double share = Math.max(readShare, writeShare);
        if (share < WARN_SHARE) {
            return;
        }
        boolean write = writeShare >= readShare;
        String unit = write ? "WCU" : "RCU";
        double units = write ? load.wcu : load.rcu;
        double limit = write ? CapacityPlanner.PARTITION_WCU : CapacityPlanner.PARTITION_RCU;
        String where = load.index == null ? "table " + load.table : "index " + load.index;
        String message = load.value + " of " + where + " gets " + Numbers.num(units) + " "
                + unit + "/s from " + String.join(", ", load.patterns) + " (" + Numbers.percent(share)
                + " of the " + Numbers.num(limit) + " " + unit + "/s one partition serves)"
                + (share > 1 ? ": requests over the limit are throttled" : "; little head room for peaks");
        String fix = write ? "write-shard the key: add a suffix 0..N-1 to its value and read all N (see WRITE_SHARDING "
                + "and 'tablewright shards')" : "cache the reads (DAX or the application), or keep several copies "
                + "of the hot items under suffixed keys and read one at random";
        ReviewSubject subject = load.index == null ? ReviewSubject.table(load.table)
                : ReviewSubject.index(load.table, load.index);
        out.add(new ReviewFinding(ReviewCode.HOT_PARTITION, share > 1 ? ReviewSeverity.ERROR : ReviewSeverity.WARNING,
                load.table, load.index, load.patterns.size() == 1 ? load.patterns.get(0) : null, message, fix,
                Map.of("rcuPerSecond", load.rcu, "wcuPerSecond", load.wcu, "limit", limit), subject, null));
    }

    /** The load on one key value of a table or index, and the patterns it comes from. */
    private static final class Load {
        final String table;
        final String index;
        final String value;
        final List<String> patterns = new ArrayList<>();
        double rcu;
        double wcu;

        Load(String table, String index, String value) {
            this.table = table;
            this.index = index;
            this.value = value;
        }

        void add(String pattern, double readUnits, double writeUnits) {
            if (!patterns.contains(pattern)) {
                patterns.add(pattern);
            }
            rcu += readUnits;
            wcu += writeUnits;
        }
    }
}
