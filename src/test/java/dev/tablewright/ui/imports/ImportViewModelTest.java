package dev.tablewright.ui.imports;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.imports.ImportFormat;
import dev.tablewright.formats.imports.ImportedModel;
import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.ui.common.TaskExecutor;
import dev.tablewright.ui.testing.DeferredTaskExecutor;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** File &gt; Import…'s state without a Stage: the real importers, read on a same-thread or a deferred executor. */
class ImportViewModelTest {
    private static final Path TERRAFORM = Path.of("src/test/resources/imports/terraform/bookings.tf");
    private static final Path ONETABLE = Path.of("src/test/resources/imports/onetable/tasks.json");
    private static final Path MCP = Path.of("src/test/resources/imports/mcp/shop_data_model.json");
    private static final ImportViewModel.Reader FILES =
            (file, format) -> format == null ? ModelImports.read(file) : ModelImports.read(file, format);

    @TempDir
    Path temp;

    private static ImportPreview.Section section(ImportViewModel viewModel, String title) {
        return viewModel.sections().stream().filter(s -> s.title().equals(title)).findFirst().orElseThrow();
    }

    @Test
    void open_whenTerraform_recognisesItAndListsTablesIndexesAndWhatWasLeftOutWithTheReason() {
        ImportViewModel viewModel = new ImportViewModel(TaskExecutor.sameThread(), FILES);

        viewModel.open(TERRAFORM);

        assertThat(viewModel.foundProperty().get()).isEqualTo(ImportFormat.TERRAFORM);
        assertThat(viewModel.statusProperty().get()).isEqualTo("Read bookings.tf as Terraform configuration (HCL)");
        assertThat(viewModel.sections()).extracting(ImportPreview.Section::title)
                .containsExactly("Tables", "Indexes", "Facets", "Patterns", "Items", "Left out");
        assertThat(section(viewModel, "Tables").rows()).extracting(r -> r.get(0) + " " + r.get(2) + " " + r.get(3) + " " + r.get(4))
                .containsExactly("bookings-staging PROVISIONED 2 1", "rates PAY_PER_REQUEST 0 0");
        assertThat(section(viewModel, "Indexes").rows()).as("two GSIs and an LSI of bookings-staging").hasSize(3)
                .allSatisfy(r -> assertThat(r.get(0)).isEqualTo("bookings-staging"))
                .extracting(r -> r.get(2)).containsExactly("GSI", "GSI", "LSI");
        assertThat(section(viewModel, "Left out").rows()).contains(List.of("variable kms_key has no default",
                "what it sets is left at its default"));
        assertThat(viewModel.summaryProperty().get()).startsWith(viewModel.importedProperty().get().model().name() + ": 2 tables, 3 indexes, 0 facets, 0 access patterns, 0 items; 2 left out");
        assertThat(viewModel.errorProperty().get()).isNull();
        assertThat(viewModel.busyProperty().get()).isFalse();
    }

    @Test
    void open_whenMcpDataModel_listsPatternsItemsAndNotesKeptOut() {
        ImportViewModel viewModel = new ImportViewModel(TaskExecutor.sameThread(), FILES);

        viewModel.open(MCP);

        assertThat(viewModel.foundProperty().get()).isEqualTo(ImportFormat.MCP_DATA_MODEL);
        assertThat(section(viewModel, "Patterns").rows()).hasSize(8).allSatisfy(r -> assertThat(r.get(2)).isEqualTo("ShopTable"));
        assertThat(section(viewModel, "Items").rows()).extracting(r -> r.get(0) + "=" + r.get(1)).containsExactly("ShopTable=7");
        assertThat(section(viewModel, "Left out").rows()).extracting(r -> r.get(0))
                .contains("pattern 8 (Search products by words in their title)");
        assertThat(section(viewModel, "Left out").rows()).extracting(r -> r.get(1))
                .anySatisfy(why -> assertThat(why).startsWith("served outside DynamoDB"));
    }

    @Test
    void open_whenOneTable_listsFacetsWithTheirKeyTemplates() {
        ImportViewModel viewModel = new ImportViewModel(TaskExecutor.sameThread(), FILES);

        viewModel.open(ONETABLE);

        assertThat(viewModel.foundProperty().get()).isEqualTo(ImportFormat.ONETABLE);
        assertThat(section(viewModel, "Facets").rows()).isNotEmpty()
                .allSatisfy(r -> assertThat(r.get(0)).isEqualTo("tasks"))
                .anySatisfy(r -> assertThat(r.get(2) + r.get(3)).contains("${"));
        assertThat(section(viewModel, "Patterns").rows()).hasSize(2);
    }

