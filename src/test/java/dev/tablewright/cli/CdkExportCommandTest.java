package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.Extras;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code export --format cdk-typescript|cdk-java}: the app's folder, its options, and nothing of the user's lost. */
class CdkExportCommandTest {
    @TempDir
    Path temp;

    @Test
    void export_whenCdkTypeScript_writesTheAppIntoTheFolder() throws Exception {
        Path out = temp.resolve("app");

        CliRun run = CliRun.of("export", "models/person-records.json", "--format", "cdk-typescript",
                "--removal-policy", "destroy", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out()).contains(out + ": a CDK app of 6 files");
        assertThat(out.resolve("package.json")).content().contains("\"aws-cdk-lib\": \"2.263.0\"");
        assertThat(out.resolve("cdk.json")).content().contains("node bin/app.js");
        assertThat(out.resolve("bin/app.ts")).content().contains("new PersonRecordsStack(app, 'PersonRecords');");
        assertThat(out.resolve("lib/person-records-stack.ts")).content()
                .contains("new dynamodb.Table(this, \"DbHashTableTable\"")
                .contains("removalPolicy: cdk.RemovalPolicy.DESTROY")
                .contains("indexName: \"reverse-index\"")
                .as("no items without --with-items").doesNotContain("AwsCustomResource");
    }

    @Test
    void export_whenCdkJavaWithItems_writesEachTablesItemsBesideTheStack() throws Exception {
        Path out = temp.resolve("java-app");
        int items = ModelFiles.read(Path.of("models/person-records.json")).model().tables().get(0).allItems().size();

        CliRun run = CliRun.of("export", "models/person-records.json", "--format", "cdk-java", "--with-items",
                "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(out.resolve("pom.xml")).content().contains("<artifactId>aws-cdk-lib</artifactId>");
        assertThat(out.resolve("src/main/java/com/myorg/PersonRecordsApp.java")).isRegularFile();
        assertThat(out.resolve("src/main/java/com/myorg/PersonRecordsStack.java")).content()
                .contains(".removalPolicy(RemovalPolicy.RETAIN)")
                .contains("writeItems(\"DbHashTableTableItems\", dbHashTableTable, \"items/DbHashTableTable.json\");");
        assertThat(new ObjectMapper().readTree(out.resolve("items/DbHashTableTable.json").toFile()).size())
                .as("the items file holds every item of the table").isEqualTo(items).isPositive();
        assertThat(run.err()).as("nothing left out").isEmpty();
    }

    @Test
    void export_whenAFileOfTheAppExists_refusesWithoutForceAndKeepsItAsABackupWithForce() throws Exception {
        Path out = temp.resolve("app");
        assertThat(CliRun.of("export", "models/gaming.json", "--format", "cdk-typescript", "--out", out.toString())
                .exitCode()).isZero();
        Path stack = out.resolve("lib/gaming-stack.ts");
        Files.writeString(stack, "// my own changes\n");
        Files.delete(out.resolve("cdk.json"));

        CliRun refused = CliRun.of("export", "models/gaming.json", "--format", "cdk-typescript", "--out", out.toString());

        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.err()).contains(out.resolve("package.json") + " already exists; use --force to overwrite it");
        assertThat(stack).as("the user's file is untouched").hasContent("// my own changes");
        assertThat(out.resolve("cdk.json")).as("no file written when one is refused").doesNotExist();

        CliRun forced = CliRun.of("export", "models/gaming.json", "--format", "cdk-typescript", "--out", out.toString(),
                "--force");

        assertThat(forced.exitCode()).as(forced.err()).isZero();
        assertThat(stack).content().contains("export class GamingStack");
        assertThat(out.resolve("lib/gaming-stack.ts.~1~")).as("the replaced file kept").hasContent("// my own changes");
    }

    @Test
    void export_whenCdkOptionsAreWrong_exits2WithOneLine() throws Exception {
        Path file = temp.resolve("a-file");
        Files.writeString(file, "x");

        CliRun noOut = CliRun.of("export", "models/hr-oe.json", "--format", "cdk-java");
        CliRun outIsFile = CliRun.of("export", "models/hr-oe.json", "--format", "cdk-java", "--out", file.toString());
        CliRun policy = CliRun.of("export", "models/hr-oe.json", "--format", "cdk-typescript", "--removal-policy", "keep",
                "--out", temp.resolve("x").toString());
        CliRun itemsElsewhere = CliRun.of("export", "models/hr-oe.json", "--format", "terraform", "--with-items");
        CliRun policyElsewhere = CliRun.of("export", "models/hr-oe.json", "--format", "cloudformation",
                "--removal-policy", "destroy");

        assertThat(List.of(noOut, outIsFile, policy, itemsElsewhere, policyElsewhere)).extracting(CliRun::exitCode).containsOnly(2);
        assertThat(noOut.err()).contains("a CDK app is several files: name a folder with --out");
        assertThat(outIsFile.err()).contains(file + " is a file; a CDK app is written into a folder");
        assertThat(policy.err()).contains("--removal-policy must be retain, destroy or snapshot; was 'keep'");
        assertThat(itemsElsewhere.err()).contains("--with-items is for cdk-typescript and cdk-java, not terraform");
        assertThat(policyElsewhere.err()).contains("--removal-policy is for cdk-typescript and cdk-java, not cloudformation");
        assertThat(temp.resolve("x")).as("nothing written").doesNotExist();
    }

    @Test
    void export_whenModelFailsValidation_exits1AndWritesNothing() throws Exception {
        Path model = temp.resolve("broken.json");
        ModelFiles.write(new Model("Broken", ModelMetadata.of(""),
                List.of(Table.of("ab", KeySchema.of(KeyAttribute.of("id", ScalarType.S)))), List.of(), Extras.none()), model);
        Path out = temp.resolve("app");

        CliRun run = CliRun.of("export", model.toString(), "--format", "cdk-typescript", "--out", out.toString());

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err()).contains("error");
        assertThat(out).as("nothing written").doesNotExist();
    }
}
