package dev.tablewright.review;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.model.Workload;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The findings on the models that ship, each checked by hand (the reasoning is in docs/review.md):
 * hr-oe's and the tournaments' sharded indexes are recognised as handled, the synthetic keys of the
 * tournaments' first design are found, and nothing else is reported.
 */
class ShippedModelsReviewTest {

    private static List<String> review(String file) throws Exception {
        Model model = ModelFiles.read(Path.of(file)).model();
        return DesignReview.review(model, ReviewOptions.defaults()).stream()
                .map(f -> f.severity() + " " + f.code() + " " + f.table() + (f.index() == null ? "" : "/" + f.index()))
                .toList();
    }

    @Test
    void review_whenHrOe_recognisesGsi2sShardsAsHandled() throws Exception {
        assertThat(review("models/hr-oe.json")).containsExactly("INFO WRITE_SHARDING HR-OE/GSI2");
    }

    @Test
    void review_whenTournaments_findsTheSyntheticKeysAndTheHandledDayShards() throws Exception {
        assertThat(review("models/tournaments.json")).containsExactlyInAnyOrder(
                "INFO WRITE_SHARDING TournamentScores/ByDay",
                "INFO WRITE_SHARDING TournamentScoresMA/ByDay",
                "INFO SYNTHETIC_KEY TournamentScores/ByPlayer",
                "INFO SYNTHETIC_KEY TournamentScores/ByDay");
    }

    @Test
    void review_whenGamingAndPersonRecords_findsNothing() throws Exception {
        assertThat(review("models/gaming.json")).isEmpty();
        assertThat(review("models/person-records.json")).isEmpty();
    }

    @Test
    void review_whenHrOeProjectedToThreeMillionItems_warnsThatTheConfidentialKeyNeedsShards() throws Exception {
        // the sample's shape at 3,000,000 items, without the shipped workload's volumes per facet
        Model model = ModelFiles.read(Path.of("models/hr-oe.json")).model().withWorkload(Workload.none());

        List<ReviewFinding> findings = DesignReview.review(model, ReviewOptions.defaults()
                .withProjectedItems(Map.of("HR-OE", 3_000_000L)));

        assertThat(findings).extracting(ReviewFinding::line).anySatisfy(line -> assertThat(line)
                .startsWith("WARNING WRITE_SHARDING HR-OE/GSI1: a hot partition key: the value HR-CONFIDENTIAL"));
        assertThat(findings).filteredOn(f -> f.code() == ReviewCode.WRITE_SHARDING && "GSI2".equals(f.index()))
                .singleElement().extracting(ReviewFinding::severity).isEqualTo(ReviewSeverity.INFO);
    }

    @Test
    void review_whenPersonRecordsProjectedToFiveMillionItems_warnsThatARoleKeyNeedsShards() throws Exception {
        Model model = ModelFiles.read(Path.of("models/person-records.json")).model();

        List<ReviewFinding> findings = DesignReview.review(model, ReviewOptions.defaults()
                .withProjectedItems(Map.of("dbHashTable", 5_000_000L)));

        assertThat(findings).singleElement().satisfies(f -> {
            assertThat(f.code()).isEqualTo(ReviewCode.WRITE_SHARDING);
            assertThat(f.index()).isEqualTo("reverse-index");
            assertThat(f.message()).contains("of the 3 values of role#${role}").contains("16% of 5,000,000 items");
        });
    }

    @Test
    void review_whenGamingProjectedToTenMillionItems_findsNoShardingForPlayerIds() throws Exception {
        Model model = ModelFiles.read(Path.of("models/gaming.json")).model();

        List<ReviewFinding> findings = DesignReview.review(model, ReviewOptions.defaults().withProjectedItems(
                Map.of("GamePlayer", 10_000_000L, "GamePlayerOverloaded", 10_000_000L)));

        assertThat(findings).as("a player id is one of ever more values, not a hot key").isEmpty();
    }
}
