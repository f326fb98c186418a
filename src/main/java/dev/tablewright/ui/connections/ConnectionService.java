package dev.tablewright.ui.connections;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionCheck;
import java.util.Map;

/** Saved connections, testing one, and reading a live table into a model; the app wires the dynamo package. */
public interface ConnectionService {
    /** The saved connections by name, in the order saved. */
    Map<String, Connection> load() throws Exception;

    void save(String name, Connection connection) throws Exception;

    void remove(String name) throws Exception;

    /** One ListTables call: the tables and the round trip, or the failure in plain words. */
    ConnectionCheck test(Connection connection);

    /**
     * A new model holding the table's definition and up to {@code sampleLimit} of its items, with
     * the read's notes (a OneTable schema item's facets, a sample cut short).
     */
    ImportedTable importTable(Connection connection, String table, int sampleLimit);
}
