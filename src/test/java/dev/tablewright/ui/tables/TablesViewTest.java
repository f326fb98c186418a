package dev.tablewright.ui.tables;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.app.DynamoTablesService;
import dev.tablewright.app.FxTaskExecutor;
import dev.tablewright.app.MainWindowComposition;
import dev.tablewright.dynamo.ConnectionStore;
import dev.tablewright.dynamo.live.QueryHistory;
import dev.tablewright.dynamo.live.TransactionAction;
import dev.tablewright.model.Item;
import dev.tablewright.ui.mainwindow.MainWindowView;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import dev.tablewright.ui.mainwindow.WindowPreferences;
import dev.tablewright.ui.testing.FxWait;
import dev.tablewright.ui.testing.RecordingDialogs;
import java.nio.file.Files;
import java.nio.file.Path;
import javafx.application.Application;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextArea;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** The real window's Tables tab, headless (Monocle), on the embedded DynamoDB Local. */
@ExtendWith(ApplicationExtension.class)
class TablesViewTest {
    private final RecordingDialogs dialogs = new RecordingDialogs(false);
    private final FxTaskExecutor executor = new FxTaskExecutor(2);
    private MainWindowViewModel window;
    private String table;

    @AfterEach
    void stopExecutor() {
        executor.close();
    }

    @Start
    void start(Stage stage) throws Exception {
        Path home = Files.createTempDirectory("tables-view");
        table = LiveFixture.orders(3, 100);
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        window = MainWindowComposition.mainWindow(executor, dev.tablewright.ui.testing.TestServices.modelFiles(),
                new dev.tablewright.app.EmbeddedDeployService(), null, null,
                new DynamoTablesService(new ConnectionStore(home), new QueryHistory(home)));
        MainWindowView view = new MainWindowView(window, dialogs, WindowPreferences.none(), stage::close);
        stage.setScene(new Scene(view, 1200, 780));
        stage.show();
        window.open(Path.of("models/hr-oe.json"), path -> { });
    }

    private TableView<Item> openTable(FxRobot robot) throws Exception {
        FxWait.until(10, () -> window.modelProperty().get() != null);
        robot.clickOn("Tables");
        FxWait.until(20, () -> robot.lookup("#tables-list").tryQuery().isPresent()
                && window.tables().tables().contains(table));
        robot.interact(() -> window.tables().tableProperty().set(table));
        TableView<Item> grid = robot.lookup("#tables-grid").queryTableView();
        FxWait.until(20, () -> grid.getItems().size() >= 100);
        return grid;
    }

    private String error(FxRobot robot) {
        return robot.lookup("#tables-error").queryAs(Label.class).getText();
    }

    @Test
    void grid_whenScrolledToTheEnd_readsTheNextPageOnly(FxRobot robot) throws Exception {
        TableView<Item> grid = openTable(robot);
        assertThat(grid.getItems()).as("the first page only").hasSize(100);
        assertThat(grid.getColumns()).extracting(c -> c.getText()).startsWith("PK", "SK");

        robot.interact(() -> grid.scrollTo(99));
        FxWait.until(20, () -> grid.getItems().size() >= 200);

        assertThat(grid.getItems()).hasSize(200);
        assertThat(robot.lookup("#table-details").queryAs(TextArea.class).getText()).contains("Items: 300", "GSI ByStatus");
        assertThat(error(robot)).isEmpty();
    }

    @Test
    void editor_whenAnItemIsEditedAndSaved_writesItToTheTable(FxRobot robot) throws Exception {
        TableView<Item> grid = openTable(robot);
        robot.interact(() -> grid.getSelectionModel().select(0));
        robot.interact(() -> window.tables().editItem(grid.getItems().get(0)));
        TextArea json = robot.lookup("#editor-json").queryAs(TextArea.class);
        Item first = grid.getItems().get(0);
        String pk = ((dev.tablewright.model.AttributeValue.S) first.get("PK")).value();
        String sk = ((dev.tablewright.model.AttributeValue.S) first.get("SK")).value();
        robot.interact(() -> json.setText("{\"PK\": {\"S\": \"" + pk + "\"}, \"SK\": {\"S\": \"" + sk
                + "\"}, \"status\": {\"S\": \"EDITED\"}, \"note\": {\"S\": \"from the window\"}}"));

        robot.clickOn("#editor-save");
        FxWait.until(20, () -> LiveFixture.get(table, pk, sk).containsKey("note"));

        assertThat(LiveFixture.get(table, pk, sk).get("status").s()).isEqualTo("EDITED");
        assertThat(error(robot)).isEmpty();
    }

