package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.edit.WorkloadEdits;
import dev.tablewright.model.Model;
import dev.tablewright.model.ShardFanOut;
import dev.tablewright.model.Volume;
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
 * The real window, headless, on hr-oe given the seed's workload (2 million orders growing by a
 * million a year, 20% OPEN, 250 bytes): the write-shard calculator opened on GSI2 takes its inputs
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
    void shardCalculator_whenOpenedOnGsi2WithTheSeedsWorkload_takesItsFiguresAndApplyWritesTheCount(FxRobot robot)
            throws Exception {
        Model[] seeded = new Model[1];
        robot.interact(() -> {
            Model m = viewModel.modelProperty().get();
            m = WorkloadEdits.setVolume(m, "HR-OE", "Order", new Volume(2_000_000L, 1_000_000 / 365.0, null, 250.0));
            m = WorkloadEdits.setHotFraction(m, "HR-OE", "GSI2", 0.2);
            viewModel.edit("Seed workload", m);
            seeded[0] = viewModel.modelProperty().get();
            viewModel.showView("shards");
        });
        WaitForAsyncUtils.waitForFxEvents();

        // 3,000,013 entries at day 365 x 0.2 = 600,002.6 / (3,000 x floor(4096 / 250) = 48,000) = 12.5: 13, 15 padded
        assertThat(text(robot, "#items-now")).isEqualTo("3000013");
        assertThat(text(robot, "#fraction")).isEqualTo("0.2");
        assertThat(text(robot, "#item-size")).isEqualTo("250");
        assertThat(robot.lookup("#shard-answer").queryLabeled().getText()).isEqualTo("13 shards · 15 with padding");
        assertThat(robot.lookup("#shard-sources").queryAs(VBox.class).getChildren()).extracting(n -> ((Label) n).getText())
                .startsWith("Opened on HR-OE / GSI2, sharded 15 ways now",
                        "Items: 3,000,013 from the workload: 3,000,013 entries at day 365 (Order 2,000,000 + 2,739.73/day)",
                        "Hot fraction: 0.2 from the workload's HotFraction for GSI2 (busiest value 11)",
                        "Item size: 250 bytes from the workload's item sizes, as projected");

        robot.doubleClickOn("#fraction");
        robot.press(KeyCode.CONTROL, KeyCode.A).release(KeyCode.A, KeyCode.CONTROL).write("0.1");
        WaitForAsyncUtils.waitForFxEvents();
        // 3,000,013 x 0.1 / 48,000 = 6.25: 7 shards, ceil(7 x 1.15) = 9
        assertThat(robot.lookup("#shard-answer").queryLabeled().getText()).isEqualTo("7 shards · 9 with padding");
        robot.clickOn("#apply-shards");
        WaitForAsyncUtils.waitForFxEvents();

        Model applied = viewModel.modelProperty().get();
        assertThat(applied.findTable("HR-OE").orElseThrow().findIndex("GSI2").orElseThrow().shards().count())
                .isEqualTo(9);
        assertThat(applied.accessPatterns().get(4).fanOut()).isEqualTo(new ShardFanOut("bucket", 0, 8));

        robot.press(KeyCode.CONTROL, KeyCode.Z).release(KeyCode.Z, KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(viewModel.modelProperty().get()).isSameAs(seeded[0]);
    }
}
