package dev.tablewright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.capacity.PriceTable;
import dev.tablewright.diff.ModelDiff;
import dev.tablewright.dynamo.AppDirs;
import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.migrate.MigrationPlan;
import dev.tablewright.migrate.MigrationPlanner;
import dev.tablewright.migrate.MigrationStep;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code migrate OLD NEW}: the ordered steps that take live tables from OLD to NEW with their sizes,
 * units, cost and time; with {@code --apply} and a connection, runs them (see {@link MigrationApply}).
 */
@Command(name = "migrate", mixinStandardHelpOptions = true,
        description = {"Plan the steps that take live tables from OLD to NEW: in-place updates, one GSI creation "
                + "or deletion per UpdateTable, and for a new key schema, LSIs or name a new table with a copy of "
                + "every item (the old table kept). Each step with its backfill or copy size, write units, cost at "
                + "the region's prices and, when a write rate is known, its time.",
                "With --apply, runs the plan on --embedded, --endpoint URL or --profile P: waits for each table "
                        + "and index to be ACTIVE, asks before each step on a non-local connection (--yes answers), "
                        + "never deletes a table or index holding items without --allow-delete, and resumes from "
                        + "its checkpoint after a cancel or a kill (docs/migrations.md)."})
final class MigrateCommand extends Verb {
    @Parameters(index = "0", paramLabel = "OLD", description = "the model as the live tables are") Path oldFile;
    @Parameters(index = "1", paramLabel = "NEW", description = "the model as they are to be") Path newFile;
    @Option(names = "--json", description = "print the plan as JSON") boolean json;
    @Option(names = "--rename", paramLabel = "OLD=NEW", description = "pair a table of OLD with one of NEW under "
            + "another name (a copy into the new table)")
    Map<String, String> renames = new LinkedHashMap<>();

    @Option(names = "--write-rate", paramLabel = "ITEMS/S", description = "items per second a copy or an "
            + "on-demand backfill writes, for the steps' times (a provisioned index's WCU gives its own)")
    Double writeRate;

    @Option(names = "--prices", paramLabel = "FILE", description = "a price file over the built-in table (docs/prices.md)")
    Path prices;

    @Mixin
    ConnectionOptions connectionOptions;

    @Option(names = "--apply", description = "run the plan on the connection") boolean apply;
    @Option(names = "--yes", description = "with --apply: answer yes to the question before each step on a "
            + "non-local connection")
    boolean yes;

    @Option(names = "--allow-delete", description = "with --apply: let a step delete a table or an index that "
            + "holds items (a recreated index is deleted first)")
    boolean allowDelete;

    @Option(names = "--checkpoint", paramLabel = "FILE", description = "with --apply: where the run keeps its "
            + "progress, to resume after a cancel or a kill (default: in Tablewright's settings folder, named after "
            + "NEW)")
    Path checkpoint;

    @Option(names = "--page-size", hidden = true, defaultValue = "100", description = "items per Scan page of a copy "
            + "(a checkpoint after each)")
    int pageSize;

