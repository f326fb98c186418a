package dev.tablewright.ui.connections;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.dynamo.ConnectionCheck;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import dev.tablewright.ui.common.TaskExecutor;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The connections dialog's state, with a service that keeps connections in a map. */
class ConnectionsViewModelTest {
    private final Map<String, Connection> stored = new LinkedHashMap<>();
    private final List<String> imported = new ArrayList<>();
    private List<String> notes = List.of();
    private boolean reachable = true;
    private boolean brokenFile;

    private final ConnectionService service = new ConnectionService() {
        @Override
        public Map<String, Connection> load() throws IOException {
            if (brokenFile) {
                throw new IOException("connections.json:3:5: unexpected end of input");
            }
            return Map.copyOf(stored);
        }

        @Override
        public void save(String name, Connection connection) {
            stored.put(name, connection);
        }

        @Override
        public void remove(String name) {
            stored.remove(name);
        }

        @Override
        public ConnectionCheck test(Connection connection) {
            return reachable
                    ? new ConnectionCheck(true, "http://localhost:8000", List.of("HR-OE", "Games"), Duration.ofMillis(7),
                    "connected to http://localhost:8000: 2 tables in 7 ms")
                    : new ConnectionCheck(false, "http://localhost:1", List.of(), Duration.ofMillis(3),
                    "nothing answers at http://localhost:1: is DynamoDB Local running? Start it with `tablewright local`");
        }

        @Override
        public ImportedTable importTable(Connection connection, String table, int sampleLimit) {
            imported.add(table + "/" + sampleLimit);
            try {
                return new ImportedTable(ModelFiles.read(Path.of("models/hr-oe.json")).model(), notes);
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }
    };

    private ConnectionsViewModel viewModel() {
        return new ConnectionsViewModel(TaskExecutor.sameThread(), service);
    }

    @Test
    void form_whenUrlIsNotAUrl_namesTheFieldAndTheCause() {
        ConnectionsViewModel vm = viewModel();
        vm.nameProperty().set("local");

        vm.urlProperty().set("localhost 8000");

        assertThat(vm.problemProperty().get())
                .isEqualTo("Endpoint URL: 'localhost 8000' is not an http(s) URL such as http://localhost:8000");
        assertThat(vm.connection()).isEmpty();
        assertThat(vm.invalidBinding().get()).isTrue();
    }

    @Test
    void form_whenRegionMisspelt_saysWhatARegionLooksLike() {
        ConnectionsViewModel vm = viewModel();
        vm.nameProperty().set("prod");
        vm.kindProperty().set(ConnectionsViewModel.Kind.PROFILE);
        vm.urlProperty().set("");

        vm.regionProperty().set("eu-west");

        assertThat(vm.problemProperty().get()).isEqualTo("Region: 'eu-west' is not a region name such as eu-west-1");
        vm.regionProperty().set("eu-west-1");
        vm.profileProperty().set("prod");
        assertThat(vm.problemProperty().get()).isEmpty();
        assertThat(vm.connection()).contains(new Connection.AwsProfile("prod", "eu-west-1", null));
    }

    @Test
    void save_thenSelect_fillsTheFormBack() {
        ConnectionsViewModel vm = viewModel();
        vm.nameProperty().set("local-8000");
        vm.urlProperty().set("http://localhost:8000");
        vm.regionProperty().set("eu-west-1");
        List<String> saved = new ArrayList<>();

        vm.save(() -> saved.add("saved"));
        vm.newConnection();
        vm.select("local-8000");

        assertThat(saved).containsExactly("saved");
        assertThat(stored).containsKey("local-8000");
        assertThat(vm.names()).containsExactly("local-8000");
        assertThat(vm.urlProperty().get()).isEqualTo("http://localhost:8000");
        assertThat(vm.regionProperty().get()).isEqualTo("eu-west-1");
        assertThat(vm.kindProperty().get()).isEqualTo(ConnectionsViewModel.Kind.ENDPOINT);
    }

    @Test
    void save_whenNameMissing_refusesAndSaysWhy() {
        ConnectionsViewModel vm = viewModel();

        vm.save(() -> { });

        assertThat(stored).isEmpty();
        assertThat(vm.resultProperty().get()).isEqualTo("Name: give the connection a name to save it");
        assertThat(vm.testable()).isTrue();
    }

    @Test
    void test_whenReachable_listsTheTables() {
        ConnectionsViewModel vm = viewModel();

        vm.test();

        assertThat(vm.resultOkProperty().get()).isTrue();
        assertThat(vm.resultProperty().get()).isEqualTo("Connected: connected to http://localhost:8000: 2 tables in 7 ms.");
        assertThat(vm.tables()).containsExactly("HR-OE", "Games");
        assertThat(vm.busyProperty().get()).isFalse();
    }

    @Test
    void test_whenNothingAnswers_givesTheCauseAndTheFix() {
        ConnectionsViewModel vm = viewModel();
        reachable = false;

        vm.test();

        assertThat(vm.resultOkProperty().get()).isFalse();
        assertThat(vm.resultProperty().get()).startsWith("Could not connect: nothing answers at http://localhost:1")
                .contains("tablewright local");
        assertThat(vm.tables()).isEmpty();
    }

    @Test
    void importTable_whenChosen_handsTheModelOverWithTheSampleSize() {
        ConnectionsViewModel vm = viewModel();
        vm.test();
        vm.sampleLimitProperty().set(250);
        List<Model> shown = new ArrayList<>();

        vm.importTable("HR-OE", shown::add);

        assertThat(imported).containsExactly("HR-OE/250");
        assertThat(shown).hasSize(1);
        assertThat(vm.resultProperty().get()).startsWith("Imported HR-OE: 2 indexes, 109 items.");
    }

    @Test
    void importTable_whenTheReadHasNotes_showsEachWithTheResult() {
        notes = List.of("OneTable: schema item _schema:Current (format onetable:1.1.0): 3 models as facets",
                "Sample: stopped at 64 MB of items");
        ConnectionsViewModel vm = viewModel();
        vm.test();

        vm.importTable("HR-OE", model -> { });

        assertThat(vm.resultProperty().get()).isEqualTo("Imported HR-OE: 2 indexes, 109 items.\n"
                + "OneTable: schema item _schema:Current (format onetable:1.1.0): 3 models as facets\n"
                + "Sample: stopped at 64 MB of items\nSave it with File > Save As.");
    }

    @Test
    void reload_whenFileBroken_reportsItWithoutThrowing() {
        brokenFile = true;
        ConnectionsViewModel vm = viewModel();

        vm.reload();

        assertThat(vm.resultOkProperty().get()).isFalse();
        assertThat(vm.resultProperty().get()).startsWith("Could not read the saved connections: connections.json:3:5");
    }
}
