package dev.tablewright.formats.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.bertramlabs.plugins.hcl4j.HCLParser;
import com.fasterxml.jackson.databind.JsonNode;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.formats.imports.CloudFormationImporter;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.Projection;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.IndexThroughput;
import dev.tablewright.model.TableSettings.Throughput;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A global secondary index's own OnDemandThroughput and WarmThroughput: read by import-cfn from a
 * GlobalSecondaryIndexes entry, kept in the model file, and written back by every export.
 */
class IndexThroughputExportTest {
    private static final String TEMPLATE = """
            Resources:
              Orders:
                Type: AWS::DynamoDB::Table
                Properties:
                  TableName: Orders
                  BillingMode: PAY_PER_REQUEST
                  AttributeDefinitions:
                    - {AttributeName: pk, AttributeType: S}
                    - {AttributeName: status, AttributeType: S}
                    - {AttributeName: day, AttributeType: S}
                  KeySchema:
                    - {AttributeName: pk, KeyType: HASH}
                  OnDemandThroughput: {MaxReadRequestUnits: 400, MaxWriteRequestUnits: 200}
                  GlobalSecondaryIndexes:
                    - IndexName: ByStatus
                      KeySchema:
                        - {AttributeName: status, KeyType: HASH}
                      Projection: {ProjectionType: ALL}
                      OnDemandThroughput: {MaxReadRequestUnits: 100, MaxWriteRequestUnits: 50}
                      WarmThroughput: {ReadUnitsPerSecond: 13000, WriteUnitsPerSecond: 5000}
                    - IndexName: ByDay
                      KeySchema:
                        - {AttributeName: day, KeyType: HASH}
                      Projection: {ProjectionType: KEYS_ONLY}
                      OnDemandThroughput: {MaxReadRequestUnits: 30}
            """;
    private static final IndexThroughput BY_STATUS = new IndexThroughput(new Throughput(100L, 50L),
            new Throughput(13000L, 5000L));
    private static final IndexThroughput BY_DAY = new IndexThroughput(new Throughput(30L, null), null);

    private static Model imported() throws Exception {
        return CloudFormationImporter.read(TEMPLATE, Path.of("orders.yaml"));
    }

    @Test
    void importCfn_whenAGsiHasItsOwnThroughput_keepsIt() throws Exception {
        TableSettings settings = imported().tables().get(0).settings();

        assertThat(settings.indexThroughput()).as("each GSI's own OnDemandThroughput and WarmThroughput")
                .containsExactly(Map.entry("ByStatus", BY_STATUS), Map.entry("ByDay", BY_DAY));
        assertThat(settings.onDemandThroughput()).as("the table's own").isEqualTo(new Throughput(400L, 200L));
    }

    @Test
    void cloudFormation_whenExportedAndImportedAgain_keepsEachIndexsThroughput() throws Exception {
        Model model = imported();

        JsonNode gsis = CloudFormationExporter.tableResource(model.tables().get(0)).path("Properties")
                .path("GlobalSecondaryIndexes");
        Model again = CloudFormationImporter.read(CloudFormationExporter.toYaml(model), Path.of("again.yaml"));

        assertThat(gsis.path(0).path("OnDemandThroughput").toString()).as("ByStatus's entry")
                .isEqualTo("{\"MaxReadRequestUnits\":100,\"MaxWriteRequestUnits\":50}");
        assertThat(gsis.path(0).path("WarmThroughput").toString())
                .isEqualTo("{\"ReadUnitsPerSecond\":13000,\"WriteUnitsPerSecond\":5000}");
        assertThat(gsis.path(1).path("OnDemandThroughput").toString()).isEqualTo("{\"MaxReadRequestUnits\":30}");
        assertThat(gsis.path(1).has("WarmThroughput")).as("ByDay has no warm throughput").isFalse();
        assertThat(again.tables().get(0).settings()).isEqualTo(model.tables().get(0).settings());
        assertThat(CloudFormationExportTest.schemaProblems(CloudFormationExporter.template(model))).isEmpty();
    }

    @Test
    void createTableInput_whenAGsiHasItsOwnThroughput_carriesItInTheIndexEntry() throws Exception {
        JsonNode gsi = CliInputExporter.createTableInput(imported().tables().get(0)).path("GlobalSecondaryIndexes").path(0);

        assertThat(gsi.path("IndexName").asText()).isEqualTo("ByStatus");
        assertThat(gsi.path("OnDemandThroughput").path("MaxWriteRequestUnits").asLong()).isEqualTo(50);
        assertThat(gsi.path("WarmThroughput").path("ReadUnitsPerSecond").asLong()).isEqualTo(13000);
    }

    @Test
    @SuppressWarnings("unchecked")
    void terraform_whenAGsiHasItsOwnThroughput_writesItsBlocks() throws Exception {
        String hcl = TerraformExporter.toHcl(imported());
        Map<String, Object> parsed = new HCLParser().parse(hcl);
        Map<String, Object> table = TerraformSettingsReader.table(parsed);
        Object gsis = table.get("global_secondary_index");
        List<Map<String, Object>> blocks = gsis instanceof List<?> list ? (List<Map<String, Object>>) list
                : List.of((Map<String, Object>) gsis);

        assertThat(blocks).as("two global_secondary_index blocks in\n%s", hcl).hasSize(2);
        assertThat(String.valueOf(blocks.get(0).get("on_demand_throughput"))).as(hcl)
                .contains("max_read_request_units=100").contains("max_write_request_units=50");
        assertThat(String.valueOf(blocks.get(0).get("warm_throughput"))).as(hcl)
                .contains("read_units_per_second=13000").contains("write_units_per_second=5000");
        assertThat(String.valueOf(blocks.get(1).get("on_demand_throughput"))).contains("max_read_request_units=30");
    }

    @Test
    void modelFile_whenWrittenAndRead_keepsEachIndexsThroughput() throws Exception {
        Model model = imported();

        Model read = ModelFiles.read(ModelFiles.toJson(model), Path.of("orders.json")).model();

        assertThat(read.tables().get(0).settings().indexThroughput())
                .containsExactly(Map.entry("ByStatus", BY_STATUS), Map.entry("ByDay", BY_DAY));
    }

    static Table tableWith(Map<String, IndexThroughput> byIndex) {
        SecondaryIndex gsi = SecondaryIndex.gsi("ByStatus", KeySchema.of(KeyAttribute.of("status", ScalarType.S)),
                Projection.all());
        return new Table("Orders", KeySchema.of(KeyAttribute.of("pk", ScalarType.S)), List.of(), List.of(gsi),
                List.of(), List.of(), List.of(), BillingMode.PAY_PER_REQUEST, null, Extras.none(),
                TableSettings.none().withIndexThroughput(byIndex));
    }

    static Model modelWith(Map<String, IndexThroughput> byIndex) {
        return new Model("orders", ModelMetadata.of(""), List.of(tableWith(byIndex)), List.of(), Extras.none());
    }
}
