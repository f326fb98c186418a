package dev.tablewright.engine;

import dev.tablewright.engine.request.BatchGetItemRequest;
import dev.tablewright.engine.request.BatchGetItemResult;
import dev.tablewright.engine.request.BatchWriteItemRequest;
import dev.tablewright.engine.request.BatchWriteItemResult;
import dev.tablewright.engine.request.TransactGetItemsRequest;
import dev.tablewright.engine.request.TransactGetItemsResult;
import dev.tablewright.engine.request.TransactWriteItemsRequest;
import dev.tablewright.engine.request.TransactWriteItemsResult;
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

import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToLongFunction;
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
    private final Writes writes;
    private final Batches batches;
    private final Transactions transactions;

    /** An engine measuring items with {@code sizer} (capacity, the 1 MB page), with Local's or DynamoDB's charges. */
    public InMemoryEngine(ToLongFunction<Item> sizer, Fidelity fidelity) {
        this.capacities = new Capacities(sizer);
        this.sizer = sizer;
        this.fidelity = Objects.requireNonNull(fidelity, "fidelity");
        this.reads = new Reads(fidelity);
        this.writes = new Writes(capacities);
        this.batches = new Batches(this::table, writes, capacities);
        this.transactions = new Transactions(this::table, writes, capacities);
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
        return writes.put(table(request.tableName()), request);
    }

    public WriteResult deleteItem(DeleteItemRequest request) {
        return writes.delete(table(request.tableName()), request);
    }

    public WriteResult updateItem(UpdateItemRequest request) {
        return writes.update(table(request.tableName()), request);
    }

    public BatchGetItemResult batchGetItem(BatchGetItemRequest request) {
        return batches.get(request);
    }

    public BatchWriteItemResult batchWriteItem(BatchWriteItemRequest request) {
        return batches.write(request);
    }

    public TransactGetItemsResult transactGetItems(TransactGetItemsRequest request) {
        return transactions.get(request);
    }

    public TransactWriteItemsResult transactWriteItems(TransactWriteItemsRequest request) {
        return transactions.write(request);
    }
}
