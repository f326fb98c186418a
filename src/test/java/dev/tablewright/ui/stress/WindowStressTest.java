package dev.tablewright.ui.stress;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import dev.tablewright.testing.BigModels;
import dev.tablewright.ui.mainwindow.MainWindowView;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import dev.tablewright.ui.mainwindow.WindowPreferences;
import dev.tablewright.ui.items.ItemGridView;
import dev.tablewright.ui.items.ItemGridViewModel;
import dev.tablewright.ui.testing.RecordingDialogs;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The window under a big model: opened, scrolled from top to bottom, edited and searched while an
 * AnimationTimer records the gaps between pulses and a watchdog probes the FX thread as input events
 * would: no event may wait for more than 100 ms of FX thread work. 100,000 and 1,000,000 items, with
 * {@code -Plong} (CPU time is only comparable on a quiet machine: under load the JIT falls behind).
 */
@ExtendWith(ApplicationExtension.class)
class WindowStressTest {
    private static final double LIMIT_MILLIS = 100;
    private final RecordingDialogs dialogs = new RecordingDialogs(true);
    private final PulseGaps gaps = new PulseGaps();
    private dev.tablewright.app.FxTaskExecutor executor;
    private MainWindowViewModel viewModel;
    private MainWindowView view;

    @TempDir
    Path folder;

