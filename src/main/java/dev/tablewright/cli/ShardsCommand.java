package dev.tablewright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.capacity.LoadProjection;
import dev.tablewright.capacity.LoadProjector;
import dev.tablewright.capacity.PriceTable;
import dev.tablewright.capacity.WriteShardPlan;
import dev.tablewright.dynamo.AppDirs;
import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import java.nio.file.Path;
import picocli.CommandLine.Parameters;
import dev.tablewright.capacity.WriteShardPlanner;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/**
 * {@code shards}: how many write shards a hot index key needs, every step shown; from the figures
 * given, or from a model's workload for one of its GSIs (the load projection's inputs, each of which
 * an option may override).
 */
@Command(name = "shards", mixinStandardHelpOptions = true,
        description = {"Work out how many write shards a hot index key needs (AWS's ItemsPerRCU formula), step by step.",
                "Give --items, --fraction and --item-size; or a MODEL and --index TABLE/INDEX to take them from the "
                        + "model's workload (the options then override its figures)."})
public final class ShardsCommand extends Verb {
    @Parameters(index = "0", arity = "0..1", paramLabel = "MODEL", description = "a model whose workload gives the inputs")
    Path model;

    @Option(names = "--index", paramLabel = "TABLE/INDEX", description = "the GSI of MODEL to plan (e.g. HR-OE/GSI2)")
    String index;

    @Option(names = "--items", paramLabel = "N", description = "items in the index (e.g. 3000000)") Long items;
    @Option(names = "--fraction", paramLabel = "F",
            description = "fraction of them under the hot key value, 0..1 (e.g. 0.2 for 20%% OPEN)")
    Double fraction;

    @Option(names = "--item-size", paramLabel = "BYTES", description = "average item size in bytes") Double itemSize;
    @Option(names = "--partition-rcu", defaultValue = "3000", paramLabel = "RCU",
            description = "read units one partition serves per second (default: ${DEFAULT-VALUE})")
    double partitionRcu;

    @Option(names = "--padding", defaultValue = "0.15", paramLabel = "P",
            description = "head room added to the shard count (default: ${DEFAULT-VALUE})")
    double padding;

    @Option(names = "--writes-per-second", paramLabel = "W", description = "peak writes per second to one key value")
    Double writesPerSecond;

    @Option(names = "--json", description = "print the figures as JSON") boolean json;

    @Override
    public Integer call() throws Exception {
        WriteShardPlan plan;
        LoadProjection.IndexFigures figures = null;
        if (model != null) {
            figures = figures();
        } else if (index != null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--index needs a MODEL");
        } else if (items == null || fraction == null || itemSize == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "give --items, --fraction and --item-size, "
                    + "or a MODEL and --index TABLE/INDEX");
        }
        long n = items != null ? items : figures.items();
        double f = fraction != null ? fraction : figures.hotFraction();
        double size = itemSize != null ? itemSize : figures.itemBytes();
        Double writes = writesPerSecond != null ? writesPerSecond
                : figures != null && figures.writesPerSecond() > 0 ? figures.writesPerSecond() : null;
        try {
            plan = WriteShardPlanner.plan(new WriteShardPlan.Inputs(n, f, size, partitionRcu, padding,
                    writes, WriteShardPlanner.PARTITION_WCU));
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), e.getMessage());
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectNode node = new ObjectMapper().createObjectNode();
            node.put("itemsPerRcu", plan.itemsPerRcu());
            node.put("partitionMaxReadRate", plan.partitionMaxReadRate());
            node.put("requiredReads", plan.requiredReads());
            node.put("rawShards", plan.rawShards());
            node.put("shards", plan.shards());
            node.put("paddedShards", plan.paddedShards());
            if (figures != null) {
                node.put("items", n);
                node.put("hotFraction", f);
                node.put("itemBytes", size);
                node.put("itemsSource", items != null ? "--items" : figures.itemsSource());
                node.put("hotSource", fraction != null ? "--fraction" : figures.hotSource());
                node.put("bytesSource", itemSize != null ? "--item-size" : figures.bytesSource());
                node.put("readsPerSecond", figures.readsPerSecond());
                if (figures.existingShards() != null) {
                    node.put("existingShards", figures.existingShards());
                }
            }
            if (plan.writeSide() != null) {
                node.put("writesPerSecond", plan.writeSide().writesPerSecond());
                node.put("wcuPerItem", plan.writeSide().wcuPerItem());
                node.put("wcuPerSecond", plan.writeSide().wcuPerSecond());
                node.put("partitionWcu", plan.writeSide().partitionWcu());
                node.put("shardsForWrites", plan.writeSide().shardsForWrites());
                node.put("paddedShardsForWrites", plan.writeSide().paddedShardsForWrites());
                node.put("exceedsOnePartition", plan.writeSide().exceedsOnePartition());
            }
            out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(node));
        } else {
            if (figures != null) {
                out.printf("%s/%s from %s:%n", figures.table(), figures.index(), model);
                out.printf("  items: %s (%s)%n", WriteShardPlanner.num(n), items != null ? "--items" : figures.itemsSource());
                out.printf("  hot fraction: %s (%s)%n", WriteShardPlanner.num(f), fraction != null ? "--fraction"
                        : figures.hotSource());
                out.printf("  item size: %s bytes (%s)%n", WriteShardPlanner.num(size), itemSize != null ? "--item-size"
                        : figures.bytesSource());
                out.printf("  reads: %s a second at peak%s%n", WriteShardPlanner.num(figures.readsPerSecond()),
                        figures.existingShards() == null ? "" : "; sharded now over " + figures.existingShards());
                out.println();
            }
            plan.steps().forEach(out::println);
            out.printf("%nUse %d shards (suffixes 0..%d).%n%s%n", plan.paddedShards(), plan.paddedShards() - 1,
                    plan.suffixAdvice());
        }
        out.flush();
        return TablewrightCommand.OK;
    }

    /** The load projection's inputs for --index of MODEL. */
    private LoadProjection.IndexFigures figures() throws Exception {
        if (index == null || !index.contains("/")) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--index TABLE/INDEX names the GSI of "
                    + model + " to plan");
        }
        String[] parts = index.split("/", 2);
        LoadedModel loaded = ModelFiles.read(model);
        ValidationGate.requireValid(model, loaded, spec.commandLine().getErr(), "no shards were planned");
        var table = loaded.model().findTable(parts[0]).orElseThrow(() -> new CommandLine.ParameterException(
                spec.commandLine(), "--index " + index + ": " + model + " has no table " + parts[0]));
        if (table.globalSecondaryIndexes().stream().noneMatch(i -> i.name().equals(parts[1]))) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--index " + index + ": table " + parts[0]
                    + " has no GSI " + parts[1]);
        }
        PriceTable prices = PriceTable.forUser(AppDirs.configDir(), null);
        LoadProjection load = LoadProjector.project(loaded.model(), prices.region(prices.preferredRegion()));
        return load.index(parts[0], parts[1]).orElseThrow();
    }
}
