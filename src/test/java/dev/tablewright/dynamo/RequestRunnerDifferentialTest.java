package dev.tablewright.dynamo;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.formats.InMemoryRunner;
import dev.tablewright.formats.RequestFile;
import dev.tablewright.formats.RequestRunner;
import dev.tablewright.model.Model;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Seeded random stateful requests over every data-plane operation, answered by the in-memory
 * engine and by DynamoDB Local 3.3.1 (a server on a free port, through {@link RemoteRunner}):
 * every answer line must be the same (error codes and messages, CancellationReasons, returned
 * items and attributes, ConsumedCapacity, asked of PartiQL requests too), and so must both tables'
 * contents at the end.
 * {@code -Dtablewright.differential.requests=N} sets the count (600 in verify, 4,000 with -Plong),
 * {@code -Dtablewright.differential.seed=S} the seed, which every failure names.
 */
class RequestRunnerDifferentialTest {
    private static final ObjectMapper MAPPER = new ObjectMapper();
    private static final long DEFAULT_SEED = 20261125L;

    @Test
    void randomRequests_whenAnsweredByMemoryAndLocal_giveTheSameAnswersAndTables() throws Exception {
        int count = Integer.getInteger("tablewright.differential.requests", 600);
        long seed = Long.getLong("tablewright.differential.seed", DEFAULT_SEED);
        Model model = DifferentialModel.create();
        List<String> mismatches = new ArrayList<>();
        long start = System.nanoTime();
        try (LocalDynamoServer server = LocalDynamoServer.start(0, null);
             OpenConnection connection = DynamoClients.open(Connection.endpoint(server.endpoint().toString()));
             RequestRunner local = new RemoteRunner(connection, false);
             RequestRunner memory = new InMemoryRunner(InMemoryEngine.of(model))) {
            ModelTables.createMissing(connection, model);
            RandomRequests requests = new RandomRequests(seed);
            for (int i = 1; i <= count; i++) {
                String line = MAPPER.writeValueAsString(requests.next());
                String expected = tokenless(RequestFile.answer(line, i, local));
                String actual = tokenless(RequestFile.answer(line, i, memory));
                if (!expected.equals(actual) && mismatches.size() < 8) {
                    mismatches.add("request " + i + ": " + abbreviate(line) + "\n    Local:  " + abbreviate(expected)
                            + "\n    memory: " + abbreviate(actual));
                }
            }
            for (String table : List.of(DifferentialModel.ORDERS, DifferentialModel.USERS)) {
                String expected = contents(local, table);
                String actual = contents(memory, table);
                if (!expected.equals(actual)) {
                    mismatches.add("final contents of " + table + "\n    Local:  " + abbreviate(expected)
                            + "\n    memory: " + abbreviate(actual));
                }
            }
        }
        long millis = (System.nanoTime() - start) / 1_000_000;
        System.out.printf("RequestRunnerDifferentialTest: %d requests, seed %d, %d ms%n", count, seed, millis);
        assertThat(mismatches).as("seed %d (rerun with -Dtablewright.differential.seed=%d): answers that differ",
                seed, seed).isEmpty();
    }

    /** The answer in canonical form; a PartiQL NextToken is opaque (Local's and the engine's differ), so only its presence counts. */
    private static String tokenless(ObjectNode answer) {
        if (answer.has("NextToken")) {
            answer.put("NextToken", "token");
        }
        return RequestFile.canonical(answer);
    }

    /** Every item of the table, read with consistent Scans page by page, in canonical form and sorted. */
    private static String contents(RequestRunner runner, String table) {
        List<String> items = new ArrayList<>();
        JsonNode start = null;
        do {
            ObjectNode scan = MAPPER.createObjectNode().put("TableName", table).put("ConsistentRead", true);
            if (start != null) {
                scan.set("ExclusiveStartKey", start);
            }
            ObjectNode answer = runner.run("Scan", scan);
            answer.withArray("Items").forEach(i -> items.add(RequestFile.canonical(i)));
            start = answer.get("LastEvaluatedKey");
        } while (start != null);
        items.sort(null);
        return items.size() + " items: " + String.join(",", items);
    }

    private static String abbreviate(String text) {
        return text.length() <= 700 ? text : text.substring(0, 700) + "... (" + text.length() + " chars)";
    }
}
