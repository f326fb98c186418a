package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.app.MainWindowComposition;
import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.ReadProgress;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Table;
import dev.tablewright.testing.BigModels;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.testing.TestServices;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Opening a big model: the grid shows the first rows of its first table as soon as they are read,
 * read-only, then the whole model; a failed open brings back the model shown before.
 */
class OpenPreviewTest {
    private static final Path HR_OE = Path.of("models/hr-oe.json");
    private static final int ITEMS = 2_000;

    @TempDir
    Path temp;

    /** What the window showed at the moment the reader told it the first items. */
    private record Seen(int rows, String caption, boolean previewing, String status, Model model, boolean editTaken) {
    }

    private final List<Seen> seen = new ArrayList<>();
    private boolean failAfterFirstItems;
    private MainWindowViewModel viewModel;

    /** The app's store, noting what the window shows once the first items were told, and trying an edit then. */
    private final ModelStore store = new ModelStore() {
        private final ModelStore files = TestServices.modelFiles();

        @Override
        public LoadedModel read(Path file) throws Exception {
            return files.read(file);
        }

        @Override
        public LoadedModel read(Path file, ReadProgress progress) throws Exception {
            LoadedModel loaded = files.read(file, new ReadProgress() {
                @Override
                public void firstItems(Table first) {
                    progress.firstItems(first);
                    Model before = viewModel.modelProperty().get();
                    if (before != null) {
                        viewModel.edit("Rename", new Model("Renamed", ModelMetadata.of(""), before.tables(),
                                before.accessPatterns(), null));
                    }
                    seen.add(new Seen(viewModel.grid().rows().size(), viewModel.grid().captionProperty().get(),
                            viewModel.document().previewing(),
                            viewModel.statusProperty().get(), viewModel.modelProperty().get(),
                            viewModel.document().history().canUndo()));
                }

                @Override
                public void itemsRead(long count) {
                    progress.itemsRead(count);
                }
            });
            if (failAfterFirstItems) {
                throw new IOException("the disk went away");
            }
            return loaded;
        }

        @Override
        public void write(Model model, Path file) throws Exception {
            files.write(model, file);
        }
    };

    private Path bigModel() throws IOException {
        Path file = temp.resolve("orders.json");
        ModelFiles.write(BigModels.orders(ITEMS), file);
        return file;
    }

    private void buildWindow() {
        viewModel = MainWindowComposition.mainWindow(TaskExecutor.sameThread(), store,
                TestServices.countingDeploy(), null, null);
    }

    @Test
    void open_whenModelIsBig_showsFirstRowsReadOnlyBeforeTheWholeModel() throws IOException {
        buildWindow();
        Path file = bigModel();

        viewModel.open(file, opened -> { });

        assertThat(seen).hasSize(1);
        Seen early = seen.get(0);
        assertThat(early.rows()).as("the grid shows the first items while the rest is read")
                .isEqualTo(ReadProgress.FIRST_ITEMS);
        assertThat(early.caption()).isEqualTo("Orders · the first 200 items, read-only while the rest is read");
        assertThat(early.previewing()).isTrue();
        assertThat(early.model()).as("the model is not open yet").isNull();
        assertThat(early.status()).contains("reading…").contains("read-only");
        assertThat(viewModel.document().previewing()).isFalse();
        assertThat(viewModel.grid().rows()).as("the whole model replaced the first rows").hasSize(ITEMS);
        Item last = viewModel.modelProperty().get().tables().get(0).items().get(ITEMS - 1);
        assertThat(viewModel.grid().indexOf(last)).isNotNegative();
        assertThat(viewModel.grid().captionProperty().get()).isEqualTo("Orders · Base table · " + ITEMS + " items in 100 partitions");
        assertThat(viewModel.statusProperty().get()).startsWith("Opened orders.json").contains(ITEMS + " items");
    }

    @Test
    void open_whileFirstRowsAreShown_refusesEditsOfTheModelShownBefore() throws IOException {
        buildWindow();
        viewModel.open(HR_OE, opened -> { });
        Model hrOe = viewModel.modelProperty().get();

        viewModel.open(bigModel(), opened -> { });

        Seen early = seen.get(0);
        assertThat(early.model()).isSameAs(hrOe);
        assertThat(early.editTaken()).as("an edit while the first rows of another model are shown").isFalse();
        assertThat(viewModel.modelProperty().get().name()).isEqualTo("Bench " + ITEMS);
    }

    @Test
    void open_whenReadFailsAfterFirstRows_showsTheModelShownBeforeAgain() throws IOException {
        buildWindow();
        viewModel.open(HR_OE, opened -> { });
        failAfterFirstItems = true;

        viewModel.open(bigModel(), opened -> { });

        assertThat(seen).extracting(Seen::rows).containsExactly(ReadProgress.FIRST_ITEMS);
        assertThat(viewModel.errorProperty().get().message()).contains("the disk went away");
        assertThat(viewModel.document().previewing()).isFalse();
        assertThat(viewModel.modelProperty().get().name()).isEqualTo("HR-OE");
        assertThat(viewModel.grid().shownTable()).isEqualTo("HR-OE");
        assertThat(viewModel.grid().rows()).as("no row of the failed model is left").hasSize(109);
    }
}
