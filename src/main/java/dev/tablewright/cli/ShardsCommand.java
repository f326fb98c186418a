package dev.tablewright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.capacity.WriteShardPlan;
import dev.tablewright.capacity.WriteShardPlanner;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/** {@code shards}: how many write shards a hot index key needs, every step shown. */
@Command(name = "shards", mixinStandardHelpOptions = true,
        description = "Work out how many write shards a hot index key needs (AWS's ItemsPerRCU formula), step by step.")
public final class ShardsCommand implements Callable<Integer> {
    @Option(names = "--items", required = true, paramLabel = "N", description = "items in the table (e.g. 3000000)")
    long items;

    @Option(names = "--fraction", required = true, paramLabel = "F",
            description = "fraction of them under the hot key value, 0..1 (e.g. 0.2 for 20%% OPEN)")
    double fraction;

    @Option(names = "--item-size", required = true, paramLabel = "BYTES", description = "average item size in bytes")
    double itemSize;

    @Option(names = "--partition-rcu", defaultValue = "3000", paramLabel = "RCU",
            description = "read units one partition serves per second (default: ${DEFAULT-VALUE})")
    double partitionRcu;

    @Option(names = "--padding", defaultValue = "0.15", paramLabel = "P",
            description = "head room added to the shard count (default: ${DEFAULT-VALUE})")
    double padding;

    @Option(names = "--writes-per-second", paramLabel = "W", description = "peak writes per second to one key value")
    Double writesPerSecond;

    @Option(names = "--json", description = "print the figures as JSON")
    boolean json;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        WriteShardPlan plan;
        try {
            plan = WriteShardPlanner.plan(new WriteShardPlan.Inputs(items, fraction, itemSize, partitionRcu, padding,
                    writesPerSecond, WriteShardPlanner.PARTITION_WCU));
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
            plan.steps().forEach(out::println);
            out.printf("%nUse %d shards (suffixes 0..%d).%n%s%n", plan.paddedShards(), plan.paddedShards() - 1,
                    plan.suffixAdvice());
        }
        out.flush();
        return TablewrightCommand.OK;
    }
}
