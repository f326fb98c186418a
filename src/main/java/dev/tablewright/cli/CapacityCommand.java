package dev.tablewright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.capacity.CapacityPlan;
import dev.tablewright.capacity.CapacityPlanner;
import dev.tablewright.capacity.LoadProjection;
import dev.tablewright.capacity.LoadProjector;
import dev.tablewright.capacity.Prices;
import dev.tablewright.model.Model;
import dev.tablewright.patterns.SampleRuns;
import picocli.CommandLine.Mixin;
import dev.tablewright.capacity.PriceTable;
import java.io.PrintWriter;
import java.time.DateTimeException;
import java.time.Instant;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine;

/** {@code capacity MODEL}: what the model's access patterns cost at their frequencies. */
@Command(name = "capacity", mixinStandardHelpOptions = true,
        description = "Capacity plan: each access pattern's RCU/WCU per call and per second, totals per table and "
                + "index, partitions over their limits, and a month on demand versus provisioned.")
public final class CapacityCommand extends Verb {
    @Mixin
    ModelFile model;

    @Mixin
    PriceOptions prices;

    @Option(names = "--ttl-at", paramLabel = "TIME", description = "when to check TTL expiry: an instant "
            + "(2026-01-31T12:00:00Z), a date, or epoch seconds (default: now)") String ttlAt;
    @Option(names = "--json", description = "print the plan as JSON (with \"load\": the production load projection)")
    boolean json;

    @Mixin
    WorkloadOptions workload = new WorkloadOptions();

    @Override
    public Integer call() throws Exception {
        Instant at = ttlAt == null ? Instant.now() : parseTime(ttlAt);
        PriceTable table = prices.table();
        String chosen = prices.region(table);
        Model judged = workload.apply(model.readValid("nothing was planned"));
        Prices regionPrices = table.region(chosen);
        SampleRuns runs = SampleRuns.of(judged);
        CapacityPlan plan = CapacityPlanner.plan(runs, regionPrices, at);
        LoadProjection load = LoadProjector.project(runs, plan, regionPrices, Instant.now());
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectMapper mapper = new ObjectMapper();
            com.fasterxml.jackson.databind.node.ObjectNode node = mapper.valueToTree(plan);
            node.set("load", mapper.valueToTree(load));
            out.println(mapper.writerWithDefaultPrettyPrinter().writeValueAsString(node));
        } else {
            int width = Math.max(10, plan.patterns().stream().mapToInt(p -> p.operation().length()).max().orElse(0));
            out.printf("%-52s %-" + width + "s %9s %9s %10s %11s %8s%n", "access pattern", "operation", "per s", "items",
                    "units/call", "units/s", "hot part");
            for (CapacityPlan.PatternCost p : plan.patterns()) {
                out.printf("%-52s %-" + width + "s %9.0f %9d %10.1f %11.1f %7.0f%%%n", abbreviate(p.name(), 52),
                        p.operation(), p.frequencyPerSecond(), p.itemsRead(), p.unitsPerCall(), p.unitsPerSecond(),
                        p.partitionUtilization() * 100);
                for (CapacityPlan.PatternCost a : p.actions()) { // a transaction's actions, each on its own table
                    out.printf("%-52s %-" + width + "s %9s %9s %10.1f %11.1f %7.0f%%%n",
                            abbreviate("  - " + a.name() + " on " + a.table(), 52), a.operation(), "", "",
                            a.unitsPerCall(), a.unitsPerSecond(), a.partitionUtilization() * 100);
                }
            }
            out.printf("%nPer table and index (units per second)%n");
            for (CapacityPlan.TargetLoad t : plan.targets()) {
                out.printf("  %-40s %10.1f RCU %10.1f WCU%n", t.table() + (t.index() == null ? "" : " / " + t.index()),
                        t.rcuPerSecond(), t.wcuPerSecond());
            }
            CapacityReport.printCost(out, plan);
            CapacityReport.printLoad(out, load);
            CapacityReport.printExpiries(out, plan);
            if (!plan.warnings().isEmpty()) {
                out.printf("%nWarnings%n");
                plan.warnings().forEach(w -> out.println("  " + w));
            }
            out.println("(units per call are what DynamoDB charges: at least one read unit per request, even an "
                    + "empty one; DynamoDB Local reports 0 for an empty Query)");
        }
        out.flush();
        return TablewrightCommand.OK;
    }

    private Instant parseTime(String text) {
        try {
            return CapacityReport.parseTime(text);
        } catch (DateTimeException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--ttl-at '" + text
                    + "' is not a time (an instant such as 2026-01-31T12:00:00Z, a date, or epoch seconds)");
        }
    }

    private static String abbreviate(String text, int width) {
        return text.length() <= width ? text : text.substring(0, width - 1) + "…";
    }
}
