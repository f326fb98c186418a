package dev.tablewright.capacity;

import dev.tablewright.capacity.LoadProjection.IndexFigures;
import dev.tablewright.capacity.LoadProjector.Context;
import dev.tablewright.engine.CapacityUnits;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.IndexWorkload;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The shard planner's inputs for a GSI, each with where it came from. Items: the index's entries at
 * the workload's horizon (the sample's count without a workload). Item size: their average bytes
 * as projected. Hot fraction: the workload's {@code HotFraction} for the index, else the sample's
 * share of the entries under its busiest value: one a reader names by a constant key, else the
 * busiest of the values a parameterised key can take when those hold {@value #SMALL_DOMAIN_ITEMS}
 * sample items each or more (a status, a role), else the busiest value; for a key already sharded,
 * the share under all its shards. Reads: its readers' calls a second at peak; writes: the writes
 * landing in the index at peak times the hot fraction.
 */
final class ShardInputs {
    static final int SMALL_DOMAIN_ITEMS = 4;

    private ShardInputs() {
    }

    static IndexFigures of(Context c, Table table, SecondaryIndex index, TableVolumes v, int horizon,
                           LoadProjection.KeyLoad load) {
        KeyDistribution d = c.distribution(table.name(), index.name());
        Integer existing = c.shards(table, index);
        boolean withWorkload = !c.model.workload().isEmpty();
        long items = withWorkload ? Math.round(v.indexItemsAt(index.name(), horizon)) : d.items();
        String itemsSource = withWorkload ? "the workload: " + entries(v, index, horizon) + " at day "
                + WriteShardPlanner.num(horizon) : "the sample's " + d.items() + " items in the index";
        double bytes = withWorkload ? v.indexEntryBytesAt(index, horizon) : d.averageBytes();
        String bytesSource = withWorkload && v.byteScale() != 1 ? "the workload's item sizes, as projected"
                : "the sample's entries, as projected";
        Candidate candidate = existing == null ? bounded(c, table, index, d) : null;
        String value = candidate != null ? candidate.value() : d.hottest();
        double hot = existing != null ? Math.min(1, d.hotFraction() * existing) : d.share(value);
        String hotSource = existing != null ? "the sample: the busiest of its " + existing + " shards times "
                + existing : candidate != null ? "the sample: " + candidate.why() : "the sample: its busiest value";
        if (withWorkload && existing == null && value != null && items > 0) {
            // the sample's share holds within each group; the groups grow apart by the workload
            hot = Math.min(1, hotItems(c, table, index, v, value, horizon) / items);
            hotSource += ", weighted by each facet's items at the horizon";
        }
        IndexWorkload iw = c.model.workload().table(table.name()).index(index.name());
        if (iw.hotFraction() != null) {
            hot = Math.max(0, Math.min(1, iw.hotFraction()));
            hotSource = "the workload's HotFraction for " + index.name();
        }
        double reads = 0;
        double writes = 0;
        for (AccessPattern p : c.model.accessPatterns()) {
            CapacityPlan.PatternCost txCost = c.cost(p);
            if (txCost != null && txCost.isTransaction()) {
                // a transaction writes the index through each action on its table that writes it
                for (CapacityPlan.PatternCost action : txCost.actions()) {
                    if (action.write() && action.table().equals(table.name())
                            && action.unitsPerCallByTarget().containsKey(index.name())) {
                        writes += p.frequencyPerSecond() * c.peak(p);
                    }
                }
                continue;
            }
            if (!p.table().equals(table.name())) {
                continue;
            }
            double calls = p.frequencyPerSecond() * c.peak(p);
            if (p.operation().isRead()) {
                if (index.name().equals(p.index())) {
                    reads += calls;
                }
            } else {
                CapacityPlan.PatternCost cost = c.cost(p);
                if (cost != null && cost.unitsPerCallByTarget().containsKey(index.name())) {
                    writes += calls;
                }
            }
        }
        double hotWrites = writes * hot;
        if (existing == null && load != null && load.wcuPerSecond() > 0) {
            // the writes the busiest value takes as the written keys are drawn, when more than the sample's share
            long wcuPerWrite = CapacityUnits.writeBlocks((long) Math.ceil(Math.max(1, bytes)));
            hotWrites = Math.max(hotWrites, load.wcuPerSecond() / wcuPerWrite);
        }
        WriteShardPlan plan = WriteShardPlanner.plan(new WriteShardPlan.Inputs(Math.max(0, items), hot,
                Math.max(1, bytes), WriteShardPlanner.PARTITION_RCU, WriteShardPlanner.DEFAULT_PADDING,
                hotWrites > 0 ? hotWrites : null, WriteShardPlanner.PARTITION_WCU));
        return new IndexFigures(table.name(), index.name(), items, itemsSource, hot, hotSource, value,
                candidate == null ? null : candidate.why(), Math.max(1, bytes), bytesSource, reads, hotWrites, existing,
                plan);
    }

    /** Each group's entries in the index at the horizon, as "Order 3,000,000 + OrderItem 9,000,000". */
    private static String entries(TableVolumes v, SecondaryIndex index, int horizon) {
        List<String> parts = new ArrayList<>();
        for (TableVolumes.Group g : v.groups) {
            double n = g.itemsAt(horizon) * g.inIndex(index.name());
            if (n >= 0.5) {
                parts.add((g.facet == null ? v.table.name() : g.facet) + " " + WriteShardPlanner.num(Math.round(n)));
            }
        }
        return parts.isEmpty() ? "no entries" : String.join(" + ", parts);
    }

    /** The items under {@code value} in the index at the horizon: each group's sample share of it, at its size. */
    private static double hotItems(Context c, Table table, SecondaryIndex index, TableVolumes v, String value,
                                   int horizon) {
        double hot = 0;
        for (TableVolumes.Group g : v.groups) {
            if (g.sampleItems == 0) {
                continue;
            }
            List<dev.tablewright.model.Item> items = g.facet == null ? table.items()
                    : table.findFacet(g.facet).map(dev.tablewright.model.Facet::items).orElse(List.of());
            long under = 0;
            for (var item : items) {
                if (dev.tablewright.engine.IndexMembership.holds(index.keySchema(), item)
                        && value.equals(KeyDistribution.value(index.keySchema(), item))) {
                    under++;
                }
            }
            hot += g.itemsAt(horizon) * under / g.sampleItems;
        }
        return hot;
    }

    /** A value of a small domain readers ask for, holding the most items; null when there is none. */
    private static Candidate bounded(Context c, Table table, SecondaryIndex index, KeyDistribution d) {
        Candidate best = null;
        for (AccessPattern p : c.model.accessPatterns()) {
            if (!p.operation().isRead() || !p.table().equals(table.name()) || !index.name().equals(p.index())
                    || p.fanOut() != null || p.partitionKeys().isEmpty()) {
                continue;
            }
            Candidate candidate = constant(p) ? new Candidate(rendered(p), "read by a constant key", List.of(p))
                    : smallDomain(p, d);
            if (candidate == null) {
                continue;
            }
            if (best != null && best.value().equals(candidate.value())) {
                List<AccessPattern> readers = new ArrayList<>(best.readers());
                readers.addAll(candidate.readers());
                best = new Candidate(best.value(), best.why(), readers);
            } else if (best == null || d.share(candidate.value()) > d.share(best.value())) {
                best = candidate;
            }
        }
        return best;
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
                + WriteShardPlanner.num(Math.round((double) items / values)) + " sample items each", List.of(p));
    }

    private static String rendered(AccessPattern p) {
        return String.join(" + ", p.partitionKeys().stream().map(t -> t.render(p.defaults())).toList());
    }

    /** A hot value, why it counts as one, and the patterns that read it. */
    record Candidate(String value, String why, List<AccessPattern> readers) {
    }
}
