package dev.tablewright.review;

import static dev.tablewright.review.ReviewFixtures.item;
import static dev.tablewright.review.ReviewFixtures.key;
import static dev.tablewright.review.ReviewFixtures.model;
import static dev.tablewright.review.ReviewFixtures.review;
import static dev.tablewright.review.ReviewFixtures.table;
import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.capacity.Prices;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.ShardSpec;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.model.AttributeType;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Each code on a small model with exactly that flaw, and none on a clean one. */
class DesignReviewTest {

    /** Customers with ten orders each, read by customer; every order has a status and a date. */
    private static List<Item> orders(int customers, int perCustomer) {
        List<Item> items = new ArrayList<>();
        for (int c = 0; c < customers; c++) {
            for (int o = 0; o < perCustomer; o++) {
                items.add(item("CustomerId", "c" + c, "OrderId", String.format("o%03d", o),
                        "Status", o == 0 ? "OPEN" : "CLOSED", "OrderDate", "2026-01-" + (10 + o)));
            }
        }
        return items;
    }

    private static AccessPattern ordersOfCustomer(double frequency) {
        return AccessPattern.builder("orders of a customer", "Orders", Operation.Query).partitionKey("${customer}")
                .parameters(List.of(Parameter.of("customer", "c0"))).frequency(frequency).build();
    }

    private static Model cleanModel() {
        Table orders = table("Orders", key("CustomerId", "OrderId"), orders(5, 4)).withIndexes(
                List.of(SecondaryIndex.gsi("ByDate", key("OrderDate", "OrderId"), Projection.all())), List.of());
        AccessPattern byDate = AccessPattern.builder("orders of a day", "Orders", Operation.Query).index("ByDate")
                .partitionKey("${day}").parameters(List.of(Parameter.of("day", "2026-01-10"))).frequency(5).build();
        return model(orders, ordersOfCustomer(100), byDate);
    }

    private static ReviewFinding only(List<ReviewFinding> findings, ReviewCode code) {
        assertThat(findings).as("%s", findings).extracting(ReviewFinding::code).containsOnly(code);
        return findings.get(0);
    }

    @Test
    void review_whenModelIsClean_findsNothing() {
        assertThat(review(cleanModel())).isEmpty();
    }

