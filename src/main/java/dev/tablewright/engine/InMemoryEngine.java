package dev.tablewright.engine;

import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.DeleteItemRequest;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.GetItemResult;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.Response;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.UpdateItemRequest;
import dev.tablewright.engine.request.WriteResult;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.Model;
import dev.tablewright.model.StoredForm;
import dev.tablewright.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.Predicate;
import java.util.function.ToLongFunction;
import java.util.function.UnaryOperator;
import java.util.Collections;

/**
 * Answers DynamoDB requests from tables held in memory, with DynamoDB Local's semantics: the same
 * items in the same order, the same counts, LastEvaluatedKey and ConsumedCapacity (or the real
 * service's, where {@link Fidelity} names a difference). Not thread-safe.
 */
public final class InMemoryEngine {
    private final Map<String, InMemoryTable> tables = new LinkedHashMap<>();
    private final Capacities capacities;
    private final ToLongFunction<Item> sizer;
    private final Reads reads;
    private final Fidelity fidelity;

    /** An engine measuring items with {@code sizer} (capacity, the 1 MB page), with Local's or DynamoDB's charges. */
    public InMemoryEngine(ToLongFunction<Item> sizer, Fidelity fidelity) {
        this.capacities = new Capacities(sizer);
        this.sizer = sizer;
        this.fidelity = Objects.requireNonNull(fidelity, "fidelity");
        this.reads = new Reads(fidelity);
    }

    /** An engine with DynamoDB's exact item sizes, as Local behaves. */
    public InMemoryEngine() {
        this(ItemSize::of, Fidelity.DYNAMODB_LOCAL);
    }

    /** An engine holding every table of a model with its items. */
    public static InMemoryEngine of(Model model) {
        InMemoryEngine engine = new InMemoryEngine();
        model.tables().forEach(engine::add);
        return engine;
    }

    public Fidelity fidelity() {
        return fidelity;
    }

    /** Adds a table with the schema's items (replacing a table of the same name). */
    public InMemoryTable add(Table schema) {
        InMemoryTable table = InMemoryTable.of(schema, sizer);
        tables.put(schema.name(), table);
        return table;
    }

    public InMemoryTable table(String name) {
        InMemoryTable table = tables.get(name);
        if (table == null) {
            throw RequestException.notFound("Cannot do operations on a non-existent table");
        }
        return table;
    }

    public List<InMemoryTable> tables() {
        return List.copyOf(tables.values());
    }

    public Response execute(Request request) {
        if (request instanceof QueryRequest q) {
            return query(q);
        } else if (request instanceof ScanRequest s) {
            return scan(s);
        } else if (request instanceof GetItemRequest g) {
            return getItem(g);
        } else if (request instanceof PutItemRequest p) {
            return putItem(p);
        } else if (request instanceof UpdateItemRequest u) {
            return updateItem(u);
        } else if (request instanceof DeleteItemRequest d) {
            return deleteItem(d);
        }
        throw new IllegalArgumentException("unknown request " + request);
    }

    public ReadResult query(QueryRequest request) {
        return run(request).result();
    }

    public ReadResult scan(ScanRequest request) {
        return run(request).result();
    }

    PageRun run(ReadRequest request) {
        if (request instanceof QueryRequest q) {
            return reads.query(table(q.tableName()), q);
        } else if (request instanceof ScanRequest s) {
            return reads.scan(table(s.tableName()), s);
        }
        throw new IllegalArgumentException("not a Query or Scan: " + request);
    }

    PreparedExpressions prepare(ExpressionInput input) {
        return ExprExpressions.prepare(input);
    }

    public GetItemResult getItem(GetItemRequest request) {
        InMemoryTable table = table(request.tableName());
        PreparedExpressions ex = ExprExpressions.prepare(ExpressionInput.of(request, table.keySchema()));
        table.validateKey(request.key());
        Item item = table.get(request.key());
        Item out = item == null || ex.projection() == null ? item : ex.projection().apply(item);
        double units = capacities.random(Collections.singletonList(item), request.strong());
        return new GetItemResult(out, Capacities.read(request.returnConsumedCapacity(), table.name(), null, units, 0));
    }

    public WriteResult putItem(PutItemRequest request) {
        InMemoryTable table = table(request.tableName());
        PreparedExpressions ex = ExprExpressions.prepare(ExpressionInput.write(request.conditionExpression(), null,
                request.expressionAttributeNames(), request.expressionAttributeValues(), table.keySchema()));
        table.validateForPut(request.item());
        Item old = table.get(request.item());
        check(ex.condition(), old);
        table.put(StoredForm.written(request.item()));
        return new WriteResult(old, request.item(),
                capacities.write(request.returnConsumedCapacity(), table, old, request.item()));
    }

    public WriteResult deleteItem(DeleteItemRequest request) {
        InMemoryTable table = table(request.tableName());
        PreparedExpressions ex = ExprExpressions.prepare(ExpressionInput.write(request.conditionExpression(), null,
                request.expressionAttributeNames(), request.expressionAttributeValues(), table.keySchema()));
        table.validateKey(request.key());
        Item old = table.get(request.key());
        check(ex.condition(), old);
        table.delete(request.key());
        return new WriteResult(old, null, capacities.write(request.returnConsumedCapacity(), table, old, null));
    }

    public WriteResult updateItem(UpdateItemRequest request) {
        InMemoryTable table = table(request.tableName());
        PreparedExpressions ex = ExprExpressions.prepare(ExpressionInput.write(request.conditionExpression(),
                request.updateExpression(), request.expressionAttributeNames(), request.expressionAttributeValues(),
                table.keySchema()));
        table.validateKey(request.key());
        Item old = table.get(request.key());
        check(ex.condition(), old);
        Item base = old == null ? request.key() : old;
        UnaryOperator<Item> update = ex.update() == null ? UnaryOperator.identity() : ex.update();
        Item updated = update.apply(base);
        for (KeyAttribute key : table.keySchema().attributes()) {
            AttributeValue before = base.get(key.name());
            AttributeValue after = updated.get(key.name());
            if (after == null || !Capacities.same(before, after)) {
                throw RequestException.validation("One or more parameter values were invalid: Cannot update attribute "
                        + key.name() + ". This attribute is part of the key");
            }
        }
        Item stored = StoredForm.updated(updated);
        table.put(stored);
        return new WriteResult(old, stored, capacities.write(request.returnConsumedCapacity(), table, old, updated));
    }

    private static void check(Predicate<Item> condition, Item old) {
        if (condition != null && !condition.test(old == null ? Item.empty() : old)) {
            throw new RequestException("ConditionalCheckFailedException", "The conditional request failed");
        }
    }
}
