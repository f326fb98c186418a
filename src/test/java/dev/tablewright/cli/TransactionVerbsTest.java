package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.testing.TransactionModels;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The verbs on a model holding transaction patterns (the MCP tickets schema with items). */
class TransactionVerbsTest {
    @TempDir
    Path temp;

    private final CliHarness cli = new CliHarness();

    private Path tickets() throws Exception {
        Path file = temp.resolve("tickets.json");
        ModelFiles.write(TransactionModels.tickets(10), file);
        return file;
    }

    private int run(String... args) {
        return cli.run(args);
    }

    private static String[] withEngine(String engine, String... args) {
        List<String> all = new ArrayList<>(List.of(args));
        if (!engine.equals("memory")) {
            all.add("--engine");
            all.add(engine);
        }
        return all.toArray(String[]::new);
    }

    @ParameterizedTest
    @ValueSource(strings = {"memory", "embedded"})
    void query_whenTransactWriteItems_saysEveryActionAppliedAndItsCapacity(String engine) throws Exception {
        int exit = run(withEngine(engine, "query", tickets().toString(), "register_user"));

        assertThat(exit).as("stderr: %s", cli.err).isZero();
        assertThat(cli.out.toString()).as("a new user (2 units) and a new email claim (2 units)")
                .contains("TransactWriteItems applied all 2 actions (1: Put User on Users, 2: Put EmailLookup on "
                        + "EmailLookup), ConsumedCapacity: 4 units");
    }

    @ParameterizedTest
    @ValueSource(strings = {"memory", "embedded"})
    void query_whenTransactGetItems_printsTheItemsFound(String engine) throws Exception {
        int exit = run(withEngine(engine, "query", tickets().toString(), "get_user_and_email"));

        assertThat(exit).as("stderr: %s", cli.err).isZero();
        assertThat(cli.out.toString()).contains("\"USER#sample_user_id\"").contains("\"EMAIL#sample_email\"")
                .contains("TransactGetItems found 2 of 2 items").contains("ConsumedCapacity: 4 units");
    }

    @ParameterizedTest
    @ValueSource(strings = {"memory", "embedded"})
    void query_whenTransactionRefused_isOneLineNamingTheFailedAction(String engine) throws Exception {
        int exit = run(withEngine(engine, "query", tickets().toString(), "assign_ticket", "--param",
                "user_id=nobody"));

        assertThat(exit).isEqualTo(1);
        String err = cli.err.toString().strip();
        assertThat(err).as("one line").doesNotContain("\n").doesNotContain("\tat ");
        assertThat(err).startsWith("error: assign_ticket: TransactWriteItems refused, nothing applied: "
                + "'1: ConditionCheck User' ConditionalCheckFailed");
        assertThat(err).as("the update's condition held").doesNotContain("2: Update Ticket");
    }

    @Test
    void info_whenTransactions_listsEachActionOnItsTable() throws Exception {
        int exit = run("info", tickets().toString());

        assertThat(exit).isZero();
        assertThat(cli.out.toString()).containsPattern("TransactWriteItems Users \\+ Tickets +assign_ticket")
                .containsPattern("- ConditionCheck +Users +1: ConditionCheck User  if attribute_exists\\(pk\\)")
                .containsPattern("- UpdateItem +Tickets +2: Update Ticket");
    }

    @Test
    void info_whenJson_listsEachTransactionsActions() throws Exception {
        run("info", tickets().toString(), "--json");

        var patterns = new com.fasterxml.jackson.databind.ObjectMapper().readTree(cli.out.toString()).get("accessPatterns");
        var assign = patterns.get(8);
        assertThat(assign.get("name").asText()).isEqualTo("assign_ticket");
        assertThat(assign.get("actions")).as("%s", assign).hasSize(2);
        assertThat(assign.get("actions").get(1).get("table").asText()).isEqualTo("Tickets");
        assertThat(assign.get("actions").get(0).get("operation").asText()).isEqualTo("ConditionCheck");
    }

    @Test
    void diff_whenAnActionChanges_namesTheAction() throws Exception {
        Model model = TransactionModels.tickets(10);
        List<AccessPattern> patterns = new ArrayList<>();
        for (AccessPattern p : model.accessPatterns()) {
            if (p.name().equals("register_user")) {
                p = p.withActions(List.of(p.actions().get(0)));
            }
            patterns.add(p);
        }
        Path after = temp.resolve("after.json");
        ModelFiles.write(model.withAccessPatterns(patterns), after);

        run("diff", tickets().toString(), after.toString());

        assertThat(cli.out.toString()).contains("pattern-action-removed").contains("register_user / 2: Put EmailLookup");
    }

    @Test
    void capacity_whenTransactions_pricesEachAction() throws Exception {
        int exit = run("capacity", tickets().toString());

        assertThat(exit).as("stderr: %s", cli.err).isZero();
        assertThat(cli.out.toString()).containsPattern("  - 2: Put EmailLookup on EmailLookup +PutItem +2\\.0 +20\\.0")
                .doesNotContain("cannot be run");
    }

    @Test
    void review_whenTransactions_findsNoBrokenPattern() throws Exception {
        run("review", tickets().toString());

        assertThat(cli.out.toString()).as("every transaction runs with its defaults").doesNotContain("PATTERN_BROKEN");
    }
}
