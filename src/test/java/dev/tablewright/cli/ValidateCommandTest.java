package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.LoadedModel;
import dev.tablewright.formats.Position;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.validate.Finding;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ValidateCommandTest {
    @TempDir
    Path dir;

    @Test
    void format_whenPathHasAPosition_printsFileLineColumnSeverityMessage() {
        Model model = new Model("m", null, List.of(Table.of("Orders", KeySchema.of(KeyAttribute.of("PK", ScalarType.S)))),
                List.of(), null);
        LoadedModel loaded = new LoadedModel(model, Path.of("m.json"), Map.of("DataModel[0].TableData[1]", new Position(12, 9)));

        assertThat(ValidateCommand.format(Path.of("m.json"), loaded,
                Finding.error("DataModel[0].TableData[1].SK", "Missing the key SK in the item")))
                .isEqualTo("m.json:12:9: error: Missing the key SK in the item");
        assertThat(ValidateCommand.format(Path.of("m.json"), loaded, Finding.warning("Tablewright.AccessPatterns[0]", "w")))
                .isEqualTo("m.json: warning: w");
    }

    @Test
    void validate_whenNoModelIsGiven_exitsTwoWithAUsageError() {
        CliRun run = CliRun.of("validate");

        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.err()).startsWith("error: Missing required parameter: 'MODEL'");
    }

    @Test
    void validate_whenFileDoesNotExist_exitsOneWithOneLine() {
        CliRun run = CliRun.of("validate", dir.resolve("nope.json").toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().lines()).hasSize(1).first().asString().startsWith("error: ");
    }

    @Test
    void validate_whenShippedModelIsClean_exitsZeroAndPrintsNoFindings() {
        CliRun run = CliRun.of("validate", "models/hr-oe.json");

        assertThat(run.exitCode()).as(run.out() + run.err()).isZero();
        assertThat(run.out()).isEmpty();
        assertThat(run.err()).isEqualTo("models/hr-oe.json: 0 errors, 0 warnings" + System.lineSeparator());
    }

    @Test
    void validate_whenItemLacksItsSortKey_printsItsPositionAndExitsOne() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = (ObjectNode) mapper.readTree(Path.of("models/person-records.json").toFile());
        ObjectNode item = (ObjectNode) root.at("/DataModel/0/TableFacets/1/TableData/3");
        item.remove("sk");
        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, mapper.writerWithDefaultPrettyPrinter().writeValueAsString(root));

        CliRun run = CliRun.of("validate", broken.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().lines()).singleElement().asString()
                .matches(java.util.regex.Pattern.quote(broken.toString()) + ":\\d+:\\d+: error: "
                        + "One or more parameter values were invalid: Missing the key sk in the item");
        assertThat(run.err()).contains("1 error, 0 warnings");
    }
}
