package dev.tablewright.review;

import static dev.tablewright.review.ReviewFixtures.item;
import static dev.tablewright.review.ReviewFixtures.key;
import static dev.tablewright.review.ReviewFixtures.model;
import static dev.tablewright.review.ReviewFixtures.review;
import static dev.tablewright.review.ReviewFixtures.table;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.tablewright.edit.WorkloadEdits;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ReadConsistency;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.ShardSpec;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.Table;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.model.Volume;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The review on a workload: one test per load shape, each finding's numbers worked by hand in the
 * comments (units from DynamoDB's charges: a write of up to 1 KB is 1 WCU, an eventually consistent
 * GetItem of up to 4 KB 0.5 RCU, a strongly consistent one 1 RCU).
 */
class WorkloadReviewTest {

    private static List<ReviewFinding> of(List<ReviewFinding> findings, ReviewCode code) {
        return findings.stream().filter(f -> f.code() == code).toList();
    }

    /** Readings keyed by day: 2 days in the sample, 5 readings each; a PutItem 6,000 times a second. */
    private static Model sensors() {
        List<Item> items = new ArrayList<>();
        for (String day : List.of("2026-11-26", "2026-11-27")) {
            for (int i = 0; i < 5; i++) {
                items.add(item("day", day, "at", "s" + i + "#10:00:0" + i, "value", 20 + i));
            }
        }
        Table readings = table("Readings", key("day", "at"), items);
        AccessPattern record = AccessPattern.builder("record a reading", "Readings", Operation.PutItem)
                .partitionKey("${day}").sortKey(new SortKeyCondition(KeyOperator.EQ, KeyTemplate.of("${sensor}#${ts}"), null))
                .parameters(List.of(Parameter.of("day", "2026-11-27"), Parameter.of("sensor", "s9"),
                        Parameter.of("ts", "10:00:09"), Parameter.of("value", "21.5")))
                .item(Map.of("value", TemplateValue.of(AttributeType.N, "${value}")))
                .frequency(6000).build();
        return model(readings, record);
    }

    @Test
    void review_whenTheDayIsDrawnAsTheSampleSpreads_splitsTheWritesOverItsTwoDays() {
        List<ReviewFinding> findings = review(sensors());

        // 6,000 writes/s of 1 WCU spread evenly over the sample's 2 days: 3,000 WCU/s each, 300% of 1,000
        ReviewFinding hot = of(findings, ReviewCode.HOT_PARTITION).get(0);
        assertThat(hot.message()).contains("each of the 2 partition key values").contains("gets 3,000 WCU/s");
        assertThat(hot.severity()).isEqualTo(ReviewSeverity.ERROR);
    }

    @Test
    void review_whenTheDayIsTheCurrentDay_putsEveryWriteOnOneValueAndAsksForSevenShards() {
        Model model = WorkloadEdits.setDistribution(sensors(), "record a reading", "day",
                Distribution.current(Distribution.TimeBucket.DAY));

        List<ReviewFinding> findings = review(model);

        // every call at a moment writes today's partition: 6,000 x 1 WCU = 6,000 WCU/s, 600% of 1,000
        ReviewFinding hot = of(findings, ReviewCode.HOT_PARTITION).get(0);
        assertThat(hot.severity()).isEqualTo(ReviewSeverity.ERROR);
        assertThat(hot.message()).contains("\u2039the current day\u203a").contains("gets 6,000 WCU/s")
                .contains("600% of the 1,000 WCU/s");
        assertThat(hot.figures().get("wcuPerSecond")).isEqualTo(6000.0);
        // the planner: ceil(6,000 / 1,000) = 6 shards, padded ceil(6 x 1.15) = ceil(6.9) = 7
        ReviewFinding sharding = of(findings, ReviewCode.WRITE_SHARDING).get(0);
        assertThat(sharding.index()).isNull();
        assertThat(sharding.figures().get("shards")).isEqualTo(6.0);
        assertThat(sharding.figures().get("paddedShards")).isEqualTo(7.0);
        assertThat(sharding.fix()).contains("suffix 0..6");
        assertThat(hot.fix()).contains("over 7 values");
    }

