package dev.tablewright.formats.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.bertramlabs.plugins.hcl4j.HCLParser;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.formats.imports.CloudFormationImporter;
import dev.tablewright.model.BillingMode;
import dev.tablewright.model.Extras;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Model;
import dev.tablewright.model.ModelMetadata;
import dev.tablewright.model.ScalarType;
import dev.tablewright.model.Table;
import dev.tablewright.model.TableSettings;
import dev.tablewright.model.TableSettings.Encryption;
import dev.tablewright.model.TableSettings.StreamViewType;
import dev.tablewright.model.TableSettings.TableClass;
import dev.tablewright.model.TableSettings.Throughput;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Each table setting alone through CloudFormation (and back through import-cfn), Terraform and CLI JSON. */
class TableSettingsExportTest {
    private static final TableSettings NONE = TableSettings.none();

    static TableSettings ttl(String attribute) {
        return new TableSettings(attribute, null, false, null, null, null, false, null, null, Map.of());
    }

    static TableSettings stream(StreamViewType type) {
        return new TableSettings(null, type, false, null, null, null, false, null, null, Map.of());
    }

    static TableSettings deletionProtection() {
        return new TableSettings(null, null, true, null, null, null, false, null, null, Map.of());
    }

    static TableSettings tableClass(TableClass tableClass) {
        return new TableSettings(null, null, false, tableClass, null, null, false, null, null, Map.of());
    }

    static TableSettings onDemand(Long read, Long write) {
        return new TableSettings(null, null, false, null, new Throughput(read, write), null, false, null, null, Map.of());
    }

    static TableSettings warm(Long read, Long write) {
        return new TableSettings(null, null, false, null, null, new Throughput(read, write), false, null, null, Map.of());
    }

    static TableSettings pitr(Integer days) {
        return new TableSettings(null, null, false, null, null, null, true, days, null, Map.of());
    }

    static TableSettings encryption(Encryption.KeyType type, String key) {
        return new TableSettings(null, null, false, null, null, null, false, null, new Encryption(type, key), Map.of());
    }

    static TableSettings tags(Map<String, String> tags) {
        return new TableSettings(null, null, false, null, null, null, false, null, null, tags);
    }

