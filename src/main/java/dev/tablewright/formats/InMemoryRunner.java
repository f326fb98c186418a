package dev.tablewright.formats;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.Operation;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The in-memory engine behind the wire form: the one place that dispatches a data-plane operation
 * by name to the engine (GetItem, PutItem, UpdateItem, DeleteItem, Query, Scan, BatchGetItem,
 * BatchWriteItem, TransactGetItems, TransactWriteItems), reading the body with {@link RequestJson}
 * and {@link MultiItemJson} and writing the engine's answer or refusal the same way.
 *
 * The PartiQL operations ({@link #PARTIQL}) go to one {@link PartiqlEngine} per runner, which keeps
 * the NextToken pages of a session, through {@link PartiqlJson}.
 *
 * <p>Extension point: {@link #with} adds or replaces an operation.
 */
public final class InMemoryRunner implements RequestRunner {
    /** The PartiQL operations. */
    public static final Set<String> PARTIQL = Set.of("ExecuteStatement", "BatchExecuteStatement", "ExecuteTransaction");

    private final InMemoryEngine engine;
    private final Map<String, RequestRunner> extra;
    private final PartiqlEngine partiql;

    public InMemoryRunner(InMemoryEngine engine) {
        this(engine, Map.of(), new PartiqlEngine(engine));
    }

    private InMemoryRunner(InMemoryEngine engine, Map<String, RequestRunner> extra, PartiqlEngine partiql) {
        this.engine = engine;
        this.extra = Map.copyOf(extra);
        this.partiql = partiql;
    }

    /** This runner, with {@code operation} answered by {@code handler} (e.g. PartiQL's ExecuteStatement). */
    public InMemoryRunner with(String operation, RequestRunner handler) {
        Map<String, RequestRunner> more = new LinkedHashMap<>(extra);
        more.put(operation, handler);
        return new InMemoryRunner(engine, more, partiql);
    }

    public InMemoryEngine engine() {
        return engine;
    }

    @Override
    public ObjectNode run(String operation, ObjectNode request) {
        RequestRunner handler = extra.get(operation);
        if (handler != null) {
            return handler.run(operation, request);
        }
        try {
            return switch (operation) {
                case "GetItem", "PutItem", "UpdateItem", "DeleteItem", "Query", "Scan" ->
                        RequestJson.write(engine.execute(RequestJson.read(Operation.valueOf(operation), request)));
                case "BatchGetItem" -> MultiItemJson.write(engine.batchGetItem(MultiItemJson.batchGet(request)));
                case "BatchWriteItem" -> MultiItemJson.write(engine.batchWriteItem(MultiItemJson.batchWrite(request)));
                case "TransactGetItems" ->
                        MultiItemJson.write(engine.transactGetItems(MultiItemJson.transactGet(request)));
                case "TransactWriteItems" ->
                        MultiItemJson.write(engine.transactWriteItems(MultiItemJson.transactWrite(request)));
                case "ExecuteStatement", "BatchExecuteStatement", "ExecuteTransaction" ->
                        PartiqlJson.answer(partiql, operation, request);
                default -> RequestRunner.unknownOperation(operation);
            };
        } catch (RequestException e) {
            return RequestJson.write(e);
        } catch (IllegalArgumentException e) {
            // a body of the wrong shape: DynamoDB refuses it before reading it
            return RequestRunner.error("ValidationException", e.getMessage());
        } catch (RuntimeException e) {
            // a fault of the engine answers its own line and leaves the rest of a file to run
            return RequestRunner.error("InternalServerError", "the in-memory engine failed on " + operation + ": " + e);
        }
    }
}
