package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import atlantafx.base.theme.PrimerLight;
import dev.tablewright.app.FxTaskExecutor;
import dev.tablewright.app.MainWindowComposition;
import dev.tablewright.ui.testing.ClippedText;
import dev.tablewright.ui.testing.FxWait;
import dev.tablewright.ui.testing.RecordingDialogs;
import dev.tablewright.ui.testing.TestServices;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import javafx.application.Application;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Labeled;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TabPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File &gt; Import… in the real window, headless (Monocle): a Terraform file is chosen, read on the
 * app's executor, and the dialog shows what it found, each section's rows as a person reads them,
 * nothing cut off; Open as New Model shows it as a new, unsaved model.
 */
@ExtendWith(ApplicationExtension.class)
class ImportDialogViewTest {
    private static final Path TERRAFORM = Path.of("src/test/resources/imports/terraform/bookings.tf");
    private final RecordingDialogs dialogs = new RecordingDialogs(true);
    private final FxTaskExecutor executor = new FxTaskExecutor(2);
    private MainWindowView view;
    private MainWindowViewModel viewModel;

    @AfterEach
    void stopExecutor() {
        executor.close();
    }

    @Start
    void start(Stage stage) {
        Application.setUserAgentStylesheet(new PrimerLight().getUserAgentStylesheet());
        viewModel = MainWindowComposition.mainWindow(executor, TestServices.modelFiles(), TestServices.countingDeploy(),
                null, null);
        view = new MainWindowView(viewModel, dialogs, WindowPreferences.none(), stage::close);
        Scene scene = new Scene(view, 1280, 800);
        // the app's stylesheet, which the dialog takes from the window as in the app
        scene.getStylesheets().add(getClass().getResource("/dev/tablewright/ui/app.css").toExternalForm());
        stage.setScene(scene);
        stage.show();
    }

    /** The text of every Labeled under {@code root} that is visible (tab headings, cells, labels). */
    private static List<String> visibleText(FxRobot robot, Node root) {
        return robot.from(root).lookup((Node n) -> n instanceof Labeled && n.isVisible()).queryAll().stream()
                .map(n -> ((Labeled) n).getText()).filter(t -> t != null && !t.isBlank()).toList();
    }

