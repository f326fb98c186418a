package dev.tablewright.engine;

import dev.tablewright.engine.request.ConsumedCapacity;
import dev.tablewright.engine.request.GetItemResult;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadRequest;
import dev.tablewright.engine.request.ReadResult;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.Response;
import dev.tablewright.engine.request.ScanRequest;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The differential test: generated Query, Scan and GetItem requests (with pagination) run through
 * the in-memory engine and through DynamoDB Local in-process, which must agree on the items and
 * their order, Count, ScannedCount, LastEvaluatedKey, ConsumedCapacity and errors. Fixed seeds;
 * each disagreement is printed with its request.
 */
class EngineVersusLocalTest {
    private static final long SEED = 20240611L;
    private static final int REQUESTS = 2400;
    private static final int MAX_PAGES = 6;
    private static LocalOracle local;
    private static InMemoryEngine engine;
    private static List<Table> tables;

    @BeforeAll
    static void load() {
        local = new LocalOracle();
        engine = new InMemoryEngine();
        tables = Scenarios.all(SEED);
        for (Table table : tables) {
            local.create(table);
            engine.add(table);
        }
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    @Test
    void generatedReads_whenRunOnBoth_agreeWithLocal() {
        RequestGenerator generator = new RequestGenerator(SEED, tables, true);
        Comparison comparison = new Comparison();
        for (int i = 0; i < REQUESTS; i++) {
            ReadRequest request = generator.next();
            boolean paginate = generator.random().nextBoolean();
            comparison.run(request, paginate ? MAX_PAGES : 1);
        }
        System.out.println("EngineVersusLocalTest: " + comparison.summary());
        assertThat(comparison.requests).as("requests run on both").isGreaterThanOrEqualTo(2000);
        assertThat(comparison.errors).as("requests both refused").isLessThan(comparison.requests / 20);
        assertThat(comparison.pageCuts).as("pages cut at 1 MB").isGreaterThan(20);
        assertThat(comparison.continued).as("pages continued from a LastEvaluatedKey").isGreaterThan(300);
        assertThat(comparison.withItems).as("responses with items").isGreaterThan(1000);
        assertThat(comparison.failures).as("%d of %d requests disagree; first ones:%n%s", comparison.failures.size(),
                comparison.requests, String.join("\n\n", comparison.failures.subList(0,
                        Math.min(8, comparison.failures.size())))).isEmpty();
    }

    /** Runs requests on both and records each disagreement with the request that showed it. */
    static final class Comparison {
        int requests;
        int errors;
        int pageCuts;
        int continued;
        int withItems;
        final List<String> failures = new ArrayList<>();

        String summary() {
            return requests + " requests, " + errors + " refused by both, " + withItems + " with items, " + continued
                    + " continued pages, " + pageCuts + " pages cut at 1 MB, " + failures.size() + " disagreements";
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
                    failures.add(difference + "\n  request: " + current + "\n  engine: " + mine + "\n  local:  " + theirs);
                    return;
                }
                if (mine instanceof RequestException) {
                    errors++;
                }
                if (mine instanceof ReadResult r && r.count() > 0 || mine instanceof GetItemResult g && g.item() != null) {
                    withItems++;
                }
                if (page > 0) {
                    continued++;
                }
                if (!(mine instanceof ReadResult result) || result.lastEvaluatedKey() == null) {
                    return;
                }
                Integer limit = current instanceof QueryRequest q ? q.limit() : ((ScanRequest) current).limit();
                if (limit == null || result.scannedCount() < limit) {
                    pageCuts++;
                }
                Item next = result.lastEvaluatedKey();
                current = current instanceof QueryRequest q ? q.withExclusiveStartKey(next)
                        : ((ScanRequest) current).withExclusiveStartKey(next);
            }
        }

        private static Object outcome(java.util.function.Supplier<Response> call) {
            try {
                return call.get();
            } catch (RequestException e) {
                return e;
            }
        }

        static String difference(Object mine, Object theirs) {
            if (mine instanceof RequestException a || theirs instanceof RequestException) {
                if (mine instanceof RequestException a2 && theirs instanceof RequestException b) {
                    return a2.errorType().equals(b.errorType()) ? null : "different errors";
                }
                return "only one failed";
            }
            if (mine instanceof GetItemResult a && theirs instanceof GetItemResult b) {
                if (!Objects.equals(LocalOracle.normalized(a.item()), LocalOracle.normalized(b.item()))) {
                    return "different item";
                }
                return Objects.equals(a.consumedCapacity(), b.consumedCapacity()) ? null : "different capacity";
            }
            ReadResult a = (ReadResult) mine;
            ReadResult b = (ReadResult) theirs;
            if ((a.items() == null) != (b.items() == null)) {
                return "items present on one side only";
            }
            if (a.items() != null && !normalized(a.items()).equals(normalized(b.items()))) {
                return normalized(a.items()).size() == b.items().size()
                        && new java.util.HashSet<>(normalized(a.items())).equals(new java.util.HashSet<>(normalized(b.items())))
                        ? "same items, different order" : "different items";
            }
            if (a.count() != b.count()) {
                return "different Count";
            }
            if (a.scannedCount() != b.scannedCount()) {
                return "different ScannedCount";
            }
            if (!Objects.equals(LocalOracle.normalized(a.lastEvaluatedKey()), LocalOracle.normalized(b.lastEvaluatedKey()))) {
                return "different LastEvaluatedKey";
            }
            if (!Objects.equals(a.consumedCapacity(), b.consumedCapacity())) {
                return "different ConsumedCapacity";
            }
            return null;
        }

        private static List<Item> normalized(List<Item> items) {
            return items.stream().map(LocalOracle::normalized).toList();
        }
    }
}
