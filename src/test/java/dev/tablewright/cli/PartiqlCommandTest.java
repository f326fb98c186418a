package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class PartiqlCommandTest {
    private static final String HR_OE = "models/hr-oe.json";
    private static final String BY_EMPLOYEE = "SELECT * FROM \"HR-OE\" WHERE PK = 'HR-E01'";
    private final ObjectMapper mapper = new ObjectMapper();
    private final CliHarness cli = new CliHarness();

    private List<JsonNode> lines() throws Exception {
        List<JsonNode> items = new ArrayList<>();
        for (String line : cli.out.toString().split("\\R")) {
            if (!line.isBlank()) {
                items.add(mapper.readTree(line));
            }
        }
        return items;
    }

    @Test
    void partiql_whenSelectInMemory_printsEachItemAsOneDynamoJsonLine() throws Exception {
        int exit = cli.run("partiql", HR_OE, BY_EMPLOYEE);

        assertThat(exit).as(cli.err.toString()).isZero();
        List<JsonNode> items = lines();
        assertThat(items).isNotEmpty().allSatisfy(item -> {
            assertThat(item.get("PK").get("S").asText()).isEqualTo("HR-E01");
            assertThat(item.get("SK").has("S")).isTrue();
        });
    }

    @Test
    void partiql_whenParameterGiven_bindsItToTheQuestionMark() throws Exception {
        cli.run("partiql", HR_OE, BY_EMPLOYEE);
        String literal = cli.out.toString();
        cli.out.getBuffer().setLength(0);

        int exit = cli.run("partiql", HR_OE, "SELECT * FROM \"HR-OE\" WHERE PK = ?", "--parameter", "{\"S\":\"HR-E01\"}");

        assertThat(exit).as(cli.err.toString()).isZero();
        assertThat(cli.out.toString()).isEqualTo(literal).isNotBlank();
    }

    @Test
    void partiql_whenEmbeddedLocal_printsTheSameLinesAsInMemory() {
        cli.run("partiql", HR_OE, BY_EMPLOYEE + " AND begins_with(SK, 'JH-')");
        String memory = cli.out.toString();
        cli.out.getBuffer().setLength(0);

        int exit = cli.run("partiql", HR_OE, BY_EMPLOYEE + " AND begins_with(SK, 'JH-')", "--engine", "embedded");

        assertThat(exit).as(cli.err.toString()).isZero();
        assertThat(cli.out.toString()).isEqualTo(memory).isNotBlank();
    }

    @Test
    void partiql_whenSyntaxError_saysSoOnOneLineAndExits1() {
        int exit = cli.run("partiql", HR_OE, "SELEC * FROM \"HR-OE\"");

        assertThat(exit).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(cli.err.toString().strip()).doesNotContain("\n").doesNotContain("java.").doesNotContain("\tat ")
                .contains("ValidationException").contains("Statement wasn't well formed");
        assertThat(cli.out.toString()).isEmpty();
    }

    @Test
    void partiql_whenInsertOfAnExistingKey_givesDuplicateItemAndExits1() {
        cli.run("partiql", HR_OE, BY_EMPLOYEE);
        String first = cli.out.toString().lines().findFirst().orElseThrow();

        int exit = cli.run("partiql", HR_OE, "INSERT INTO \"HR-OE\" VALUE {'PK': 'HR-E01', 'SK': ?}", "--parameter",
                first.replaceAll(".*\"SK\":(\\{[^}]*\\}).*", "$1"));

        assertThat(exit).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(cli.err.toString().strip()).isEqualTo("error: DuplicateItem: Duplicate primary key exists in table");
    }

    @Test
    void partiql_whenUpdateOfAMissingItem_failsItsConditionAndExits1() {
        int exit = cli.run("partiql", HR_OE, "UPDATE \"HR-OE\" SET Note = 'checked' WHERE PK = 'HR-E01' AND SK = 'fresh'");

        assertThat(exit).isEqualTo(TablewrightCommand.BAD_INPUT);
        assertThat(cli.err.toString().strip())
                .isEqualTo("error: ConditionalCheckFailedException: The conditional request failed");
    }

    @Test
    void partiql_whenUpdateReturnsModifiedNew_printsTheChangedAttributes() throws Exception {
        cli.run("partiql", HR_OE, BY_EMPLOYEE);
        String first = cli.out.toString().lines().findFirst().orElseThrow();
        String sk = mapper.readTree(first).get("SK").get("S").asText();
        cli.out.getBuffer().setLength(0);

        int exit = cli.run("partiql", HR_OE, "UPDATE \"HR-OE\" SET Note = 'checked' WHERE PK = 'HR-E01' AND SK = ? "
                + "RETURNING MODIFIED NEW *", "--parameter", "{\"S\":\"" + sk + "\"}");

        assertThat(exit).as(cli.err.toString()).isZero();
        assertThat(cli.out.toString().strip()).isEqualTo("{\"Note\":{\"S\":\"checked\"}}");
    }

    @Test
    void partiql_whenStatementMissing_isAUsageError() {
        int exit = cli.run("partiql", HR_OE);

        assertThat(exit).isEqualTo(TablewrightCommand.USAGE);
        assertThat(cli.err.toString()).contains("STATEMENT");
    }

    @Test
    void partiql_whenParameterIsNotDynamoJson_isAUsageErrorNamingIt() {
        int exit = cli.run("partiql", HR_OE, "SELECT * FROM \"HR-OE\" WHERE PK = ?", "--parameter", "HR-E01");

        assertThat(exit).isEqualTo(TablewrightCommand.USAGE);
        assertThat(cli.err.toString().strip()).startsWith("error: --parameter 1 (HR-E01)").doesNotContain("\n");
    }

    @Test
    void partiql_whenEngineUnknown_isAUsageError() {
        int exit = cli.run("partiql", HR_OE, BY_EMPLOYEE, "--engine", "cloud");

        assertThat(exit).isEqualTo(TablewrightCommand.USAGE);
        assertThat(cli.err.toString()).contains("--engine must be memory, embedded, endpoint=URL or profile=NAME");
    }
}