    @Override
    public Integer call() throws Exception {
        if (writeRate != null && !(writeRate > 0)) {
            throw new ParameterException(spec.commandLine(), "--write-rate must be a number of items per second above 0");
        }
        if (pageSize < 1 || pageSize > 1000) {
            throw new ParameterException(spec.commandLine(), "--page-size must be 1 to 1000");
        }
        if (!apply && (yes || allowDelete || checkpoint != null)) {
            throw new ParameterException(spec.commandLine(), "--yes, --allow-delete and --checkpoint apply to --apply only");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        LoadedModel oldModel = ModelFiles.read(oldFile);
        LoadedModel newModel = ModelFiles.read(newFile);
        ValidationGate.requireValid(oldFile, oldModel, err, "nothing was planned");
        ValidationGate.requireValid(newFile, newModel, err, "nothing was planned");
        PriceTable table = PriceTable.forUser(AppDirs.configDir(), prices);
        String region = PriceOptions.region(spec, table, connectionOptions.region);
        ModelDiff diff;
        try {
            diff = ModelDiff.between(oldModel.model(), newModel.model(), renames);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--rename: " + e.getMessage());
        }
        MigrationPlan plan = new MigrationPlanner(table.region(region), writeRate)
                .plan(oldModel.model(), newModel.model(), diff);
        if (json) {
            out.println(json(plan));
        } else {
            print(out, plan);
        }
        out.flush();
        if (!apply) {
            return TablewrightCommand.OK;
        }
        return new MigrationApply(spec, connectionOptions.toConnection(), yes, allowDelete, checkpointFile(), pageSize)
                .run(plan, oldModel.model(), newModel.model());
    }

    private Path checkpointFile() {
        if (checkpoint != null) {
            return checkpoint;
        }
        String name = newFile.getFileName().toString().replaceAll("[^A-Za-z0-9._-]", "_");
        return AppDirs.configDir().resolve("migrations").resolve(name + ".checkpoint.json");
    }

    static void print(PrintWriter out, MigrationPlan plan) {
        if (plan.isEmpty()) {
            out.println("Nothing to do: the live tables need no change.");
        }
        for (MigrationStep step : plan.steps()) {
            out.printf(Locale.ROOT, "%2d. %-14s %s%n", step.number(), step.kind().word(), step.description());
            if (step.items() > 0 || step.readUnits() > 0 || step.cost() == null || step.cost() > 0) {
                out.printf(Locale.ROOT, "    %s%s%n", money(step.cost()),
                        step.seconds() == null ? (step.items() > 0 ? ", time unknown (give --write-rate)" : "")
                                : ", " + about(step.seconds()));
            }
        }
        if (!plan.isEmpty()) {
            out.printf(Locale.ROOT, "%d steps; %s at %s prices%s%n", plan.steps().size(), money(plan.totalCost()),
                    plan.region(), plan.knownSeconds() > 0 ? "; " + about(plan.knownSeconds()) + " of writes"
                            : "");
        }
        plan.warnings().forEach(w -> out.println("warning: " + w));
        plan.blockers().forEach(b -> out.println("cannot apply: " + b));
    }

    private static String money(Double usd) {
        if (usd == null) {
            return "cost unknown (a price is missing)";
        }
        return String.format(Locale.ROOT, usd > 0 && usd < 0.01 ? "$%.6f" : "$%,.2f", usd);
    }

    static String about(double seconds) {
        return seconds < 1 ? "under 1 s" : "about " + duration(seconds);
    }

    static String duration(double seconds) {
        if (seconds < 90) {
            return String.format(Locale.ROOT, "%.0f s", seconds);
        }
        if (seconds < 5400) {
            return String.format(Locale.ROOT, "%.0f min", seconds / 60);
        }
        return String.format(Locale.ROOT, "%.1f h", seconds / 3600);
    }

    static String json(MigrationPlan plan) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("region", plan.region());
        if (plan.writeRate() != null) {
            root.put("writeRate", plan.writeRate());
        }
        ArrayNode steps = root.putArray("steps");
        for (MigrationStep s : plan.steps()) {
            steps.add(mapper.valueToTree(Json.present("number", s.number(), "kind", s.kind().word(), "table", s.table(),
                    "index", s.index(), "change", s.change(), "source", s.source(), "description", s.description(),
                    "items", s.items(), "bytes", s.bytes(), "writeUnits", s.writeUnits(), "readUnits", s.readUnits(),
                    "cost", s.cost(), "seconds", s.seconds())));
        }
        if (plan.totalCost() != null) {
            root.put("totalCost", plan.totalCost());
        }
        plan.warnings().forEach(root.withArray("warnings")::add);
        plan.blockers().forEach(root.withArray("blockers")::add);
        return mapper.writeValueAsString(root);
    }
}
