package dev.tablewright.patterns;

import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsRequest.Action;
import dev.tablewright.engine.request.TransactWriteItemsRequest.Kind;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.NameMapping;
import dev.tablewright.model.ValueEquality;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * {@link LiveNames} for a transaction pattern: each action goes to its own live table under that
 * table's attribute names, as the single request of its kind would ({@link LiveNames#request}), and
 * the items a TransactGetItems found come back under the names of the table whose Get found them.
 */
final class LiveTransactionNames {
    private LiveTransactionNames() {
    }

    static BoundTransaction toLive(BoundTransaction transaction, NameMapping mapping) {
        if (transaction.get() != null) {
            List<GetItemRequest> gets = new ArrayList<>();
            for (GetItemRequest g : transaction.get().gets()) {
                gets.add((GetItemRequest) live(g, g.tableName(), mapping));
            }
            return new BoundTransaction(null, new TransactGetItemsRequest(gets, transaction.get().returnConsumedCapacity()));
        }
        List<Action> actions = new ArrayList<>();
        for (Action a : transaction.write().actions()) {
            actions.add(live(a, mapping));
        }
        TransactWriteItemsRequest write = transaction.write();
        return new BoundTransaction(new TransactWriteItemsRequest(actions, write.returnConsumedCapacity(),
                write.clientRequestToken()), null);
    }

    /** An action as the request of its kind renames it; a ConditionCheck has a DeleteItem's parts. */
    private static Action live(Action a, NameMapping mapping) {
        String table = a.tableName();
        Request asRequest = switch (a.kind()) {
            case PUT -> new PutItemRequest(table, a.item(), a.conditionExpression(), a.expressionAttributeNames(),
                    a.expressionAttributeValues(), null);
            case UPDATE -> new UpdateItemRequest(table, a.key(), a.updateExpression(), a.conditionExpression(),
                    a.expressionAttributeNames(), a.expressionAttributeValues(), null);
            case DELETE, CONDITION_CHECK -> new DeleteItemRequest(table, a.key(), a.conditionExpression(),
                    a.expressionAttributeNames(), a.expressionAttributeValues(), null);
            case NONE -> throw new IllegalArgumentException("a transaction action names no Put, Update, Delete or ConditionCheck");
        };
        Request live = live(asRequest, table, mapping);
        if (live instanceof PutItemRequest p) {
            return new Action(Kind.PUT, 1, p.tableName(), p.item(), null, null, p.conditionExpression(),
                    p.expressionAttributeNames(), p.expressionAttributeValues(), null);
        }
        if (live instanceof UpdateItemRequest u) {
            return new Action(Kind.UPDATE, 1, u.tableName(), null, u.key(), u.updateExpression(), u.conditionExpression(),
                    u.expressionAttributeNames(), u.expressionAttributeValues(), null);
        }
        DeleteItemRequest d = (DeleteItemRequest) live;
        return new Action(a.kind(), 1, d.tableName(), null, d.key(), null, d.conditionExpression(),
                d.expressionAttributeNames(), d.expressionAttributeValues(), null);
    }

    private static Request live(Request request, String table, NameMapping mapping) {
        return LiveNames.request(request, table, mapping, name -> mapping.attribute(table, name));
    }

    /**
     * The found items under the model's names: each is matched to the first Get not yet matched whose
     * live key it holds (else, when a projection left its key out, to the next Get in order).
     */
    static List<Item> toModel(List<Item> found, TransactGetItemsRequest modelGets, TransactGetItemsRequest liveGets,
                              NameMapping mapping) {
        List<GetItemRequest> live = liveGets.gets();
        boolean[] used = new boolean[live.size()];
        List<Item> items = new ArrayList<>();
        for (Item item : found) {
            int at = -1;
            for (int i = 0; i < live.size() && at < 0; i++) {
                if (!used[i] && holds(item, live.get(i).key())) {
                    at = i;
                }
            }
            for (int i = 0; i < live.size() && at < 0; i++) {
                at = used[i] ? -1 : i;
            }
            if (at < 0) {
                items.add(item);
                continue;
            }
            used[at] = true;
            String table = modelGets.gets().get(at).tableName();
            UnaryOperator<String> back = name -> mapping.modelAttribute(table, name);
            items.add(LiveNames.item(item, back));
        }
        return items;
    }

    private static boolean holds(Item item, Item key) {
        for (var e : key.attributes().entrySet()) {
            AttributeValue v = item.get(e.getKey());
            if (v == null || !ValueEquality.equal(v, e.getValue())) {
                return false;
            }
        }
        return true;
    }
}
