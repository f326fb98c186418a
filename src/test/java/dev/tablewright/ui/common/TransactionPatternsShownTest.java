package dev.tablewright.ui.common;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.imports.ModelImports;
import dev.tablewright.model.Model;
import dev.tablewright.ui.imports.ImportPreview;
import dev.tablewright.ui.run.TicketDesk;
import dev.tablewright.ui.workload.WorkloadViewModel;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Transaction patterns where the window lists patterns: the import preview's Patterns tab, the
 * workload tab name every table and action, not only the first (ProblemsOfActionsTest: the problems list).
 */
class TransactionPatternsShownTest {
    @Test
    void importPreview_whenMcpSchemaWithTransactions_listsEachWithItsActionsAndTables() throws Exception {
        var imported = ModelImports.read(Path.of("src/test/resources/imports/mcp-schema/tickets/schema.json"));

        List<List<String>> rows = ImportPreview.of(imported).stream().filter(s -> s.title().equals("Patterns"))
                .findFirst().orElseThrow().rows();

        List<String> register = rows.stream().filter(r -> r.get(0).equals("register_user")).findFirst().orElseThrow();
        assertThat(register.get(1)).isEqualTo("TransactWriteItems of 2: 1: Put User, 2: Put EmailLookup");
        assertThat(register.get(2)).as("every table it writes").isEqualTo("Users, EmailLookup");
        List<String> get = rows.stream().filter(r -> r.get(0).equals("get_user_and_email")).findFirst().orElseThrow();
        assertThat(get.get(1)).startsWith("TransactGetItems of 2: ");
    }

    @Test
    void workload_whenTransaction_namesEveryTableItTouches() throws Exception {
        Model model = TicketDesk.model();
        WorkloadViewModel workload = new WorkloadViewModel((label, edited) -> { });

        workload.refresh(model);

        assertThat(workload.patterns()).filteredOn(r -> r.pattern().equals("assign_ticket"))
                .extracting(WorkloadViewModel.PatternRow::target, WorkloadViewModel.PatternRow::operation)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("Users, Tickets", "TransactWriteItems"));
    }
}
