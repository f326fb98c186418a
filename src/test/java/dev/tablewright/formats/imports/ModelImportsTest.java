package dev.tablewright.formats.imports;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Which format a file is in, told from what it holds; a file of none or of several is refused in one line. */
class ModelImportsTest {
    @TempDir
    Path temp;

    @Test
    void detect_whenEachFormat_namesIt() throws Exception {
        assertThat(detect("models/hr-oe.json")).isEqualTo(ImportFormat.WORKBENCH);
        assertThat(detect("src/test/resources/imports/sam/photos.yaml")).isEqualTo(ImportFormat.CLOUDFORMATION);
        assertThat(detect("src/test/resources/imports/mcp/shop_data_model.json")).isEqualTo(ImportFormat.MCP_DATA_MODEL);
        assertThat(detect("src/test/resources/imports/onetable/blog.onetable.json")).isEqualTo(ImportFormat.ONETABLE);
        assertThat(detect("src/test/resources/imports/mcp-schema/chat/schema.json")).isEqualTo(ImportFormat.MCP_SCHEMA);
        assertThat(detect("src/test/resources/imports/terraform/bookings.tf")).isEqualTo(ImportFormat.TERRAFORM);
        Path json = write("stack.template", "{\"AWSTemplateFormatVersion\": \"2010-09-09\", \"Resources\": {}}");
        assertThat(ModelImports.detect(json, Files.readString(json))).as("by content, not by name")
                .isEqualTo(ImportFormat.CLOUDFORMATION);
    }

    @Test
    void detect_whenNoFormatFits_failsInOneLineNamingTheFile() throws Exception {
        Path notes = write("notes.txt", "just: some\nyaml: here\n");
        Path prose = write("prose.txt", "{ this is not json");

        assertThatThrownBy(() -> ModelImports.read(notes)).isInstanceOf(ImportException.class)
                .hasMessageStartingWith(notes + ": not a format Tablewright imports (a NoSQL Workbench model, "
                        + "a CloudFormation or SAM template, a DynamoDB MCP server dynamodb_data_model.json, a DynamoDB MCP server code-generation schema.json, "
                        + "a OneTable schema, Terraform configuration (HCL)): "
                        + "it has none of the top-level keys they have")
                .hasMessageNotContaining("\n");
        assertThatThrownBy(() -> ModelImports.read(prose)).isInstanceOf(ImportException.class)
                .hasMessageContaining("it is neither JSON nor YAML nor HCL with an aws_dynamodb_table").hasMessageNotContaining("\n");
    }

    @Test
    void detect_whenTwoFormatsFit_failsAsAmbiguousAskingForFormat() throws Exception {
        Path both = write("both.json", "{\"ModelName\": \"m\", \"DataModel\": [], \"Resources\": {}}");

        assertThatThrownBy(() -> ModelImports.read(both)).isInstanceOf(ImportException.class)
                .hasMessage(both + ": ambiguous: it looks like a NoSQL Workbench model and like a CloudFormation or SAM "
                        + "template; name one with --format (workbench, cloudformation, mcp-data-model, mcp-schema, onetable, terraform)");
    }

    @Test
    void read_whenFormatForced_readsAsThatFormat() throws Exception {
        Path both = write("both.json", "{\"ModelName\": \"m\", \"DataModel\": [], \"Resources\": {"
                + "\"T\": {\"Type\": \"AWS::Serverless::SimpleTable\"}}}");

        ImportedModel read = ModelImports.read(both, ImportFormat.CLOUDFORMATION);

        assertThat(read.format()).isEqualTo(ImportFormat.CLOUDFORMATION);
        assertThat(read.model().tables()).singleElement().satisfies(t -> assertThat(t.name()).isEqualTo("T"));
    }

    private static ImportFormat detect(String file) throws Exception {
        Path path = Path.of(file);
        return ModelImports.detect(path, Files.readString(path));
    }

    private Path write(String name, String text) throws Exception {
        Path file = temp.resolve(name);
        Files.writeString(file, text);
        return file;
    }

    @Test
    void read_whenTemplateSetsWhatAModelDoesNotHold_namesEachPropertyOnALine() throws Exception {
        Path file = Path.of("src/test/resources/imports/cloudformation/orders-kinesis.yaml");

        ImportedModel imported = ModelImports.read(file);

        assertThat(imported.format()).isEqualTo(ImportFormat.CLOUDFORMATION);
        assertThat(imported.model().tables()).hasSize(1);
        assertThat(imported.model().tables().get(0).globalSecondaryIndexes()).hasSize(1);
        assertThat(imported.leftOut()).as("nothing dropped silently").containsExactly(
                "Orders.KinesisStreamSpecification is not held by a model",
                "Orders.ContributorInsightsSpecification is not held by a model",
                "Orders.ResourcePolicy is not held by a model",
                "Orders.GlobalSecondaryIndexes ByCustomer.ContributorInsightsSpecification is not held by a model");
    }
}
