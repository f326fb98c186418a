package dev.tablewright.patterns;

import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest.Action;
import dev.tablewright.engine.request.TransactWriteItemsRequest.Kind;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Binds a transaction pattern: the transaction's parameter values (given, else its defaults, else
 * an action's own defaults) bind every action by name, each action rendered as
 * {@link PatternBinder} renders a pattern of its operation, and the actions become one
 * TransactWriteItems (Put, Update, Delete, ConditionCheck) or TransactGetItems (Get).
 */
final class TransactionBinder {
    private TransactionBinder() {
    }

    static BoundPattern bind(Model model, AccessPattern pattern, Map<String, String> given) {
        PatternBinder.checkGiven(pattern, given);
        if (pattern.actions().isEmpty()) {
            throw new IllegalArgumentException("pattern '" + pattern.name() + "' is a " + pattern.operation()
                    + " with no actions");
        }
        Map<String, String> values = new LinkedHashMap<>(pattern.defaults());
        values.putAll(given);
        List<Action> writes = new ArrayList<>();
        List<GetItemRequest> gets = new ArrayList<>();
        Table first = null;
        for (AccessPattern action : pattern.actions()) {
            if (!pattern.operation().allowsAction(action.operation())) {
                throw new IllegalArgumentException("pattern '" + pattern.name() + "': action '" + action.name()
                        + "' is a " + action.operation() + ", which a " + pattern.operation() + " cannot hold");
            }
            Table table = model.findTable(action.table()).orElseThrow(() -> new IllegalArgumentException(
                    "pattern '" + pattern.name() + "': action '" + action.name() + "' names table '" + action.table()
                            + "', which the model does not have"));
            first = first == null ? table : first;
            Map<String, String> actionValues = new LinkedHashMap<>(action.defaults());
            actionValues.putAll(values);
            if (action.operation() == Operation.GetItem) {
                gets.add((GetItemRequest) PatternBinder.request(table, action, actionValues));
            } else {
                writes.add(write(table, action, actionValues));
            }
        }
        ReturnConsumedCapacity rcc = ReturnConsumedCapacity.INDEXES;
        BoundTransaction transaction = pattern.operation() == Operation.TransactGetItems
                ? new BoundTransaction(null, new TransactGetItemsRequest(gets, rcc))
                : new BoundTransaction(new TransactWriteItemsRequest(writes, rcc, null), null);
        return new BoundPattern(pattern, List.of(), first.keySchema(), transaction);
    }

    private static Action write(Table table, AccessPattern action, Map<String, String> values) {
        if (action.operation() == Operation.ConditionCheck) {
            return new Action(Kind.CONDITION_CHECK, 1, table.name(), null, PatternBinder.key(table, action, values),
                    null, action.conditionExpression(), action.expressionAttributeNames(),
                    PatternBinder.expressionValues(action, values), null);
        }
        Request request = PatternBinder.request(table, action, values);
        if (request instanceof PutItemRequest put) {
            return new Action(Kind.PUT, 1, table.name(), put.item(), null, null, put.conditionExpression(),
                    put.expressionAttributeNames(), put.expressionAttributeValues(), null);
        }
        if (request instanceof UpdateItemRequest update) {
            return new Action(Kind.UPDATE, 1, table.name(), null, update.key(), update.updateExpression(),
                    update.conditionExpression(), update.expressionAttributeNames(), update.expressionAttributeValues(),
                    null);
        }
        DeleteItemRequest delete = (DeleteItemRequest) request;
        return new Action(Kind.DELETE, 1, table.name(), null, delete.key(), null, delete.conditionExpression(),
                delete.expressionAttributeNames(), delete.expressionAttributeValues(), null);
    }
}
