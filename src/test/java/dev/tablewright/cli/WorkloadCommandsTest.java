package dev.tablewright.cli;

import static dev.tablewright.review.ReviewFixtures.item;
import static dev.tablewright.review.ReviewFixtures.key;
import static dev.tablewright.review.ReviewFixtures.model;
import static dev.tablewright.review.ReviewFixtures.table;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Distribution;
import dev.tablewright.model.IndexWorkload;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.PatternWorkload;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Retention;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.TableWorkload;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.model.Volume;
import dev.tablewright.model.Workload;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The workload on the command line: review --json for every model, the workload options, shards from a model. */
class WorkloadCommandsTest {
    @TempDir
    Path dir;

    private static final ObjectMapper JSON = new ObjectMapper();

    private Path write(Model model, String name) throws Exception {
        Path file = dir.resolve(name);
        ModelFiles.write(model, file);
        return file;
    }

    private static List<Item> events() {
        List<Item> events = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            events.add(item("Day", "2026-01-0" + i, "EventId", "e" + i, "Kind", "click"));
        }
        return events;
    }

    private static JsonNode reviewJson(CliRun run) throws Exception {
        assertThat(run.out().lines().count()).as(run.out()).isEqualTo(1);
        return JSON.readTree(run.out());
    }

    @Test
    void reviewJson_whenAPatternIsBroken_printsPatternBrokenAndExitsOne() throws Exception {
        Path file = write(model(table("Events", key("Day", "EventId"), events()),
                AccessPattern.builder("by nothing", "Events", Operation.Query).index("Nope").partitionKey("x")
                        .frequency(1).build()), "broken.json");

        CliRun run = CliRun.of("review", file.toString(), "--json");

        assertThat(run.exitCode()).isEqualTo(1);
        JsonNode json = reviewJson(run);
        assertThat(json.get("valid").asBoolean()).isFalse();
        assertThat(json.get("model").asText()).isEqualTo(file.toString());
        JsonNode f = json.get("findings").get(0);
        assertThat(f.get("code").asText()).isEqualTo("PATTERN_BROKEN");
        assertThat(f.get("severity").asText()).isEqualTo("ERROR");
        assertThat(f.get("pattern").asText()).isEqualTo("by nothing");
        assertThat(f.get("message").asText()).contains("The table does not have the specified index: Nope");
    }

    @Test
    void reviewJson_whenAnIndexKeyHasTheWrongType_printsTypeMismatch() throws Exception {
        List<Item> items = events();
        items.add(item("Day", "2026-01-10", "EventId", "e10", "Kind", 7));
        SecondaryIndex byKind = SecondaryIndex.gsi("ByKind", key("Kind", null), Projection.keysOnly());
        Path file = write(model(table("Events", key("Day", "EventId"), items).withIndexes(List.of(byKind), List.of())),
                "types.json");

        CliRun run = CliRun.of("review", file.toString(), "--json");

        assertThat(run.exitCode()).isEqualTo(1);
        JsonNode f = reviewJson(run).get("findings").get(0);
        assertThat(f.get("code").asText()).isEqualTo("TYPE_MISMATCH");
        assertThat(f.get("index").asText()).isEqualTo("ByKind");
    }

    @Test
    void reviewJson_whenATableNameIsTooShort_printsInvalidModel() throws Exception {
        Path file = write(model(table("Ev", key("Day", "EventId"), events())), "short.json");

        CliRun run = CliRun.of("review", file.toString(), "--json");

        assertThat(run.exitCode()).isEqualTo(1);
        JsonNode json = reviewJson(run);
        assertThat(json.get("valid").asBoolean()).isFalse();
        assertThat(json.get("findings").get(0).get("code").asText()).isEqualTo("INVALID_MODEL");
    }

    @Test
    void reviewJson_whenTheFileIsNotJson_printsInvalidModelNamingTheFile() throws Exception {
        Path file = dir.resolve("garbage.json");
        Files.writeString(file, "{\"ModelName\": ");

        CliRun run = CliRun.of("review", file.toString(), "--json");

        assertThat(run.exitCode()).isEqualTo(1);
        JsonNode f = reviewJson(run).get("findings").get(0);
        assertThat(f.get("code").asText()).isEqualTo("INVALID_MODEL");
        assertThat(f.get("message").asText()).startsWith(file.toString());
    }

    @Test
    void reviewJson_whenTheModelIsValid_saysSo() {
        CliRun run = CliRun.of("review", "models/hr-oe.json", "--json");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out()).contains("\"valid\":true");
    }

    /** Readings keyed by day, written 6,000 times a second. */
    private Path sensors() throws Exception {
        List<Item> items = new ArrayList<>();
        for (String day : List.of("2026-11-26", "2026-11-27")) {
            for (int i = 0; i < 5; i++) {
                items.add(item("day", day, "at", "s" + i, "value", 20 + i));
            }
        }
        AccessPattern record = AccessPattern.builder("record a reading", "Readings", Operation.PutItem)
                .partitionKey("${day}").sortKey(new SortKeyCondition(KeyOperator.EQ, KeyTemplate.of("${sensor}"), null))
                .parameters(List.of(Parameter.of("day", "2026-11-27"), Parameter.of("sensor", "s9")))
                .item(Map.of("value", TemplateValue.of(AttributeType.N, "21"))).frequency(6000).build();
        return write(model(table("Readings", key("day", "at"), items), record), "sensors.json");
    }

    @Test
    void review_whenTheDistributionOptionMakesTheDayCurrent_findsAllTheWritesOnOneValue() throws Exception {
        CliRun run = CliRun.of("review", sensors().toString(), "--distribution", "record a reading/day=current:day");

        // 6,000 writes/s x 1 WCU, all on today's partition: 600% of what one partition takes
        assertThat(run.out()).contains("ERROR HOT_PARTITION Readings record a reading: the partition key value "
                + "\u2039the current day\u203a").contains("gets 6,000 WCU/s");
        assertThat(run.out()).contains("WARNING WRITE_SHARDING Readings").contains("padded 7");
    }

    @Test
    void review_whenThePeakAndRateOptionsAreGiven_chargesThePeak() throws Exception {
        CliRun run = CliRun.of("review", sensors().toString(), "--distribution", "record/day=constant",
                "--rate", "record=100", "--peak", "record=6");

        // 100 a second, 6 times at peak, all on one day: 600 WCU/s, 60% of 1,000: a warning
        assertThat(run.out()).contains("WARNING HOT_PARTITION").contains("gets 600 WCU/s");
    }

    @Test
    void review_whenAWorkloadOptionIsWrong_exitsTwoWithOneLine() throws Exception {
        Path file = sensors();
        for (String[] args : List.of(new String[]{"--distribution", "nope/day=zipf:10"},
                new String[]{"--distribution", "record/day=zipf"}, new String[]{"--peak", "record=0.5"},
                new String[]{"--items", "Nope=5"}, new String[]{"--retention", "Readings=soon"},
                new String[]{"--hot-fraction", "Readings/Nope=0.2"})) {
            List<String> all = new ArrayList<>(List.of("review", file.toString()));
            all.addAll(List.of(args));
            CliRun run = CliRun.of(all.toArray(String[]::new));
            assertThat(run.exitCode()).as(String.join(" ", args) + ": " + run.err()).isEqualTo(2);
            assertThat(run.err().lines().findFirst().orElse("")).as(String.join(" ", args)).contains(args[0]);
        }
    }

    @Test
    void shards_whenGivenHrOeAndGsi2_takesTheSeedsWorkloadAndAsksForThirteenPaddedFifteen() throws Exception {
        CliRun run = CliRun.of("shards", "models/hr-oe.json", "--index", "HR-OE/GSI2", "--json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode json = JSON.readTree(run.out());
        // Order 3,000,000 x 100 bytes + OrderItem 9,000,000 x 50 bytes at day 1,826: 12,000,000 entries of
        // 62.5 bytes; floor(4096 / 62.5) = 65 items an RCU, 195,000 a second; 0.2 x 12,000,000 = 2,400,000:
        // 12.31 -> 13 shards, padded ceil(13 x 1.15) = 15: the seed's N = 13 and the 15 shipped
        assertThat(json.get("items").asLong()).isEqualTo(12_000_000L);
        assertThat(json.get("hotFraction").asDouble()).isEqualTo(0.2);
        assertThat(json.get("itemBytes").asDouble()).isCloseTo(62.5, org.assertj.core.api.Assertions.within(1e-6));
        assertThat(json.get("shards").asLong()).isEqualTo(13);
        assertThat(json.get("paddedShards").asLong()).isEqualTo(15);
        assertThat(json.get("existingShards").asLong()).isEqualTo(15);
        assertThat(json.get("hotSource").asText()).contains("HotFraction");
    }

    @Test
    void shards_whenAnOptionOverridesTheWorkload_usesItAndSaysSo() {
        CliRun run = CliRun.of("shards", "models/hr-oe.json", "--index", "HR-OE/GSI2", "--items", "3000000",
                "--item-size", "250");

        // the seed's own figures: floor(4096 / 250) = 16; 48,000; 600,000 / 48,000 = 12.5 -> 13, padded 15
        assertThat(run.out()).contains("items: 3,000,000 (--items)").contains("ItemsPerRCU = floor(4096 / 250) = 16")
                .contains("Use 15 shards");
    }

    @Test
    void review_whenHrOeIsReviewed_callsItsFifteenShardsHandled() {
        CliRun run = CliRun.of("review", "models/hr-oe.json");

        assertThat(run.out()).contains("INFO WRITE_SHARDING HR-OE/GSI2: already write-sharded over 15 values")
                .contains(": handled").contains("shards 13, padded 15");
    }

    @Test
    void write_whenTheModelHasAWorkload_readsItBackTheSame() throws Exception {
        Model base = model(table("Events", key("Day", "EventId"), events())
                        .withIndexes(List.of(SecondaryIndex.gsi("ByKind", KeySchema.of(KeyAttribute.of("Kind",
                                ScalarType.S)), Projection.keysOnly())), List.of()),
                AccessPattern.builder("a day", "Events", Operation.Query).partitionKey("${day}")
                        .parameters(List.of(Parameter.of("day", "2026-01-01"))).frequency(3).build());
        Workload workload = new Workload(730, Map.of("Events", new TableWorkload(
                new Volume(1_000_000L, 2500.5, Retention.days(90), 320.0),
                Map.of(), Map.of("ByKind", new IndexWorkload(0.25)))),
                Map.of("a day", new PatternWorkload(2.5, Map.of("day", Distribution.current(Distribution.TimeBucket.HOUR)))));
        Model model = base.withWorkload(workload);

        Model read = ModelFiles.read(write(model, "workload.json")).model();

        assertThat(read.workload()).isEqualTo(workload);
        assertThat(Files.readString(dir.resolve("workload.json"))).contains("\"Workload\"").contains("\"HorizonDays\" : 730")
                .contains("\"Kind\" : \"current\"");
    }
}
