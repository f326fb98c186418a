package dev.tablewright.ui.run;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.codegen.CodeLanguage;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The Code tab's view-model: the chosen pattern as code, following the pattern, its values and the language. */
class PatternRunCodeTest {
    private static Model model;

    @BeforeAll
    static void load() throws Exception {
        model = ModelFiles.read(Path.of("models/hr-oe.json")).model();
    }

    /** A runner whose Code tab is shown. */
    private static PatternRunViewModel viewModel() {
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.code().shownProperty().set(true);
        return run;
    }

    @Test
    void code_whenNoPatternIsChosen_isEmpty() {
        assertThat(viewModel().code().codeProperty().get()).isEmpty();
    }

    @Test
    void code_whenPatternIsChosen_isThatPatternInJavaByDefault() {
        PatternRunViewModel run = viewModel();
        run.patternProperty().set(model.accessPatterns().get(4));
        assertThat(run.code().languageProperty().get()).isEqualTo(CodeLanguage.JAVA);
        assertThat(run.code().codeProperty().get()).contains("public final class ShowAllOrdersInOpenStatus",
                "CompletableFuture.supplyAsync");
        assertThat(run.code().languages()).containsExactly(CodeLanguage.values());
    }

    @Test
    void code_whenLanguageChanges_isWrittenInTheNewLanguage() {
        PatternRunViewModel run = viewModel();
        run.patternProperty().set(model.accessPatterns().get(4));
        run.code().languageProperty().set(CodeLanguage.PYTHON);
        assertThat(run.code().codeProperty().get()).startsWith("#!/usr/bin/env python3").contains("ThreadPoolExecutor");
        run.code().languageProperty().set(CodeLanguage.CLI);
        assertThat(run.code().codeProperty().get()).startsWith("#!/usr/bin/env bash");
    }

    @Test
    void code_whenAParameterChanges_usesTheNewValueAsTheDefault() {
        PatternRunViewModel run = viewModel();
        run.patternProperty().set(model.accessPatterns().get(4));
        run.code().languageProperty().set(CodeLanguage.JAVASCRIPT);
        run.parameters().stream().filter(p -> p.name().equals("to")).findFirst().orElseThrow().value().set("2024-05-02");
        assertThat(run.code().codeProperty().get()).contains("to = \"2024-05-02\"").doesNotContain("2024-05-31");
    }

    @Test
    void code_whenPatternChanges_followsIt() {
        PatternRunViewModel run = viewModel();
        run.patternProperty().set(model.accessPatterns().get(4));
        run.patternProperty().set(model.accessPatterns().get(11));
        assertThat(run.code().codeProperty().get()).contains("GetItemRequest.builder()").doesNotContain("CompletableFuture");
        run.patternProperty().set(null);
        assertThat(run.code().codeProperty().get()).isEmpty();
    }

    @Test
    void code_whileTheTabIsHidden_isWrittenOnlyWhenShown() {
        PatternRunViewModel run = new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
        run.patternProperty().set(model.accessPatterns().get(4));
        assertThat(run.code().codeProperty().get()).isEmpty();
        run.code().shownProperty().set(true);
        assertThat(run.code().codeProperty().get()).contains("public final class ShowAllOrdersInOpenStatus");
        run.code().shownProperty().set(false);
        run.patternProperty().set(model.accessPatterns().get(11));
        run.code().languageProperty().set(CodeLanguage.PYTHON);
        assertThat(run.code().codeProperty().get()).as("stale while hidden").contains("ShowAllOrdersInOpenStatus");
        run.code().shownProperty().set(true);
        assertThat(run.code().codeProperty().get()).startsWith("#!/usr/bin/env python3").doesNotContain("ShowAllOrdersInOpenStatus");
    }

    @Test
    void code_whenThePatternIsClearedWhileHidden_isEmptied() {
        PatternRunViewModel run = viewModel();
        run.patternProperty().set(model.accessPatterns().get(4));
        run.code().shownProperty().set(false);
        run.patternProperty().set(null);
        assertThat(run.code().codeProperty().get()).isEmpty();
    }
}