    @Test
    void review_whenPatternScansATableAtAFrequency_warnsScanPatternWithItsUnits() {
        AccessPattern scan = AccessPattern.builder("every order", "Orders", Operation.Scan).frequency(10).build();
        Model model = model(table("Orders", key("CustomerId", "OrderId"), orders(5, 4)), scan);

        ReviewFinding f = only(review(model), ReviewCode.SCAN_PATTERN);

        assertThat(f.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(f.pattern()).isEqualTo("every order");
        assertThat(f.figures()).containsEntry("itemsRead", 20.0).containsEntry("frequencyPerSecond", 10.0);
        assertThat(f.message()).contains("reads all 20 items").contains("RCU/s at 10/s");
        assertThat(f.subject()).isEqualTo(ReviewSubject.pattern("Orders", "every order"));
    }

    @Test
    void review_whenScanIsScaledToProjectedItems_countsTheProjectedReads() {
        AccessPattern scan = AccessPattern.builder("every order", "Orders", Operation.Scan).frequency(1).build();
        Model model = model(table("Orders", key("CustomerId", "OrderId"), orders(5, 4)), scan);

        List<ReviewFinding> findings = DesignReview.review(model, ReviewOptions.defaults()
                .withProjectedItems(Map.of("Orders", 2_000_000L)));

        assertThat(only(findings, ReviewCode.SCAN_PATTERN).figures()).containsEntry("itemsRead", 2_000_000.0);
    }

    @Test
    void review_whenFilterDropsMostOfAPartition_warnsFilterAmplificationAndNamesTheKey() {
        AccessPattern open = AccessPattern.builder("open orders of a customer", "Orders", Operation.Query)
                .partitionKey("${customer}").filter("#s = :s").names(Map.of("#s", "Status"))
                .values(Map.of(":s", TemplateValue.of(AttributeType.S, "OPEN")))
                .parameters(List.of(Parameter.of("customer", "c0"))).frequency(50).build();
        Model model = model(table("Orders", key("CustomerId", "OrderId"), orders(2, 10)), open);

        ReviewFinding f = only(review(model), ReviewCode.FILTER_AMPLIFICATION);

        assertThat(f.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(f.figures()).containsEntry("itemsRead", 10.0).containsEntry("itemsReturned", 1.0);
        assertThat(f.message()).contains("keeps 1 of the 10 items it reads (90% thrown away");
        assertThat(f.fix()).contains("partition key CustomerId and sort key Status");
    }

    @Test
    void review_whenAnIndexWouldServeTheFilter_namesThatIndex() {
        Table orders = table("Orders", key("CustomerId", "OrderId"), orders(2, 10)).withIndexes(List.of(),
                List.of(SecondaryIndex.lsi("ByStatus", key("CustomerId", "Status"), Projection.all())));
        AccessPattern open = AccessPattern.builder("open orders", "Orders", Operation.Query).partitionKey("c0")
                .filter("#s = :s").names(Map.of("#s", "Status"))
                .values(Map.of(":s", TemplateValue.of(AttributeType.S, "OPEN"))).frequency(1)
                .build();
        AccessPattern byStatus = AccessPattern.builder("by status", "Orders", Operation.Query).index("ByStatus")
                .partitionKey("c1").frequency(1).build();

        List<ReviewFinding> findings = review(model(orders, open, byStatus));

        assertThat(findings).filteredOn(f -> f.code() == ReviewCode.FILTER_AMPLIFICATION).singleElement()
                .extracting(ReviewFinding::fix).asString().startsWith("Query index ByStatus");
    }

    @Test
    void review_whenNoPatternReadsAGsi_warnsUnusedIndexWithItsCostAndADropFix() {
        Table orders = table("Orders", key("CustomerId", "OrderId"), orders(5, 4)).withIndexes(
                List.of(SecondaryIndex.gsi("ByDate", key("OrderDate", "OrderId"), Projection.all())), List.of());
        AccessPattern put = AccessPattern.builder("place an order", "Orders", Operation.PutItem).partitionKey("c9")
                .sortKey(SortKeyCondition.of(KeyOperator.EQ, "o999"))
                .item(Map.of("OrderDate", TemplateValue.of(AttributeType.S, "2026-02-01"))).frequency(10).build();

        ReviewFinding f = only(review(model(orders, ordersOfCustomer(1), put)), ReviewCode.UNUSED_INDEX);

        assertThat(f.index()).isEqualTo("ByDate");
        assertThat(f.figures().get("wcuPerSecond")).as("one index write a put, 10 puts a second").isEqualTo(10.0);
        double expected = 10 * 730 * 3600 / 1e6 * Prices.defaults().standard().writePerMillion();
        assertThat(f.figures().get("monthlyUsd")).isGreaterThan(expected).isLessThan(expected + 0.01);
        assertThat(f.action()).isEqualTo(new FixAction.DropIndex("Orders", "ByDate"));
    }

    @Test
    void review_whenAConstantKeyIsReadOverThePartitionLimit_reportsHotPartitionAsAnError() {
        List<Item> events = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            events.add(item("Day", "2026-01-0" + i, "EventId", "e" + i));
        }
        AccessPattern today = AccessPattern.builder("today's events", "Events", Operation.Query)
                .partitionKey("2026-01-01").consistency(dev.tablewright.model.ReadConsistency.STRONG)
                .frequency(4000).build();

        ReviewFinding f = only(review(model(table("Events", key("Day", "EventId"), events), today)),
                ReviewCode.HOT_PARTITION);

        assertThat(f.severity()).isEqualTo(ReviewSeverity.ERROR);
        assertThat(f.figures()).containsEntry("rcuPerSecond", 4000.0).containsEntry("limit", 3000.0);
        assertThat(f.message()).contains("2026-01-01").contains("4,000 RCU/s");
    }

    @Test
    void review_whenParameterisedReadsSpreadOverTheSampleValues_findsNoHotPartition() {
        List<Item> events = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            events.add(item("Day", "2026-01-0" + i, "EventId", "e" + i));
        }
        AccessPattern day = AccessPattern.builder("a day's events", "Events", Operation.Query).partitionKey("${day}")
                .parameters(List.of(Parameter.of("day", "2026-01-01"))).frequency(4000).build();

        assertThat(review(model(table("Events", key("Day", "EventId"), events), day))).isEmpty();
    }