    @Test
    void partiql_whenASelectIsRun_showsItsItemsInTheGrid(FxRobot robot) throws Exception {
        TableView<Item> grid = openTable(robot);
        robot.clickOn("PartiQL");
        robot.clickOn("#partiql-editor").write("SELECT * FROM \"" + table + "\" WHERE PK = 'C#001'");
        robot.clickOn("#partiql-run");
        FxWait.until(20, () -> window.tables().resultCaptionProperty().get().startsWith("PartiQL")
                && window.tables().pager().completeProperty().get() || !error(robot).isEmpty());

        assertThat(error(robot)).isEmpty();
        assertThat(grid.getItems()).hasSize(100)
                .allSatisfy(i -> assertThat(i.get("PK")).isEqualTo(dev.tablewright.model.AttributeValue.s("C#001")));
    }

    @Test
    void transaction_whenAConditionFails_showsEachActionsReason(FxRobot robot) throws Exception {
        TableView<Item> grid = openTable(robot);
        robot.interact(() -> window.tables().editItem(grid.getItems().get(0)));
        robot.clickOn("Transaction");
        robot.clickOn("#tx-add-put");
        robot.clickOn("#tx-add-condition_check");
        robot.interact(() -> window.tables().transaction().actions().get(1).conditionProperty()
                .set("attribute_not_exists(#PK)"));

        robot.clickOn("#tx-run");
        FxWait.until(20, () -> !error(robot).isEmpty());

        assertThat(error(robot)).contains("TransactWriteItems was cancelled");
        robot.interact(() -> robot.lookup("#tx-actions").queryTableView().scrollTo(1));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(robot.from(robot.lookup("#tx-actions").queryTableView()).lookup(".table-cell")
                .queryAllAs(javafx.scene.control.TableCell.class))
                .as("the reason shows in the builder").extracting(c -> c.getText())
                .contains("ConditionalCheckFailed: The conditional request failed.");
        assertThat(window.tables().transaction().actions()).extracting(a -> a.outcomeProperty().get())
                .containsExactly("None", "ConditionalCheckFailed: The conditional request failed.");
    }

    @Test
    void readOnly_whenChecked_refusesTheSaveWithAClearMessage(FxRobot robot) throws Exception {
        TableView<Item> grid = openTable(robot);
        robot.interact(() -> window.tables().editItem(grid.getItems().get(0)));
        robot.clickOn("#tables-read-only");
        robot.interact(() -> window.tables().editor().rows().stream()
                .filter(r -> r.nameProperty().get().equals("status")).findFirst().orElseThrow()
                .valueProperty().set("NOT-WRITTEN"));

        robot.clickOn("#editor-save");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(error(robot)).isEqualTo("PutItem on " + table
                + " refused: the connection 'Embedded DynamoDB Local' is read-only (clear 'Read-only' in the Tables tab to allow writes)");
        robot.clickOn("#tables-read-only"); // the embedded Local's flag lives as long as the service
    }

    @Test
    void history_whenAQueryIsSavedAsAPattern_addsItToTheModelUndoably(FxRobot robot) throws Exception {
        openTable(robot);
        robot.clickOn("#form-pk").write("C#002");
        robot.clickOn("#form-run");
        FxWait.until(20, () -> window.tables().resultCaptionProperty().get().startsWith("Query")
                && window.tables().pager().rows().size() == 100 && !window.tables().pager().loadingProperty().get());
        robot.clickOn("History");
        robot.interact(() -> robot.lookup("#history-list").queryListView().getSelectionModel().select(0));
        robot.clickOn("#history-pattern-name").write("Orders of customer 2");
        int before = window.modelProperty().get().accessPatterns().size();

        robot.clickOn("#history-save-pattern");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(window.modelProperty().get().accessPatterns()).hasSize(before + 1);
        assertThat(window.modelProperty().get().findPattern("Orders of customer 2").orElseThrow().partitionKey().text())
                .isEqualTo("C#002");
        assertThat(window.undoLabelProperty().get()).contains("Add access pattern Orders of customer 2");
        robot.interact(window::undo);
        assertThat(window.modelProperty().get().accessPatterns()).hasSize(before);
    }
}
