package dev.tablewright.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.testing.LiveRenames;
import dev.tablewright.ui.common.TaskExecutor;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** The verdict before a run on a live connection, and the "Mapping…" editor, without a toolkit. */
class LiveVerdictViewModelTest {
    private Model model;
    private NameMapping renames;
    private LiveTablesFake service;
    private PatternRunViewModel run;

    @BeforeEach
    void setUp() throws Exception {
        model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
        renames = LiveRenames.mapping(model);
        service = new LiveTablesFake(LiveRenames.live(model, renames));
        run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, service);
        run.patternProperty().set(model.accessPatterns().get(1));
    }

    @Test
    void verdict_whenInMemory_isEmptyAndNothingToMap() {
        run.targetProperty().set(RunTarget.MEMORY);

        assertThat(run.liveVerdict().verdictTextProperty().get()).isEmpty();
        assertThat(run.liveVerdict().mappableProperty().get()).isFalse();
    }

    @Test
    void verdict_whenSavedConnectionWithoutMapping_saysTheTableIsMissingAndTheRunIsRefused() {
        run.targetProperty().set(LiveTablesFake.SAVED);

        assertThat(run.liveVerdict().mappableProperty().get()).isTrue();
        assertThat(run.liveVerdict().verdictTextProperty().get())
                .isEqualTo("Cannot run on team-dev: table HR-OE missing on the connection.");
        run.run();
        assertThat(run.summaryProperty().get()).contains("failed").contains("table HR-OE missing on the connection");
        assertThat(service.runs).as("requests sent").isZero();
    }

    @Test
    void openEditor_whenLoaded_offersTheLiveTablesAndTheChosenTablesIndexesAndKeys() {
        run.targetProperty().set(LiveTablesFake.SAVED);

        MappingEditorViewModel editor = run.liveVerdict().openEditor();
        MappingEditorViewModel.Row table = editor.row(MappingEditorViewModel.Kind.TABLE, "HR-OE", "HR-OE").orElseThrow();
        MappingEditorViewModel.Row gsi1 = editor.row(MappingEditorViewModel.Kind.INDEX, "HR-OE", "GSI1").orElseThrow();
        assertThat(table.choices()).containsExactly("live_hr-oe");
        assertThat(gsi1.liveName().get()).isEqualTo("GSI1");
        assertThat(gsi1.choices()).as("no table HR-OE on the connection yet").isEmpty();

        table.liveName().set("live_hr-oe");

        assertThat(gsi1.choices()).containsExactly("live_GSI1", "live_GSI2");
        assertThat(editor.row(MappingEditorViewModel.Kind.ATTRIBUTE, "HR-OE", "SK").orElseThrow().choices())
                .contains("pk_", "sk_", "data_", "gsi-bucket_");
    }

    @Test
    void save_whenEveryNameMapped_savesWithTheConnectionAndTheVerdictTurnsOkAndTheRunMatchesMemory() {
        run.targetProperty().set(LiveTablesFake.SAVED);
        MappingEditorViewModel editor = run.liveVerdict().openEditor();
        renames.tables().get("HR-OE").indexes().forEach((m, l) ->
                editor.row(MappingEditorViewModel.Kind.INDEX, "HR-OE", m).orElseThrow().liveName().set(l));
        renames.tables().get("HR-OE").attributes().forEach((m, l) ->
                editor.row(MappingEditorViewModel.Kind.ATTRIBUTE, "HR-OE", m).orElseThrow().liveName().set(l));
        editor.row(MappingEditorViewModel.Kind.TABLE, "HR-OE", "HR-OE").orElseThrow().liveName().set("live_hr-oe");

        editor.save();

        assertThat(service.saved).isEqualTo(renames);
        assertThat(run.liveVerdict().verdictTextProperty().get())
                .isEqualTo("The live tables of team-dev can answer this pattern.");
        run.compareWithProperty().set(RunTarget.MEMORY);
        run.run();
        assertThat(service.runs).isEqualTo(1);
        assertThat(run.comparisonProperty().get().same()).as(run.comparisonProperty().get().summary()).isTrue();
        assertThat(run.items()).isNotEmpty();
    }
}
