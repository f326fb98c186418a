package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.formats.export.TableDefinitions;
import dev.tablewright.formats.AtomicFiles;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The verbs export, import-cfn, import-csv, import-items and export-items, run as a user would. */
class ExportImportVerbsTest {
    private static final Path PERSON = Path.of("models/person-records.json");
    private static final Path HR = Path.of("models/hr-oe.json");

    @TempDir
    Path temp;

    private Path copy(Path model) throws Exception {
        Path target = temp.resolve(model.getFileName());
        Files.copy(model, target, StandardCopyOption.REPLACE_EXISTING);
        return target;
    }

    @Test
    void exportThenImportCfn_whenYamlTemplate_givesTheModelsTables() throws Exception {
        Path template = temp.resolve("gaming.yaml");
        Path imported = temp.resolve("imported.json");

        CliRun exported = CliRun.of("export", "models/gaming.json", "--format", "cloudformation", "--out", template.toString());
        CliRun read = CliRun.of("import-cfn", template.toString(), "--out", imported.toString());

        assertThat(exported.exitCode()).as(exported.err()).isZero();
        assertThat(read.exitCode()).as(read.err()).isZero();
        Model original = ModelFiles.read(Path.of("models/gaming.json")).model();
        assertThat(ModelFiles.read(imported).model().tables())
                .isEqualTo(original.tables().stream().map(TableDefinitions::schemaOf).toList());
        assertThat(read.out()).contains("GamePlayer: 2 GSIs, 0 LSIs, PAY_PER_REQUEST");
    }

    @Test
    void importCfn_whenOutExistsOrTemplateBroken_exits2Or1WithOneLine() throws Exception {
        Path out = temp.resolve("exists.json");
        Files.writeString(out, "{}");
        Path broken = temp.resolve("broken.yaml");
        Files.writeString(broken, "Resources:\n  T:\n    Type: AWS::DynamoDB::Table\n    Properties:\n"
                + "      KeySchema: [{AttributeName: id, KeyType: HASH}]\n      BillingMode: PAY_PER_REQUEST\n");

        CliRun refused = CliRun.of("import-cfn", broken.toString(), "--out", out.toString());
        CliRun failed = CliRun.of("import-cfn", broken.toString(), "--out", temp.resolve("new.json").toString());

        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(failed.exitCode()).isEqualTo(1);
        assertThat(failed.err()).isEqualTo("error: " + broken
                + ":5: T: KeySchema names 'id', which AttributeDefinitions does not define\n");
    }

    @Test
    void export_whenFormatUnknownOrSeveralTablesToStdout_exits2() {
        assertThat(CliRun.of("export", HR.toString(), "--format", "pulumi").exitCode()).isEqualTo(2);
        CliRun several = CliRun.of("export", "models/gaming.json", "--format", "cli");
        assertThat(several.exitCode()).isEqualTo(2);
        assertThat(several.err()).contains("name a folder with --out, or one table with --table");
        CliRun one = CliRun.of("export", "models/gaming.json", "--format", "cli", "--table", "GamePlayer");
        assertThat(one.exitCode()).isZero();
        assertThat(one.out()).contains("\"TableName\" : \"GamePlayer\"");
    }

