package dev.tablewright.engine;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.TableMapping;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.Response;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.model.CreateTableRequest;
import software.amazon.awssdk.services.dynamodb.model.GlobalSecondaryIndex;
import software.amazon.awssdk.services.dynamodb.model.KeySchemaElement;
import software.amazon.awssdk.services.dynamodb.model.KeyType;

/**
 * The differential test of multi-attribute GSI keys: seeded random Query requests (valid and
 * broken key conditions over 1-4 HASH and 1-4 RANGE attributes of S, N and B, filters, Limit and
 * pages resumed from LastEvaluatedKey, both directions, projections, Select COUNT) and Scans of the
 * indexes, run on the engine and on DynamoDB Local 3.3.1, which must agree on the items in order,
 * Count, ScannedCount, LastEvaluatedKey, ConsumedCapacity and each error's code and message.
 */
class MultiKeyVersusLocalTest {
    private static final long SEED = 20251119L;
    private static final int REQUESTS = 2400;
    private static final int MAX_PAGES = 5;
    private static LocalOracle local;
    private static InMemoryEngine engine;
    private static List<Table> tables;

    @BeforeAll
    static void load() {
        local = new LocalOracle();
        engine = new InMemoryEngine();
        tables = MultiKeyScenarios.all(SEED);
        for (Table table : tables) {
            local.create(table, createRequest(table));
            engine.add(table);
        }
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    /** The app's CreateTable mapping, with every key attribute of each GSI (the mapping writes the first of each). */
    private static CreateTableRequest createRequest(Table table) {
        CreateTableRequest request = TableMapping.toCreateTableRequest(table);
        List<GlobalSecondaryIndex> gsis = new ArrayList<>();
        for (GlobalSecondaryIndex gsi : request.globalSecondaryIndexes()) {
            KeySchema keys = table.findIndex(gsi.indexName()).map(SecondaryIndex::keySchema).orElseThrow();
            List<KeySchemaElement> elements = new ArrayList<>();
            keys.partitionKeys().forEach(k -> elements.add(element(k, KeyType.HASH)));
            keys.sortKeys().forEach(k -> elements.add(element(k, KeyType.RANGE)));
            gsis.add(gsi.toBuilder().keySchema(elements).build());
        }
        return request.toBuilder().globalSecondaryIndexes(gsis).build();
    }

    private static KeySchemaElement element(KeyAttribute key, KeyType type) {
        return KeySchemaElement.builder().attributeName(key.name()).keyType(type).build();
    }

    @Test
    void generatedReads_onMultiAttributeIndexes_agreeWithLocal() {
        MultiKeyRequests generator = new MultiKeyRequests(SEED, tables);
        Tally tally = new Tally();
        while (tally.requests < REQUESTS) {
            ReadRequest request = generator.next();
            tally.run(request, generator.random().nextBoolean() ? MAX_PAGES : 1);
        }
        System.out.println("MultiKeyVersusLocalTest: " + tally.summary());
        assertThat(tally.requests).as("requests run on both").isGreaterThanOrEqualTo(2000);
        assertThat(tally.errors.size()).as("distinct errors both gave").isGreaterThanOrEqualTo(6);
        assertThat(tally.withItems).as("responses with items").isGreaterThan(600);
        assertThat(tally.continued).as("pages continued from a LastEvaluatedKey").isGreaterThan(200);
        assertThat(tally.failures).as("%d of %d requests disagree; first ones:%n%s", tally.failures.size(),
                tally.requests, String.join("\n\n", tally.failures.subList(0, Math.min(6, tally.failures.size()))))
                .isEmpty();
    }

    /** Runs requests on both, following pages, and records each disagreement with its request. */
    private static final class Tally {
        int requests;
        int withItems;
        int continued;
        final Map<String, Integer> errors = new TreeMap<>();
        final List<String> failures = new ArrayList<>();

        String summary() {
            return requests + " requests, " + withItems + " with items, " + continued + " continued pages, "
                    + errors.values().stream().mapToInt(Integer::intValue).sum() + " refused by both ("
                    + errors.size() + " distinct messages), " + failures.size() + " disagreements";
        }

        void run(ReadRequest request, int maxPages) {
            ReadRequest current = request;
            for (int page = 0; page < maxPages && current != null; page++) {
                requests++;
                ReadRequest sent = current;
                Object mine = outcome(() -> engine.execute(sent));
                Object theirs = outcome(() -> local.execute(sent));
                String difference = difference(mine, theirs);
                if (difference != null) {
                    failures.add(difference + "\n  request: " + sent + "\n  engine: " + mine + "\n  local:  " + theirs);
                    return;
                }
                if (mine instanceof RequestException e) {
                    errors.merge(e.getMessage(), 1, Integer::sum);
                    return;
                }
                ReadResult result = (ReadResult) mine;
                withItems += result.count() > 0 ? 1 : 0;
                continued += page > 0 ? 1 : 0;
                Item next = result.lastEvaluatedKey();
                current = next == null ? null : sent instanceof QueryRequest q ? q.withExclusiveStartKey(next)
                        : ((ScanRequest) sent).withExclusiveStartKey(next);
            }
        }

        private static Object outcome(Supplier<Response> call) {
            try {
                return call.get();
            } catch (RequestException e) {
                return e;
            }
        }

        private static String difference(Object mine, Object theirs) {
            if (mine instanceof RequestException a && theirs instanceof RequestException b) {
                return a.errorType().equals(b.errorType()) && Objects.equals(a.getMessage(), b.getMessage())
                        ? null : "different errors";
            }
            if (mine instanceof RequestException || theirs instanceof RequestException) {
                return "only one failed";
            }
            return EngineVersusLocalTest.Comparison.difference(mine, theirs);
        }
    }
}
