package dev.tablewright.validate;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A transaction pattern as TransactWriteItems and TransactGetItems take it: 1 to 100 actions, each
 * of a kind the transaction holds (Put, Update, Delete, ConditionCheck; or Get), a ConditionCheck
 * with its condition, no two actions on one item (the same table and the same key templates), no
 * fan-out (a transaction is one request), and each action's parameters given by the transaction or
 * by the action's own defaults. Its actions' keys, expressions and parameters are checked by the
 * pattern rules, which see each action as a pattern ({@link ValidationContext#patterns()}).
 */
final class TransactionRules implements ValidationRule {
    /** DynamoDB's most actions in one transaction. */
    static final int MAX_ACTIONS = 100;

    @Override
    public void check(ValidationContext context, List<Finding> out) {
        List<AccessPattern> patterns = context.model().accessPatterns();
        for (int i = 0; i < patterns.size(); i++) {
            AccessPattern p = patterns.get(i);
            String path = ValidationContext.patternPath(i);
            if (!p.operation().isTransaction()) {
                if (p.operation() == Operation.ConditionCheck) {
                    out.add(Finding.error(path + ".Operation", "a ConditionCheck is an action of a TransactWriteItems,"
                            + " not a request of its own"));
                }
                continue;
            }
            check(p, path, out);
        }
    }

    private static void check(AccessPattern p, String path, List<Finding> out) {
        int n = p.actions().size();
        if (n == 0 || n > MAX_ACTIONS) {
            out.add(Finding.error(path + ".Actions", "1 validation error detected: Value at 'transactItems' failed to "
                    + "satisfy constraint: Member must have length " + (n == 0 ? "greater than or equal to 1"
                    : "less than or equal to " + MAX_ACTIONS) + " (" + n + " actions)"));
        }
        if (p.fanOut() != null) {
            out.add(Finding.error(path + ".FanOut", "a transaction is one request: it cannot fan out over shards"));
        }
        Map<String, Integer> items = new HashMap<>();
        for (int j = 0; j < n; j++) {
            AccessPattern a = p.actions().get(j);
            String at = path + ".Actions[" + j + "]";
            if (!p.operation().allowsAction(a.operation())) {
                out.add(Finding.error(at + ".Operation", "a " + p.operation() + " cannot hold a " + a.operation()
                        + " (it takes " + (p.operation() == Operation.TransactGetItems ? "GetItem"
                        : "PutItem, UpdateItem, DeleteItem and ConditionCheck") + ")"));
            }
            if (a.operation() == Operation.ConditionCheck && a.conditionExpression() == null) {
                out.add(Finding.error(at + ".ConditionExpression", "a ConditionCheck needs a ConditionExpression"));
            }
            if (a.fanOut() != null) {
                out.add(Finding.error(at + ".FanOut", "an action of a transaction cannot fan out over shards"));
            }
            Integer earlier = items.putIfAbsent(a.table() + "\u0000" + keyText(a), j);
            if (earlier != null) {
                out.add(Finding.error(at, "Transaction request cannot include multiple operations on one item (actions "
                        + (earlier + 1) + " and " + (j + 1) + " address the same key of " + a.table() + ")"));
            }
            for (Parameter param : a.parameters()) {
                if (param.defaultValue() == null && p.findParameter(param.name()).isEmpty()) {
                    out.add(Finding.error(at + ".Parameters", "action parameter '" + param.name() + "' is not a "
                            + "parameter of the transaction and has no default"));
                }
            }
        }
    }

    /** The action's key as written: its key templates, else the key attributes of its item. */
    private static String keyText(AccessPattern a) {
        List<String> parts = new ArrayList<>();
        a.partitionKeys().forEach(k -> parts.add(k.text()));
        a.sortKeys().forEach(c -> parts.add(c.value().text()));
        if (parts.isEmpty()) {
            a.item().forEach((name, v) -> parts.add(name + "=" + v.template().text()));
        }
        return String.join("\u0000", parts);
    }
}
