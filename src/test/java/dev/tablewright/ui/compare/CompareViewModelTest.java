package dev.tablewright.ui.compare;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.ui.common.TaskExecutor;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** File > Compare with…, without a toolkit: the shipped tournaments model against its v2 in docs/migrations. */
class CompareViewModelTest {
    private static final Path OLD = Path.of("models/tournaments.json");
    private static final Path NEW = Path.of("docs/migrations/tournaments-v2.json");

    private static final CompareViewModel.Reader FILES = file -> ModelFiles.read(file).model();

    @Test
    void compare_whenAnotherFileIsChosen_groupsItsChangesByTableWithTheirActions() throws Exception {
        CompareViewModel compare = new CompareViewModel(TaskExecutor.sameThread(), FILES);

        compare.compare(ModelFiles.read(NEW).model(), OLD);

        assertThat(compare.groups().keySet()).containsExactly("Table TournamentScores", CompareViewModel.PATTERNS);
        assertThat(compare.groups().get("Table TournamentScores")).singleElement().satisfies(row -> {
            assertThat(row.change()).isEqualTo("index-key-schema  ByPlayer");
            assertThat(row.after()).isEqualTo("hash(PlayerId:S) range(Day:S, TournamentId:S)");
            assertThat(row.action()).isEqualTo("recreate-index");
        });
        assertThat(compare.summaryProperty().get()).startsWith("2 changes from tournaments.json: 1 none, 1 recreate-index");
        assertThat(compare.titleProperty().get()).isEqualTo("Compare Tournaments v2 with tournaments.json");
        assertThat(compare.busyProperty().get()).isFalse();
    }

    @Test
    void compare_whenTheFileIsTheSameModel_saysTheyAreTheSame() throws Exception {
        CompareViewModel compare = new CompareViewModel(TaskExecutor.sameThread(), FILES);

        compare.compare(ModelFiles.read(OLD).model(), OLD);

        assertThat(compare.rows()).isEmpty();
        assertThat(compare.summaryProperty().get()).isEqualTo("The open model and tournaments.json are the same.");
    }

    @Test
    void compare_whenTheFileCannotBeRead_saysWhyAndListsNothing() throws Exception {
        CompareViewModel compare = new CompareViewModel(TaskExecutor.sameThread(), FILES);

        compare.compare(ModelFiles.read(OLD).model(), Path.of("models/missing.json"));

        assertThat(compare.errorProperty().get()).startsWith("Could not read missing.json");
        assertThat(compare.rows()).isEmpty();
    }
}
