package dev.tablewright.review;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** Findings on the edits since the last save: the shipped tournaments model and its v2 (docs/migrations). */
class ChangeRisksTest {
    private static Model read(String file) throws Exception {
        return ModelFiles.read(Path.of(file)).model();
    }

    private static List<ReviewFinding> risks(List<ReviewFinding> findings) {
        return findings.stream().filter(f -> f.code() == ReviewCode.TABLE_REPLACED
                || f.code() == ReviewCode.INDEX_DROPPED_IN_USE).toList();
    }

    @Test
    void review_whenAnIndexPatternsReadIsRebuiltSinceTheSave_warnsAndNamesThePatterns() throws Exception {
        Model saved = read("models/tournaments.json");
        Model now = read("docs/migrations/tournaments-v2.json");

        List<ReviewFinding> found = risks(DesignReview.review(now, ReviewOptions.defaults(), saved));

        assertThat(found).singleElement().satisfies(f -> {
            assertThat(f.code()).isEqualTo(ReviewCode.INDEX_DROPPED_IN_USE);
            assertThat(f.severity()).isEqualTo(ReviewSeverity.WARNING);
            assertThat(f.index()).isEqualTo("ByPlayer");
            assertThat(f.message()).contains("is deleted and created again (index-key-schema)",
                    "Synthetic 3. A player's scores between two days");
        });
    }

    @Test
    void review_whenTheTableKeyChangedSinceTheSave_warnsOfANewTableAndACopy() throws Exception {
        Model saved = read("models/tournaments.json");
        Table scores = saved.findTable("TournamentScores").orElseThrow();
        Table rekeyed = new Table(scores.name(), KeySchema.of(KeyAttribute.of("PK", ScalarType.S)),
                scores.nonKeyAttributes(), scores.globalSecondaryIndexes(), scores.localSecondaryIndexes(),
                scores.facets(), scores.items(), scores.billingMode(), scores.capacity(), scores.extras(),
                scores.settings());

        List<ReviewFinding> found = risks(DesignReview.review(saved.withTable(rekeyed), ReviewOptions.defaults(), saved));

        assertThat(found).extracting(ReviewFinding::code).containsExactly(ReviewCode.TABLE_REPLACED);
        assertThat(found.get(0).message()).contains("key-schema changed", "a new table and a copy of every item (72");
        assertThat(found.get(0).fix()).contains("tablewright migrate");
    }

    @Test
    void review_whenNothingChangedSinceTheSave_addsNoFinding() throws Exception {
        Model saved = read("models/tournaments.json");

        assertThat(risks(DesignReview.review(saved, ReviewOptions.defaults(), saved))).isEmpty();
    }
}
