package dev.tablewright.capacity;

import dev.tablewright.capacity.LoadProjection.CollectionGrowth;
import dev.tablewright.capacity.LoadProjection.IndexFigures;
import dev.tablewright.capacity.LoadProjection.KeyLoad;
import dev.tablewright.capacity.LoadProjection.MonthCost;
import dev.tablewright.capacity.LoadProjection.SizeAt;
import dev.tablewright.capacity.LoadProjection.TableGrowth;
import dev.tablewright.engine.IndexView;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.PatternWorkload;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.patterns.SampleRuns;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * The one owner of a model's production load: the model, its workload and its sample turned into
 * the hottest partition key value of every table and index at peak, sizes over time, item
 * collections, a year of cost and the shard planner's inputs ({@link LoadProjection}). The design
 * review, {@code capacity}, {@code shards} and the window all ask it.
 *
 * <p>A pattern's units per call are its run on the sample (the capacity plan's, a Scan's grown with
 * its table); its calls a second are its frequency times its peak factor; the share of them its
 * busiest partition key value takes is the product, over the parameters of the key (a fan-out's
 * aside: every call reads each shard), of the busiest value's share as each is drawn
 * ({@link KeyShares}). A write lands on the table's key and on each index it touches: on the index's
 * key as the written item's template for it says, on one shard of a write-sharded key, else as the
 * sample's items spread there.
 */
public final class LoadProjector {
    private LoadProjector() {
    }

    /** The projection now, at the prices given. */
    public static LoadProjection project(Model model, Prices prices) {
        SampleRuns runs = SampleRuns.of(model);
        return project(runs, CapacityPlanner.plan(runs, prices, Instant.now()), prices, Instant.now());
    }

    /** The projection from runs and a plan already made (the review shares them). */
    public static LoadProjection project(SampleRuns runs, CapacityPlan plan, Prices prices, Instant now) {
        Model model = runs.model();
        Context c = new Context(model, runs, plan, now);
        List<TableGrowth> growth = new ArrayList<>();
        List<CollectionGrowth> collections = new ArrayList<>();
        List<MonthCost> months = new ArrayList<>();
        List<IndexFigures> indexes = new ArrayList<>();
        int horizon = model.workload().effectiveHorizonDays();
        List<KeyLoad> hottest = KeyLoads.of(c);
        for (Table table : model.tables()) {
            TableVolumes v = c.volumes(table);
            List<SizeAt> sizes = new ArrayList<>();
            for (int day : LoadProjection.DAYS) {
                sizes.add(new SizeAt(day, v.itemsAt(day), v.bytesAt(day), v.billableBytesAt(day)));
            }
            if (!LoadProjection.DAYS.contains(horizon)) {
                sizes.add(new SizeAt(horizon, v.itemsAt(horizon), v.bytesAt(horizon), v.billableBytesAt(horizon)));
            }
            growth.add(new TableGrowth(table.name(), v.perDay(), v.keptDays(), sizes, v.source(model), v.byteScale()));
            CollectionGrowth collection = CollectionProjection.of(c, table, v);
            if (collection != null) {
                collections.add(collection);
            }
            months.addAll(MonthlyProjection.of(c, table, v, prices));
            for (SecondaryIndex index : table.globalSecondaryIndexes()) {
                KeyLoad load = hottest.stream().filter(k -> k.table().equals(table.name())
                        && index.name().equals(k.index())).findFirst().orElse(null);
                indexes.add(ShardInputs.of(c, table, index, v, horizon, load));
            }
        }
        return new LoadProjection(horizon, hottest, growth, collections, months, indexes);
    }

    /**
     * The items a table holds now by the model's workload (each facet's figure, the table's shared
     * among the rest, else the sample's count): one pass over the table's items, no pattern run.
     */
    public static long itemsNow(Model model, Table table) {
        return Math.round(TableVolumes.of(model, table, Instant.now()).itemsNow());
    }

    /** What the parts of a projection share, each worked out once. */
    static final class Context {
        final Model model;
        final SampleRuns runs;
        final CapacityPlan plan;
        final Instant now;
        private final Map<String, TableVolumes> volumes = new HashMap<>();

        Context(Model model, SampleRuns runs, CapacityPlan plan, Instant now) {
            this.model = model;
            this.runs = runs;
            this.plan = plan;
            this.now = now;
        }

        TableVolumes volumes(Table table) {
            return volumes.computeIfAbsent(table.name(), n -> TableVolumes.of(model, table, now));
        }

        /** How the sample's items spread over the key values of a table (index null) or index. */
        KeyDistribution distribution(String table, String index) {
            return volumes(model.findTable(table).orElseThrow()).distribution(index);
        }

        CapacityPlan.PatternCost cost(AccessPattern p) {
            return plan.patterns().stream().filter(c -> c.name().equals(p.name())).findFirst().orElse(null);
        }