    @Test
    void importFile_whenTerraformChosen_previewsWhatWasFoundAndOpensItUnsaved(FxRobot robot) throws Exception {
        MenuBar bar = (MenuBar) view.getTop();
        Menu file = bar.getMenus().get(0);
        assertThat(file.getItems()).extracting(MenuItem::getText).contains("Import…");
        dialogs.toOpen(TERRAFORM);
        AtomicReference<Scene> dialog = new AtomicReference<>();

        robot.interact(() -> file.getItems().stream().filter(i -> "Import…".equals(i.getText())).findFirst()
                .orElseThrow().fire());
        robot.interact(() -> dialog.set(robot.listTargetWindows().stream().map(w -> w.getScene())
                .filter(s -> s != null && s.getRoot() instanceof dev.tablewright.ui.imports.ImportView).findFirst()
                .orElse(null)));
        assertThat(dialog.get()).as("the import dialog opened").isNotNull();
        Node root = dialog.get().getRoot();
        FxWait.until(60, () -> viewModel.imports().importedProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();

        List<String> shown = visibleText(robot, root);
        assertThat(shown).as("the file, the format found, the counts and the tables' rows")
                .contains(TERRAFORM.toAbsolutePath().toString(), "Read bookings.tf as Terraform configuration (HCL)",
                        "Tables (2)", "Indexes (3)", "Facets (0)", "Patterns (0)", "Items (0)", "Left out (2)",
                        "bookings-staging", "rates", "PROVISIONED", "PAY_PER_REQUEST")
                .anySatisfy(t -> assertThat(t).contains(": 2 tables, 3 indexes, 0 facets, 0 access patterns, 0 items; 2 left out"));
        TabPane tabs = ((dev.tablewright.ui.imports.ImportView) root).tabs();
        robot.interact(() -> tabs.getSelectionModel().select(5));
        WaitForAsyncUtils.waitForFxEvents();
        assertThat(visibleText(robot, tabs.getSelectionModel().getSelectedItem().getContent()))
                .as("each thing left out with its reason")
                .contains("variable kms_key has no default", "what it sets is left at its default",
                        "aws_dynamodb_table.bookings.server_side_encryption");
        robot.interact(() -> assertThat(ClippedText.under(dialog.get().getRoot())).as("nothing cut off").isEmpty());

        robot.clickOn("Open as New Model");
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(viewModel.modelProperty().get().tables()).extracting(t -> t.name())
                .containsExactly("bookings-staging", "rates");
        assertThat(viewModel.fileProperty().get()).as("a new model, saved nowhere yet").isNull();
        assertThat(viewModel.dirtyProperty().get()).as("unsaved").isTrue();
        assertThat(viewModel.statusProperty().get())
                .startsWith("Imported ").contains("from bookings.tf (Terraform configuration (HCL))");
        assertThat(dialog.get().getWindow().isShowing()).as("the dialog closed").isFalse();
        assertThat(dialogs.errors()).isEmpty();
    }

    @Test
    void readAs_whenAnotherFormatIsForced_showsWhyItFailsAndOpensNothingUntilRecognisedAgain(FxRobot robot) throws Exception {
        Path oneTable = Path.of("src/test/resources/imports/onetable/tasks.json");
        AtomicReference<Scene> dialog = new AtomicReference<>();
        robot.interact(() -> dialog.set(view.showImport(oneTable)));
        FxWait.until(60, () -> viewModel.imports().importedProperty().get() != null);
        javafx.scene.control.ComboBox<?> readAs = robot.from(dialog.get().getRoot()).lookup(".combo-box")
                .queryAs(javafx.scene.control.ComboBox.class);
        int terraform = List.of(dev.tablewright.formats.imports.ImportFormat.values())
                .indexOf(dev.tablewright.formats.imports.ImportFormat.TERRAFORM) + 1;

        robot.interact(() -> readAs.getSelectionModel().select(terraform));
        FxWait.until(60, () -> !viewModel.imports().busyProperty().get());
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(visibleText(robot, dialog.get().getRoot())).as("the cause, in the dialog")
                .contains("Could not import tasks.json")
                .anySatisfy(t -> assertThat(t).startsWith(oneTable + ":"));
        assertThat(robot.lookup("Open as New Model").queryButton().isDisabled()).as("nothing to open").isTrue();

        robot.interact(() -> readAs.getSelectionModel().select(0));
        FxWait.until(60, () -> viewModel.imports().importedProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();

        assertThat(visibleText(robot, dialog.get().getRoot())).contains("Read tasks.json as a OneTable schema", "Facets (2)");
        assertThat(robot.lookup("Open as New Model").queryButton().isDisabled()).isFalse();
        robot.interact(() -> ((Stage) dialog.get().getWindow()).close());
    }

    @Test
    void patterns_whenNamesAreLongOrDescriptionsManyLines_wrapBetweenWordsInRowsTallEnough(FxRobot robot) throws Exception {
        Path tickets = Path.of("src/test/resources/imports/mcp-schema/tickets/schema.json");
        AtomicReference<Scene> dialog = new AtomicReference<>();
        robot.interact(() -> dialog.set(view.showImport(tickets)));
        FxWait.until(60, () -> viewModel.imports().importedProperty().get() != null);
        TabPane tabs = ((dev.tablewright.ui.imports.ImportView) dialog.get().getRoot()).tabs();
        robot.interact(() -> tabs.getSelectionModel().select(3));
        WaitForAsyncUtils.waitForFxEvents();

        List<Labeled> cells = robot.from(tabs.getSelectionModel().getSelectedItem()
                .getContent()).lookup((Node n) -> n instanceof javafx.scene.control.TableCell<?, ?> c && c.isVisible()
                && c.getText() != null && !c.getText().isBlank()).queryAll().stream()
                .map(n -> (Labeled) n).toList();

        assertThat(cells).extracting(Labeled::getText)
                .contains("get_assignee_queue", "get_user_and_email");
        robot.interact(() -> assertThat(cells).as("every word of every cell fits its column").allSatisfy(cell -> {
            double room = cell.getWidth() - cell.snappedLeftInset() - cell.snappedRightInset();
            for (String word : cell.getText().split("\\s+")) {
                javafx.scene.text.Text measure = new javafx.scene.text.Text(word);
                measure.setFont(cell.getFont());
                assertThat(measure.getLayoutBounds().getWidth()).as(word).isLessThanOrEqualTo(room);
            }
        }));
        robot.interact(() -> assertThat(ClippedText.under(dialog.get().getRoot()))
                .as("a transaction's three-line description is whole in its taller row").isEmpty());
        robot.interact(() -> ((Stage) dialog.get().getWindow()).close());
    }
}
