package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Model;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code import FILE --out MODEL [--format F]} run as a user would. */
class ImportCommandTest {
    private static final Path SAM = Path.of("src/test/resources/imports/sam/photos.yaml");
    private static final Path MCP = Path.of("src/test/resources/imports/mcp/shop_data_model.json");

    @TempDir
    Path temp;

    @Test
    void import_whenSamTemplate_saysCloudFormationAndWritesTheTables() throws Exception {
        Path out = temp.resolve("photos.json");

        CliRun run = CliRun.of("import", SAM.toString(), "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("read " + SAM + " as a CloudFormation or SAM template\n")
                .contains("albums-dev: 0 GSIs, 0 LSIs, 0 items, PROVISIONED", "wrote 4 tables and 0 access patterns to " + out);
        assertThat(ModelFiles.read(out).model().tables()).hasSize(4);
    }

    @Test
    void import_whenMcpDataModel_saysSoAndNamesWhatWasLeftOut() throws Exception {
        Path out = temp.resolve("shop.json");

        CliRun run = CliRun.of("import", MCP.toString(), "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("read " + MCP + " as a DynamoDB MCP server dynamodb_data_model.json\n")
                .contains("ShopTable: 1 GSIs, 0 LSIs, 7 items, PAY_PER_REQUEST", "wrote 1 tables and 8 access patterns");
        assertThat(run.err()).contains("left out: pattern 8 (Search products by words in their title): served outside "
                + "DynamoDB: Full-text search is served by OpenSearch, fed from the table's stream; kept as a note");
        Model model = ModelFiles.read(out).model();
        assertThat(model.accessPatterns()).hasSize(8);
    }

    @Test
    void import_whenMcpSchemaWithUsageData_saysSoAndWritesWhatItRead() throws Exception {
        Path schema = Path.of("src/test/resources/imports/mcp-schema/shop/schema.json");
        Path out = temp.resolve("shop-schema.json");
        Path forcedOut = temp.resolve("forced.json");

        CliRun run = CliRun.of("import", schema.toString(), "--out", out.toString());
        CliRun forced = CliRun.of("import", schema.toString(), "--format", "mcp-schema", "--out", forcedOut.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("read " + schema + " as a DynamoDB MCP server code-generation schema.json\n")
                .contains("ShopTable: 2 GSIs, 0 LSIs, 3 items, PAY_PER_REQUEST", "wrote 1 tables and 11 access patterns");
        assertThat(run.err()).contains("left out: get_orders_batch (pattern_id 8): BatchGetItem read as one GetItem");
        assertThat(ModelFiles.read(out).model()).as("facets' generators and entity types kept in the file")
                .isEqualTo(dev.tablewright.formats.imports.ModelImports.read(schema).model());
        assertThat(forced.exitCode()).as(forced.err()).isZero();
        assertThat(Files.readString(forcedOut)).isEqualTo(Files.readString(out));
    }

    @Test
    void import_whenWorkbenchModel_writesTheSameModel() throws Exception {
        Path out = temp.resolve("hr.json");

        CliRun run = CliRun.of("import", "models/hr-oe.json", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).startsWith("read models/hr-oe.json as a NoSQL Workbench model\n");
        assertThat(ModelFiles.read(out).model()).isEqualTo(ModelFiles.read(Path.of("models/hr-oe.json")).model());
    }

    @Test
    void import_whenFileUnknownOrAmbiguous_exits1WithOneLine() throws Exception {
        Path notes = temp.resolve("notes.yaml");
        Files.writeString(notes, "shopping: [milk, eggs]\n");
        Path both = temp.resolve("both.json");
        Files.writeString(both, "{\"ModelName\": \"m\", \"DataModel\": [], \"tables\": [], \"items\": {}}");

        CliRun unknown = CliRun.of("import", notes.toString(), "--out", temp.resolve("a.json").toString());
        CliRun ambiguous = CliRun.of("import", both.toString(), "--out", temp.resolve("b.json").toString());

        assertThat(unknown.exitCode()).isEqualTo(1);
        assertThat(unknown.err()).startsWith("error: " + notes + ": not a format Tablewright imports").hasLineCount(1);
        assertThat(ambiguous.exitCode()).isEqualTo(1);
        assertThat(ambiguous.err()).isEqualTo("error: " + both + ": ambiguous: it looks like a NoSQL Workbench model and "
                + "like a DynamoDB MCP server dynamodb_data_model.json; name one with --format (workbench, cloudformation, "
                + "mcp-data-model, mcp-schema, onetable, terraform)\n");
        assertThat(temp.resolve("a.json")).doesNotExist();
    }

    @Test
    void import_whenFormatForced_readsThatFormat() throws Exception {
        Path both = temp.resolve("both.json");
        Files.writeString(both, "{\"ModelName\": \"m\", \"DataModel\": [], \"tables\": [{\"TableName\": \"Things\", "
                + "\"AttributeDefinitions\": [{\"AttributeName\": \"id\", \"AttributeType\": \"S\"}], \"KeySchema\": "
                + "[{\"AttributeName\": \"id\", \"KeyType\": \"HASH\"}], \"BillingMode\": \"PAY_PER_REQUEST\"}], \"items\": {}}");
        Path out = temp.resolve("things.json");

        CliRun run = CliRun.of("import", both.toString(), "--format", "mcp-data-model", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(ModelFiles.read(out).model().tables()).singleElement()
                .satisfies(t -> assertThat(t.name()).isEqualTo("Things"));
    }

    @Test
    void import_whenFormatUnknownOrOutExists_exits2() throws Exception {
        Path out = temp.resolve("exists.json");
        Files.writeString(out, "{}");

        CliRun badFormat = CliRun.of("import", SAM.toString(), "--format", "pulumi", "--out", temp.resolve("x.json").toString());
        CliRun exists = CliRun.of("import", SAM.toString(), "--out", out.toString());

        assertThat(badFormat.exitCode()).isEqualTo(2);
        assertThat(badFormat.err()).contains("--format: 'pulumi' is not one of workbench, cloudformation, mcp-data-model, mcp-schema, onetable, terraform");
        assertThat(exists.exitCode()).isEqualTo(2);
        assertThat(Files.readString(out)).isEqualTo("{}");
    }
}
