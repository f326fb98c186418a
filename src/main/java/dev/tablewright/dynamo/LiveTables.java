package dev.tablewright.dynamo;

import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.model.ListTablesResponse;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * The tables on a connection as the model's shapes (key schemas, indexes, projections, key
 * attribute types), from DescribeTable through {@link TableMapping#fromDescription}, each described
 * once per instance; a table that is not there is empty, not an error.
 */
public final class LiveTables {
    private final OpenConnection connection;
    private final Map<String, Optional<Table>> described = new HashMap<>();

    public LiveTables(OpenConnection connection) {
        this.connection = connection;
    }

    /** The live table of that name, described on first use; empty when the connection has none. */
    public synchronized Optional<Table> find(String liveName) {
        Optional<Table> known = described.get(liveName);
        if (known == null) {
            known = describe(liveName);
            described.put(liveName, known);
        }
        return known;
    }

    private Optional<Table> describe(String liveName) {
        try {
            var description = connection.client().describeTable(b -> b.tableName(liveName)).table();
            return Optional.of(TableMapping.fromDescription(description, List.of()));
        } catch (ResourceNotFoundException e) {
            return Optional.empty();
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), "DescribeTable");
        }
    }

    /** Every table name on the connection (ListTables, all pages). */
    public List<String> names() {
        List<String> names = new ArrayList<>();
        String start = null;
        try {
            do {
                String from = start;
                ListTablesResponse page = connection.client().listTables(b -> b.exclusiveStartTableName(from));
                names.addAll(page.tableNames());
                start = page.lastEvaluatedTableName();
            } while (start != null);
        } catch (RuntimeException e) {
            throw DynamoErrors.translate(e, connection.connection(), "ListTables");
        }
        return names;
    }
}
