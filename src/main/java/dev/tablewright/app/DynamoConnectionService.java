package dev.tablewright.app;

import dev.tablewright.dynamo.ClientOptions;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionCheck;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.dynamo.ConnectionTester;
import dev.tablewright.dynamo.DynamoClients;
import dev.tablewright.dynamo.OpenConnection;
import dev.tablewright.dynamo.TableImporter;
import dev.tablewright.ui.connections.ConnectionService;
import dev.tablewright.ui.connections.ImportedTable;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The connections dialog's service: saved in the config folder, tested and imported through the SDK. */
public final class DynamoConnectionService implements ConnectionService {
    private final ConnectionStore store;

    public DynamoConnectionService(ConnectionStore store) {
        this.store = store;
    }

    @Override
    public Map<String, Connection> load() throws IOException {
        return store.load();
    }

    @Override
    public void save(String name, Connection connection) throws IOException {
        store.save(name, connection);
    }

    @Override
    public void remove(String name) throws IOException {
        store.remove(name);
    }

    @Override
    public ConnectionCheck test(Connection connection) {
        return ConnectionTester.test(connection, ClientOptions.defaults());
    }

    @Override
    public ImportedTable importTable(Connection connection, String table, int sampleLimit) {
        try (OpenConnection open = DynamoClients.open(connection)) {
            TableImporter.TableImport read = new TableImporter(open).read(table, sampleLimit);
            List<String> notes = new ArrayList<>();
            read.notes().forEach(note -> notes.add("OneTable: " + note));
            if (read.sampleCut() != null) {
                notes.add("Sample: " + read.sampleCut());
            }
            return new ImportedTable(read.model(), notes);
        }
    }
}
