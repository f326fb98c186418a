package dev.tablewright.ui.editing;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.app.FxTaskExecutor;
import dev.tablewright.app.MainWindowComposition;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Autosave for crash recovery: debounced writes, the offer at start, removal on save and clean close. */
class RecoveryTest {
    @TempDir
    Path temp;

    /** The app's own executor: the debounce needs real delays. */
    private final FxTaskExecutor executor = new FxTaskExecutor(2);
    private Recovery recovery;

    @AfterEach
    void stop() {
        if (recovery != null) {
            recovery.close();
        }
        executor.close();
    }

    private static Model hrOe() throws Exception {
        return ModelFiles.read(Path.of("models/hr-oe.json")).model();
    }

    private static void await(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!condition.getAsBoolean() && System.nanoTime() < end) {
            Thread.sleep(20);
        }
    }

    @Test
    void changed_whenDirty_writesOnceAfterTheBurstAndIsOfferedWhileTheFileIsOlder() throws Exception {
        Path source = Files.copy(Path.of("models/hr-oe.json"), temp.resolve("hr-oe.json"));
        Files.setLastModifiedTime(source, FileTime.from(Instant.now().minusSeconds(60)));
        recovery = new Recovery(executor, temp.resolve("recovery"), Duration.ofMillis(150), Duration.ofSeconds(30));
        Model model = hrOe();
        Model first = model.withAccessPatterns(model.accessPatterns().subList(0, 3));
        Model last = model.withAccessPatterns(model.accessPatterns().subList(0, 2));

        recovery.changed(first, source, true);
        recovery.changed(last, source, true);
        assertThat(recovery.folder().resolve(Recovery.MODEL_FILE)).as("debounced: nothing yet").doesNotExist();
        await(() -> Files.exists(recovery.folder().resolve(Recovery.INFO_FILE)));

        Recovery.Found found = recovery.find().orElseThrow();
        assertThat(found.model().accessPatterns()).as("the last of the burst").hasSize(2);
        assertThat(found.source()).isEqualTo(source.toAbsolutePath().normalize());
        assertThat(found.describe()).startsWith("HR-OE (" + found.source() + "), autosaved ");
    }

    @Test
    void find_whenTheFileWasSavedAfterTheCopy_offersNothing() throws Exception {
        Path source = Files.copy(Path.of("models/hr-oe.json"), temp.resolve("hr-oe.json"));
        recovery = new Recovery(executor, temp.resolve("recovery"), Duration.ZERO, Duration.ofSeconds(30));
        recovery.changed(hrOe(), source, true);
        await(() -> Files.exists(recovery.folder().resolve(Recovery.INFO_FILE)));
        assertThat(recovery.find()).isPresent();

        Files.setLastModifiedTime(source, FileTime.from(Instant.now().plusSeconds(5)));

        assertThat(recovery.find()).isEmpty();
    }

    @Test
    void changed_whenClean_removesTheCopy_andCloseToo() throws Exception {
        recovery = new Recovery(executor, temp.resolve("recovery"), Duration.ZERO, Duration.ofSeconds(30));
        recovery.changed(hrOe(), null, true);
        await(() -> Files.exists(recovery.folder().resolve(Recovery.INFO_FILE)));
        assertThat(recovery.find()).as("never saved: always offered").isPresent();
        assertThat(recovery.find().orElseThrow().source()).isNull();

        recovery.changed(hrOe(), null, false);

        assertThat(recovery.find()).isEmpty();
        assertThat(recovery.folder().resolve(Recovery.MODEL_FILE)).doesNotExist();
        recovery.changed(hrOe(), null, true);
        recovery.flush();
        assertThat(recovery.find()).isPresent();
        recovery.close();
        assertThat(recovery.find()).isEmpty();
    }

    @Test
    void mainWindow_whenEditedThenSaved_writesThenRemovesTheCopy_andRestoreIsDirty() throws Exception {
        recovery = new Recovery(executor, temp.resolve("recovery"), Duration.ZERO, Duration.ofSeconds(30));
        MainWindowViewModel viewModel = dev.tablewright.ui.testing.TestServices.mainWindow(TaskExecutor.sameThread());
        MainWindowComposition.autosave(viewModel, recovery);
        Path file = Files.copy(Path.of("models/hr-oe.json"), temp.resolve("model.json"));
        Files.setLastModifiedTime(file, FileTime.from(Instant.now().minusSeconds(60)));
        viewModel.open(file, p -> { });
        Model current = viewModel.modelProperty().get();

        viewModel.edit("Remove the patterns", current.withAccessPatterns(java.util.List.of()));
        await(() -> recovery.find().isPresent());
        Recovery.Found found = recovery.find().orElseThrow();
        assertThat(found.model().accessPatterns()).isEmpty();

        MainWindowViewModel restarted = dev.tablewright.ui.testing.TestServices.mainWindow(TaskExecutor.sameThread());
        restarted.showRecovered(found.model(), found.source());
        assertThat(restarted.dirtyProperty().get()).isTrue();
        assertThat(restarted.fileProperty().get()).isEqualTo(file.toAbsolutePath().normalize());
        assertThat(restarted.titleProperty().get()).endsWith(" *");

        viewModel.saveAs(file, p -> { });

        assertThat(recovery.find()).isEmpty();
        assertThat(recovery.folder().resolve(Recovery.MODEL_FILE)).doesNotExist();
    }
}