        double peak(AccessPattern p) {
            return model.workload().pattern(p.name()).effectivePeakFactor();
        }

        /** The shard count of a write-sharded index key: its IndexShards entry, else a reader's fan-out over it. */
        Integer shards(Table table, SecondaryIndex index) {
            if (index.shards() != null) {
                return index.shards().count();
            }
            for (AccessPattern p : model.accessPatterns()) {
                ShardFanOut fanOut = p.fanOut();
                if (fanOut != null && p.table().equals(table.name()) && index.name().equals(p.index())
                        && p.partitionKeys().stream().anyMatch(k -> k.parameters().contains(fanOut.parameter()))) {
                    return fanOut.count();
                }
            }
            return null;
        }

        /** Whether the pattern names a table (and index) the model has. */
        boolean targetsExist(AccessPattern p) {
            return model.findTable(p.table()).map(t -> p.index() == null || t.findIndex(p.index()).isPresent())
                    .orElse(false);
        }
    }

    /**
     * The busiest value a set of key templates takes for a pattern: its label, and the share of the
     * pattern's calls it gets. {@code sampleValues} is the number of key values the sample holds in
     * the target, standing for parameters drawn as the sample spreads.
     */
    record KeyShare(String label, double share, boolean fromSample) {
        static KeyShare of(AccessPattern p, PatternWorkload w, List<KeyTemplate> templates, long sampleValues) {
            Set<String> parameters = GrowthInputs.parameters(templates);
            if (p.fanOut() != null) {
                parameters.remove(p.fanOut().parameter());
            }
            if (parameters.isEmpty()) {
                Map<String, String> values = new LinkedHashMap<>(p.defaults());
                if (p.fanOut() != null) {
                    values.put(p.fanOut().parameter(), String.valueOf(p.fanOut().first()));
                }
                String rendered = render(templates, values);
                return new KeyShare("the partition key value " + rendered
                        + (p.fanOut() == null ? "" : " (and each of its " + p.fanOut().count() + " shards)"), 1, false);
            }
            boolean allSample = parameters.stream().allMatch(n -> w.distribution(n) instanceof Distribution.Sample);
            if (allSample) {
                return new KeyShare("each of the " + sampleValues + " partition key values (calls spread evenly over the "
                        + "sample's)", 1.0 / Math.max(1, sampleValues), true);
            }
            double share = 1;
            boolean sampleCounted = false;
            Map<String, String> values = new LinkedHashMap<>(p.defaults());
            List<String> how = new ArrayList<>();
            for (String name : parameters) {
                Distribution d = w.distribution(name);
                if (d instanceof Distribution.Sample) {
                    if (!sampleCounted) {
                        share *= KeyShares.hottestShare(d, sampleValues);
                        sampleCounted = true;
                    }
                    values.put(name, "\u2039any " + name + "\u203a");
                } else {
                    share *= KeyShares.hottestShare(d, sampleValues);
                    if (d instanceof Distribution.Current cur) {
                        values.put(name, "\u2039the current " + cur.bucket().name().toLowerCase(java.util.Locale.ROOT)
                                + "\u203a");
                    } else if (!(d instanceof Distribution.Constant)) {
                        values.put(name, "\u2039the busiest " + name + "\u203a");
                    }
                }
                how.add(name + " " + KeyShares.describe(d));
            }
            if (p.fanOut() != null) {
                values.put(p.fanOut().parameter(), "\u2039each shard\u203a");
            }
            return new KeyShare("the partition key value " + render(templates, values) + " (" + String.join(", ", how)
                    + ": " + WriteShardPlanner.num(Math.round(share * 10_000) / 100.0) + "% of the calls)", share, false);
        }

        private static String render(List<KeyTemplate> templates, Map<String, String> values) {
            List<String> parts = new ArrayList<>();
            for (KeyTemplate t : templates) {
                try {
                    parts.add(t.render(values));
                } catch (IllegalArgumentException e) {
                    parts.add(t.text());
                }
            }
            return String.join(" + ", parts);
        }
    }

    /** The template a write pattern gives an attribute: in its item, else its key templates. */
    static KeyTemplate writtenTemplate(AccessPattern p, Table table, String attribute) {
        TemplateValue value = p.item().get(attribute);
        if (value != null) {
            return value.template();
        }
        List<KeyAttribute> pks = table.keySchema().partitionKeys();
        for (int i = 0; i < pks.size() && i < p.partitionKeys().size(); i++) {
            if (pks.get(i).name().equals(attribute)) {
                return p.partitionKeys().get(i);
            }
        }
        List<KeyAttribute> sks = table.keySchema().sortKeys();
        for (int i = 0; i < sks.size() && i < p.sortKeys().size(); i++) {
            if (sks.get(i).name().equals(attribute)) {
                return p.sortKeys().get(i).value();
            }
        }
        return null;
    }

    static boolean isScan(AccessPattern p) {
        return p.operation() == Operation.Scan;
    }
}
