package dev.tablewright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.request.CancellationReason;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.TransactionCanceledException;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternResult;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

/**
 * What {@code query} prints for a transaction pattern: the items a TransactGetItems found, or that
 * a TransactWriteItems applied every action, with the capacity it consumed; a refusal as one line
 * naming the pattern and each action that failed, and why (nothing was applied).
 */
final class TransactionOutput {
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private TransactionOutput() {
    }

    static void print(PrintWriter out, AccessPattern pattern, BoundPattern bound, Callable<PatternResult> run,
                      boolean json) throws Exception {
        String operation = bound.transaction().operation();
        int actions = bound.transaction().size();
        PatternResult result;
        try {
            result = run.call();
        } catch (RequestException e) {
            throw new IllegalArgumentException(refusal(pattern, operation, e));
        }
        double units = result.consumedCapacity() == null ? 0 : result.consumedCapacity().capacityUnits();
        boolean write = bound.transaction().write() != null;
        if (json) {
            ObjectNode node = MAPPER.createObjectNode();
            node.put("Operation", operation);
            node.put("Actions", actions);
            if (!write) {
                ArrayNode items = node.putArray("Items");
                result.items().forEach(item -> items.add(DynamoJson.toJson(item)));
                node.put("Count", result.count());
            }
            node.put("ConsumedCapacity", units);
            out.println(MAPPER.writerWithDefaultPrettyPrinter().writeValueAsString(node));
            return;
        }
        if (write) {
            out.printf(Locale.ROOT, "%s applied all %d actions (%s), ConsumedCapacity: %s units%n", operation, actions,
                    names(pattern), trim(units));
        } else {
            result.items().forEach(item -> out.println(DynamoJson.write(item)));
            out.printf(Locale.ROOT, "%s found %d of %d items (%s), ConsumedCapacity: %s units%n", operation,
                    result.count(), actions, names(pattern), trim(units));
        }
    }

    /** One line: the pattern, that nothing was applied, and each action that failed with its reason. */
    static String refusal(AccessPattern pattern, String operation, RequestException e) {
        List<String> failed = new ArrayList<>();
        if (e instanceof TransactionCanceledException cancelled) {
            for (int i = 0; i < cancelled.reasons().size(); i++) {
                CancellationReason r = cancelled.reasons().get(i);
                if (!r.code().equals(CancellationReason.NONE.code())) {
                    String name = i < pattern.actions().size() ? pattern.actions().get(i).name() : "action " + (i + 1);
                    failed.add("'" + name + "' " + r.code() + (r.message() == null ? "" : " (" + r.message() + ")"));
                }
            }
        }
        String why = failed.isEmpty() ? e.getMessage() : String.join(", ", failed);
        return pattern.name() + ": " + operation + " refused, nothing "
                + (operation.equals("TransactWriteItems") ? "applied" : "read") + ": " + why;
    }

    private static String names(AccessPattern pattern) {
        List<String> names = new ArrayList<>();
        pattern.actions().forEach(a -> names.add(a.name() + " on " + a.table()));
        return String.join(", ", names);
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
