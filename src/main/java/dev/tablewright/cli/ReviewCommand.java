package dev.tablewright.cli;

import dev.tablewright.capacity.PriceTable;
import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFileException;
import dev.tablewright.model.Model;
import dev.tablewright.review.DesignReview;
import dev.tablewright.review.ValidationFindings;
import dev.tablewright.validate.Finding;
import dev.tablewright.validate.ModelValidator;
import dev.tablewright.validate.Severity;
import picocli.CommandLine.Mixin;
import dev.tablewright.review.ReviewFinding;
import dev.tablewright.review.ReviewOptions;
import dev.tablewright.review.ReviewSeverity;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** {@code review MODEL}: what is wrong with the design, why, and what to do; one finding a line. */
@Command(name = "review", mixinStandardHelpOptions = true,
        description = {"Review a model's design: scans, filters that throw reads away, unused indexes, hot "
                + "partitions, write sharding, projections, item sizes, LSI collections, broken patterns, synthetic "
                + "keys and index key types, each with its numbers and a fix (codes in docs/review.md).",
                "Prints SEVERITY CODE table[/index][ pattern]: message -> fix, one finding a line.",
                "Exit status: 0 when no finding is at or above --fail-on, 1 when one is (or the model does not "
                        + "validate, or cannot be read), 2 on bad arguments."})
public final class ReviewCommand extends Verb {
    @Mixin
    ModelFile model;

    @Option(names = "--json", description = "print {\"model\": PATH, \"findings\": [...]}") boolean json;

    @Mixin
    PriceOptions prices;

    @Option(names = "--fail-on", paramLabel = "LEVEL", defaultValue = "error", description = "error, warning or "
            + "never: the least serious finding that makes the exit status 1 (default: ${DEFAULT-VALUE})") String failOn;

    @Mixin
    WorkloadOptions workload = new WorkloadOptions();

    @Override
    public Integer call() throws Exception {
        ReviewSeverity threshold = threshold();
        PriceTable table = prices.table();
        String chosen = prices.region(table);
        LoadedModel loaded;
        try {
            loaded = model.read();
        } catch (ModelFileException e) {
            if (!json) {
                throw e;
            }
            printJson(false, List.of(ValidationFindings.unreadable(e.getMessage())));
            return TablewrightCommand.BAD_INPUT;
        }
        Model judged = workload.apply(loaded.model());
        List<Finding> validation = new ModelValidator().validate(judged);
        List<Finding> errors = validation.stream().filter(f -> f.severity() == Severity.ERROR).toList();
        if (!errors.isEmpty()) {
            if (!json) {
                ValidationGate.requireValid(model.path(), new LoadedModel(judged, model.path(), loaded.positions()),
                        spec.commandLine().getErr(), "the design was not reviewed");
            }
            List<ReviewFinding> findings = new ArrayList<>();
            for (Finding f : errors) {
                findings.add(ValidationFindings.of(judged, f, ValidateCommand.format(model.path(), loaded, f)));
            }
            printJson(false, findings);
            PrintWriter err = spec.commandLine().getErr();
            err.println(model + ": " + errors.size() + (errors.size() == 1 ? " error" : " errors")
                    + " that DynamoDB would refuse; the design was not reviewed (see 'tablewright validate " + model + "')");
            err.flush();
            return TablewrightCommand.BAD_INPUT;
        }
        List<ReviewFinding> findings = DesignReview.reviewValidated(judged, new ReviewOptions(table.region(chosen), Map.of()),
                validation);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            printJson(true, findings);
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

    private void printJson(boolean valid, List<ReviewFinding> findings) {
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
            if (!f.figures().isEmpty()) {
                fields.put("figures", f.figures());
            }
            list.add(fields);
        }
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("model", model.toString());
        root.put("valid", valid);
        root.put("findings", list);
        PrintWriter out = spec.commandLine().getOut();
        out.println(Json.object(root));
        out.flush();
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
