package dev.tablewright.app;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.formats.LoadedModel;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Facet;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.ui.common.ValueText;
import dev.tablewright.ui.mainwindow.MainWindowView;
import dev.tablewright.ui.mainwindow.MainWindowViewModel;
import dev.tablewright.ui.mainwindow.ModelStore;
import dev.tablewright.ui.mainwindow.WindowPreferences;
import dev.tablewright.ui.navigator.NavigatorNode;
import dev.tablewright.ui.items.ItemGridViewModel;
import dev.tablewright.ui.testing.RecordingDialogs;
import dev.tablewright.ui.testing.TestServices;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TreeItem;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window (headless, Monocle) wired as the app wires it - the app's background executor,
 * the real model files - showing a model built in code: navigator and grid contents, a sparse
 * GSI, the empty state, and File > Open (Ctrl+O) of a broken file ending in a plain dialog.
 */
@ExtendWith(ApplicationExtension.class)
class MainWindowWithCodeModelTest {
    @TempDir
    Path temp;

    private final RecordingDialogs dialogs = new RecordingDialogs(true);
    private final List<String> readThreads = new CopyOnWriteArrayList<>();
    private FxTaskExecutor executor;
    private MainWindowViewModel viewModel;
    private MainWindowView view;
    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        javafx.application.Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        executor = new FxTaskExecutor(2);
        ModelStore files = TestServices.modelFiles();
        viewModel = MainWindowComposition.mainWindow(executor, new ModelStore() {
            @Override
            public LoadedModel read(Path file) throws Exception {
                readThreads.add(Thread.currentThread().getName() + (Thread.currentThread().isDaemon() ? " daemon" : ""));
                return files.read(file);
            }

            @Override
            public void write(Model model, Path file) throws Exception {
                files.write(model, file);
            }
        }, TestServices.countingDeploy(), null, null);
        view = new MainWindowView(viewModel, dialogs, WindowPreferences.none(), stage::close);
        Scene scene = new Scene(view, 1200, 760);
        scene.getStylesheets().add(TablewrightApp.class.getResource(TablewrightApp.STYLESHEET).toExternalForm());
        stage.setScene(scene);
        stage.titleProperty().bind(viewModel.titleProperty());
        stage.show();
    }

    @AfterEach
    void stopExecutor() {
        executor.close();
    }

    private static Item item(Object... pairs) {
        Map<String, AttributeValue> values = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            Object v = pairs[i + 1];
            values.put((String) pairs[i], v instanceof Integer n ? AttributeValue.n(n) : AttributeValue.s((String) v));
        }
        return Item.of(values);
    }

    /** Two customers (no Status: outside the sparse GSI), three orders (two OPEN), one LSI on the total. */
    static Model shop() {
        KeyAttribute pk = KeyAttribute.of("PK", ScalarType.S);
        KeyAttribute sk = KeyAttribute.of("SK", ScalarType.S);
        Facet customers = Facet.of("Customer", "CustomerID", "Profile", List.of("Name"), List.of(
                item("PK", "C#2", "SK", "PROFILE", "Name", "Bea Ortiz"),
                item("PK", "C#1", "SK", "PROFILE", "Name", "Ann Lee")));
        Facet orders = Facet.of("Order", "CustomerID", "OrderID", List.of("Status", "Total"), List.of(
                item("PK", "C#1", "SK", "O#2024-03", "Status", "OPEN", "Total", 120),
                item("PK", "C#1", "SK", "O#2024-01", "Status", "SHIPPED"),
                item("PK", "C#2", "SK", "O#2024-02", "Status", "OPEN", "Total", 75)));
        Table table = Table.of("Shop", KeySchema.of(pk, sk)).withFacets(List.of(customers, orders))
                .withIndexes(List.of(SecondaryIndex.gsi("OpenOrders",
                                KeySchema.of(KeyAttribute.of("Status", ScalarType.S), sk), Projection.keysOnly())),
                        List.of(SecondaryIndex.lsi("ByTotal",
                                KeySchema.of(pk, KeyAttribute.of("Total", ScalarType.N)), Projection.all())));
        List<AccessPattern> patterns = List.of(
                AccessPattern.builder("Orders of a customer", "Shop", Operation.Query).partitionKey("C#${id}").build(),
                AccessPattern.builder("Open orders", "Shop", Operation.Query).index("OpenOrders")
                        .partitionKey("OPEN").build());
        return new Model("Shop model", ModelMetadata.of(""), List.of(table), patterns, null);
    }

    private static List<String> labels(TreeItem<NavigatorNode> parent) {
        return parent.getChildren().stream().map(i -> i.getValue().label()).toList();
    }

    private List<String> rowKeys() {
        TableView<ItemGridViewModel.Row> grid = view.grid().table();
        return grid.getItems().stream()
                .map(r -> ValueText.of(r.item().get("PK")) + " " + ValueText.of(r.item().get("SK"))).toList();
    }

    @Test
    void window_whenNoModel_saysHowToOpenOne(FxRobot robot) {
        assertThat(stage.getTitle()).isEqualTo("Tablewright");
        assertThat(view.navigator().getRoot()).isNull();
        assertThat(robot.from(view.grid()).lookup(".grid-placeholder").queryAs(Label.class).getText())
                .isEqualTo(ItemGridViewModel.NO_MODEL);
    }

    @Test
    void window_whenCodeModelShown_listsTablesIndexesFacetsAndPatterns(FxRobot robot) {
        robot.interact(() -> viewModel.show(shop(), null));

        assertThat(stage.getTitle()).isEqualTo("Tablewright - Shop model");
        TreeItem<NavigatorNode> root = view.navigator().getRoot();
        assertThat(root.getValue().label()).isEqualTo("Shop model");
        assertThat(labels(root)).startsWith("Shop", "Access patterns (2)");
        TreeItem<NavigatorNode> table = root.getChildren().get(0);
        assertThat(labels(table)).containsExactly("Base table (5 items)", "GSI OpenOrders", "LSI ByTotal", "Facets (2)");
        assertThat(labels(table.getChildren().get(3))).containsExactly("Customer (2)", "Order (3)");
        assertThat(labels(root.getChildren().get(1))).containsExactly("Orders of a customer", "Open orders");
    }

    @Test
    void window_whenCodeModelShown_gridHoldsEveryItemKeysFirstInKeyOrder(FxRobot robot) {
        robot.interact(() -> viewModel.show(shop(), null));
        WaitForAsyncUtils.waitForFxEvents();

        TableView<ItemGridViewModel.Row> grid = view.grid().table();
        assertThat(grid.getColumns()).extracting(c -> c.getText()).containsExactly("", "PK", "SK", "Attributes");
        assertThat(rowKeys()).as("grouped by partition, sort keys ascending").containsExactly(
                "C#1 O#2024-01", "C#1 O#2024-03", "C#1 PROFILE", "C#2 O#2024-02", "C#2 PROFILE");
        assertThat(robot.from(view.grid()).lookup(".grid-caption").queryLabeled().getText())
                .isEqualTo("Shop · Base table · 5 items in 2 partitions");
        assertThat(robot.from(view.grid()).lookup("Ann Lee").tryQuery()).as("an attribute value shown in a cell").isPresent();
        assertThat(robot.from(view.grid()).lookup("CustomerID").tryQuery()).as("the facet's key alias under the key").isPresent();
    }

    @Test
    void window_whenSparseGsiClicked_showsOnlyItemsCarryingItsKeys(FxRobot robot) {
        robot.interact(() -> viewModel.show(shop(), null));
        WaitForAsyncUtils.waitForFxEvents();

        javafx.scene.Node entry = robot.lookup(".tree-cell")
                .match((javafx.scene.control.TreeCell<?> c) -> "GSI OpenOrders".equals(c.getText())).query();
        robot.clickOn(entry.lookup(".text"));
        WaitForAsyncUtils.waitForFxEvents();

        TableView<ItemGridViewModel.Row> grid = view.grid().table();
        assertThat(grid.getColumns()).extracting(c -> c.getText()).containsExactly("", "Status", "SK", "Attributes");
        assertThat(grid.getItems()).extracting(r -> ValueText.of(r.item().get("SK")))
                .as("the OPEN partition, then SHIPPED; the customer profiles carry no Status")
                .containsExactly("O#2024-02", "O#2024-03", "O#2024-01");
        assertThat(robot.from(view.grid()).lookup(".grid-membership").queryLabeled().getText())
                .startsWith("3 of 5 items; 2 lack OpenOrders's keys");
    }

    @Test
    void fileOpen_whenShortcutPickedABrokenFile_showsThePositionedMessageAndKeepsTheModel(FxRobot robot)
            throws Exception {
        robot.interact(() -> viewModel.show(shop(), null));
        Path toOpen = Files.writeString(temp.resolve("broken.json"), "{\n  \"ModelName\": \"X\",\n  \"DataModel\": [\n");
        dialogs.toOpen(toOpen);

        robot.clickOn(view.grid().table()).press(KeyCode.CONTROL, KeyCode.O).release(KeyCode.O, KeyCode.CONTROL);
        WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, () -> !dialogs.errors().isEmpty());

        assertThat(readThreads).as("read on the app's background executor").singleElement()
                .asString().matches("tablewright-worker-\\d+ daemon");
        assertThat(dialogs.errors()).singleElement().asString()
                .startsWith("Could not open the model: " + toOpen + ":")
                .doesNotContain("Exception", "\tat ");
        assertThat(stage.getTitle()).isEqualTo("Tablewright - Shop model");
    }
}
