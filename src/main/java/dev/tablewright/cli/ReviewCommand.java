package dev.tablewright.cli;

import dev.tablewright.capacity.PriceTable;
import dev.tablewright.dynamo.AppDirs;
import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.review.DesignReview;
import dev.tablewright.review.ReviewFinding;
import dev.tablewright.review.ReviewOptions;
import dev.tablewright.review.ReviewSeverity;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code review MODEL}: what is wrong with the design, why, and what to do; one finding a line. */
@Command(name = "review", mixinStandardHelpOptions = true,
        description = {"Review a model's design: scans, filters that throw reads away, unused indexes, hot "
                + "partitions, write sharding, projections, item sizes, LSI collections, broken patterns, synthetic "
                + "keys and index key types, each with its numbers and a fix (codes in docs/review.md).",
                "Prints SEVERITY CODE table[/index][ pattern]: message -> fix, one finding a line.",
                "Exit status: 0 when no finding is at or above --fail-on, 1 when one is (or the model does not "
                        + "validate, or cannot be read), 2 on bad arguments."})
public final class ReviewCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "MODEL", description = "the model file")
    Path model;

    @Option(names = "--json", description = "print {\"model\": PATH, \"findings\": [...]}")
    boolean json;

    @Option(names = "--region", paramLabel = "REGION", description = "the region whose prices cost the findings "
            + "(default: us-east-1)")
    String region;

    @Option(names = "--fail-on", paramLabel = "LEVEL", defaultValue = "error",
            description = "error, warning or never: the least serious finding that makes the exit status 1 "
                    + "(default: ${DEFAULT-VALUE})")
    String failOn;

    @Option(names = "--items", paramLabel = "TABLE=COUNT", description = "the items a table is expected to hold "
            + "(repeatable; default: its sample's count); scans, item collections and hot keys are scaled to it")
    Map<String, Long> items = new LinkedHashMap<>();

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        ReviewSeverity threshold = threshold();
        PriceTable prices = PriceTable.forUser(AppDirs.configDir(), null);
        String chosen = region == null ? prices.preferredRegion() : region.trim();
        if (!prices.knows(chosen)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--region '" + chosen
                    + "' is not in the price table; known regions: " + String.join(", ", prices.regions()));
        }
        LoadedModel loaded = ModelFiles.read(model);
        for (String table : items.keySet()) {
            if (loaded.model().findTable(table).isEmpty() || items.get(table) < 0) {
                throw new CommandLine.ParameterException(spec.commandLine(), "--items " + table + "=" + items.get(table)
                        + ": " + (items.get(table) < 0 ? "the count must be 0 or more" : "the model has no table "
                        + table));
            }
        }
        ValidationGate.requireValid(model, loaded, spec.commandLine().getErr(), "the design was not reviewed");
        List<ReviewFinding> findings = DesignReview.review(loaded.model(),
                new ReviewOptions(prices.region(chosen), items));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            List<Map<String, Object>> list = new ArrayList<>();
            for (ReviewFinding f : findings) {
                Map<String, Object> fields = new LinkedHashMap<>();
                fields.put("code", f.code().name());
                fields.put("severity", f.severity().name());
                fields.put("table", f.table());
                if (f.index() != null) {
                    fields.put("index", f.index());
                }
                if (f.pattern() != null) {
                    fields.put("pattern", f.pattern());
                }
                fields.put("message", f.message());
                fields.put("fix", f.fix());
                list.add(fields);
            }
            out.println(Json.object(Map.of("model", model.toString(), "findings", list)));
        } else {
            findings.forEach(f -> out.println(f.line()));
        }
        out.flush();
        PrintWriter err = spec.commandLine().getErr();
        err.println(model + ": " + count(findings, ReviewSeverity.ERROR, "error") + ", "
                + count(findings, ReviewSeverity.WARNING, "warning") + ", " + count(findings, ReviewSeverity.INFO, "note"));
        err.flush();
        return threshold != null && DesignReview.anyAtLeast(findings, threshold)
                ? TablewrightCommand.BAD_INPUT : TablewrightCommand.OK;
    }

    /** The --fail-on level, null for never. */
    private ReviewSeverity threshold() {
        return switch (failOn.trim().toLowerCase(Locale.ROOT)) {
            case "error" -> ReviewSeverity.ERROR;
            case "warning" -> ReviewSeverity.WARNING;
            case "never" -> null;
            default -> throw new CommandLine.ParameterException(spec.commandLine(), "--fail-on '" + failOn
                    + "' is not one of error, warning, never");
        };
    }

    private static String count(List<ReviewFinding> findings, ReviewSeverity severity, String word) {
        long n = findings.stream().filter(f -> f.severity() == severity).count();
        return n + " " + word + (n == 1 ? "" : "s");
    }
}