    private static Model statusIndexModel(SecondaryIndex byStatus) {
        Table orders = table("Orders", key("CustomerId", "OrderId"), orders(10, 5)).withIndexes(List.of(byStatus),
                List.of());
        AccessPattern open = AccessPattern.builder("open orders", "Orders", Operation.Query).index("ByStatus")
                .partitionKey("OPEN").frequency(1).build();
        return model(orders, open);
    }

    @Test
    void review_whenAConstantKeyHoldsAFifthOfThreeMillionItems_plansWriteShardsWithTheSeedFormula() {
        Model model = statusIndexModel(SecondaryIndex.gsi("ByStatus", key("Status", "OrderDate"), Projection.all()));

        List<ReviewFinding> findings = DesignReview.review(model, ReviewOptions.defaults()
                .withProjectedItems(Map.of("Orders", 3_000_000L)));

        ReviewFinding f = only(findings, ReviewCode.WRITE_SHARDING);
        assertThat(f.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(f.figures()).containsEntry("hotFraction", 0.2).containsEntry("items", 3_000_000.0);
        assertThat(f.figures().get("paddedShards")).isGreaterThan(1);
        assertThat(f.message()).contains("OPEN (read by a constant key) holds 20% of 3,000,000 items")
                .contains("ItemsPerRCU");
        assertThat(f.action()).isInstanceOfSatisfying(FixAction.AddWriteShards.class, a -> {
            assertThat(a.value()).isEqualTo("OPEN");
            assertThat(a.attribute()).isEqualTo("Status");
            assertThat(a.count()).isEqualTo(f.figures().get("paddedShards").intValue());
        });
    }

    @Test
    void review_whenTheIndexIsAlreadyShardedFifteenWaysButNeedsTwo_warnsOfTheWastedFanOut() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            items.add(item("OrderId", "o" + i, "Bucket", i % 15, "OrderDate", "2026-01-" + (10 + i % 20)));
        }
        SecondaryIndex byBucket = SecondaryIndex.gsi("ByBucket", KeySchema.of(KeyAttribute.of("Bucket", ScalarType.N),
                KeyAttribute.of("OrderDate", ScalarType.S)), Projection.all()).withShards(new ShardSpec("Bucket", 15, null));
        Table orders = table("Orders", key("OrderId", null), items).withIndexes(List.of(byBucket), List.of());
        AccessPattern open = AccessPattern.builder("open orders", "Orders", Operation.Query).index("ByBucket")
                .partitionKey("${bucket}").fanOut(new ShardFanOut("bucket", 0, 14)).frequency(1).build();

        ReviewFinding f = only(review(model(orders, open)), ReviewCode.WRITE_SHARDING);

        // 30 items of 60-odd bytes: one shard reads them all (RawShards 0.0002), padded 2; 15 > 2 x 2
        assertThat(f.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(f.message()).contains("already write-sharded over 15 values").contains("the planner wants only 2")
                .contains("each read pays 15 requests where 2 would do")
                // 1 read a second x (15 - 2) shards x 0.5 RCU = 6.5 RCU/s
                .contains("+6.5 RCU/s");
        assertThat(f.figures().get("extraRcuPerSecond")).isEqualTo(6.5);
        assertThat(f.action()).isInstanceOf(FixAction.AddWriteShards.class);
        assertThat(((FixAction.AddWriteShards) f.action()).count()).isEqualTo(2);
    }

