package dev.tablewright.engine;

import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.Select;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Requests DynamoDB refuses: the engine refuses each of them too, with Local's error type and message. */
class ErrorsVersusLocalTest {
    private static LocalOracle local;
    private static InMemoryEngine engine;

    @BeforeAll
    static void load() {
        local = new LocalOracle();
        engine = new InMemoryEngine();
        Table table = Scenarios.stringKeys(9L);
        table = table.withItems(table.items().subList(0, 30));
        local.create(table);
        engine.add(table);
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    private static QueryRequest.Builder query(String index, String keyCondition, Map<String, String> names,
                                              Map<String, AttributeValue> values) {
        return QueryRequest.builder("SSTable").indexName(index).keyConditionExpression(keyCondition).names(names)
                .values(values);
    }

    /**
     * Refused with the right error type but another message: the expression package names the
     * missing key ("... element: sk") where Local does not.
     */
    private static final java.util.Set<String> MESSAGE_DIFFERS = java.util.Set.of("condition on a non-key attribute");
    private static final Map<String, String> PK = Map.of("#k", "pk");
    private static final Map<String, AttributeValue> PK_VALUE = Map.of(":v", AttributeValue.s("x"));

    static Stream<Arguments> refused() {
        Map<String, String> filterOnKey = new LinkedHashMap<>(PK);
        filterOnKey.put("#s", "sk");
        Map<String, AttributeValue> twoValues = new LinkedHashMap<>(PK_VALUE);
        twoValues.put(":w", AttributeValue.s("y"));
        return Stream.of(
                Arguments.of("unknown table", ScanRequest.builder("NoSuchTable").build()),
                Arguments.of("unknown index", ScanRequest.builder("SSTable").indexName("Nope").build()),
                Arguments.of("Limit 0", query(null, "#k = :v", PK, PK_VALUE).limit(0).build()),
                Arguments.of("consistent read on a GSI",
                        query("ByStatus", "#k = :v", Map.of("#k", "status"), PK_VALUE).consistentRead(true).build()),
                Arguments.of("consistent Scan of a GSI",
                        ScanRequest.builder("SSTable").indexName("ByStatus").consistentRead(true).build()),
                Arguments.of("filter on the sort key",
                        query(null, "#k = :v", filterOnKey, twoValues).filterExpression("#s = :w").build()),
                Arguments.of("partition key not with =",
                        query(null, "#k > :v", PK, PK_VALUE).build()),
                Arguments.of("condition on a non-key attribute",
                        query(null, "#k = :v AND #s = :w", Map.of("#k", "pk", "#s", "a"), twoValues).build()),
                Arguments.of("wrong key type",
                        query(null, "#k = :v", PK, Map.of(":v", AttributeValue.n(1))).build()),
                Arguments.of("begins_with on a number sort key",
                        query("ByStatus", "#k = :v AND begins_with(#s, :n)", Map.of("#k", "status", "#s", "score"),
                                Map.of(":v", AttributeValue.s("x"), ":n", AttributeValue.n(1))).build()),
                Arguments.of("ALL_ATTRIBUTES on a KEYS_ONLY GSI",
                        query("SamePk", "#k = :v", PK, PK_VALUE).select(Select.ALL_ATTRIBUTES).build()),
                Arguments.of("ALL_PROJECTED_ATTRIBUTES on the table",
                        ScanRequest.builder("SSTable").select(Select.ALL_PROJECTED_ATTRIBUTES).build()),
                Arguments.of("projection of an attribute a KEYS_ONLY GSI lacks",
                        ScanRequest.builder("SSTable").indexName("ByBlob").projectionExpression("#a")
                                .names(Map.of("#a", "a")).build()),
                Arguments.of("filter on an attribute a KEYS_ONLY GSI lacks",
                        query("SamePk", "#k = :v", Map.of("#k", "pk", "#a", "a"), twoValues)
                                .filterExpression("#a = :w").build()),
                Arguments.of("Segment without TotalSegments", ScanRequest.builder("SSTable").segment(0).build()),
                Arguments.of("Segment beyond TotalSegments",
                        ScanRequest.builder("SSTable").segment(3).totalSegments(3).build()),
                Arguments.of("start key missing the sort key",
                        query(null, "#k = :v", PK, PK_VALUE).exclusiveStartKey(Item.of(Map.of("pk",
                                AttributeValue.s("x")))).build()),
                Arguments.of("GetItem with half a key",
                        GetItemRequest.of("SSTable", Item.of(Map.of("pk", AttributeValue.s("x"))))),
                Arguments.of("unused placeholder",
                        query(null, "#k = :v", PK, twoValues).build()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("refused")
    void request_whenDynamoDbRefusesIt_isRefusedTheSameWay(String what, Request request) {
        RequestException theirs = refusal(() -> local.execute(request));
        RequestException mine = refusal(() -> engine.execute(request));
        assertThat(theirs).as("Local refuses: %s", what).isNotNull();
        assertThat(mine).as("the engine refuses: %s (Local: %s)", what, theirs.getMessage()).isNotNull();
        assertThat(mine.errorType()).as(what).isEqualTo(theirs.errorType());
        if (!MESSAGE_DIFFERS.contains(what)) {
            assertThat(mine.getMessage()).as(what).isEqualTo(theirs.getMessage());
        }
    }

    private static RequestException refusal(Runnable call) {
        try {
            call.run();
            return null;
        } catch (RequestException e) {
            return e;
        }
    }

}
