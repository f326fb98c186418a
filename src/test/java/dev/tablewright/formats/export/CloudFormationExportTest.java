package dev.tablewright.formats.export;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import com.networknt.schema.JsonSchema;
import com.networknt.schema.JsonSchemaFactory;
import com.networknt.schema.SpecVersion;
import com.networknt.schema.ValidationMessage;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AutoScaling;
import dev.tablewright.model.Model;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;

/**
 * The CloudFormation export parses as YAML (by SnakeYAML on its own and by Jackson) and as JSON,
 * passes a JSON schema of the resource types it uses, and holds every table, key, index,
 * projection, billing mode and auto-scaling setting of the model, field by field.
 */
class CloudFormationExportTest {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final YAMLMapper YAML = new YAMLMapper();
    private static JsonSchema schema;

    @BeforeAll
    static void loadSchema() throws Exception {
        try (InputStream in = Files.newInputStream(Path.of("src/test/resources/export/cloudformation-dynamodb.schema.json"))) {
            schema = JsonSchemaFactory.getInstance(SpecVersion.VersionFlag.V202012).getSchema(in);
        }
    }

    /** The schema's complaints about a template (loaded on first use, for other test classes too). */
    static Set<ValidationMessage> schemaProblems(JsonNode template) throws Exception {
        if (schema == null) {
            loadSchema();
        }
        return schema.validate(template);
    }

    static Stream<Model> models() throws Exception {
        List<Model> models = new ArrayList<>();
        for (Path file : ExportFixtures.shippedAndReference()) {
            models.add(ModelFiles.read(file).model());
        }
        models.add(ExportFixtures.everything());
        return models.stream();
    }

    @ParameterizedTest
    @MethodSource("models")
    void toYamlAndToJson_whenParsed_giveTheSameTemplateThatPassesTheSchema(Model model) throws Exception {
        String yamlText = CloudFormationExporter.toYaml(model);
        JsonNode fromYaml = YAML.readTree(yamlText);
        JsonNode fromJson = JSON.readTree(CloudFormationExporter.toJson(model));
        Object snake = new Yaml(new LoaderOptions()).load(yamlText);

        assertThat(fromYaml).as("YAML and JSON exports of %s", model.name()).isEqualTo(fromJson);
        JsonNode snakeTree = JSON.valueToTree(snake);
        assertThat(snakeTree).as("SnakeYAML's reading of %s", model.name()).isEqualTo(fromJson);
        Set<ValidationMessage> problems = schema.validate(fromJson);
        assertThat(problems).as("schema check of %s", model.name()).isEmpty();
    }

    @ParameterizedTest
    @MethodSource("models")
    void template_whenReadField_byField_holdsEveryTableIndexProjectionAndBilling(Model model) throws Exception {
        JsonNode resources = YAML.readTree(CloudFormationExporter.toYaml(model)).get("Resources");

        List<Map.Entry<String, JsonNode>> tables = resources(resources, "AWS::DynamoDB::Table");
        assertThat(tables).as("table resources of %s", model.name()).hasSize(model.tables().size());
        for (Table table : model.tables()) {
            Map.Entry<String, JsonNode> resource = tables.stream()
                    .filter(e -> e.getValue().at("/Properties/TableName").asText().equals(table.name()))
                    .findFirst().orElseThrow(() -> new AssertionError("no resource for table " + table.name()));
            assertThat(TableShapes.described(resource.getValue().get("Properties")))
                    .as("%s in the template", table.name()).isEqualTo(TableShapes.expected(table));
            checkScaling(resources, resource.getKey(), table);
        }
    }

