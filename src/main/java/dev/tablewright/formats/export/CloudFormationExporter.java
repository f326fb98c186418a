package dev.tablewright.formats.export;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import dev.tablewright.model.AutoScaling;
import dev.tablewright.model.Model;
import dev.tablewright.model.ProvisionedCapacity;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.io.UncheckedIOException;
import java.util.HashSet;
import java.util.Set;

/**
 * A CloudFormation template for a model: one {@code AWS::DynamoDB::Table} per table and, where
 * the model gives a provisioned table auto scaling, an {@code AWS::ApplicationAutoScaling}
 * scalable target and target-tracking policy per dimension, for the table and for each global
 * index (which scale with the table's settings, as the console's default does).
 */
public final class CloudFormationExporter {
    static final String SERVICE_LINKED_ROLE = "AWSServiceRoleForApplicationAutoScaling_DynamoDBTable";
    static final String SERVICE_LINKED_ROLE_PATH =
            "role/aws-service-role/dynamodb.application-autoscaling.amazonaws.com/";

    private static final JsonNodeFactory NODES = JsonNodeFactory.instance;
    private static final ObjectWriter JSON = new ObjectMapper().writer(
            new DefaultPrettyPrinter().withObjectIndenter(new DefaultIndenter("  ", "\n")));
    private static final ObjectMapper YAML = new ObjectMapper(YAMLFactory.builder()
            .disable(YAMLGenerator.Feature.WRITE_DOC_START_MARKER)
            .enable(YAMLGenerator.Feature.INDENT_ARRAYS_WITH_INDICATOR)
            .build());

    private CloudFormationExporter() {
    }

    /** The template as YAML text. */
    public static String toYaml(Model model) {
        try {
            return YAML.writeValueAsString(template(model));
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The template as pretty JSON text with a final newline. */
    public static String toJson(Model model) {
        try {
            return JSON.writeValueAsString(template(model)) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The template as YAML text, each table created from the items under {@code source}. */
    public static String toYaml(Model model, S3ImportSource source) {
        ObjectNode template = template(model);
        source.addTo(template);
        try {
            return YAML.writeValueAsString(template);
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The template as pretty JSON text, each table created from the items under {@code source}. */
    public static String toJson(Model model, S3ImportSource source) {
        ObjectNode template = template(model);
        source.addTo(template);
        try {
            return JSON.writeValueAsString(template) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The template as a JSON tree. */
    public static ObjectNode template(Model model) {
        ObjectNode template = NODES.objectNode();
        template.put("AWSTemplateFormatVersion", "2010-09-09");
        template.put("Description", "DynamoDB tables of the model " + model.name() + " (exported by Tablewright)");
        ObjectNode resources = template.putObject("Resources");
        Set<String> used = new HashSet<>();
        for (Table table : model.tables()) {
            String logicalId = LogicalIds.unique(LogicalIds.alphanumeric(table.name()) + "Table", used);
            resources.set(logicalId, tableResource(table));
            addScaling(resources, used, table, logicalId);
        }
        return template;
    }

    static ObjectNode tableResource(Table table) {
        ObjectNode resource = NODES.objectNode();
        resource.put("Type", "AWS::DynamoDB::Table");
        ObjectNode properties = resource.putObject("Properties");
        properties.put("TableName", table.name());
        properties.setAll(CliInputExporter.definition(table));
        SettingsExport.cloudFormation(table.settings(), properties);
        return resource;
    }

    private static void addScaling(ObjectNode resources, Set<String> used, Table table, String tableId) {
        ProvisionedCapacity capacity = TableDefinitions.tableCapacity(table);
        if (capacity == null) {
            return;
        }
        addDimension(resources, used, tableId, null, "Read", capacity.readScaling());
        addDimension(resources, used, tableId, null, "Write", capacity.writeScaling());
        for (SecondaryIndex index : table.globalSecondaryIndexes()) {
            addDimension(resources, used, tableId, index.name(), "Read", capacity.readScaling());
            addDimension(resources, used, tableId, index.name(), "Write", capacity.writeScaling());
        }
    }

    private static void addDimension(ObjectNode resources, Set<String> used, String tableId, String indexName,
                                     String readOrWrite, AutoScaling scaling) {
        if (scaling == null) {
            return;
        }
        String base = tableId + (indexName == null ? "" : LogicalIds.alphanumeric(indexName) + "Index") + readOrWrite;
        String targetId = LogicalIds.unique(base + "ScalableTarget", used);
        String policyId = LogicalIds.unique(base + "ScalingPolicy", used);

        ObjectNode target = resources.putObject(targetId);
        target.put("Type", "AWS::ApplicationAutoScaling::ScalableTarget");
        ObjectNode targetProperties = target.putObject("Properties");
        targetProperties.put("MaxCapacity", scaling.maxCapacity());
        targetProperties.put("MinCapacity", scaling.minCapacity());
        ArrayNode parts = NODES.arrayNode().add("table").add(NODES.objectNode().put("Ref", tableId));
        if (indexName != null) {
            parts.add("index").add(indexName);
        }
        targetProperties.putObject("ResourceId").putArray("Fn::Join").add("/").add(parts);
        if (scaling.serviceRole() != null && !scaling.serviceRole().isBlank()) {
            targetProperties.set("RoleARN", roleArn(scaling.serviceRole())); // else the service-linked role
        }
        targetProperties.put("ScalableDimension", "dynamodb:" + (indexName == null ? "table" : "index") + ":"
                + readOrWrite + "CapacityUnits");
        targetProperties.put("ServiceNamespace", "dynamodb");

        ObjectNode policy = resources.putObject(policyId);
        policy.put("Type", "AWS::ApplicationAutoScaling::ScalingPolicy");
        ObjectNode policyProperties = policy.putObject("Properties");
        policyProperties.put("PolicyName", policyId);
        policyProperties.put("PolicyType", "TargetTrackingScaling");
        policyProperties.putObject("ScalingTargetId").put("Ref", targetId);
        ObjectNode tracking = policyProperties.putObject("TargetTrackingScalingPolicyConfiguration");
        tracking.put("TargetValue", scaling.targetUtilization());
        tracking.putObject("PredefinedMetricSpecification")
                .put("PredefinedMetricType", "DynamoDB" + readOrWrite + "CapacityUtilization");
    }

    /** The role: an ARN as given, else a role name in the stack's account. */
    static JsonNode roleArn(String role) {
        if (role.startsWith("arn:")) {
            return NODES.textNode(role);
        }
        String path = role.equals(SERVICE_LINKED_ROLE) ? SERVICE_LINKED_ROLE_PATH : "role/";
        return NODES.objectNode().put("Fn::Sub", "arn:${AWS::Partition}:iam::${AWS::AccountId}:" + path + role);
    }
}
