package dev.tablewright.ui.problems;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.edit.ItemEdits;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.validate.Severity;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The problems list through the main window's view-model: findings tied to items, marks, going to the item. */
class ProblemsViewModelTest {
    private final MainWindowViewModel viewModel = dev.tablewright.ui.testing.TestServices.mainWindow(TaskExecutor.sameThread());

    @Test
    void problems_whenAnItemBreaksARule_listsItTiedToTheItemAndMarksTheCell() {
        viewModel.open(Path.of("models/hr-oe.json"), p -> { });
        String before = viewModel.problems().summaryProperty().get();
        assertThat(before).doesNotContain("error");
        var table = viewModel.modelProperty().get().tables().get(0);
        ItemEdits.Location at = ItemEdits.locate(table, Item.of(Map.of("PK", AttributeValue.s("HR-E01"),
                "SK", AttributeValue.s("HR-CONFIDENTIAL")))).orElseThrow();
        Item broken = at.item().with("Tags", AttributeValue.ss(List.of("a", "a")));

        viewModel.edit("Add Tags", ItemEdits.replace(viewModel.modelProperty().get(), at, broken), broken);

        ProblemsViewModel.Problem problem = viewModel.problems().problems().stream()
                .filter(p -> p.severity() == Severity.ERROR).findFirst().orElseThrow();
        assertThat(problem.message()).contains("duplicates");
        assertThat(problem.item()).isEqualTo(broken);
        assertThat(problem.attribute()).isEqualTo("Tags");
        assertThat(problem.table()).isEqualTo("HR-OE");
        assertThat(viewModel.problems().summaryProperty().get()).startsWith("1 error · ");
        assertThat(viewModel.grid().problemsOf(broken)).containsExactly("Tags");
        assertThat(viewModel.grid().problemsOf(at.item().with("Data", AttributeValue.s("x"))))
                .as("matched by the table's key, as projected rows are").containsExactly("Tags");
        assertThat(ProblemsViewModel.facetOf(viewModel.modelProperty().get(), problem)).isEqualTo("EmployeeConfidential");

        viewModel.showView("GSI2");
        viewModel.showProblem(problem);

        assertThat(viewModel.grid().captionProperty().get()).contains("Base table");
        assertThat(viewModel.grid().indexOf(viewModel.editedItemProperty().get())).isNotNegative();

        viewModel.undo();
        assertThat(viewModel.problems().summaryProperty().get()).isEqualTo(before);
        assertThat(viewModel.grid().problemsOf(broken)).isEmpty();
    }

    @Test
    void locate_whenPathNamesNoItem_keepsTheFindingWithoutOne() {
        List<ProblemsViewModel.Problem> located = ProblemsViewModel.locate(
                new dev.tablewright.model.Model("m", null, List.of(), List.of(), null),
                List.of(dev.tablewright.validate.Finding.error("DataModel[0].TableData[3].PK", "gone"),
                        dev.tablewright.validate.Finding.warning("Tablewright.AccessPatterns[0]", "w")));
        assertThat(located).extracting(ProblemsViewModel.Problem::item).containsOnlyNulls();
        assertThat(located).extracting(ProblemsViewModel.Problem::message).containsExactly("gone", "w");
    }
}
