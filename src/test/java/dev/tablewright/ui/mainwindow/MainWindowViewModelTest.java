package dev.tablewright.ui.mainwindow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.app.MainWindowComposition;
import dev.tablewright.dynamo.CancelToken;
import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.DeployListener;
import dev.tablewright.dynamo.DeployResult;
import dev.tablewright.dynamo.ExistingTables;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.ui.deploy.DeployService;
import dev.tablewright.ui.run.PatternRunService;
import dev.tablewright.ui.run.RunTarget;
import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.inspector.InspectorViewModel;
import dev.tablewright.ui.navigator.NavigatorNode;
import dev.tablewright.ui.testing.DeferredTaskExecutor;
import dev.tablewright.ui.testing.TestServices;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The main window's state, without a toolkit. */
class MainWindowViewModelTest {
    private static final Path HR_OE = Path.of("models/hr-oe.json");

    @TempDir
    Path temp;

    private final List<Path> remembered = new ArrayList<>();
    private final MainWindowViewModel viewModel = TestServices.mainWindow(TaskExecutor.sameThread());

    @Test
    void open_whenModelReadable_showsTitleTreeAndBaseTable() {
        viewModel.open(HR_OE, remembered::add);

        assertThat(viewModel.titleProperty().get()).isEqualTo("Tablewright - HR-OE");
        assertThat(remembered).containsExactly(HR_OE);
        NavigatorNode root = viewModel.navigator().rootProperty().get();
        assertThat(root.children()).extracting(NavigatorNode::label).contains("HR-OE", "Access patterns (14)");
        NavigatorNode table = root.children().get(0);
        assertThat(table.children()).extracting(NavigatorNode::label)
                .startsWith("Base table (109 items)", "GSI GSI1", "GSI GSI2");
        assertThat(viewModel.grid().rows()).hasSize(109);
        assertThat(viewModel.grid().keyColumns()).containsExactly("PK", "SK");
        assertThat(viewModel.statusProperty().get()).contains("109 items").contains("14 access patterns");
    }

    @Test
    void open_whenFileBroken_reportsPositionedErrorAndKeepsCurrentModel() throws Exception {
        viewModel.open(HR_OE, remembered::add);
        Path broken = temp.resolve("broken.json");
        Files.writeString(broken, "{\"ModelName\": 1}");

        viewModel.open(broken, remembered::add);

        assertThat(viewModel.errorProperty().get().title()).isEqualTo("Could not open the model");
        assertThat(viewModel.errorProperty().get().message()).startsWith(broken + ":1:");
        assertThat(viewModel.modelProperty().get().name()).isEqualTo("HR-OE");
        assertThat(viewModel.busyProperty().get()).isFalse();
    }

    @Test
    void selectIndex_whenGsiSelected_showsOnlyItemsCarryingItsKeys() {
        viewModel.open(HR_OE, remembered::add);
        NavigatorNode gsi2 = viewModel.navigator().rootProperty().get().children().get(0).children().get(2);

        viewModel.navigator().selectedProperty().set(gsi2);

        assertThat(viewModel.grid().captionProperty().get()).contains("GSI GSI2");
        assertThat(viewModel.grid().membershipProperty().get()).startsWith("21 of 109 items; 88 lack GSI2's keys");
        assertThat(viewModel.grid().keyColumns()).containsExactly("GSI-Bucket", "Data");
        assertThat(viewModel.grid().rows()).isNotEmpty().hasSizeLessThan(109)
                .allSatisfy(row -> assertThat(row.item().has("GSI-Bucket")).isTrue());
    }

    @Test
    void edit_thenSaveAs_marksDirtyThenCleanAndWritesTheFile() throws Exception {
        viewModel.open(HR_OE, remembered::add);
        Model renamed = new Model("HR-OE v2", viewModel.modelProperty().get().metadata(),
                viewModel.modelProperty().get().tables(), viewModel.modelProperty().get().accessPatterns(), null);

        viewModel.edit(renamed);
        assertThat(viewModel.titleProperty().get()).isEqualTo("Tablewright - HR-OE v2 *");
        Path target = temp.resolve("v2.json");
        viewModel.saveAs(target, remembered::add);

        assertThat(viewModel.dirtyProperty().get()).isFalse();
        assertThat(viewModel.titleProperty().get()).isEqualTo("Tablewright - HR-OE v2");
        assertThat(ModelFiles.read(target).model().name()).isEqualTo("HR-OE v2");
    }

    @Test
    void saveAs_whenFolderCannotBeCreated_reportsAndStaysDirty() throws Exception {
        viewModel.open(HR_OE, remembered::add);
        Model current = viewModel.modelProperty().get();
        viewModel.edit(current.withMetadata(current.metadata())); // a new snapshot: an edit that changes nothing is not recorded
        Path blocker = Files.writeString(temp.resolve("file"), "x");

        viewModel.saveAs(blocker.resolve("inside.json"), remembered::add);

        assertThat(viewModel.errorProperty().get().title()).isEqualTo("Could not save the model");
        assertThat(viewModel.dirtyProperty().get()).isTrue();
    }

