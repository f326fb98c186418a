package dev.tablewright.engine;

import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.KeyCondition;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReadRequest;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.ScanRequest;
import dev.tablewright.engine.request.SortCondition;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternRunner;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.StoredForm;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class ExplainerTest {
    private static final Table ORDERS = Table.of("Orders", Scenarios.keys("PK", ScalarType.S, "SK", ScalarType.S))
            .withIndexes(List.of(SecondaryIndex.gsi("GSI1", Scenarios.keys("GSI1PK", ScalarType.S, "GSI1SK", ScalarType.S),
                    Projection.all())), List.of())
            .withItems(List.of(
                    item("C#1", "O#1", "OPEN", "2024-01", "a"),
                    item("C#1", "O#2", "OPEN", "2024-02", "b"),
                    item("C#1", "O#3", "SHIPPED", "2024-03", "a"),
                    item("C#2", "O#4", "OPEN", null, "a"),
                    item("C#2", "O#5", null, null, "a")));

    private final InMemoryEngine engine = engineWith(ORDERS);
    private final Explainer explainer = new Explainer(engine);

    private static InMemoryEngine engineWith(Table table) {
        InMemoryEngine e = new InMemoryEngine();
        e.add(table);
        return e;
    }

    static Item item(String pk, String sk, String gsiPk, String gsiSk, String color) {
        Map<String, AttributeValue> m = new LinkedHashMap<>();
        m.put("PK", AttributeValue.s(pk));
        m.put("SK", AttributeValue.s(sk));
        if (gsiPk != null) {
            m.put("GSI1PK", AttributeValue.s(gsiPk));
        }
        if (gsiSk != null) {
            m.put("GSI1SK", AttributeValue.s(gsiSk));
        }
        m.put("color", AttributeValue.s(color));
        return Item.of(m);
    }

    private static Item key(String pk, String sk) {
        return Item.of(Map.of("PK", AttributeValue.s(pk), "SK", AttributeValue.s(sk)));
    }

    private static QueryRequest.Builder openOrders() {
        return QueryRequest.builder("Orders").indexName("GSI1")
                .keyCondition(new KeyCondition("GSI1PK", AttributeValue.s("OPEN"),
                        SortCondition.of("GSI1SK", KeyOperator.BEGINS_WITH, AttributeValue.s("2024"))));
    }

    @Test
    void explain_whenItemLacksTheIndexSortKey_saysItIsNotInTheIndex() {
        Explanation e = explainer.explain(openOrders().build(), key("C#2", "O#4"));
        assertThat(e.verdict()).isEqualTo(Verdict.NOT_IN_INDEX);
        assertThat(e.reason()).contains("GSI1SK").contains("GSI1");
    }

    @Test
    void explain_whenItemIsInAnotherPartition_namesBothPartitions() {
        Explanation e = explainer.explain(openOrders().build(), key("C#1", "O#3"));
        assertThat(e.verdict()).isEqualTo(Verdict.OTHER_PARTITION);
        assertThat(e.reason()).contains("'SHIPPED'").contains("'OPEN'");
    }

    @Test
    void explain_whenSortKeyFailsTheCondition_saysSortKeyOutsideTheRange() {
        QueryRequest q = QueryRequest.builder("Orders").keyCondition(new KeyCondition("PK", AttributeValue.s("C#1"),
                SortCondition.of("SK", KeyOperator.LT, AttributeValue.s("O#2")))).build();
        Explanation e = explainer.explain(q, key("C#1", "O#3"));
        assertThat(e.verdict()).isEqualTo(Verdict.SORT_KEY_OUT_OF_RANGE);
        assertThat(e.reason()).contains("'O#3'").contains("< 'O#2'");
    }

    @Test
    void explain_whenLimitReachedFirst_saysBeyondLimit() {
        Explanation e = explainer.explain(openOrders().limit(1).build(), key("C#1", "O#2"));
        assertThat(e.verdict()).isEqualTo(Verdict.BEYOND_LIMIT);
        assertThat(explainer.explain(openOrders().limit(1).build(), key("C#1", "O#1")).verdict())
                .isEqualTo(Verdict.RETURNED);
    }

    @Test
    void explain_whenFilterRemovesIt_saysFilteredOut() {
        QueryRequest q = openOrders().filterExpression("#c = :c").names(Map.of("#c", "color"))
                .values(Map.of(":c", AttributeValue.s("a"))).build();
        assertThat(explainer.explain(q, key("C#1", "O#2")).verdict()).isEqualTo(Verdict.FILTERED_OUT);
        assertThat(explainer.explain(q, key("C#1", "O#1")).verdict()).isEqualTo(Verdict.RETURNED);
    }

    @Test
    void explain_whenBeforeTheStartKey_saysAnEarlierPageHadIt() {
        Item start = Item.of(Map.of("PK", AttributeValue.s("C#1"), "SK", AttributeValue.s("O#2"),
                "GSI1PK", AttributeValue.s("OPEN"), "GSI1SK", AttributeValue.s("2024-02")));
        Explanation e = explainer.explain(openOrders().exclusiveStartKey(start).build(), key("C#1", "O#1"));
        assertThat(e.verdict()).isEqualTo(Verdict.BEFORE_START_KEY);
    }

    @Test
    void explain_whenNoSuchItem_saysNotInTable() {
        assertThat(explainer.explain(openOrders().build(), key("C#9", "O#9")).verdict()).isEqualTo(Verdict.NOT_IN_TABLE);
    }

    @Test
    void explain_whenScanSegmentsSplitTheTable_eachItemIsInExactlyOneSegment() {
        for (Item item : ORDERS.items()) {
            int returned = 0;
            for (int segment = 0; segment < 3; segment++) {
                ScanRequest s = ScanRequest.builder("Orders").segment(segment).totalSegments(3).build();
                Explanation e = explainer.explain(s, item);
                assertThat(e.verdict()).isIn(Verdict.RETURNED, Verdict.OTHER_SEGMENT);
                returned += e.included() ? 1 : 0;
            }
            assertThat(returned).as("segments returning %s", item).isEqualTo(1);
        }
    }

    @Test
    void explain_forGeneratedRequests_agreesWithTheResult() {
        List<Table> tables = Scenarios.all(5L);
        InMemoryEngine big = new InMemoryEngine();
        tables.forEach(big::add);
        Explainer explain = new Explainer(big);
        RequestGenerator generator = new RequestGenerator(5L, tables, true);
        int checked = 0;
        int returned = 0;
        Set<Verdict> seen = new HashSet<>();
        for (int i = 0; i < 300; i++) {
            ReadRequest first = generator.next();
            if (first instanceof GetItemRequest) {
                continue;
            }
            ReadRequest request = first;
            PageRun run;
            try {
                run = big.run(request);
                Item next = run.result().lastEvaluatedKey();
                if (next != null && generator.random().nextBoolean()) {
                    request = first instanceof QueryRequest q ? q.withExclusiveStartKey(next)
                            : ((ScanRequest) first).withExclusiveStartKey(next);
                    run = big.run(request);
                }
            } catch (RequestException e) {
                continue;
            }
            ReadRequest asked = request;
            Table table = tables.stream().filter(t -> t.name().equals(asked.tableName())).findFirst().orElseThrow();
            Set<Item> inResult = new HashSet<>(); // the engine holds items in their stored form, as DynamoDB Local does
            run.matched().forEach(e -> inResult.add(e.item()));
            List<Item> items = table.items();
            for (int k = 0; k < 15; k++) {
                Item item = items.get(generator.random().nextInt(items.size()));
                Explanation e = explain.explain(request, item);
                seen.add(e.verdict());
                assertThat(e.included()).as("%s for %s: %s", e, item, request).isEqualTo(inResult.contains(StoredForm.written(item)));
                checked++;
                returned += e.included() ? 1 : 0;
            }
        }
        assertThat(checked).isGreaterThan(3000);
        assertThat(returned).isGreaterThan(100);
        assertThat(seen).contains(Verdict.RETURNED, Verdict.NOT_IN_INDEX, Verdict.OTHER_PARTITION,
                Verdict.SORT_KEY_OUT_OF_RANGE, Verdict.BEYOND_LIMIT, Verdict.FILTERED_OUT, Verdict.BEFORE_START_KEY);
    }

    @Test
    void explainPattern_whenShardedPatternLeavesAnItemOut_namesTheShardThatReadsItsPartition() throws Exception {
        var model = dev.tablewright.formats.ModelFiles.read(java.nio.file.Path.of("models/hr-oe.json")).model();
        BoundPattern bound = PatternBinder.bind(model, model.accessPatterns().get(4), java.util.Map.of("to", "2024-05-09"));
        PatternResult result = PatternRunner.run(InMemoryEngine.of(model), bound);
        dev.tablewright.patterns.PatternExplainer explainer = new dev.tablewright.patterns.PatternExplainer(InMemoryEngine.of(model));
        // an open order dated after the range: in a GSI2 bucket the pattern reads, but out of the Data range
        Item late = model.tables().get(0).allItems().stream()
                .filter(i -> i.has("GSI-Bucket") && i.get("Data").toString().contains("OPEN#2024-05-17"))
                .findFirst().orElseThrow();

        Explanation returned = explainer.explain(bound, result.items().get(0), result.items());
        Explanation out = explainer.explain(bound, late, result.items());

        assertThat(returned.verdict()).isEqualTo(Verdict.RETURNED);
        assertThat(out.verdict()).isEqualTo(Verdict.SORT_KEY_OUT_OF_RANGE);
        assertThat(out.reason()).startsWith("shard " + ((AttributeValue.N) late.get("GSI-Bucket")).value() + ": ")
                .contains("OPEN#2024-05-17");
    }

    @Test
    void explain_whenAMultiAttributeKeyDiffersInALaterAttribute_namesThatAttribute() {
        KeySchema byTournament = KeySchema.of(
                List.of(dev.tablewright.model.KeyAttribute.of("tournament", ScalarType.S),
                        dev.tablewright.model.KeyAttribute.of("region", ScalarType.S)),
                List.of(dev.tablewright.model.KeyAttribute.of("round", ScalarType.N),
                        dev.tablewright.model.KeyAttribute.of("score", ScalarType.N)));
        Table games = Table.of("Games", Scenarios.keys("PK", ScalarType.S, "SK", ScalarType.S))
                .withIndexes(List.of(SecondaryIndex.gsi("ByTournament", byTournament, Projection.all())), List.of())
                .withItems(List.of(game("g1", "eu", 1, 10), game("g2", "us", 1, 10), game("g3", "eu", 1, 99)));
        Explainer games1 = new Explainer(engineWith(games));
        QueryRequest query = QueryRequest.builder("Games").indexName("ByTournament").keyCondition(new KeyCondition(
                List.of(new KeyCondition.Equality("tournament", AttributeValue.s("cup")),
                        new KeyCondition.Equality("region", AttributeValue.s("eu"))),
                List.of(SortCondition.of("round", KeyOperator.EQ, AttributeValue.n(1)),
                        SortCondition.of("score", KeyOperator.LT, AttributeValue.n(50))))).build();

        Explanation otherRegion = games1.explain(query, game("g2", "us", 1, 10));
        Explanation highScore = games1.explain(query, game("g3", "eu", 1, 99));

        assertThat(otherRegion.verdict()).as(otherRegion.reason()).isEqualTo(Verdict.OTHER_PARTITION);
        assertThat(otherRegion.reason()).isEqualTo("it is in partition region = 'us' of ByTournament; the Query reads "
                + "tournament = 'cup' AND region = 'eu'");
        assertThat(highScore.verdict()).as(highScore.reason()).isEqualTo(Verdict.SORT_KEY_OUT_OF_RANGE);
        assertThat(highScore.reason()).isEqualTo("its sort key score = 99 is outside the range: the Query asks for score < 50");
        assertThat(games1.explain(query, game("g1", "eu", 1, 10)).verdict()).isEqualTo(Verdict.RETURNED);
    }

    private static Item game(String id, String region, int round, int score) {
        return Item.of(Map.of("PK", AttributeValue.s(id), "SK", AttributeValue.s("game"),
                "tournament", AttributeValue.s("cup"), "region", AttributeValue.s(region),
                "round", AttributeValue.n(round), "score", AttributeValue.n(score)));
    }
}
