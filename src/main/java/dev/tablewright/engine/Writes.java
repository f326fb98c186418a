package dev.tablewright.engine;

import dev.tablewright.engine.request.Capacity;
import dev.tablewright.engine.request.ConditionFailedException;
import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.engine.request.ReturnValues;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.engine.request.WriteResult;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.StoredForm;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * PutItem, UpdateItem and DeleteItem as DynamoDB Local runs them, alone or as the steps of a batch
 * or transaction: what is checked before the item is read ({@link #put}, {@link #update},
 * {@link #delete}, {@link #check} give a checked {@link Step}), the condition against the item as
 * it is, the item the write leaves, and what ReturnValues returns of it.
 */
final class Writes {
    /** DynamoDB's item size limit, 400 KB. */
    static final long MAX_ITEM_BYTES = 400 * 1024;
    private static final String KEY_UPDATE = "One or more parameter values were invalid: Cannot update attribute ";
    private static final Set<ReturnValues> OLD_ONLY = EnumSet.of(ReturnValues.NONE, ReturnValues.ALL_OLD);

    private final Capacities capacities;

    Writes(Capacities capacities) {
        this.capacities = capacities;
    }

    enum Kind { PUT, UPDATE, DELETE, CHECK }

    /**
     * A write checked against its table: the key it writes, the whole item of a Put, its
     * expressions, and whether a failed condition returns the item (ALL_OLD).
     */
    record Step(Kind kind, InMemoryTable table, Item key, Item item, PreparedExpressions ex, boolean oldOnFailure) {
        /** The key with the table's name, to find two steps on one item. */
        Map.Entry<String, Item> identity() {
            return Map.entry(table.name(), StoredForm.written(key));
        }
    }

    // ---------------------------------------------------------------- the single calls

    WriteResult put(InMemoryTable table, PutItemRequest r) {
        ReturnValues rv = returnValues(r.returnValues(), OLD_ONLY);
        Step step = put(table, r.item(), r.conditionExpression(), r.expressionAttributeNames(),
                r.expressionAttributeValues(), r.returnValuesOnConditionCheckFailure(), false);
        return single(step, rv, r.returnConsumedCapacity());
    }

    WriteResult delete(InMemoryTable table, DeleteItemRequest r) {
        ReturnValues rv = returnValues(r.returnValues(), OLD_ONLY);
        Step step = delete(table, r.key(), r.conditionExpression(), r.expressionAttributeNames(),
                r.expressionAttributeValues(), r.returnValuesOnConditionCheckFailure());
        return single(step, rv, r.returnConsumedCapacity());
    }

    WriteResult update(InMemoryTable table, UpdateItemRequest r) {
        ReturnValues rv = returnValues(r.returnValues(), EnumSet.allOf(ReturnValues.class));
        Step step = update(table, r.key(), r.updateExpression(), r.conditionExpression(),
                r.expressionAttributeNames(), r.expressionAttributeValues(), r.returnValuesOnConditionCheckFailure());
        return single(step, rv, r.returnConsumedCapacity());
    }

    private WriteResult single(Step step, ReturnValues rv, ReturnConsumedCapacity rcc) {
        Item old = old(step);
        if (!holds(step, old)) {
            throw new ConditionFailedException(step.oldOnFailure() ? old : null);
        }
        Item next = next(step, old);
        apply(step, next);
        ConsumedCapacity cc = capacity(step, old, next, rcc);
        if (cc == null && step.kind() == Kind.DELETE && old == null) {
            // Local 3.3.1 answers a DeleteItem of no item with its capacity even when not asked
            cc = ConsumedCapacity.total(step.table().name(), 1.0);
        }
        return new WriteResult(old, next, cc, returned(step, rv, old, next));
    }

    // ---------------------------------------------------------------- steps

    /**
     * A Put checked: its ReturnValuesOnConditionCheckFailure, expressions, key attributes and size.
     * {@code batch} gives a missing key attribute the words batches and transactions use.
     */
    Step put(InMemoryTable table, Item item, String condition, Map<String, String> names,
             Map<String, AttributeValue> values, String onFailure, boolean batch) {
        boolean oldOnFailure = oldOnFailure(onFailure);
        // Local checks the item before the condition's expression
        boolean hashGiven = item.has(table.keySchema().partitionKey().name());
        if ((batch || hashGiven) && table.keySchema().attributes().stream().anyMatch(k -> !item.has(k.name()))) {
            // Local's words for a missing key attribute, except a single PutItem's missing partition key
            throw RequestException.validation("One of the required keys was not given a value");
        }
        table.validateForPut(item);
        if (ItemSize.of(item) > MAX_ITEM_BYTES) {
            throw RequestException.validation("Item size has exceeded the maximum allowed size");
        }
        PreparedExpressions ex = prepare(table, condition, null, names, values);
        return new Step(Kind.PUT, table, IndexView.only(item, table.keySchema().attributeNames()), item, ex,
                oldOnFailure);
    }

    Step delete(InMemoryTable table, Item key, String condition, Map<String, String> names,
                Map<String, AttributeValue> values, String onFailure) {
        return keyed(Kind.DELETE, table, key, null, condition, names, values, onFailure);
    }

    Step update(InMemoryTable table, Item key, String update, String condition, Map<String, String> names,
                Map<String, AttributeValue> values, String onFailure) {
        return keyed(Kind.UPDATE, table, key, update, condition, names, values, onFailure);
    }

    Step check(InMemoryTable table, Item key, String condition, Map<String, String> names,
               Map<String, AttributeValue> values, String onFailure) {
        return keyed(Kind.CHECK, table, key, null, condition, names, values, onFailure);
    }

    private Step keyed(Kind kind, InMemoryTable table, Item key, String update, String condition,
                       Map<String, String> names, Map<String, AttributeValue> values, String onFailure) {
        boolean oldOnFailure = oldOnFailure(onFailure);
        // Local checks the key before the expressions of an UpdateItem or DeleteItem
        table.validateKey(key);
        PreparedExpressions ex = prepare(table, condition, update, names, values);
        return new Step(kind, table, key, null, ex, oldOnFailure);
    }

    private static PreparedExpressions prepare(InMemoryTable table, String condition, String update,
                                               Map<String, String> names, Map<String, AttributeValue> values) {
        return ExprExpressions.prepare(ExpressionInput.write(condition, update, names, values, table.keySchema()));
    }

    /** The item the step writes, as it is now (null when there is none). */
    static Item old(Step step) {
        return step.table().get(step.key());
    }

    /** Whether the step's condition holds for the item as it is (true without a condition). */
    static boolean holds(Step step, Item old) {
        return step.ex().condition() == null || step.ex().condition().test(old == null ? Item.empty() : old);
    }

    /**
     * The item as the step leaves it: the Put's item, the updated item, null for a Delete, the
     * item unchanged for a ConditionCheck.
     *
     * @throws RequestException as DynamoDB refuses the update for this item
     */
    static Item next(Step step, Item old) {
        return switch (step.kind()) {
            case PUT -> StoredForm.written(step.item());
            case DELETE -> null;
            case CHECK -> old;
            case UPDATE -> updated(step, old);
        };
    }

    private static Item updated(Step step, Item old) {
        Item base = old == null ? step.key() : old;
        if (step.ex().updated() != null) {
            // an update naming a key attribute is refused even when it would leave the value as it is
            Item touched = step.ex().updated().apply(base);
            for (KeyAttribute k : step.table().keySchema().attributes()) {
                if (touched.has(k.name())) {
                    throw keyUpdate(k.name());
                }
            }
        }
        UnaryOperator<Item> update = step.ex().update() == null ? UnaryOperator.identity() : step.ex().update();
        Item updated = update.apply(base);
        for (KeyAttribute key : step.table().keySchema().attributes()) {
            AttributeValue before = base.get(key.name());
            AttributeValue after = updated.get(key.name());
            if (after == null || !Capacities.same(before, after)) {
                throw keyUpdate(key.name());
            }
        }
        Item stored = indexKeysCanonical(step.table(), StoredForm.updated(updated));
        step.table().validateForPut(stored);
        if (ItemSize.of(stored) > MAX_ITEM_BYTES) {
            throw RequestException.validation("Item size to update has exceeded the maximum allowed size");
        }
        return stored;
    }

    /**
     * The item with each number that keys an index in canonical form: Local keeps an update's
     * numbers as written ({@code 18.0}) except those ({@code 18.0} as a GSI's sort key is 18).
     */
    private static Item indexKeysCanonical(InMemoryTable table, Item item) {
        Item out = item;
        for (IndexView view : table.indexes()) {
            for (String name : view.keySchema().attributeNames()) {
                if (out.get(name) instanceof AttributeValue.N n) {
                    AttributeValue canonical = dev.tablewright.model.NumberForm.canonical(n);
                    if (!canonical.equals(n)) {
                        out = out.with(name, canonical);
                    }
                }
            }
        }
        return out;
    }

    /** Writes the step's outcome into its table. */
    static void apply(Step step, Item next) {
        switch (step.kind()) {
            case PUT, UPDATE -> step.table().put(next);
            case DELETE -> step.table().delete(step.key());
            case CHECK -> {
                // a condition check writes nothing
            }
        }
    }

    /**
     * The capacity a step of a BatchWriteItem consumed, as asked (null for NONE): a write's, but
     * Local charges 2 units for deleting an item that is not there.
     */
    ConsumedCapacity batchCapacity(Step step, Item old, Item next, ReturnConsumedCapacity rcc) {
        ConsumedCapacity cc = capacity(step, old, next, rcc);
        return step.kind() == Kind.DELETE && old == null ? scaled(cc, 2) : cc;
    }

    /**
     * The capacity a step of a TransactWriteItems consumed, as asked (null for NONE): twice a
     * write's; a ConditionCheck's a transactional read of its item. How Local adds the steps up is
     * {@code Transactions}' business.
     */
    ConsumedCapacity transactionCapacity(Step step, Item old, Item next, ReturnConsumedCapacity rcc) {
        if (step.kind() == Kind.CHECK) { // a ConditionCheck reads its item: 2 units a 4 KB block, as Local charges it
            return Capacities.read(rcc, step.table().name(), null,
                    CapacityUnits.conditionCheck(capacities.size(old)), 0);
        }
        return transactional(capacity(step, old, next, rcc));
    }

    /** A write's capacity as a transaction's action pays it ({@link CapacityUnits#transactional}), part by part. */
    private static ConsumedCapacity transactional(ConsumedCapacity cc) {
        return mapped(cc, CapacityUnits::transactional);
    }

    private static ConsumedCapacity scaled(ConsumedCapacity cc, double factor) {
        return mapped(cc, units -> units * factor);
    }

    private static ConsumedCapacity mapped(ConsumedCapacity cc, java.util.function.DoubleUnaryOperator f) {
        if (cc == null) {
            return null;
        }
        Map<String, Capacity> lsis = new java.util.LinkedHashMap<>();
        cc.localSecondaryIndexes().forEach((k, v) -> lsis.put(k, Capacity.of(f.applyAsDouble(v.capacityUnits()))));
        Map<String, Capacity> gsis = new java.util.LinkedHashMap<>();
        cc.globalSecondaryIndexes().forEach((k, v) -> gsis.put(k, Capacity.of(f.applyAsDouble(v.capacityUnits()))));
        return new ConsumedCapacity(cc.tableName(), f.applyAsDouble(cc.capacityUnits()),
                cc.table() == null ? null : Capacity.of(f.applyAsDouble(cc.table().capacityUnits())), lsis, gsis);
    }

    /** The capacity the step's write consumed, as asked (null for NONE). */
    ConsumedCapacity capacity(Step step, Item old, Item next, ReturnConsumedCapacity rcc) {
        return capacities.write(rcc, step.table(), old, charged(step, old, next));
    }

    /** The item a write is charged for: as the request gave it, before numbers take their stored form. */
    private static Item charged(Step step, Item old, Item next) {
        return switch (step.kind()) {
            case PUT -> step.item();
            case UPDATE -> step.ex().update() == null ? next
                    : step.ex().update().apply(old == null ? step.key() : old);
            case DELETE, CHECK -> next;
        };
    }

    private static Item returned(Step step, ReturnValues rv, Item old, Item next) {
        Item out = switch (rv) {
            case NONE -> null;
            case ALL_OLD -> old;
            case ALL_NEW -> next;
            case UPDATED_OLD -> old == null ? null : step.ex().updated().apply(old);
            case UPDATED_NEW -> next == null ? null : step.ex().updated().apply(next);
        };
        return out == null || out.size() == 0 ? null : out;
    }

    private static RequestException keyUpdate(String name) {
        return RequestException.validation(KEY_UPDATE + name + ". This attribute is part of the key");
    }

    /** Whether DynamoDB refused an update for changing a key attribute. */
    static boolean isKeyUpdate(RequestException e) {
        return e.getMessage() != null && e.getMessage().startsWith(KEY_UPDATE);
    }

    private static ReturnValues returnValues(String text, Set<ReturnValues> allowed) {
        if (text == null) {
            return ReturnValues.NONE;
        }
        for (ReturnValues rv : allowed) {
            if (rv.name().equals(text)) {
                return rv;
            }
        }
        throw RequestException.validation("Return values set to invalid value");
    }

    private static boolean oldOnFailure(String text) {
        if (text == null || text.equals("NONE")) {
            return false;
        }
        if (text.equals("ALL_OLD")) {
            return true;
        }
        throw RequestException.validation("1 validation error detected: Value '" + text + "' at "
                + "'returnValuesOnConditionCheckFailure' failed to satisfy constraint: Member must satisfy enum value"
                + " set: [ALL_OLD, NONE]");
    }
}
