package dev.tablewright.ui.tables;

import dev.tablewright.dynamo.live.ItemPage;
import dev.tablewright.dynamo.live.LiveTable;
import dev.tablewright.dynamo.live.QueryHistory;
import dev.tablewright.dynamo.live.ReadRequest;
import dev.tablewright.dynamo.live.TransactionAction;
import dev.tablewright.dynamo.live.TransactionResult;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.io.IOException;
import java.util.List;
import java.util.Map;

/**
 * What the Tables workspace asks of DynamoDB and of the config folder. Every method but
 * {@link #targets()} may block: view-models call them on the task executor. Each write refuses a
 * read-only target with {@link ReadOnlyException}, whatever the caller checked before.
 */
public interface TablesService {
    /** The embedded DynamoDB Local first, then each saved connection. */
    List<LiveTarget> targets();

    /** Saves the read-only flag of a saved connection. */
    void setReadOnly(LiveTarget target, boolean readOnly) throws IOException;

    List<String> tableNames(LiveTarget target);

    LiveTable describe(LiveTarget target, String table);

    ItemPage read(LiveTarget target, ReadRequest request, Object cursor);

    /** One page of a PartiQL statement; a statement that writes is refused on a read-only target. */
    ItemPage statement(LiveTarget target, String statement, String nextToken);

    void put(LiveTarget target, String table, Item item, String condition, Map<String, AttributeValue> values);

    void delete(LiveTarget target, String table, Item key, String condition, Map<String, AttributeValue> values);

    TransactionResult transact(LiveTarget target, List<TransactionAction> actions);

    List<QueryHistory.Entry> history(LiveTarget target) throws IOException;

    void record(LiveTarget target, QueryHistory.Entry entry) throws IOException;

    /** A write refused because the connection is read-only; the message says which and how to allow it. */
    final class ReadOnlyException extends RuntimeException {
        public ReadOnlyException(String connectionName, String what) {
            super(what + " refused: the connection '" + connectionName
                    + "' is read-only (clear 'Read-only' in the Tables tab to allow writes)");
        }
    }
}