    @Test
    void review_whenAKeyIsConstant_putsEveryCallOnIt() {
        Model model = WorkloadEdits.setRate(WorkloadEdits.setDistribution(sensors(), "record a reading", "day",
                Distribution.constant()), "record a reading", 1200);
        // a constant day: all 1,200 writes/s of 1 WCU on 2026-11-27, 120% of 1,000
        ReviewFinding hot = of(review(model), ReviewCode.HOT_PARTITION).get(0);
        assertThat(hot.message()).contains("the partition key value 2026-11-27").contains("gets 1,200 WCU/s")
                .contains("120%");
        assertThat(hot.severity()).isEqualTo(ReviewSeverity.ERROR);
    }

    @Test
    void review_whenThePeakFactorIsThree_chargesThePeak() {
        Model model = WorkloadEdits.setPeakFactor(WorkloadEdits.setRate(WorkloadEdits.setDistribution(sensors(),
                "record a reading", "day", Distribution.constant()), "record a reading", 200), "record a reading", 3.0);
        // 200 writes/s on average, 3 x at peak: 600 WCU/s on one value, 60%: a warning
        ReviewFinding hot = of(review(model), ReviewCode.HOT_PARTITION).get(0);
        assertThat(hot.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(hot.figures().get("wcuPerSecond")).isEqualTo(600.0);
    }

    /** Products read by id with GetItem: 4 products in the sample. */
    private static Model products(double rate, ReadConsistency consistency) {
        List<Item> items = new ArrayList<>();
        for (int i = 1; i <= 4; i++) {
            items.add(item("ProductId", "p" + i, "Name", "product " + i));
        }
        Table t = table("Products", key("ProductId", null), items);
        AccessPattern get = AccessPattern.builder("get a product", "Products", Operation.GetItem)
                .partitionKey("${productId}").parameters(List.of(Parameter.of("productId", "p1")))
                .consistency(consistency).frequency(rate).build();
        return model(t, get);
    }

    @Test
    void review_whenCallsAreUniformOverTenValues_givesTheBusiestATenth() {
        Model model = WorkloadEdits.setDistribution(products(30_000, ReadConsistency.EVENTUAL), "get a product",
                "productId", Distribution.uniform(10));
        // 30,000 calls/s x 1/10 x 0.5 RCU = 1,500 RCU/s on the busiest value: 50% of 3,000, a warning
        ReviewFinding hot = of(review(model), ReviewCode.HOT_PARTITION).get(0);
        assertThat(hot.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(hot.figures().get("rcuPerSecond")).isCloseTo(1500.0, within(1e-9));
        assertThat(hot.message()).contains("uniform over 10 values").contains("10% of the calls");
    }

    @Test
    void review_whenCallsFollowZipf_givesTheFirstRankItsShare() {
        Model model = WorkloadEdits.setDistribution(products(10_000, ReadConsistency.STRONG), "get a product",
                "productId", Distribution.zipf(100, 1.0));
        // H(100, 1) = 1 + 1/2 + ... + 1/100 = 5.187378; the first rank: 1 / 5.187378 = 19.2776%;
        // 10,000 calls/s x 0.192776 x 1 RCU = 1,927.76 RCU/s, 64% of 3,000: a warning
        ReviewFinding hot = of(review(model), ReviewCode.HOT_PARTITION).get(0);
        assertThat(hot.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(hot.figures().get("rcuPerSecond")).isCloseTo(1927.76, within(0.01));
        assertThat(hot.message()).contains("zipf over 100 values (s = 1)").contains("19.28% of the calls");
    }

    @Test
    void review_whenCallsAreSpreadAsTheSampleIs_keepsTodaysEvenSpread() {
        // 12,000 calls/s x 1/4 (the sample's 4 values) x 0.5 RCU = 1,500 RCU/s: 50%, a warning
        ReviewFinding hot = of(review(products(12_000, ReadConsistency.EVENTUAL)), ReviewCode.HOT_PARTITION).get(0);
        assertThat(hot.figures().get("rcuPerSecond")).isCloseTo(1500.0, within(1e-9));
        assertThat(hot.message()).contains("each of the 4 partition key values");
    }

    /**
     * A chat channel with a KEYS_ONLY LSI, one message put 150 times a second into one channel and
     * kept forever. A message: channel (7 + 7 "general") 14 bytes, ts (2 + 24) 26, body (4 + 400)
     * 404, at (2 + 10) 12: 456 bytes; its LSI entry holds channel, ts and at: 52 bytes; 508 a message.
     */
    private static Model chat() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            items.add(item("channel", "general", "ts", "2026-11-27T10:00:0" + i + ".000Z", "body", "x".repeat(400),
                    "at", "2026-11-27"));
        }
        Table messages = table("Messages", key("channel", "ts"), items).withIndexes(List.of(),
                List.of(SecondaryIndex.lsi("ByDay", key("channel", "at"), Projection.keysOnly())));
        AccessPattern post = AccessPattern.builder("post a message", "Messages", Operation.PutItem)
                .partitionKey("${channel}").sortKey(new SortKeyCondition(KeyOperator.EQ, KeyTemplate.of("${ts}"), null))
                .parameters(List.of(Parameter.of("channel", "general"), Parameter.of("ts", "2026-11-27T11:00:00.000Z"),
                        Parameter.of("body", "x".repeat(400))))
                .item(Map.of("body", TemplateValue.of(AttributeType.S, "${body}"),
                        "at", TemplateValue.of(AttributeType.S, "2026-11-27")))
                .frequency(150).build();
        AccessPattern read = AccessPattern.builder("a day of a channel", "Messages", Operation.Query).index("ByDay")
                .partitionKey("general").frequency(1).build();
        Model model = model(messages, post, read);
        // the table's workload: the sample's 10 items now, growing by its puts
        model = WorkloadEdits.setVolume(model, "Messages", null, new Volume(10L, null, null, null));
        return WorkloadEdits.setDistribution(model, "post a message", "channel", Distribution.constant());
    }

    @Test
    void review_whenAChannelGrowsForever_reportsTheDaysUntilTenGigabytes() {
        ReviewFinding f = of(review(chat()), ReviewCode.LSI_COLLECTION).get(0);

        // now: 10 x 508 = 5,080 bytes; a day: 150 x 86,400 = 12,960,000 messages x 508 = 6,583,680,000 bytes
        // (6.1 GB); 10 GB = 10,737,418,240 bytes: (10,737,418,240 - 5,080) / 6,583,680,000 = 1.63 days
        assertThat(f.severity()).isEqualTo(ReviewSeverity.ERROR);
        assertThat(f.figures().get("bytesNow")).isEqualTo(5080.0);
        assertThat(f.figures().get("bytesPerDay")).isCloseTo(6_583_680_000.0, within(1.0));
        assertThat(f.figures().get("daysToLimit")).isCloseTo(1.6309, within(0.0001));
        assertThat(f.message()).contains("10 GB in 1.6 days").contains("grows 6.1 GB a day");
    }

    @Test
    void review_whenTheChannelKeepsAWeek_stillPassesTenGigabytesWithinIt() {
        Model model = WorkloadEdits.setVolume(chat(), "Messages", null,
                new Volume(10L, null, dev.tablewright.model.Retention.days(7), null));
        // kept 7 days: at most 7 x 6,583,680,000 = 46 GB, over 10 GB: still 1.63 days to the limit
        ReviewFinding f = of(review(model), ReviewCode.LSI_COLLECTION).get(0);
        assertThat(f.figures().get("daysToLimit")).isCloseTo(1.6309, within(0.0001));

        Model oneDay = WorkloadEdits.setVolume(chat(), "Messages", null,
                new Volume(10L, null, dev.tablewright.model.Retention.days(1), null));
        // kept 1 day: at most 6.1 GB, 61% of 10 GB: under the 80% warning, no finding
        assertThat(of(review(oneDay), ReviewCode.LSI_COLLECTION)).isEmpty();
    }

    /** Orders in a GSI sharded {@code shards} ways, read by a fan-out once a second. */
    private static Model shardedOrders(int shards) {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 30; i++) {
            items.add(item("OrderId", "o" + i, "Bucket", i % shards, "Data", "OPEN#2026-01-" + (10 + i % 20),
                    "Total", 100 + i));
        }
        SecondaryIndex byBucket = SecondaryIndex.gsi("ByBucket", KeySchema.of(KeyAttribute.of("Bucket", ScalarType.N),
                KeyAttribute.of("Data", ScalarType.S)), Projection.all()).withShards(new ShardSpec("Bucket", shards, null));
        Table orders = table("Orders", key("OrderId", null), items).withIndexes(List.of(byBucket), List.of());
        AccessPattern open = AccessPattern.builder("open orders", "Orders", Operation.Query).index("ByBucket")
                .partitionKey("${bucket}").fanOut(new ShardFanOut("bucket", 0, shards - 1)).frequency(1).build();
        return model(orders, open);
    }