    @Test
    void review_whenAShardedIndexHasTooFewShardsForTheProjectedSize_warnsWithTheNewCount() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            items.add(item("OrderId", "o" + i, "Bucket", i % 2, "OrderDate", "2026-01-" + (10 + i % 20)));
        }
        SecondaryIndex byBucket = SecondaryIndex.gsi("ByBucket", KeySchema.of(KeyAttribute.of("Bucket", ScalarType.N),
                KeyAttribute.of("OrderDate", ScalarType.S)), Projection.all()).withShards(new ShardSpec("Bucket", 2, null));
        Table orders = table("Orders", key("OrderId", null), items).withIndexes(List.of(byBucket), List.of());
        AccessPattern open = AccessPattern.builder("open orders", "Orders", Operation.Query).index("ByBucket")
                .partitionKey("${bucket}").fanOut(new ShardFanOut("bucket", 0, 1)).frequency(1).build();

        List<ReviewFinding> findings = DesignReview.review(model(orders, open), ReviewOptions.defaults()
                .withProjectedItems(Map.of("Orders", 3_000_000L)));

        ReviewFinding f = only(findings, ReviewCode.WRITE_SHARDING);
        assertThat(f.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(f.message()).contains("already write-sharded over 2 values").contains("the planner wants");
        assertThat(f.action()).isInstanceOfSatisfying(FixAction.AddWriteShards.class, a -> {
            assertThat(a.value()).isNull();
            assertThat(a.count()).isGreaterThan(2);
        });
    }

    @Test
    void review_whenWritesPileOntoOneIndexValue_reportsTheHotPartitionAndPlansShardsForTheWrites() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            items.add(item("OrderId", "o" + i, "Status", "OPEN", "OrderDate", "2026-01-1" + i));
        }
        Table orders = table("Orders", key("OrderId", null), items).withIndexes(
                List.of(SecondaryIndex.gsi("ByStatus", key("Status", "OrderDate"), Projection.keysOnly())), List.of());
        AccessPattern place = AccessPattern.builder("place an order", "Orders", Operation.PutItem)
                .partitionKey("${order}").parameters(List.of(Parameter.of("order", "o99")))
                .item(Map.of("Status", TemplateValue.of(AttributeType.S, "OPEN"),
                        "OrderDate", TemplateValue.of(AttributeType.S, "2026-02-01"))).frequency(3000).build();
        AccessPattern open = AccessPattern.builder("open orders", "Orders", Operation.Query).index("ByStatus")
                .partitionKey("${status}").parameters(List.of(Parameter.of("status", "OPEN"))).frequency(1).build();

        List<ReviewFinding> findings = review(model(orders, place, open));

        assertThat(findings).filteredOn(f -> f.code() == ReviewCode.HOT_PARTITION).singleElement().satisfies(f -> {
            assertThat(f.severity()).isEqualTo(ReviewSeverity.ERROR);
            assertThat(f.index()).isEqualTo("ByStatus");
            assertThat(f.figures()).containsEntry("wcuPerSecond", 3000.0);
        });
        assertThat(findings).filteredOn(f -> f.code() == ReviewCode.WRITE_SHARDING).singleElement().satisfies(f -> {
            assertThat(f.message()).contains("3,000 WCU/s of writes on it");
            assertThat(((FixAction.AddWriteShards) f.action()).count()).isGreaterThanOrEqualTo(3);
        });
    }

    @Test
    void review_whenEveryReaderProjectsOnlyKeys_warnsProjectionCostWithAKeysOnlyFix() {
        List<Item> posts = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            posts.add(item("PostId", "p" + i, "Author", "a" + (i % 2), "Body", "x".repeat(2000)));
        }
        Table table = table("Posts", key("PostId", null), posts).withIndexes(
                List.of(SecondaryIndex.gsi("ByAuthor", key("Author", "PostId"), Projection.all())), List.of());
        AccessPattern byAuthor = AccessPattern.builder("post ids of an author", "Posts", Operation.Query)
                .index("ByAuthor").partitionKey("${author}").parameters(List.of(Parameter.of("author", "a0")))
                .projection(List.of("PostId")).frequency(5).build();

        ReviewFinding f = only(review(model(table, byAuthor)), ReviewCode.PROJECTION_COST);

        assertThat(f.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(f.figures().get("bytesAfter")).isLessThan(f.figures().get("bytesBefore") / 4);
        assertThat(f.figures()).containsEntry("wcuPerWriteBefore", 2.0).containsEntry("wcuPerWriteAfter", 1.0);
        assertThat(f.action()).isEqualTo(new FixAction.SetProjection("Posts", "ByAuthor", Projection.keysOnly()));
        assertThat(f.action().kind()).isEqualTo(FixAction.Kind.ADD_KEYS_ONLY_PROJECTION);
    }

    @Test
    void review_whenAnItemNearsFourHundredKilobytes_warnsItemSize() {
        Item big = item("Id", "doc1", "Body", "x".repeat(380_000));
        Model model = model(table("Docs", key("Id", null), List.of(big, item("Id", "doc2", "Body", "short"))));

        ReviewFinding f = only(review(model), ReviewCode.ITEM_SIZE);

        assertThat(f.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(f.figures()).containsEntry("items", 1.0).containsEntry("largestBytes", 380_010.0);
        assertThat(f.fix()).contains("move Body to S3");
        assertThat(f.subject()).isEqualTo(ReviewSubject.items("Docs", null, List.of(item("Id", "doc1"))));
    }

    @Test
    void review_whenAnItemIsOverFourHundredKilobytes_reportsItemSizeAsAnError() {
        Model model = model(table("Docs", key("Id", null), List.of(item("Id", "doc1", "Body", "x".repeat(410_000)))));

        ReviewFinding f = only(review(model), ReviewCode.ITEM_SIZE);

        assertThat(f.severity()).isEqualTo(ReviewSeverity.ERROR);
    }

    @Test
    void review_whenAnLsiCollectionWouldPassTenGigabytes_reportsLsiCollection() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            items.add(item("CustomerId", "c1", "OrderId", "o" + i, "OrderDate", "2026-01-0" + i, "Notes",
                    "n".repeat(1000)));
        }
        Table orders = table("Orders", key("CustomerId", "OrderId"), items).withIndexes(List.of(),
                List.of(SecondaryIndex.lsi("ByDate", key("CustomerId", "OrderDate"), Projection.all())));
        AccessPattern byDate = AccessPattern.builder("orders by date", "Orders", Operation.Query).index("ByDate")
                .partitionKey("c1").frequency(1).build();
        Model model = model(orders, byDate);

        assertThat(review(model)).as("the sample's 20 KB collection").isEmpty();
        List<ReviewFinding> findings = DesignReview.review(model, ReviewOptions.defaults()
                .withProjectedItems(Map.of("Orders", 10_000_000L)));

        ReviewFinding f = only(findings, ReviewCode.LSI_COLLECTION);
        assertThat(f.severity()).isEqualTo(ReviewSeverity.ERROR);
        assertThat(f.message()).contains("CustomerId = c1").contains("10 GB");
        assertThat(f.figures().get("bytesNow")).isGreaterThan(10.0 * 1024 * 1024 * 1024);
    }

    @Test
    void review_whenAPatternNamesAMissingIndex_reportsPatternBroken() {
        AccessPattern broken = AccessPattern.builder("by nothing", "Orders", Operation.Query).index("Nope")
                .partitionKey("c0").frequency(1).build();
        Model model = model(table("Orders", key("CustomerId", "OrderId"), orders(2, 2)), broken);

        ReviewFinding f = only(review(model), ReviewCode.PATTERN_BROKEN);

        assertThat(f.severity()).isEqualTo(ReviewSeverity.ERROR);
        assertThat(f.message()).contains("Nope");
        assertThat(f.fix()).contains("name an index of the table");
    }

    @Test
    void review_whenAGsiKeyConcatenatesOtherAttributes_suggestsAMultiAttributeKey() {
        List<Item> scores = new ArrayList<>();
        String[] regions = {"eu", "na", "apac"};
        for (int i = 0; i < 6; i++) {
            String t = "t" + (i % 2);
            String r = regions[i % 3];
            scores.add(item("ScoreId", "s" + i, "TournamentId", t, "Region", r, "Points", i * 10,
                    "GSI1PK", "TOURNAMENT#" + t + "#REGION#" + r));
        }
        Table table = table("Scores", key("ScoreId", null), scores).withIndexes(List.of(SecondaryIndex.gsi(
                "ByTournament", KeySchema.of(KeyAttribute.of("GSI1PK", ScalarType.S),
                        KeyAttribute.of("Points", ScalarType.N)), Projection.all())), List.of());
        AccessPattern scoresOf = AccessPattern.builder("scores of a tournament in a region", "Scores",
                Operation.Query).index("ByTournament").partitionKey("TOURNAMENT#${t}#REGION#${r}")
                .parameters(List.of(Parameter.of("t", "t0"), Parameter.of("r", "eu"))).frequency(5).build();

        ReviewFinding f = only(review(model(table, scoresOf)), ReviewCode.SYNTHETIC_KEY);

        assertThat(f.severity()).isEqualTo(ReviewSeverity.INFO);
        assertThat(f.message()).contains("GSI1PK joins TournamentId + Region").contains("6 of 6 items");
        assertThat(f.action()).isEqualTo(new FixAction.MultiAttributeKey("Scores", "ByTournament",
                FixAction.KeyRole.PARTITION, "GSI1PK", List.of(KeyAttribute.of("TournamentId", ScalarType.S),
                KeyAttribute.of("Region", ScalarType.S))));
    }

    @Test
    void review_whenAnItemsIndexKeyHasTheWrongType_reportsTypeMismatch() {
        List<Item> players = new ArrayList<>(List.of(item("PlayerId", "p1", "Score", 10),
                item("PlayerId", "p2", "Score", 20), item("PlayerId", "p3", "Score", "thirty")));
        Table table = table("Players", key("PlayerId", null), players).withIndexes(List.of(SecondaryIndex.gsi(
                "ByScore", KeySchema.of(KeyAttribute.of("Score", ScalarType.N)), Projection.keysOnly())), List.of());
        AccessPattern top = AccessPattern.builder("players with a score", "Players", Operation.Query)
                .index("ByScore").partitionKey("${score}").parameters(List.of(Parameter.of("score", "10")))
                .frequency(1).build();

        ReviewFinding f = only(review(model(table, top)), ReviewCode.TYPE_MISMATCH);

        assertThat(f.severity()).isEqualTo(ReviewSeverity.ERROR);
        assertThat(f.message()).contains("1 item carries Score as S but ByScore wants N").contains("2 items are in");
        assertThat(f.subject()).isEqualTo(ReviewSubject.items("Players", null, List.of(item("PlayerId", "p3"))));
    }

    @Test
    void line_whenPrinted_followsTheCommandLinesFormat() {
        ReviewFinding f = new ReviewFinding(ReviewCode.SCAN_PATTERN, ReviewSeverity.WARNING, "T", "I", "p", "m", "f",
                Map.of(), ReviewSubject.table("T"), null);

        assertThat(f.line()).isEqualTo("WARNING SCAN_PATTERN T/I p: m -> f");
    }
}
