package dev.tablewright.ui.items;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Table;
import dev.tablewright.testing.BigModels;
import dev.tablewright.ui.testing.FxWait;
import java.util.ArrayList;
import java.util.List;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.IndexedCell;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A grid over more rows than its table holds (2,000 orders, a window of 100 rows), headless: the
 * table never holds more than the window, yet scrolling, the row bar, selection, Home/End and edits
 * work on all the rows as if it held them.
 */
@ExtendWith(ApplicationExtension.class)
class ItemGridWindowTest {
    private static final int ROWS = 2_000;
    private static final int WINDOW = 100;
    private final ItemGridViewModel viewModel = new ItemGridViewModel();
    private final Table table = BigModels.orders(ROWS).tables().get(0);
    private ItemGridView grid;

    @Start
    void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        grid = new ItemGridView(viewModel, WINDOW);
        stage.setScene(new Scene(grid, 1000, 700));
        stage.show();
    }

    @BeforeEach
    void show(FxRobot robot) throws Exception {
        robot.interact(() -> viewModel.show(table, null, null));
        FxWait.until(10, () -> flow().getFirstVisibleCell() != null);
    }

    private VirtualFlow<?> flow() {
        return (VirtualFlow<?>) grid.table().lookup(".virtual-flow");
    }

    private ScrollBar rowBar() {
        return (ScrollBar) grid.table().lookup(".row-bar");
    }

    /** The rows on screen, top to bottom, as indexes in all the rows (-1 for a row not among them). */
    private List<Integer> onScreen() throws Exception {
        return WaitForAsyncUtils.asyncFx(() -> {
            List<Integer> shown = new ArrayList<>();
            VirtualFlow<?> flow = flow();
            for (int i = flow.getFirstVisibleCell().getIndex(); i <= flow.getLastVisibleCell().getIndex(); i++) {
                IndexedCell<?> cell = flow.getVisibleCell(i);
                shown.add(viewModel.rows().indexOf((ItemGridViewModel.Row) cell.getItem()));
            }
            return shown;
        }).get();
    }

    private int top() throws Exception {
        return onScreen().get(0);
    }

    /**
     * Turns the mouse wheel over the rows by a notch of three rows ({@code -1} shows the rows below). A scroll
     * event, as the wheel sends it: the robot's wheel goes the other way under Monocle.
     */
    private void wheel(FxRobot robot, int notches) {
        robot.interact(() -> {
            javafx.geometry.Bounds b = flow().localToScene(flow().getLayoutBounds());
            double x = b.getCenterX();
            double y = b.getCenterY();
            javafx.event.Event.fireEvent(flow(), new javafx.scene.input.ScrollEvent(javafx.scene.input.ScrollEvent.SCROLL,
                    x, y, x, y, false, false, false, false, false, false, 0, notches * 3 * ItemGridView.ROW_HEIGHT, 0, notches * 3 * ItemGridView.ROW_HEIGHT,
                    javafx.scene.input.ScrollEvent.HorizontalTextScrollUnits.NONE, 0,
                    javafx.scene.input.ScrollEvent.VerticalTextScrollUnits.NONE, 0, 0, null));
        });
    }

    private static void assertConsecutive(List<Integer> rows) {
        for (int i = 1; i < rows.size(); i++) {
            assertThat(rows.get(i)).as("row %d of %s", i, rows).isEqualTo(rows.get(i - 1) + 1);
        }
    }

    @Test
    void grid_whenItHasMoreRowsThanTheWindow_holdsTheWindowAndShowsTheRowBarOverAllRows(FxRobot robot) throws Exception {
        assertThat(grid.table().getItems()).hasSize(WINDOW);
        assertThat(viewModel.rows()).hasSize(ROWS);
        assertThat(rowBar().isVisible()).isTrue();
        assertThat(rowBar().getMax()).isGreaterThan(ROWS - 30);
        assertThat(onScreen()).startsWith(0, 1, 2);
        assertThat(rowBar().lookup(".thumb").getLayoutBounds().getHeight()).as("a thumb long enough to grab")
                .isGreaterThanOrEqualTo(20);
    }

    @Test
    void scrollTo_aRowFarOutsideTheWindow_showsThatRowAtTheTopAndItsNeighboursBelow(FxRobot robot) throws Exception {
        for (int row : new int[] {1_500, 37, 1_999, 1_000}) {
            robot.interact(() -> grid.scrollTo(row));
            WaitForAsyncUtils.waitForFxEvents();
            List<Integer> shown = onScreen();
            assertConsecutive(shown);
            assertThat(shown).contains(row);
            if (row < ROWS - shown.size()) {
                assertThat(shown.get(0)).isEqualTo(row);
            }
            assertThat(grid.table().getItems()).hasSize(WINDOW);
            assertThat(rowBar().getValue()).isCloseTo(shown.get(0), org.assertj.core.data.Offset.offset(1.0));
        }
    }

    @Test
    void wheel_scrollingPastTheEndsOfTheWindow_movesItSoTheRowsStayConsecutive(FxRobot robot) throws Exception {
        int previous = top();
        for (int notch = 0; notch < 60; notch++) {
            wheel(robot, -1);
            WaitForAsyncUtils.waitForFxEvents();
            List<Integer> shown = onScreen();
            assertConsecutive(shown);
            assertThat(shown.get(0)).isGreaterThanOrEqualTo(previous);
            previous = shown.get(0);
        }
        assertThat(previous).as("scrolled past the first window of %d rows", WINDOW).isGreaterThan(WINDOW);
        for (int notch = 0; notch < 60; notch++) {
            wheel(robot, 1);
            WaitForAsyncUtils.waitForFxEvents();
            assertConsecutive(onScreen());
        }
        assertThat(top()).isLessThan(previous);
    }

    @Test
    void keyboard_downPastTheWindow_selectsEachRowInTurnAndTheSelectionSurvivesScrollingAway(FxRobot robot) throws Exception {
        robot.interact(() -> grid.select(0));
        robot.clickOn(grid.table()).interact(() -> grid.select(0));
        for (int i = 0; i < 150; i++) {
            robot.type(KeyCode.DOWN);
        }
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(grid.selectedIndex()).isEqualTo(150);
        assertThat(grid.selectedRowProperty().get()).isSameAs(viewModel.rows().get(150));
        assertThat(onScreen()).contains(150);

        robot.interact(() -> grid.scrollTo(1_800));
        assertThat(grid.selectedRowProperty().get()).as("kept while its row is out of the window")
                .isSameAs(viewModel.rows().get(150));
        assertThat(grid.table().getSelectionModel().getSelectedItem()).isNull();
        robot.interact(() -> grid.scrollTo(140));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(grid.table().getSelectionModel().getSelectedItem()).isSameAs(viewModel.rows().get(150));
    }

    @Test
    void endAndHome_goToTheLastAndFirstOfAllRows(FxRobot robot) throws Exception {
        robot.clickOn(grid.table()).interact(() -> grid.select(0));
        robot.type(KeyCode.END);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(grid.selectedIndex()).isEqualTo(ROWS - 1);
        assertThat(onScreen()).endsWith(ROWS - 1);
        robot.type(KeyCode.HOME);
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(grid.selectedIndex()).isZero();
        assertThat(onScreen()).startsWith(0);
    }

    @Test
    void rowBar_draggedToAValue_scrollsThatRowToTheTop(FxRobot robot) throws Exception {
        robot.interact(() -> rowBar().setValue(1_234));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(top()).isEqualTo(1_234);
        assertConsecutive(onScreen());
    }

    @Test
    void edit_ofARowOnScreenInAWindowFarDown_showsTheNewValueInPlace(FxRobot robot) throws Exception {
        robot.interact(() -> grid.scrollTo(1_700));
        robot.interact(() -> grid.select(1_705));
        List<Item> items = new ArrayList<>(table.items());
        Item edited = viewModel.rows().get(1_705).item().with("Status", AttributeValue.s("CANCELLED"));
        items.set(items.indexOf(viewModel.rows().get(1_705).item()), edited);
        robot.interact(() -> viewModel.reshow(table.withItems(items)));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(top()).isEqualTo(1_700);
        assertThat(grid.table().getItems()).extracting(ItemGridViewModel.Row::item).contains(edited);
        assertThat(grid.selectedRowProperty().get().item()).isEqualTo(edited);
        assertThat(grid.table().getSelectionModel().getSelectedItem().item()).isEqualTo(edited);
    }

    @Test
    void show_ofASmallTableAfterABigOne_holdsAllItsRowsAndHidesTheRowBar(FxRobot robot) throws Exception {
        robot.interact(() -> grid.scrollTo(1_500));
        Table small = BigModels.orders(40).tables().get(0);
        robot.interact(() -> viewModel.show(small, null, null));
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(grid.table().getItems()).hasSize(40);
        assertThat(rowBar().isVisible()).isFalse();
        assertConsecutive(onScreen());
    }
}
