package dev.tablewright.app;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.EmbeddedWarmUp;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.live.ItemPage;
import dev.tablewright.dynamo.live.LiveTable;
import dev.tablewright.dynamo.live.LiveTables;
import dev.tablewright.dynamo.live.QueryHistory;
import dev.tablewright.dynamo.live.ReadRequest;
import dev.tablewright.dynamo.live.Statements;
import dev.tablewright.dynamo.live.TransactionAction;
import dev.tablewright.dynamo.live.TransactionResult;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.ui.tables.LiveTarget;
import dev.tablewright.ui.tables.TablesService;
import java.io.IOException;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Tables workspace's service: the embedded DynamoDB Local and the saved connections, each
 * opened once and kept for the window's life, read and written through {@link LiveTables}. Every
 * write checks the connection's saved read-only flag again here, so no path around the view-model
 * writes to a read-only connection.
 */
public final class DynamoTablesService implements TablesService {
    static final String EMBEDDED = "Embedded DynamoDB Local";
    private final ConnectionStore store;
    private final QueryHistory history;
    private final Map<Connection, OpenConnection> open = new ConcurrentHashMap<>();
    /** The embedded Local is not a saved connection: its read-only flag lives as long as the window. */
    private volatile boolean embeddedReadOnly;

    /** {@code store} null offers the embedded DynamoDB Local only. */
    public DynamoTablesService(ConnectionStore store, QueryHistory history) {
        this.store = store;
        this.history = history;
    }

    /** Uses connections already open (tests, the benchmark): {@code connection} answers through {@code client}. */
    public void use(OpenConnection connection) {
        open.put(connection.connection(), connection);
    }

    @Override
    public List<LiveTarget> targets() {
        List<LiveTarget> targets = new ArrayList<>();
        targets.add(new LiveTarget(EMBEDDED, Connection.embedded(), false, embeddedReadOnly, true));
        if (store != null) {
            try {
                Set<String> readOnly = store.readOnly();
                store.load().forEach((name, c) -> targets.add(new LiveTarget(name, c, true, readOnly.contains(name),
                        isLocal(c))));
            } catch (IOException | RuntimeException e) {
                // a broken connections file leaves the embedded Local; the connections dialog reports the file
            }
        }
        return targets;
    }

    /** DynamoDB Local in this process or on this machine: writes there are not confirmed first. */
    static boolean isLocal(Connection c) {
        if (c instanceof Connection.Embedded || c instanceof Connection.LocalServer) {
            return true;
        }
        URI url = c instanceof Connection.Endpoint e ? e.url() : null;
        String host = url == null ? null : url.getHost();
        return host != null && (host.equals("localhost") || host.equals("127.0.0.1") || host.equals("::1")
                || host.equals("[::1]"));
    }

    @Override
    public void setReadOnly(LiveTarget target, boolean readOnly) throws IOException {
        if (!target.saved()) {
            embeddedReadOnly = readOnly;
            return;
        }
        store.setReadOnly(target.name(), readOnly);
    }

    private void refuseWrites(LiveTarget target, String what) {
        boolean readOnly;
        try {
            readOnly = target.saved() ? store.readOnly().contains(target.name()) : embeddedReadOnly;
        } catch (IOException e) {
            readOnly = true; // when the flag cannot be read, the safe answer is no write
        }
        if (readOnly || target.readOnly()) {
            throw new ReadOnlyException(target.name(), what);
        }
    }

    private LiveTables tables(LiveTarget target) {
        return new LiveTables(open.computeIfAbsent(target.connection(), DynamoClients::open));
    }

    @Override
    public List<String> tableNames(LiveTarget target) {
        List<String> names = tables(target).tableNames();
        // the window's own warm-up table lives a moment on the embedded Local: not one of the user's
        return target.connection() instanceof Connection.Embedded
                ? names.stream().filter(name -> !EmbeddedWarmUp.isScratchTable(name)).toList() : names;
    }

    @Override
    public LiveTable describe(LiveTarget target, String table) {
        return tables(target).describe(table);
    }

    @Override
    public ItemPage read(LiveTarget target, ReadRequest request, Object cursor) {
        return tables(target).read(request, cursor);
    }

    @Override
    public ItemPage statement(LiveTarget target, String statement, String nextToken) {
        if (Statements.writes(statement)) {
            refuseWrites(target, "PartiQL " + Statements.firstKeyword(statement));
        }
        return tables(target).statement(statement, nextToken);
    }

    @Override
    public void put(LiveTarget target, String table, Item item, String condition, Map<String, AttributeValue> values) {
        refuseWrites(target, "PutItem on " + table);
        tables(target).put(table, item, condition, values);
    }

    @Override
    public void delete(LiveTarget target, String table, Item key, String condition, Map<String, AttributeValue> values) {
        refuseWrites(target, "DeleteItem on " + table);
        tables(target).delete(table, key, condition, values);
    }

    @Override
    public TransactionResult transact(LiveTarget target, List<TransactionAction> actions) {
        if (actions.stream().anyMatch(a -> a.kind().write())) {
            refuseWrites(target, "TransactWriteItems");
        }
        return tables(target).transact(actions);
    }

    @Override
    public List<QueryHistory.Entry> history(LiveTarget target) throws IOException {
        return history.load(target.name());
    }

    @Override
    public void record(LiveTarget target, QueryHistory.Entry entry) throws IOException {
        history.add(target.name(), entry);
    }
}
