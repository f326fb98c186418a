package dev.tablewright.ui.run;

import dev.tablewright.engine.request.CancellationReason;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.TransactionCanceledException;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.patterns.ShardResult;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.ui.common.PatternPlace;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The Run tab's one-line texts: what the chosen pattern does before it runs, what a run returned,
 * why it failed (a cancelled transaction's refusal naming each action refused and its reason), and
 * the Requests tab's rows.
 */
final class RunText {
    private RunText() {
    }

    /** What the chosen pattern sends, before it runs. */
    static String chosen(AccessPattern p) {
        if (p.operation().isTransaction()) {
            int n = p.actions().size();
            return p.operation() + " of " + n + (n == 1 ? " action" : " actions") + " on " + PatternPlace.where(p)
                    + " · all or none · press Run (F5)";
        }
        return p.operation() + " on " + PatternPlace.where(p)
                + (p.fanOut() == null ? "" : " · fans out over " + p.fanOut().count() + " shards") + " · press Run (F5)";
    }

    /** A run's counts, capacity and latency on {@code where}. */
    static String describe(RunTarget where, PatternRun outcome) {
        PatternResult result = outcome.result();
        double units = result.consumedCapacity() == null ? 0 : result.consumedCapacity().capacityUnits();
        if (result.bound().isTransaction()) {
            var tx = result.bound().transaction();
            String done = tx.write() != null ? tx.size() + (tx.size() == 1 ? " action" : " actions") + " applied"
                    : result.items().size() + " of " + tx.size() + " items found";
            return String.format(Locale.ROOT, "%s: %s · %s · %s units · %.1f ms", where.name(), tx.operation(), done,
                    units(units), outcome.millis());
        }
        long pages = result.shards().size();
        return String.format(Locale.ROOT, "%s: Count %d · ScannedCount %d · %s units · %.1f ms%s",
                where.name(), result.count(), result.scannedCount(), units(units), outcome.millis(),
                pages > 1 ? " · " + pages + " shards" : "");
    }

    /** The Requests tab's rows: one per request (per shard of a fan-out); a transaction's one request. */
    static List<PatternRunViewModel.ShardRow> rows(PatternRun outcome) {
        PatternResult result = outcome.result();
        if (result.bound().isTransaction()) {
            var tx = result.bound().transaction();
            double units = result.consumedCapacity() == null ? 0 : result.consumedCapacity().capacityUnits();
            return List.of(new PatternRunViewModel.ShardRow(tx.operation() + " (" + tx.size() + ")", result.count(),
                    result.scannedCount(), units, String.format(Locale.ROOT, "%.1f", outcome.millis())));
        }
        List<PatternRunViewModel.ShardRow> rows = new ArrayList<>();
        for (int i = 0; i < result.shards().size(); i++) {
            ShardResult s = result.shards().get(i);
            var response = s.response();
            int count = response instanceof ReadResult r ? r.count() : result.items().size();
            int scanned = response instanceof ReadResult r ? r.scannedCount() : count;
            double units = response.consumedCapacity() == null ? 0 : response.consumedCapacity().capacityUnits();
            String millis = i < outcome.requests().size()
                    ? String.format(Locale.ROOT, "%.1f", outcome.requests().get(i).millis()) : "";
            rows.add(new PatternRunViewModel.ShardRow(s.shard() == null ? "—" : Integer.toString(s.shard()), count,
                    scanned, units, millis));
        }
        return rows;
    }

    /** What the results grid says after a run of a transaction. */
    static String itemsCaption(PatternRun outcome, RunTarget where) {
        PatternResult result = outcome.result();
        AccessPattern p = result.bound().pattern();
        return p.name() + " · " + result.items().size() + " items on " + where.name()
                + (p.tables().size() > 1 ? " · from " + String.join(", ", p.tables()) : "");
    }

    /** Why a run failed, in one line: a refused transaction names each action refused and its reason. */
    static String failure(RunTarget where, AccessPattern p, Throwable error) {
        if (p != null && p.operation().isTransaction() && error instanceof RequestException refused) {
            StringBuilder line = new StringBuilder(where.name()).append(" refused the ").append(p.operation())
                    .append(" (").append(p.operation() == dev.tablewright.model.Operation.TransactWriteItems
                            ? "nothing written" : "nothing read").append("): ");
            List<String> reasons = new ArrayList<>();
            if (refused instanceof TransactionCanceledException cancelled) {
                for (int i = 0; i < cancelled.reasons().size(); i++) {
                    CancellationReason r = cancelled.reasons().get(i);
                    if (!"None".equals(r.code())) {
                        // a failed condition's message only repeats its code
                        boolean says = r.message() != null && !r.message().isBlank() && !"ConditionalCheckFailed".equals(r.code());
                        reasons.add(PatternPlace.action(p, i) + " " + r.code()
                                + (says ? " (" + r.message() + ")" : ""));
                    }
                }
            }
            line.append(reasons.isEmpty() ? refused.errorType() + ": " + oneLine(refused.getMessage())
                    : String.join("; ", reasons));
            return line.toString();
        }
        return "The run on " + where.name() + " failed: " + oneLine(error.getMessage());
    }

    private static String oneLine(String message) {
        return message == null ? "no message" : message.replaceAll("\\s*\\R\\s*", " ").strip();
    }

    private static String units(double units) {
        return units == Math.rint(units) ? Long.toString((long) units) : Double.toString(units);
    }

    /** One line per difference between two engines' results, each item as one line of DynamoDB JSON. */
    static List<String> differences(dev.tablewright.patterns.ResultComparison c, RunTarget first, RunTarget second) {
        List<String> lines = new ArrayList<>();
        c.onlyLeft().forEach(i -> lines.add("only on " + first.name() + ": " + DynamoJson.write(i)));
        c.onlyRight().forEach(i -> lines.add("only on " + second.name() + ": " + DynamoJson.write(i)));
        c.changed().forEach(i -> lines.add("different attributes: " + DynamoJson.write(i)));
        return lines;
    }
}