    private static void checkScaling(JsonNode resources, String tableId, Table table) {
        ProvisionedCapacity capacity = table.capacity();
        boolean provisioned = table.effectiveBillingMode() == dev.tablewright.model.BillingMode.PROVISIONED;
        List<Map.Entry<String, JsonNode>> targets = resources(resources, "AWS::ApplicationAutoScaling::ScalableTarget")
                .stream().filter(e -> e.getValue().at("/Properties/ResourceId/Fn::Join/1/1/Ref").asText().equals(tableId))
                .toList();
        List<String> expected = new ArrayList<>();
        if (provisioned && capacity != null) {
            List<String> scopes = new ArrayList<>(List.of("table"));
            table.globalSecondaryIndexes().stream().map(SecondaryIndex::name).forEach(scopes::add);
            for (String scope : scopes) {
                if (capacity.readScaling() != null) {
                    expected.add(scope + " Read");
                }
                if (capacity.writeScaling() != null) {
                    expected.add(scope + " Write");
                }
            }
        }
        List<String> found = new ArrayList<>();
        for (Map.Entry<String, JsonNode> target : targets) {
            JsonNode p = target.getValue().get("Properties");
            JsonNode parts = p.at("/ResourceId/Fn::Join/1");
            String scope = parts.size() == 2 ? "table" : parts.get(3).asText();
            String dimension = p.get("ScalableDimension").asText();
            String readOrWrite = dimension.contains("Read") ? "Read" : "Write";
            assertThat(dimension).isEqualTo("dynamodb:" + (parts.size() == 2 ? "table" : "index") + ":" + readOrWrite
                    + "CapacityUnits");
            AutoScaling scaling = readOrWrite.equals("Read") ? capacity.readScaling() : capacity.writeScaling();
            assertThat(p.get("MinCapacity").asLong()).isEqualTo(scaling.minCapacity());
            assertThat(p.get("MaxCapacity").asLong()).isEqualTo(scaling.maxCapacity());
            if (scaling.serviceRole() == null) {
                assertThat(p.has("RoleARN")).as("no RoleARN: the service-linked role").isFalse();
            } else {
                assertThat(p.at("/RoleARN/Fn::Sub").asText()).endsWith("/" + scaling.serviceRole());
            }
            JsonNode policy = resources(resources, "AWS::ApplicationAutoScaling::ScalingPolicy").stream()
                    .map(Map.Entry::getValue)
                    .filter(v -> v.at("/Properties/ScalingTargetId/Ref").asText().equals(target.getKey()))
                    .findFirst().orElseThrow(() -> new AssertionError("no policy for " + target.getKey()));
            assertThat(policy.at("/Properties/TargetTrackingScalingPolicyConfiguration/TargetValue").asDouble())
                    .isEqualTo(scaling.targetUtilization());
            assertThat(policy.at("/Properties/TargetTrackingScalingPolicyConfiguration/PredefinedMetricSpecification"
                    + "/PredefinedMetricType").asText()).isEqualTo("DynamoDB" + readOrWrite + "CapacityUtilization");
            found.add(scope + " " + readOrWrite);
        }
        assertThat(found).as("scaling targets of %s", table.name()).containsExactlyInAnyOrderElementsOf(expected);
    }

    private static List<Map.Entry<String, JsonNode>> resources(JsonNode resources, String type) {
        List<Map.Entry<String, JsonNode>> list = new ArrayList<>();
        resources.properties().forEach(e -> {
            if (e.getValue().path("Type").asText().equals(type)) {
                list.add(e);
            }
        });
        return list;
    }

    @Test
    void schema_whenTemplateLacksKeySchemaOrMisspellsAProperty_reportsIt() {
        ObjectNode template = CloudFormationExporter.template(ExportFixtures.everything());
        ObjectNode properties = (ObjectNode) template.at("/Resources/OrdersEverything1Table/Properties");
        properties.remove("KeySchema");
        ((ObjectNode) properties.at("/GlobalSecondaryIndexes/0/Projection")).remove("NonKeyAttributes");
        properties.put("BilingMode", "PROVISIONED");

        Set<ValidationMessage> problems = schema.validate(template);

        assertThat(problems.stream().map(ValidationMessage::getMessage).toList())
                .anyMatch(m -> m.contains("KeySchema"))
                .anyMatch(m -> m.contains("NonKeyAttributes"))
                .anyMatch(m -> m.contains("BilingMode"));
    }

    @Test
    void template_whenEverythingModel_namesResourcesByTableAndIndex() {
        ObjectNode template = CloudFormationExporter.template(ExportFixtures.everything());

        assertThat(iterable(template.get("Resources").fieldNames())).contains(
                "OrdersEverything1Table", "AuditLogTable",
                "OrdersEverything1TableReadScalableTarget", "OrdersEverything1TableWriteScalingPolicy",
                "OrdersEverything1TableByStatusIndexReadScalableTarget");
        assertThat(template.at("/Resources/OrdersEverything1TableReadScalableTarget/Properties/RoleARN/Fn::Sub").asText())
                .isEqualTo("arn:${AWS::Partition}:iam::${AWS::AccountId}:role/MyScalingRole");
    }

    private static List<String> iterable(java.util.Iterator<String> names) {
        List<String> list = new ArrayList<>();
        names.forEachRemaining(list::add);
        return list;
    }
}