    @Test
    void export_whenCliFormatAndOutIsAnExistingFolder_writesTableJsonInIt() throws Exception {
        Path folder = Files.createDirectory(temp.resolve("inputs"));

        CliRun run = CliRun.of("export", HR.toString(), "--format", "cli", "--out", folder.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(new ObjectMapper().readTree(folder.resolve("HR-OE.json").toFile()).get("TableName").asText())
                .isEqualTo("HR-OE");
    }

    @Test
    void importCsv_whenFacetRowsUseAliases_savesInPlaceKeepingABackup() throws Exception {
        Path model = copy(PERSON);
        Path csv = temp.resolve("people.csv");
        Files.writeString(csv, "userId,age,firstName,lastName\nuserId#new-1,age#30,Ada,Lovelace\n"
                + "userId#new-2,age#41,Alan,Turing\n");
        int before = ModelFiles.read(model).model().tables().get(0).findFacet("Person").orElseThrow().items().size();

        CliRun run = CliRun.of("import-csv", model.toString(), "--table", "dbHashTable", "--facet", "Person", csv.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains("imported 2 items into dbHashTable (facet Person)");
        Table table = ModelFiles.read(model).model().tables().get(0);
        List<Item> people = table.findFacet("Person").orElseThrow().items();
        assertThat(people).hasSize(before + 2);
        assertThat(people.get(people.size() - 1).get("pk")).isEqualTo(AttributeValue.s("userId#new-2"));
        assertThat(AtomicFiles.backupOf(model)).exists();
    }

    @Test
    void importCsv_whenPreviewAsked_showsTypesRowsAndProblemsAndSavesNothing() throws Exception {
        Path model = copy(PERSON);
        String before = Files.readString(model);
        Path csv = temp.resolve("preview.csv");
        Files.writeString(csv, "pk,sk,n,Active,Tags:SS\na,b,1.50,true,\"[\"\"x\"\"]\"\na,b,2,false,\nc,d,3,,\n");

        CliRun shown = CliRun.of("import-csv", model.toString(), "--table", "dbHashTable", csv.toString(), "--preview", "1");

        assertThat(shown.exitCode()).as(shown.err()).isZero();
        assertThat(shown.out()).contains("  pk  S  (the key's type)", "  n  N  (inferred from the cells)", "  Active  BOOL  (inferred from the cells)",
                "  Tags  SS  (given in the header)", "first 1 row(s) as items:", "  line 2: {")
                .contains("\"n\":{\"N\":\"1.50\"}").contains("nothing was saved");
        assertThat(Files.readString(model)).isEqualTo(before);

        CliRun all = CliRun.of("import-csv", model.toString(), "--table", "dbHashTable", csv.toString(), "--preview");

        assertThat(all.exitCode()).isEqualTo(1);
        assertThat(all.out()).contains("first 2 row(s) as items:", "  line 4: {", "1 problem(s) in these rows:");
        assertThat(all.err()).isEqualTo("error: " + csv + ":3: primary key (pk=a, sk=b) repeats line 2" + System.lineSeparator());
        assertThat(Files.readString(model)).isEqualTo(before);
    }

    @Test
    void importCsv_whenRowsRepeatKeysOfTheFileOrModel_printsEveryProblemWithItsLineAndSavesNothing() throws Exception {
        Path model = copy(PERSON);
        String before = Files.readString(model);
        Item existing = ModelFiles.read(model).model().tables().get(0).allItems().get(0);
        String pk = ((AttributeValue.S) existing.get("pk")).value();
        String sk = ((AttributeValue.S) existing.get("sk")).value();
        Path csv = temp.resolve("bad.csv");
        Files.writeString(csv, "pk,sk,n\nx,y,1\n" + pk + "," + sk + ",2\nx,y,3\n,z,4\n");

        CliRun run = CliRun.of("import-csv", model.toString(), "--table", "dbHashTable", csv.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().lines()).containsExactly(
                "error: " + csv + ":4: primary key (pk=x, sk=y) repeats line 2",
                "error: " + csv + ":5: no value for partition key pk");
        assertThat(Files.readString(model)).isEqualTo(before);

        Path onlyExisting = temp.resolve("existing.csv");
        Files.writeString(onlyExisting, "pk,sk\n" + pk + "," + sk + "\n");
        CliRun clash = CliRun.of("import-csv", model.toString(), "--table", "dbHashTable", onlyExisting.toString());
        assertThat(clash.exitCode()).isEqualTo(1);
        assertThat(clash.err()).startsWith("error: " + onlyExisting + ":2: primary key (pk=" + pk + ", sk=" + sk
                + ") is already held by an item of facet ");
        assertThat(Files.readString(model)).isEqualTo(before);
    }

    @Test
    void importCsv_whenTableUnknown_exits1NamingTheTables() throws Exception {
        Path csv = temp.resolve("a.csv");
        Files.writeString(csv, "pk,sk\na,b\n");

        CliRun run = CliRun.of("import-csv", PERSON.toString(), "--table", "nope", csv.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).isEqualTo("error: " + PERSON + ": no table 'nope'; the model has dbHashTable\n");
    }

    @Test
    void exportItemsThenImportItems_whenDynamoDbJson_givesTheSameItemsInANewModel() throws Exception {
        Path items = temp.resolve("hr.json");
        Model original = ModelFiles.read(HR).model();
        Table emptied = original.tables().get(0).withItems(List.of()).withFacets(original.tables().get(0).facets()
                .stream().map(f -> f.withItems(List.of())).toList());
        Path empty = temp.resolve("empty.json");
        ModelFiles.write(original.withTable(emptied), empty);
        Path filled = temp.resolve("filled.json");

        CliRun exported = CliRun.of("export-items", HR.toString(), "--table", "HR-OE", "--format", "dynamodb-json",
                "--out", items.toString());
        CliRun imported = CliRun.of("import-items", empty.toString(), "--table", "HR-OE", items.toString(),
                "--out", filled.toString());

        assertThat(exported.exitCode()).as(exported.err()).isZero();
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(ModelFiles.read(filled).model().tables().get(0).items())
                .containsExactlyElementsOf(original.tables().get(0).allItems());
    }

    @Test
    void exportItems_whenPatternGiven_writesItsResultsAsPlainJson() throws Exception {
        CliRun run = CliRun.of("export-items", HR.toString(), "--pattern",
                "1. Look up employee details by employee ID", "--param", "employeeId=E02", "--format", "json");

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode items = new ObjectMapper().readTree(run.out());
        assertThat(items.isArray()).isTrue();
        assertThat(items.size()).isPositive();
        items.forEach(item -> assertThat(item.get("PK").asText()).isEqualTo("HR-E02"));
    }

    @Test
    void exportItems_whenCsvOfAFacet_readsBackThroughImportCsv() throws Exception {
        Path csv = temp.resolve("jobs.csv");
        Model original = ModelFiles.read(HR).model();
        Table table = original.tables().get(0);
        Path empty = temp.resolve("empty.json");
        ModelFiles.write(original.withTable(table.withFacets(table.facets().stream()
                .map(f -> f.name().equals("EmployeeJob") ? f.withItems(List.of()) : f).toList())), empty);

        CliRun exported = CliRun.of("export-items", HR.toString(), "--table", "HR-OE", "--facet", "EmployeeJob",
                "--out", csv.toString());
        CliRun imported = CliRun.of("import-csv", empty.toString(), "--table", "HR-OE", "--facet", "EmployeeJob",
                csv.toString());

        assertThat(exported.exitCode()).as(exported.err()).isZero();
        assertThat(imported.exitCode()).as(imported.err()).isZero();
        assertThat(ModelFiles.read(empty).model().tables().get(0).findFacet("EmployeeJob").orElseThrow().items())
                .isEqualTo(table.findFacet("EmployeeJob").orElseThrow().items());
    }

    @Test
    void exportItems_whenBothTableAndPatternOrNeither_exits2() {
        assertThat(CliRun.of("export-items", HR.toString()).exitCode()).isEqualTo(2);
        assertThat(CliRun.of("export-items", HR.toString(), "--table", "HR-OE", "--pattern", "x").exitCode()).isEqualTo(2);
        assertThat(CliRun.of("export-items", HR.toString(), "--table", "HR-OE", "--format", "xml").exitCode()).isEqualTo(2);
    }
}