    @Test
    void deploy_whenServiceWritesEverything_reachesOneHundredPercentAndSaysSo() {
        viewModel.open(HR_OE, remembered::add);

        viewModel.deploy().deploy();

        assertThat(viewModel.deploy().progressProperty().get()).isEqualTo(1.0);
        assertThat(viewModel.deploy().progressTextProperty().get()).startsWith("109 / 109 items");
        assertThat(viewModel.deploy().outcomeProperty().get())
                .isEqualTo("Deployed to a test double in 1.5 s: 109 items written; created HR-OE.");
        assertThat(viewModel.deploy().runningProperty().get()).isFalse();
    }

    @Test
    void open_whenMissing_saysNoSuchFile() {
        viewModel.open(temp.resolve("gone.json"), remembered::add);

        assertThat(viewModel.errorProperty().get().message()).contains("gone.json: no such file");
        assertThat(remembered).isEmpty();
    }

    @Test
    void inspector_whenAnOlderSelectionIsExplainedAfterTheLatest_showsTheLatestSelectionsVerdict() {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        MainWindowViewModel window = TestServices.mainWindow(executor);
        window.open(HR_OE, remembered::add);
        executor.runAll();
        window.showView("pattern:5");
        executor.runAll();
        Item returned = window.run().items().get(0);
        Item employee = window.modelProperty().get().tables().get(0).allItems().stream()
                .filter(i -> i.get("PK").toString().contains("HR-E")).findFirst().orElseThrow();

        window.inspector().itemProperty().set(returned);
        window.inspector().itemProperty().set(employee);
        assertThat(window.inspector().verdictProperty().get()).as("explained off the UI thread")
                .isEqualTo(InspectorViewModel.EXPLAINING);
        assertThat(executor.pending()).as("one explanation per selection").isEqualTo(2);
        executor.runLast();
        executor.runNext();

        assertThat(window.inspector().verdictProperty().get())
                .as("the first selection's answer, arriving last, must not replace the latest")
                .startsWith("✗ Not returned by 5. Show all orders");
    }

    @Test
    void open_afterARun_clearsTheRunsResultHighlightAndVerdict() {
        viewModel.open(HR_OE, remembered::add);
        viewModel.showView("pattern:5");
        Item employee = viewModel.modelProperty().get().tables().get(0).allItems().stream()
                .filter(i -> i.get("PK").toString().contains("HR-E")).findFirst().orElseThrow();
        viewModel.inspector().itemProperty().set(employee);
        assertThat(viewModel.run().lastResultProperty().get()).as("the run happened").isNotNull();
        assertThat(viewModel.inspector().verdictProperty().get()).startsWith("✗ Not returned by");

        viewModel.open(HR_OE, remembered::add);

        assertThat(viewModel.run().lastResultProperty().get() == null).as("no result of the old model's run").isTrue();
        assertThat(viewModel.run().items()).as("no returned items listed").isEmpty();
        assertThat(viewModel.run().shards()).as("no shard rows").isEmpty();
        assertThat(viewModel.run().requestProperty().get()).as("no request shown").isEmpty();
        assertThat(viewModel.run().summaryProperty().get()).as("the Run tab's banner")
                .doesNotContain("Count").doesNotContain("units");
        assertThat(viewModel.grid().highlightProperty().get().table()).as("no highlighted rows").isNull();
        assertThat(viewModel.inspector().verdictProperty().get()).as("no verdict about the old run").isEmpty();
    }

    @Test
    void deploy_afterAPatternRanOnTheDeploysOwnLocal_callsItsTablesScratchAndReplacesThem() {
        List<ExistingTables> modes = new ArrayList<>();
        DeployService embedded = new DeployService() {
            @Override
            public String target() {
                return "embedded DynamoDB Local";
            }

            @Override
            public Connection connection() {
                return Connection.embedded();
            }

            @Override
            public DeployResult deploy(Model model, ExistingTables existing, DeployListener listener, CancelToken cancel) {
                modes.add(existing);
                return TestServices.countingDeploy().deploy(model, existing, listener, cancel);
            }
        };
        PatternRunService runs = new PatternRunService() {
            @Override
            public List<RunTarget> targets() {
                return List.of(new RunTarget("Embedded DynamoDB Local", Connection.embedded()));
            }

            @Override
            public PatternRun run(RunTarget where, Model model, BoundPattern bound) {
                return PatternTarget.inMemory().run(model, bound);
            }
        };
        MainWindowViewModel window = MainWindowComposition.mainWindow(TaskExecutor.sameThread(),
                TestServices.modelFiles(), embedded, runs, null);
        window.open(HR_OE, remembered::add);

        window.showView("pattern:5");
        assertThat(window.deploy().scratchNoteProperty().get()).contains("created scratch tables there (HR-OE)").contains("when the model was opened or run");
        window.deploy().deploy();

        assertThat(modes).containsExactly(ExistingTables.REPLACE);
    }
}