    @Test
    void forced_whenFileIsNotOfThatFormat_readsAgainAndSaysWhy() {
        ImportViewModel viewModel = new ImportViewModel(TaskExecutor.sameThread(), FILES);
        viewModel.open(TERRAFORM);

        viewModel.forcedProperty().set(ImportFormat.ONETABLE);

        assertThat(viewModel.importedProperty().get()).as("a Terraform file is not a OneTable schema").isNull();
        assertThat(viewModel.sections()).isEmpty();
        assertThat(viewModel.errorProperty().get()).contains("bookings.tf");
        assertThat(viewModel.statusProperty().get()).isEqualTo("Could not import bookings.tf");

        viewModel.forcedProperty().set(null);

        assertThat(viewModel.foundProperty().get()).as("back to recognising it").isEqualTo(ImportFormat.TERRAFORM);
        assertThat(viewModel.errorProperty().get()).isNull();
    }

    @Test
    void open_whenFileFitsNoFormat_saysSoInOneLineAndOffersToChoose() throws Exception {
        Path notes = Files.writeString(temp.resolve("notes.json"), "{\"hello\": 1}");
        ImportViewModel viewModel = new ImportViewModel(TaskExecutor.sameThread(), FILES);

        viewModel.open(notes);

        assertThat(viewModel.errorProperty().get()).startsWith(notes + ": not a format Tablewright imports")
                .endsWith("Choose its format under \"Read as\" if it is one of those listed.");
        assertThat(viewModel.importModel(m -> { })).as("nothing to open").isFalse();
    }

    @Test
    void open_whenAnotherFileIsChosenBeforeTheFirstIsRead_showsOnlyTheLatest() {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        ImportViewModel viewModel = new ImportViewModel(executor, FILES);

        viewModel.open(TERRAFORM);
        viewModel.open(ONETABLE);
        executor.runLast();
        executor.runNext(); // the Terraform file's answer comes last: it is dropped

        assertThat(viewModel.foundProperty().get()).isEqualTo(ImportFormat.ONETABLE);
        assertThat(viewModel.statusProperty().get()).isEqualTo("Read tasks.json as a OneTable schema");
        assertThat(section(viewModel, "Tables").rows()).extracting(r -> r.get(0)).containsExactly("tasks");
    }

    @Test
    void cancel_whileReading_dropsTheAnswerWhenItComes() {
        DeferredTaskExecutor executor = new DeferredTaskExecutor();
        ImportViewModel viewModel = new ImportViewModel(executor, FILES);
        viewModel.open(TERRAFORM);
        assertThat(viewModel.busyProperty().get()).isTrue();
        assertThat(viewModel.statusProperty().get()).isEqualTo("Reading bookings.tf, recognising its format…");

        viewModel.cancel();
        executor.runAll();

        assertThat(viewModel.busyProperty().get()).isFalse();
        assertThat(viewModel.importedProperty().get()).isNull();
        assertThat(viewModel.sections()).isEmpty();
        assertThat(viewModel.statusProperty().get()).isEqualTo("Cancelled: nothing was read from bookings.tf");
    }

    @Test
    void importModel_whenRead_handsTheModelOnOnce() {
        ImportViewModel viewModel = new ImportViewModel(TaskExecutor.sameThread(), FILES);
        viewModel.open(ONETABLE);
        List<ImportedModel> opened = new ArrayList<>();

        assertThat(viewModel.importModel(opened::add)).isTrue();

        assertThat(opened).hasSize(1);
        assertThat(opened.get(0).model().tables()).extracting(t -> t.name()).containsExactly("tasks");
    }

    @Test
    void fileFilters_whenAsked_offerEveryFormatAndAllFiles() {
        ImportViewModel viewModel = new ImportViewModel(TaskExecutor.sameThread(), FILES);

        assertThat(viewModel.fileFilters().keySet()).first().isEqualTo("Every format Tablewright imports");
        assertThat(viewModel.fileFilters()).hasSize(ImportFormat.values().length + 2)
                .containsEntry("Terraform configuration (HCL) (*.tf, *.tf.json)", List.of("*.tf", "*.tf.json"))
                .containsEntry("All files", List.of("*"));
        assertThat(viewModel.fileFilters().get("Every format Tablewright imports"))
                .contains("*.json", "*.yaml", "*.yml", "*.tf");
    }
}
