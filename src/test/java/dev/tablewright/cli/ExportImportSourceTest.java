package dev.tablewright.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import dev.tablewright.formats.ModelFiles;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code export --format cloudformation --import-source s3://...}: each table created from the items under a prefix. */
class ExportImportSourceTest {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    @TempDir
    Path temp;

    @Test
    void export_whenImportSourceAndOneTable_givesTheTableThePrefix() throws Exception {
        Path out = temp.resolve("stack.yaml");

        CliRun run = CliRun.of("export", "models/hr-oe.json", "--format", "cloudformation", "--import-source",
                "s3://my-bucket/hr-oe/employees/", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        JsonNode spec = specs(YAML.readTree(out.toFile())).get(0);
        assertThat(spec.toString()).isEqualTo("{\"InputFormat\":\"DYNAMODB_JSON\",\"InputCompressionType\":\"GZIP\","
                + "\"S3BucketSource\":{\"S3Bucket\":\"my-bucket\",\"S3KeyPrefix\":\"hr-oe/employees/\"}}");
        CliRun back = CliRun.of("import-cfn", out.toString(), "--out", temp.resolve("back.json").toString());
        assertThat(back.exitCode()).as("the template still imports: " + back.err()).isZero();
        assertThat(ModelFiles.read(temp.resolve("back.json")).model().tables()).hasSize(1);
    }

    @Test
    void export_whenImportSourceAndSeveralTables_givesEachTableItsOwnFolder() throws Exception {
        Path out = temp.resolve("stack.json");

        CliRun run = CliRun.of("export", "models/gaming.json", "--format", "cloudformation-json", "--import-source",
                "s3://games-data/load", "--out", out.toString());

        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(specs(new ObjectMapper().readTree(out.toFile()))).extracting(s -> s.path("S3BucketSource")
                .path("S3KeyPrefix").asText()).containsExactly("load/GamePlayer/", "load/GamePlayerOverloaded/");
    }

    @Test
    void export_whenImportSourceWrongOrForAnotherFormat_exits2() {
        CliRun notS3 = CliRun.of("export", "models/hr-oe.json", "--format", "cloudformation", "--import-source", "/tmp/x");
        CliRun terraform = CliRun.of("export", "models/hr-oe.json", "--format", "terraform", "--import-source", "s3://bkt/p");

        assertThat(notS3.exitCode()).isEqualTo(2);
        assertThat(notS3.err()).contains("--import-source: '/tmp/x' is not s3://BUCKET/PREFIX");
        assertThat(terraform.exitCode()).isEqualTo(2);
        assertThat(terraform.err()).contains("--import-source is for cloudformation and cloudformation-json, not terraform");
    }

    private static List<JsonNode> specs(JsonNode template) {
        List<JsonNode> specs = new ArrayList<>();
        template.get("Resources").forEach(r -> {
            if (r.path("Type").asText().equals("AWS::DynamoDB::Table")) {
                specs.add(r.path("Properties").get("ImportSourceSpecification"));
            }
        });
        return specs;
    }
}
