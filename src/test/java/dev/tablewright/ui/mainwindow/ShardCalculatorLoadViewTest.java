package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.Model;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.testing.FxWait;
import dev.tablewright.ui.testing.NoDialogs;
import dev.tablewright.ui.testing.TestServices;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window, headless, on hr-oe as shipped (its workload: the seed's orders and order items,
 * 20% OPEN): the write-shard calculator opened on GSI2 takes its inputs
 * from the load projection, says where each came from, and Apply writes the padded count to GSI2 and
 * its reader's fan-out, which Undo takes back.
 */
@ExtendWith(ApplicationExtension.class)
class ShardCalculatorLoadViewTest {
    private MainWindowViewModel viewModel;

    @Start
    void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        viewModel = TestServices.mainWindow(TaskExecutor.sameThread());
        MainWindowView view = new MainWindowView(viewModel, new NoDialogs(), WindowPreferences.none(), stage::close);
        stage.setScene(new Scene(view, 1280, 800));
        stage.show();
        viewModel.open(Path.of("models/hr-oe.json"), path -> { });
    }

    @BeforeEach
    void awaitModel() throws Exception {
        FxWait.until(20, () -> viewModel.modelProperty().get() != null);
    }

    private static String text(FxRobot robot, String id) {
        return robot.lookup(id).queryAs(TextField.class).getText();
    }

    @Test
    void shardCalculator_whenOpenedOnGsi2OfHrOe_takesItsWorkloadsFiguresAndApplyWritesTheCount(FxRobot robot)
            throws Exception {
        Model shipped = viewModel.modelProperty().get();
        robot.interact(() -> viewModel.showView("shards"));
        WaitForAsyncUtils.waitForFxEvents();

        // at day 1,826: 12,000,000 GSI2 entries (orders and order items) of 62.5 bytes; floor(4096 / 62.5) = 65
        // an RCU, 195,000 a second; 12,000,000 x 0.2 / 195,000 = 12.3: 13 shards, ceil(13 x 1.15) = 15
        assertThat(Long.parseLong(text(robot, "#items-now"))).isBetween(11_999_990L, 12_000_010L);
        assertThat(text(robot, "#fraction")).isEqualTo("0.2");
        assertThat(text(robot, "#item-size")).isEqualTo("62.5");
        assertThat(robot.lookup("#shard-answer").queryLabeled().getText()).isEqualTo("13 shards · 15 with padding");
        assertThat(robot.lookup("#shard-sources").queryAs(VBox.class).getChildren()).extracting(n -> ((Label) n).getText())
                .satisfies(lines -> {
                    assertThat(lines.get(0)).isEqualTo("Opened on HR-OE / GSI2, sharded 15 ways now");
                    assertThat(lines.get(1)).startsWith("Items: 12,000,000 from the workload");
                    assertThat(lines.get(2)).startsWith("Hot fraction: 0.2 from the workload's HotFraction for GSI2");
                    assertThat(lines.get(3)).isEqualTo("Item size: 62.5 bytes from the workload's item sizes, as projected");
                    assertThat(lines.get(4)).isEqualTo(
                            "Reads at peak: 0.05 a second, its readers' calls times their peak factor");
                });

        robot.doubleClickOn("#fraction");
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL).write("0.1");
        WaitForAsyncUtils.waitForFxEvents();
        // 12,000,000 x 0.1 / 195,000 = 6.15: 7 shards, ceil(7 x 1.15) = 9
        assertThat(robot.lookup("#shard-answer").queryLabeled().getText()).isEqualTo("7 shards · 9 with padding");
        robot.clickOn("#apply-shards");
        WaitForAsyncUtils.waitForFxEvents();

        Model applied = viewModel.modelProperty().get();
        assertThat(applied.findTable("HR-OE").orElseThrow().findIndex("GSI2").orElseThrow().shards().count())
                .isEqualTo(9);
        assertThat(applied.accessPatterns().get(4).fanOut()).isEqualTo(new ShardFanOut("bucket", 0, 8));

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(viewModel.modelProperty().get()).isSameAs(shipped);
    }
}
