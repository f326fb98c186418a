package dev.tablewright.review;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.validate.Finding;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A model that does not validate, as review findings (so {@code review --json} answers in JSON for
 * every model): each validation error an ERROR, PATTERN_BROKEN when it is about an access pattern,
 * TYPE_MISMATCH when an item's index key attribute has the wrong type, INVALID_MODEL otherwise; and a
 * file that cannot be read at all, one INVALID_MODEL.
 */
public final class ValidationFindings {
    private static final Pattern PATTERN_PATH = Pattern.compile("^Tablewright\\.AccessPatterns\\[(\\d+)]");
    private static final Pattern TABLE_PATH = Pattern.compile("^DataModel\\[(\\d+)]");
    private static final String FIX = "fix the model file (see 'tablewright validate')";

    private ValidationFindings() {
    }

    /** One validation error as a finding; {@code located} is its message with the file's line and column. */
    public static ReviewFinding of(Model model, Finding finding, String located) {
        Matcher p = PATTERN_PATH.matcher(finding.path());
        if (p.find()) {
            int i = Integer.parseInt(p.group(1));
            AccessPattern pattern = i < model.accessPatterns().size() ? model.accessPatterns().get(i) : null;
            String table = pattern == null ? "" : pattern.table();
            return new ReviewFinding(ReviewCode.PATTERN_BROKEN, ReviewSeverity.ERROR, table, pattern == null ? null
                    : pattern.index(), pattern == null ? null : pattern.name(), located, FIX, Map.of(),
                    pattern == null ? ReviewSubject.table(table) : ReviewSubject.pattern(table, pattern.name()), null);
        }
        Matcher t = TABLE_PATH.matcher(finding.path());
        String table = "";
        if (t.find()) {
            int i = Integer.parseInt(t.group(1));
            table = i < model.tables().size() ? model.tables().get(i).name() : "";
        }
        boolean typeMismatch = finding.message().contains("Type mismatch") && finding.message().contains("IndexName");
        String index = null;
        if (typeMismatch) {
            Matcher m = Pattern.compile("IndexName: (\\S+)").matcher(finding.message());
            index = m.find() ? m.group(1) : null;
            Table tb = model.findTable(table).orElse(null);
            if (tb != null && index != null && tb.findIndex(index).isEmpty()) {
                index = null;
            }
        }
        return new ReviewFinding(typeMismatch ? ReviewCode.TYPE_MISMATCH : ReviewCode.INVALID_MODEL,
                ReviewSeverity.ERROR, table, index, null, located, FIX, Map.of(),
                index != null ? ReviewSubject.index(table, index) : ReviewSubject.table(table), null);
    }

    /** A file that could not be read: one INVALID_MODEL finding with the reader's message. */
    public static ReviewFinding unreadable(String message) {
        return new ReviewFinding(ReviewCode.INVALID_MODEL, ReviewSeverity.ERROR, "", null, null, message, FIX, Map.of(),
                ReviewSubject.table(""), null);
    }
}
