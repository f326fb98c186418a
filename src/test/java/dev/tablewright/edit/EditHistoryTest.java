package dev.tablewright.edit;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.util.List;
import org.junit.jupiter.api.Test;

class EditHistoryTest {
    private static Model model(String name) {
        return new Model(name, ModelMetadata.of(""),
                List.of(Table.of("T1", KeySchema.of(KeyAttribute.of("PK", ScalarType.S)))), List.of(), null);
    }

    private final Model a = model("a");
    private final Model b = model("b");
    private final Model c = model("c");
    private final EditHistory history = new EditHistory();

    @Test
    void undo_whenTwoEdits_walksBackWithTheirLabels() {
        history.reset(a, true);
        history.record("first", b);
        history.record("second", c);

        assertThat(history.undoLabel()).isEqualTo("second");
        assertThat(history.undo()).contains(b);
        assertThat(history.undoLabel()).isEqualTo("first");
        assertThat(history.redoLabel()).isEqualTo("second");
        assertThat(history.undo()).contains(a);
        assertThat(history.canUndo()).isFalse();
        assertThat(history.undo()).isEmpty();
        assertThat(history.redo()).contains(b);
        assertThat(history.current()).isSameAs(b);
    }

    @Test
    void record_afterUndo_forgetsTheRedo() {
        history.reset(a, true);
        history.record("first", b);
        history.undo();

        history.record("other", c);

        assertThat(history.canRedo()).isFalse();
        assertThat(history.redo()).isEmpty();
        assertThat(history.undo()).contains(a);
    }

    @Test
    void isDirty_whenUndoneBackToTheSavedModel_isClean() {
        history.reset(a, true);
        assertThat(history.isDirty()).isFalse();
        history.record("first", b);
        assertThat(history.isDirty()).isTrue();

        history.undo();

        assertThat(history.isDirty()).isFalse();
        history.redo();
        history.markSaved(b);
        assertThat(history.isDirty()).isFalse();
        history.undo();
        assertThat(history.isDirty()).as("a is no longer what the file holds").isTrue();
    }

    @Test
    void isDirty_whenNeverSaved_staysDirtyEvenAtTheStart() {
        history.reset(a, false);
        history.record("first", b);
        history.undo();

        assertThat(history.isDirty()).isTrue();
    }

    @Test
    void record_beyondTheLimit_dropsTheOldest() {
        history.reset(a, true);
        for (int i = 0; i < EditHistory.LIMIT + 5; i++) {
            history.record("edit " + i, model("m" + i));
        }
        int undone = 0;
        while (history.undo().isPresent()) {
            undone++;
        }
        assertThat(undone).isEqualTo(EditHistory.LIMIT);
        assertThat(history.current().name()).isEqualTo("m4");
    }
}