    static Stream<Arguments> eachSetting() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("team", "orders");
        tags.put("cost centre", "4711 \"q\"");
        return Stream.of(
                Arguments.of("TTL", ttl("expiresAt")),
                Arguments.of("stream KEYS_ONLY", stream(StreamViewType.KEYS_ONLY)),
                Arguments.of("stream NEW_IMAGE", stream(StreamViewType.NEW_IMAGE)),
                Arguments.of("stream OLD_IMAGE", stream(StreamViewType.OLD_IMAGE)),
                Arguments.of("stream NEW_AND_OLD_IMAGES", stream(StreamViewType.NEW_AND_OLD_IMAGES)),
                Arguments.of("deletion protection", deletionProtection()),
                Arguments.of("table class STANDARD_INFREQUENT_ACCESS", tableClass(TableClass.STANDARD_INFREQUENT_ACCESS)),
                Arguments.of("table class STANDARD", tableClass(TableClass.STANDARD)),
                Arguments.of("on-demand maximum", onDemand(100L, 50L)),
                Arguments.of("on-demand maximum reads only", onDemand(200L, null)),
                Arguments.of("warm throughput", warm(13000L, 5000L)),
                Arguments.of("PITR", pitr(null)),
                Arguments.of("PITR 7 days", pitr(7)),
                Arguments.of("AWS owned key", encryption(Encryption.KeyType.OWNED, null)),
                Arguments.of("AWS managed key", encryption(Encryption.KeyType.AWS_MANAGED, null)),
                Arguments.of("customer managed key", encryption(Encryption.KeyType.CUSTOMER_MANAGED,
                        "arn:aws:kms:eu-west-1:111122223333:key/1234abcd")),
                Arguments.of("tags", tags(tags)));
    }

    static Table table(TableSettings settings) {
        return new Table("Sessions", KeySchema.of(KeyAttribute.of("id", ScalarType.S)), List.of(), List.of(), List.of(),
                List.of(), List.of(), BillingMode.PAY_PER_REQUEST, null, Extras.none(), settings);
    }

    static Model model(TableSettings settings) {
        return new Model("settings", ModelMetadata.of(""), List.of(table(settings)), List.of(), Extras.none());
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("eachSetting")
    void cloudFormation_whenExportedAndImported_keepsTheSetting(String name, TableSettings settings) throws Exception {
        Model model = model(settings);

        Table fromYaml = CloudFormationImporter.read(CloudFormationExporter.toYaml(model), Path.of("s.yaml")).tables().get(0);
        Table fromJson = CloudFormationImporter.read(CloudFormationExporter.toJson(model), Path.of("s.json")).tables().get(0);

        assertThat(fromYaml.settings()).as("%s through YAML", name).isEqualTo(settings);
        assertThat(fromJson.settings()).as("%s through JSON", name).isEqualTo(settings);
        assertThat(fromYaml).isEqualTo(TableDefinitions.schemaOf(table(settings)));
        assertThat(CloudFormationExportTest.schemaProblems(CloudFormationExporter.template(model)))
                .as("schema problems of %s", name).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("eachSetting")
    void terraform_whenParsedByHcl4j_holdsTheSetting(String name, TableSettings settings) throws Exception {
        Map<String, Object> parsed = new HCLParser().parse(TerraformExporter.toHcl(model(settings)));
        Map<String, Object> block = TerraformSettingsReader.table(parsed);

        assertThat(TerraformSettingsReader.settings(block)).as(name).isEqualTo(settings);
    }

    @Test
    void createTableInput_whenAllSettingsGiven_carriesWhatCreateTableTakes() {
        TableSettings all = new TableSettings("expiresAt", StreamViewType.NEW_IMAGE, true,
                TableClass.STANDARD_INFREQUENT_ACCESS, new Throughput(100L, 50L), new Throughput(13000L, 5000L), true, 7,
                new Encryption(Encryption.KeyType.CUSTOMER_MANAGED, "alias/orders"), Map.of("team", "orders"));

        ObjectNode input = CliInputExporter.createTableInput(table(all));

        assertThat(input.path("StreamSpecification").toString())
                .isEqualTo("{\"StreamEnabled\":true,\"StreamViewType\":\"NEW_IMAGE\"}");
        assertThat(input.path("DeletionProtectionEnabled").booleanValue()).isTrue();
        assertThat(input.path("TableClass").asText()).isEqualTo("STANDARD_INFREQUENT_ACCESS");
        assertThat(input.path("OnDemandThroughput").toString())
                .isEqualTo("{\"MaxReadRequestUnits\":100,\"MaxWriteRequestUnits\":50}");
        assertThat(input.path("WarmThroughput").toString())
                .isEqualTo("{\"ReadUnitsPerSecond\":13000,\"WriteUnitsPerSecond\":5000}");
        assertThat(input.path("SSESpecification").toString())
                .isEqualTo("{\"Enabled\":true,\"SSEType\":\"KMS\",\"KMSMasterKeyId\":\"alias/orders\"}");
        assertThat(input.path("Tags").toString()).isEqualTo("[{\"Key\":\"team\",\"Value\":\"orders\"}]");
        assertThat(input.has("TimeToLiveSpecification")).isFalse();
        assertThat(input.has("PointInTimeRecoverySpecification")).isFalse();
        assertThat(SettingsExport.followUpCommands(table(all))).containsExactly(
                "aws dynamodb update-time-to-live --table-name Sessions --time-to-live-specification"
                        + " Enabled=true,AttributeName=expiresAt",
                "aws dynamodb update-continuous-backups --table-name Sessions --point-in-time-recovery-specification"
                        + " PointInTimeRecoveryEnabled=true,RecoveryPeriodInDays=7");
    }

    @Test
    void followUpCommands_whenNoTtlOrPitr_areNone() {
        assertThat(SettingsExport.followUpCommands(table(NONE))).isEmpty();
        assertThat(CliInputExporter.createTableInput(table(NONE)).has("StreamSpecification")).isFalse();
    }

    /** The TTL of an exported CloudFormation table as written. */
    @Test
    void template_whenTtlSet_writesAttributeNameAndEnabled() {
        JsonNode properties = CloudFormationExporter.template(model(ttl("exp"))).path("Resources")
                .path("SessionsTable").path("Properties");

        assertThat(properties.path("TimeToLiveSpecification").toString())
                .isEqualTo("{\"AttributeName\":\"exp\",\"Enabled\":true}");
    }
}
