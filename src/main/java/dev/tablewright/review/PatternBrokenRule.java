package dev.tablewright.review;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.validate.Finding;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * PATTERN_BROKEN: an access pattern that names a missing table, index or attribute, or asks a key
 * condition its key schema cannot answer. The validator detects these (its findings under
 * {@code Tablewright.AccessPatterns[i]}); a pattern it passes but that still cannot be bound and run
 * with its defaults is reported from the run.
 */
final class PatternBrokenRule implements ReviewRule {
    private static final Pattern PATH = Pattern.compile("^Tablewright\\.AccessPatterns\\[(\\d+)](?:\\.([A-Za-z]+))?");

    @Override
    public void check(ReviewContext context, List<ReviewFinding> out) {
        Model model = context.model();
        Set<Integer> reported = new HashSet<>();
        for (Finding finding : context.validation()) {
            Matcher m = PATH.matcher(finding.path());
            if (!m.find()) {
                continue;
            }
            int index = Integer.parseInt(m.group(1));
            boolean error = finding.severity() == dev.tablewright.validate.Severity.ERROR;
            if (index >= model.accessPatterns().size() || !error && "Operation".equals(m.group(2))) {
                continue; // the validator's "needs a Scan" warning is SCAN_PATTERN's, with its numbers
            }
            AccessPattern p = model.accessPatterns().get(index);
            ReviewSeverity severity = error ? ReviewSeverity.ERROR : ReviewSeverity.WARNING;
            if (severity == ReviewSeverity.ERROR) {
                reported.add(index);
            }
            out.add(finding(p, severity, finding.message(), error ? fix(m.group(2))
                    : "fan out over every shard value of the index (0..count-1), as a FanOut of the pattern"));
        }
        for (int i = 0; i < model.accessPatterns().size(); i++) {
            AccessPattern p = model.accessPatterns().get(i);
            if (reported.contains(i)) {
                continue;
            }
            ReviewContext.Run run = context.run(p);
            if (!run.ok() && !run.error().contains(TypeMismatchRule.ENGINE_MESSAGE)) { // TYPE_MISMATCH's
                out.add(finding(p, ReviewSeverity.ERROR, "cannot run with its default parameters: " + run.error(),
                        "give every parameter a default of the key's type, or correct the template"));
            }
        }
    }

    private static ReviewFinding finding(AccessPattern p, ReviewSeverity severity, String message, String fix) {
        return new ReviewFinding(ReviewCode.PATTERN_BROKEN, severity, p.table(), p.index(), p.name(), message, fix,
                Map.of(), ReviewSubject.pattern(p.table(), p.name()), null);
    }

    /** The fix, by the part of the pattern the validator points at. */
    private static String fix(String field) {
        if (field == null) {
            return "give the key condition the key schema of the table or index it reads";
        }
        return switch (field) {
            case "Table" -> "name a table of the model";
            case "Index" -> "name an index of the table, or read the table by its primary key";
            case "PartitionKey", "PartitionKeys" -> "give one value for each partition-key attribute, compared with =";
            case "SortKey", "SortKeys" -> "make the sort key condition fit the sort key's attributes and type";
            case "FanOut" -> "fan out over every shard value of the index (0..count-1) in the partition key template";
            case "Projection", "FilterExpression", "ConditionExpression", "UpdateExpression",
                    "ExpressionAttributeNames", "ExpressionAttributeValues" ->
                    "name only attributes the table has and define every placeholder the expressions use";
            case "Parameters" -> "give each parameter a distinct name and a default";
            case "Consistency" -> "read the GSI with eventual consistency, or query the table or an LSI";
            default -> "correct the pattern's " + field;
        };
    }
}
