package dev.tablewright.capacity;

import dev.tablewright.capacity.LoadProjection.KeyLoad;
import dev.tablewright.capacity.LoadProjector.Context;
import dev.tablewright.capacity.LoadProjector.KeyShare;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.PatternWorkload;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The load on each partition key value of every table and index at peak, summed over the patterns
 * that put it on the same value, and the busiest value of each (see {@link LoadProjector}). Scans
 * spread over every partition and are left out.
 */
final class KeyLoads {
    private final Context c;
    /** By table, index and value label: read and write units a second and the patterns. */
    private final Map<String, Load> loads = new LinkedHashMap<>();
    /** By table and index: every unit a second it serves, reads and writes. */
    private final Map<String, double[]> totals = new LinkedHashMap<>();

    private KeyLoads(Context c) {
        this.c = c;
    }

    static List<KeyLoad> of(Context c) {
        KeyLoads k = new KeyLoads(c);
        for (AccessPattern p : c.model.accessPatterns()) {
            CapacityPlan.PatternCost cost = c.cost(p);
            if (cost != null && cost.isTransaction()) {
                // each action loads its own table and key, at the transaction's calls and parameters
                for (int i = 0; i < p.actions().size() && i < cost.actions().size(); i++) {
                    k.add(TransactionCosts.asLoad(p, p.actions().get(i)), cost.actions().get(i), p);
                }
            } else {
                k.add(p, cost, p);
            }
        }
        return k.hottest();
    }

    /** Adds the load of {@code p} (a pattern, or an action of the transaction {@code owner}), costing {@code cost} a call. */
    private void add(AccessPattern p, CapacityPlan.PatternCost cost, AccessPattern owner) {
        if (cost == null || p.frequencyPerSecond() <= 0 || !c.targetsExist(p)) {
            return;
        }
        double calls = p.frequencyPerSecond() * c.peak(owner);
        Table table = c.model.findTable(p.table()).orElseThrow();
        PatternWorkload w = c.model.workload().pattern(owner.name());
        String name = owner.name(); // a transaction by its own name, so a finding on the key selects it
        if (p.operation().isRead()) {
            total(p.table(), p.index())[0] += cost.unitsPerCall() * calls * scanGrowth(p, table);
            if (LoadProjector.isScan(p)) {
                return;
            }
            long values = c.distribution(p.table(), p.index()).values();
            KeyShare share = KeyShare.of(p, w, p.partitionKeys(), values);
            load(p.table(), p.index(), share.label(), sharded(table, p.index()))
                    .add(name, cost.hottestRequestUnits() * calls * share.share(), 0);
            return;
        }
        for (Map.Entry<String, Double> e : cost.unitsPerCallByTarget().entrySet()) {
            String index = e.getKey().isEmpty() ? null : e.getKey();
            double units = e.getValue() / Math.max(1, cost.requests()) * calls;
            total(p.table(), index)[1] += units * cost.requests();
            if (index == null) {
                long values = c.distribution(p.table(), null).values();
                KeyShare share = KeyShare.of(p, w, p.partitionKeys(), values);
                load(p.table(), null, share.label(), null).add(name, 0, units * share.share());
            } else {
                writeOnIndex(p, name, w, table, table.findIndex(index).orElse(null), units);
            }
        }
    }

    /** A write's units on an index: on the key its item gives the index, one shard of a sharded key, or as the sample spreads. */
    private void writeOnIndex(AccessPattern p, String name, PatternWorkload w, Table table, SecondaryIndex index,
                              double units) {
        if (index == null) {
            return;
        }
        Integer shards = sharded(table, index.name());
        if (shards != null) {
            load(table.name(), index.name(), "each of its " + shards + " write shards (a write picks one)", shards)
                    .add(name, 0, units / shards);
            return;
        }
        List<KeyTemplate> templates = new ArrayList<>();
        for (KeyAttribute key : index.keySchema().partitionKeys()) {
            KeyTemplate t = LoadProjector.writtenTemplate(p, table, key.name());
            if (t == null) {
                templates = null;
                break;
            }
            templates.add(t);
        }
        KeyDistribution d = c.distribution(table.name(), index.name());
        if (templates != null) {
            KeyShare share = KeyShare.of(p, w, templates, d.values());
            if (!share.fromSample()) {
                load(table.name(), index.name(), share.label(), null).add(name, 0, units * share.share());
                return;
            }
        }
        // as the sample's items spread over the index's values: the busiest value's share of them
        String label = d.hottest() == null ? "the written partition key value"
                : "the partition key value " + d.hottest() + " (" + Math.round(d.hotFraction() * 100)
                + "% of the index's sample items)";
        load(table.name(), index.name(), label, null).add(name, 0,
                units * (d.items() == 0 ? 1 : d.hotFraction()));
    }

    /** A Scan's units grow with its table's items; other patterns' do not. */
    private double scanGrowth(AccessPattern p, Table table) {
        if (!LoadProjector.isScan(p)) {
            return 1;
        }
        TableVolumes v = c.volumes(table);
        return v.sampleItems == 0 ? 1 : v.itemsNow() / v.sampleItems;
    }

    private Integer sharded(Table table, String index) {
        return index == null ? null : table.findIndex(index).map(i -> c.shards(table, i)).orElse(null);
    }

    private double[] total(String table, String index) {
        return totals.computeIfAbsent(table + "\u0000" + Objects.toString(index, ""), k -> new double[2]);
    }

    private Load load(String table, String index, String value, Integer shards) {
        return loads.computeIfAbsent(table + "\u0000" + Objects.toString(index, "") + "\u0000" + value,
                k -> new Load(table, index, value, shards));
    }

    /** The busiest value of each table and index that has load, in the order first loaded. */
    private List<KeyLoad> hottest() {
        Map<String, Load> best = new LinkedHashMap<>();
        for (Load l : loads.values()) {
            String target = l.table + "\u0000" + Objects.toString(l.index, "");
            Load current = best.get(target);
            if (current == null || l.use() > current.use()) {
                best.put(target, l);
            }
        }
        List<KeyLoad> out = new ArrayList<>();
        for (Map.Entry<String, Load> e : best.entrySet()) {
            Load l = e.getValue();
            double[] t = totals.getOrDefault(e.getKey(), new double[2]);
            out.add(new KeyLoad(l.table, l.index, l.value, l.rcu, l.wcu, t[0] == 0 ? 0 : Math.min(1, l.rcu / t[0]),
                    t[1] == 0 ? 0 : Math.min(1, l.wcu / t[1]), l.patterns, l.shards));
        }
        return out;
    }

    /** The load on one value and the patterns it comes from. */
    private static final class Load {
        final String table;
        final String index;
        final String value;
        final Integer shards;
        final List<String> patterns = new ArrayList<>();
        double rcu;
        double wcu;

        Load(String table, String index, String value, Integer shards) {
            this.table = table;
            this.index = index;
            this.value = value;
            this.shards = shards;
        }

        void add(String pattern, double readUnits, double writeUnits) {
            if (!patterns.contains(pattern)) {
                patterns.add(pattern);
            }
            rcu += readUnits;
            wcu += writeUnits;
        }

        double use() {
            return Math.max(rcu / WriteShardPlanner.PARTITION_RCU, wcu / WriteShardPlanner.PARTITION_WCU);
        }
    }
}
