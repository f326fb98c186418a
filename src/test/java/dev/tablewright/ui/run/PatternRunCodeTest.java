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

    private static PatternRunViewModel viewModel() {
        return new PatternRunViewModel(TaskExecutor.sameThread(), () -> model, null);
    }

    @Test
    void code_whenNoPatternIsChosen_isEmpty() {
        assertThat(viewModel().codeProperty().get()).isEmpty();
    }

    @Test
    void code_whenPatternIsChosen_isThatPatternInJavaByDefault() {
        PatternRunViewModel run = viewModel();
        run.patternProperty().set(model.accessPatterns().get(4));
        assertThat(run.codeLanguageProperty().get()).isEqualTo(CodeLanguage.JAVA);
        assertThat(run.codeProperty().get()).contains("public final class ShowAllOrdersInOpenStatus",
                "CompletableFuture.supplyAsync");
        assertThat(run.codeLanguages()).containsExactly(CodeLanguage.values());
    }

    @Test
    void code_whenLanguageChanges_isWrittenInTheNewLanguage() {
        PatternRunViewModel run = viewModel();
        run.patternProperty().set(model.accessPatterns().get(4));
        run.codeLanguageProperty().set(CodeLanguage.PYTHON);
        assertThat(run.codeProperty().get()).startsWith("#!/usr/bin/env python3").contains("ThreadPoolExecutor");
        run.codeLanguageProperty().set(CodeLanguage.CLI);
        assertThat(run.codeProperty().get()).startsWith("#!/usr/bin/env bash");
    }

    @Test
    void code_whenAParameterChanges_usesTheNewValueAsTheDefault() {
        PatternRunViewModel run = viewModel();
        run.patternProperty().set(model.accessPatterns().get(4));
        run.codeLanguageProperty().set(CodeLanguage.JAVASCRIPT);
        run.parameters().stream().filter(p -> p.name().equals("to")).findFirst().orElseThrow().value().set("2024-05-02");
        assertThat(run.codeProperty().get()).contains("to = \"2024-05-02\"").doesNotContain("2024-05-31");
    }

    @Test
    void code_whenPatternChanges_followsIt() {
        PatternRunViewModel run = viewModel();
        run.patternProperty().set(model.accessPatterns().get(4));
        run.patternProperty().set(model.accessPatterns().get(11));
        assertThat(run.codeProperty().get()).contains("GetItemRequest.builder()").doesNotContain("CompletableFuture");
        run.patternProperty().set(null);
        assertThat(run.codeProperty().get()).isEmpty();
    }
}