    @Start
    void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        executor = new dev.tablewright.app.FxTaskExecutor(2);
        viewModel = dev.tablewright.ui.testing.TestServices.mainWindow(executor);
        view = new MainWindowView(viewModel, dialogs, WindowPreferences.none(), stage::close);
        stage.setScene(new Scene(view, 1280, 800));
        stage.show();
    }

    @AfterEach
    void stop() {
        Platform.runLater(gaps::stop);
        executor.close();
    }

    @Test
    @Tag("slow")
    void window_when100kItemsOpenedScrolledAndEdited_neverBlocksTheFxThreadOver100ms(FxRobot robot) throws Exception {
        stress(robot, 100_000);
    }

    @Test
    @Tag("slow")
    void window_when1MItemsOpenedScrolledAndEdited_neverBlocksTheFxThreadOver100ms(FxRobot robot) throws Exception {
        stress(robot, 1_000_000);
    }

    private void stress(FxRobot robot, int size) throws Exception {
        double cold = warmUp(robot);
        Path file = folder.resolve("big.json");
        ModelFiles.write(BigModels.orders(size), file);
        robot.interact(gaps::begin);
        WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);

        gaps.phase("open");
        robot.interact(() -> viewModel.open(file, p -> { }));
        WaitForAsyncUtils.waitFor(180, TimeUnit.SECONDS, () -> rowCount() == size);
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);

        gaps.phase("scroll");
        for (int step = 0; step <= 20; step++) {
            int row = (int) ((long) (size - 1) * step / 20);
            robot.interact(() -> view.grid().scrollTo(row));
            WaitForAsyncUtils.sleep(30, TimeUnit.MILLISECONDS);
            int top = WaitForAsyncUtils.asyncFx(() -> view.grid().topIndex()).get(30, TimeUnit.SECONDS);
            assertThat(row).as("a row on screen").isBetween(top, top + visibleRows() - 1);
        }

        gaps.phase("edit");
        // the edited item on screen, so that the edit must reach the rows the table holds; which item
        // that is in the table's list is looked up here, not on the FX thread
        int editedRow = size / 2;
        Item target = WaitForAsyncUtils.asyncFx(() -> viewModel.grid().rows().get(editedRow).item()).get(30, TimeUnit.SECONDS);
        Table before = WaitForAsyncUtils.asyncFx(() -> viewModel.modelProperty().get().tables().get(0)).get(30, TimeUnit.SECONDS);
        int edited = 0;
        while (before.items().get(edited) != target) {
            edited++;
        }
        int editedItem = edited;
        robot.interact(() -> view.grid().scrollTo(editedRow - 5));
        java.util.concurrent.atomic.AtomicBoolean shown = new java.util.concurrent.atomic.AtomicBoolean();
        robot.interact(() -> view.grid().table().getItems().addListener(
                (javafx.collections.ListChangeListener<ItemGridViewModel.Row>) c -> {
                    while (c.next()) {
                        if (c.getAddedSubList().stream().anyMatch(
                                r -> AttributeValue.s("CANCELLED").equals(r.item().get("Status")))) {
                            shown.set(true);
                        }
                    }
                }));
        robot.interact(() -> {
            Model current = viewModel.modelProperty().get();
            Table table = current.tables().get(0);
            List<Item> items = new ArrayList<>(table.items());
            items.set(editedItem, items.get(editedItem).with("Status", AttributeValue.s("CANCELLED")));
            viewModel.edit(current.withTable(table.withItems(items)));
        });
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, shown::get);
        WaitForAsyncUtils.sleep(500, TimeUnit.MILLISECONDS);

        gaps.phase("find");
        // from the top, Find counts the edited item and Enter jumps to it
        javafx.scene.control.TextField find = robot.from(view.grid()).lookup("#find-field").queryAs(javafx.scene.control.TextField.class);
        javafx.scene.control.Label found = robot.from(view.grid()).lookup("#find-result").queryAs(javafx.scene.control.Label.class);
        robot.interact(() -> {
            view.grid().select(0);
            view.grid().showFind();
        });
        for (String typed : new String[] {"c", "ca", "can", "canc", "cancelled"}) {
            robot.interact(() -> find.setText(typed));
            WaitForAsyncUtils.sleep(50, TimeUnit.MILLISECONDS);
        }
        dev.tablewright.ui.testing.FxWait.until(60, () -> found.getText().equals("1 match"));
        robot.interact(() -> find.fireEvent(new javafx.event.ActionEvent()));
        dev.tablewright.ui.testing.FxWait.until(60, () -> view.grid().selectedIndex() == editedRow);
        WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);
        robot.interact(gaps::stop);

        System.out.printf("WindowStressTest: the first 500-item model the window ever showed held an event %.0f ms"
                + " (loading the classes and styles of its first cells)%n", cold);
        System.out.printf("WindowStressTest %,d items: an event waited at most %.0f ms of FX thread CPU (%s); %d pulses,"
                        + " worst pulse gap %.0f ms wall (%s)%n%s", size, gaps.worstBusyMillis(), gaps.worstBusyPhase(),
                gaps.pulses(), gaps.worstGapMillis(), gaps.worstGapPhase(), gaps.busyStacks());
        assertThat(dialogs.errors()).isEmpty();
        assertThat(view.grid().table().getItems()).as("the rows the table holds").hasSizeLessThanOrEqualTo(
                ItemGridView.WINDOW_ROWS);
        assertThat(gaps.worstBusyMillis()).as("longest wait of an event for the FX thread, during " + gaps.worstBusyPhase()
                + "; where:\n" + gaps.busyStacks()).isLessThanOrEqualTo(LIMIT_MILLIS);
        Files.deleteIfExists(file);
    }

    /**
     * Opens a 500-item model first, selects an item and shows the find bar: the first cells a
     * window ever builds (the grid's and the inspector's) load their classes and style sheets, which
     * costs the same whatever the model's size. Returns that cold cost, so the
     * measured run shows what the size of the model does.
     */
    private double warmUp(FxRobot robot) throws Exception {
        Path small = folder.resolve("small.json");
        ModelFiles.write(BigModels.orders(500), small);
        PulseGaps coldGaps = new PulseGaps();
        robot.interact(coldGaps::begin);
        robot.interact(() -> viewModel.open(small, p -> { }));
        WaitForAsyncUtils.waitFor(60, TimeUnit.SECONDS, () -> rowCount() == 500);
        for (int row = 0; row < 500; row += 50) {
            int target = row;
            robot.interact(() -> view.grid().scrollTo(target));
            WaitForAsyncUtils.sleep(30, TimeUnit.MILLISECONDS);
        }
        // a selected item fills the inspector's table, and the find bar shows: their first cells too
        robot.interact(() -> {
            view.grid().select(3);
            view.grid().showFind();
        });
        WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);
        robot.interact(() -> view.grid().select(-1));
        WaitForAsyncUtils.sleep(300, TimeUnit.MILLISECONDS);
        robot.interact(coldGaps::stop);
        return coldGaps.worstBusyMillis();
    }

    /**
     * How many rows the grid has, asked on the FX thread (where they are replaced while the test
     * polls). Only the count: copying a million rows there would be the test blocking the window.
     */
    private int rowCount() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> viewModel.grid().rows().size()).get(30, TimeUnit.SECONDS);
    }

    private int visibleRows() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            var flow = (javafx.scene.control.skin.VirtualFlow<?>) view.grid().table().lookup(".virtual-flow");
            return flow.getLastVisibleCell().getIndex() - flow.getFirstVisibleCell().getIndex() + 1;
        }).get(30, TimeUnit.SECONDS);
    }
}
