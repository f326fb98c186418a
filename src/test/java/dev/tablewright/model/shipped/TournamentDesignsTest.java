package dev.tablewright.model.shipped;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternRunner;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * models/tournaments.json holds the same four access patterns in two designs: synthetic keys built
 * by concatenation, and multi-attribute GSI keys. Both designs must answer each question with the
 * same scores, for the defaults and for other parameter values.
 */
class TournamentDesignsTest {
    private static Model model;

    @BeforeAll
    static void load() throws Exception {
        model = ModelFiles.read(ShippedModels.TOURNAMENTS).model();
    }

    @ParameterizedTest(name = "pattern {0} and {1} with {2}")
    @CsvSource(delimiter = '|', value = {
            "0|4|",
            "0|4|tournament=summer-open,region=apac",
            "1|5|round=02;2",
            "1|5|tournament=summer-open,region=na,round=03;3",
            "2|6|",
            "2|6|player=p07,from=2025-06-11,to=2025-06-13",
            "3|7|",
            "3|7|day=2025-06-13"})
    void patterns_whenRunOnBothDesigns_returnTheSameScores(int synthetic, int multiAttribute, String given) {
        List<Item> left = run(synthetic, parameters(given, 0));
        List<Item> right = run(multiAttribute, parameters(given, 1));

        assertThat(left).as("the synthetic design finds scores").isNotEmpty();
        assertThat(scores(right)).as("%s vs %s", name(synthetic), name(multiAttribute))
                .containsExactlyInAnyOrderElementsOf(scores(left));
    }

    @Test
    void bestScoresOfADay_whenMergedFromFourShards_comeHighestFirstInBothDesigns() {
        for (int pattern : new int[] {3, 7}) {
            List<Integer> points = run(pattern, Map.of()).stream()
                    .map(item -> Integer.valueOf(((AttributeValue.N) item.get("Points")).value()))
                    .toList();

            assertThat(points).as(name(pattern)).hasSizeGreaterThan(4).isSortedAccordingTo((a, b) -> b - a);
        }
    }

    @Test
    void multiAttributeDesign_whenListed_keepsNoConcatenatedKeyAttribute() {
        Item any = model.findTable("TournamentScoresMA").orElseThrow().allItems().get(0);

        assertThat(any.attributes().keySet()).doesNotContain("PK", "SK", "GSI1PK", "GSI1SK", "GSI2PK");
        assertThat(model.findTable("TournamentScoresMA").orElseThrow().globalSecondaryIndexes())
                .allSatisfy(index -> assertThat(index.keySchema().isMultiAttribute()).as(index.name()).isTrue());
    }

    private static List<Item> run(int pattern, Map<String, String> given) {
        AccessPattern p = model.accessPatterns().get(pattern);
        PatternResult result = PatternRunner.run(InMemoryEngine.of(model), PatternBinder.bind(model, p, given));
        return result.items();
    }

    private static String name(int pattern) {
        return model.accessPatterns().get(pattern).name();
    }

    /** "a=1,b=2" for both designs, or "a=1,b=02;2" where the round is written differently in each. */
    private static Map<String, String> parameters(String given, int design) {
        if (given == null || given.isBlank()) {
            return Map.of();
        }
        Map<String, String> values = new LinkedHashMap<>();
        for (String pair : given.split(",")) {
            String[] kv = pair.split("=", 2);
            String[] forms = kv[1].split(";");
            values.put(kv[0], forms[Math.min(design, forms.length - 1)]);
        }
        return values;
    }

    private static List<String> scores(List<Item> items) {
        return items.stream().map(item -> text(item, "MatchId") + "/" + text(item, "PlayerId")).toList();
    }

    private static String text(Item item, String attribute) {
        return ((AttributeValue.S) item.get(attribute)).value();
    }
}
