package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.edit.ItemEdits;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.items.ItemGridViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Edits through the main window's view-model: undo, redo, the unsaved mark, the grid following. */
class MainWindowEditingTest {
    private static final Path HR_OE = Path.of("models/hr-oe.json");

    @TempDir
    Path temp;

    private final MainWindowViewModel viewModel = dev.tablewright.ui.testing.TestServices.mainWindow(TaskExecutor.sameThread());

    private Table table() {
        return viewModel.modelProperty().get().tables().get(0);
    }

    /** HR-E01's HR-CONFIDENTIAL item (hired 2015-11-08: first in GSI1's HR-CONFIDENTIAL partition). */
    private ItemEdits.Location confidential() {
        Item key = Item.of(java.util.Map.of("PK", AttributeValue.s("HR-E01"), "SK", AttributeValue.s("HR-CONFIDENTIAL")));
        return ItemEdits.locate(table(), key).orElseThrow();
    }

    private List<String> gsi1Partition(String partition) {
        return viewModel.grid().rows().stream().map(ItemGridViewModel.Row::item)
                .filter(i -> i.get("SK").equals(AttributeValue.s(partition)))
                .map(i -> ((AttributeValue.S) i.get("PK")).value()).toList();
    }

    private void editData(String data) {
        ItemEdits.Location at = confidential();
        Item after = at.item().with("Data", AttributeValue.s(data));
        viewModel.edit(ItemEdits.editLabel(table(), at.item(), after),
                ItemEdits.replace(viewModel.modelProperty().get(), at, after), after);
    }

    @Test
    void edit_whenDataChangedInGsi1View_resortsTheIndexAndUndoRestoresIt() {
        viewModel.open(HR_OE, p -> { });
        viewModel.showView("GSI1");
        assertThat(gsi1Partition("HR-CONFIDENTIAL")).startsWith("HR-E01");

        editData("2099-01-01");

        assertThat(viewModel.grid().captionProperty().get()).contains("GSI GSI1");
        assertThat(gsi1Partition("HR-CONFIDENTIAL")).endsWith("HR-E01").startsWith("HR-E02");
        assertThat(viewModel.undoLabelProperty().get()).isEqualTo("Edit Data of HR-E01 / HR-CONFIDENTIAL");
        assertThat(viewModel.titleProperty().get()).isEqualTo("Tablewright - HR-OE *");
        assertThat(viewModel.grid().indexOf(viewModel.editedItemProperty().get())).isNotNegative();

        viewModel.undo();

        assertThat(gsi1Partition("HR-CONFIDENTIAL")).startsWith("HR-E01");
        assertThat(viewModel.titleProperty().get()).isEqualTo("Tablewright - HR-OE");
        assertThat(viewModel.canUndoProperty().get()).isFalse();
        assertThat(viewModel.canRedoProperty().get()).isTrue();
        assertThat(viewModel.redoLabelProperty().get()).isEqualTo("Edit Data of HR-E01 / HR-CONFIDENTIAL");

        viewModel.redo();

        assertThat(gsi1Partition("HR-CONFIDENTIAL")).endsWith("HR-E01");
        assertThat(viewModel.dirtyProperty().get()).isTrue();
    }

    @Test
    void saveAs_afterEdit_isCleanAndUndoMakesItDirtyAgain() throws Exception {
        viewModel.open(HR_OE, p -> { });
        editData("2000-01-01");
        Path file = temp.resolve("saved.json");

        viewModel.saveAs(file, p -> { });

        assertThat(viewModel.dirtyProperty().get()).isFalse();
        assertThat(Files.readString(file)).contains("2000-01-01");
        viewModel.undo();
        assertThat(viewModel.dirtyProperty().get()).isTrue();
        viewModel.redo();
        assertThat(viewModel.dirtyProperty().get()).isFalse();
    }

    @Test
    void open_afterEdits_startsANewHistory() {
        viewModel.open(HR_OE, p -> { });
        editData("2000-01-01");

        viewModel.open(HR_OE, p -> { });

        assertThat(viewModel.canUndoProperty().get()).isFalse();
        assertThat(viewModel.dirtyProperty().get()).isFalse();
    }

    @Test
    void edit_whenItemDeleted_leavesEveryViewAndUndoBringsItBack() {
        viewModel.open(HR_OE, p -> { });
        ItemEdits.Location at = confidential();
        Model before = viewModel.modelProperty().get();

        viewModel.edit("Delete item HR-E01 / HR-CONFIDENTIAL", ItemEdits.delete(before, at));

        assertThat(viewModel.grid().rows()).hasSize(108);
        assertThat(ItemEdits.locate(table(), at.item()).map(ItemEdits.Location::item)
                .filter(i -> i.get("SK").equals(AttributeValue.s("HR-CONFIDENTIAL"))
                        && i.get("PK").equals(AttributeValue.s("HR-E01")))).isEmpty();
        viewModel.undo();
        assertThat(viewModel.modelProperty().get()).isSameAs(before);
        assertThat(viewModel.grid().rows()).hasSize(109);
    }

    @Test
    void newModel_isDirtyUntilSaved() {
        viewModel.newModel();

        assertThat(viewModel.dirtyProperty().get()).isTrue();
        assertThat(viewModel.canUndoProperty().get()).isFalse();
    }
}