    /** The seed's figures: 3,000,000 orders at the horizon, 20% OPEN, 250 bytes each. */
    private static Model atSeedScale(Model model) {
        model = WorkloadEdits.setVolume(model, "Orders", null, new Volume(3_000_000L, 0.0, null, 250.0));
        return WorkloadEdits.setHotFraction(model, "Orders", "ByBucket", 0.2);
    }

    @Test
    void review_whenAKeyIsShardedFourWaysButTheWorkloadNeedsThirteen_warnsOfTooFew() {
        ReviewFinding f = of(review(atSeedScale(shardedOrders(4))), ReviewCode.WRITE_SHARDING).get(0);

        // ItemsPerRCU = floor(4096 / 250) = 16; 3,000 x 16 = 48,000 items/s; 0.2 x 3,000,000 = 600,000;
        // 600,000 / 48,000 = 12.5: 13 shards, padded ceil(13 x 1.15) = ceil(14.95) = 15; 4 < 13
        assertThat(f.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(f.figures()).containsEntry("shards", 13.0).containsEntry("paddedShards", 15.0)
                .containsEntry("existingShards", 4.0);
        assertThat(f.message()).contains("the planner wants 15 (at least 13)").contains("ItemsPerRCU 16");
        assertThat(((FixAction.AddWriteShards) f.action()).count()).isEqualTo(15);
    }

    @Test
    void review_whenAKeyIsShardedFifteenWaysAtTheSeedsScale_callsItHandled() {
        ReviewFinding f = of(review(atSeedScale(shardedOrders(15))), ReviewCode.WRITE_SHARDING).get(0);

        // the same 13, padded 15: 15 shards are what the planner asks for
        assertThat(f.severity()).isEqualTo(ReviewSeverity.INFO);
        assertThat(f.message()).contains("handled").contains("shards 13, padded 15");
        assertThat(f.action()).isNull();
    }

    @Test
    void review_whenAKeyIsShardedFortyWaysAtTheSeedsScale_warnsOfTheWastedFanOut() {
        ReviewFinding f = of(review(atSeedScale(shardedOrders(40))), ReviewCode.WRITE_SHARDING).get(0);

        // 40 > 2 x 15: each read pays 40 requests where 15 would do: 1/s x 25 x 0.5 RCU = +12.5 RCU/s
        assertThat(f.severity()).isEqualTo(ReviewSeverity.WARNING);
        assertThat(f.figures().get("extraRcuPerSecond")).isEqualTo(12.5);
    }

    @Test
    void review_whenAProjectionNamesReservedWords_readsThemAsAttributeNames() {
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            items.add(item("CustomerId", "c1", "OrderId", "o" + i, "Total", 100 + i, "Status", "OPEN",
                    "Lines", "x".repeat(2000), "Placed", "2026-11-0" + (i + 1), "Address", "1 Main St"));
        }
        SecondaryIndex history = SecondaryIndex.gsi("OrderHistory", key("CustomerId", "Placed"), Projection.all());
        Table orders = table("Orders", key("OrderId", null), items).withIndexes(List.of(history), List.of());
        AccessPattern reader = AccessPattern.builder("a customer's orders", "Orders", Operation.Query)
                .index("OrderHistory").partitionKey("${customerId}").parameters(List.of(Parameter.of("customerId", "c1")))
                .projection(List.of("OrderId", "Total", "Status", "Placed", "CustomerId")).frequency(5).build();

        ReviewFinding f = of(review(model(orders, reader)), ReviewCode.PROJECTION_COST).get(0);

        // the reader takes 5 attributes, Total and Status (reserved words) among them: INCLUDE Total, Status
        assertThat(f.message()).contains("INCLUDE").contains("Total").contains("Status");
    }
}
